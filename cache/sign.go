package cache

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/kiln-lang/kiln/image"
)

// A blob is the image bytes followed by a signature block of SigSize
// bytes: the signer's Ed25519 public key (32), the signature (64) and the
// marker "KILNSIG1" (8). The signature covers "kiln-cache-sig/1\x00", the
// content key, a NUL and the SHA-256 of the image bytes, so a signature
// made for one key cannot be replayed under another.
const (
	SigSize   = ed25519.PublicKeySize + ed25519.SignatureSize + len(sigMarker)
	sigMarker = "KILNSIG1"
	keyPrefix = "kiln-ed25519:"
)

// RejectError says why a blob from a store was not used.
type RejectError struct{ Reason string }

func (e *RejectError) Error() string { return e.Reason }

func rejectf(format string, args ...any) error {
	return &RejectError{Reason: fmt.Sprintf(format, args...)}
}

func message(key string, img []byte) []byte {
	sum := sha256.Sum256(img)
	m := []byte("kiln-cache-sig/1\x00" + key + "\x00")
	return append(m, sum[:]...)
}

// Seal returns the blob of image bytes img stored under key, signed by
// priv.
func Seal(key string, img []byte, priv ed25519.PrivateKey) []byte {
	blob := make([]byte, 0, len(img)+SigSize)
	blob = append(blob, img...)
	blob = append(blob, priv.Public().(ed25519.PublicKey)...)
	blob = append(blob, ed25519.Sign(priv, message(key, img))...)
	return append(blob, sigMarker...)
}

// Open verifies a blob fetched for key and returns the decoded image:
// the signature block is present, its public key is trusted and its
// signature is valid for key and these bytes; the image decodes (every
// checksum holds) and its id is key. Any failure is a *RejectError.
func Open(key string, blob []byte, trust *Trust) (*image.Image, error) {
	if len(blob) < SigSize || string(blob[len(blob)-len(sigMarker):]) != sigMarker {
		return nil, rejectf("unsigned: the blob has no signature block")
	}
	img := blob[:len(blob)-SigSize]
	sb := blob[len(img):]
	pub := ed25519.PublicKey(sb[:ed25519.PublicKeySize])
	sig := sb[ed25519.PublicKeySize : ed25519.PublicKeySize+ed25519.SignatureSize]
	if !trust.Trusted(pub) {
		return nil, rejectf("signed by an untrusted key %s (add it to KILN_CACHE_TRUST or the depot's cache/trusted_keys)", FormatPublicKey(pub))
	}
	if !ed25519.Verify(pub, message(key, img), sig) {
		return nil, rejectf("bad signature by %s: the blob was altered or signed for another key", FormatPublicKey(pub))
	}
	// The signature is good, but a trusted signer may still have signed
	// a broken image or the wrong one: check both.
	dec, err := image.Decode(img)
	if err != nil {
		return nil, rejectf("not a valid image: %v", err)
	}
	if id := dec.ImageID(); id != key {
		return nil, rejectf("the image is for key %s, not %s", id, key)
	}
	return dec, nil
}

// FormatPublicKey writes a public key as kiln-ed25519:BASE64.
func FormatPublicKey(pub ed25519.PublicKey) string {
	return keyPrefix + base64.StdEncoding.EncodeToString(pub)
}

// ParsePublicKey reads a key written by FormatPublicKey.
func ParsePublicKey(s string) (ed25519.PublicKey, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, keyPrefix) {
		return nil, fmt.Errorf("public key %q: want %sBASE64", s, keyPrefix)
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, keyPrefix))
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("public key %q: not a base64 Ed25519 public key", s)
	}
	return ed25519.PublicKey(b), nil
}

// Trust is the set of public keys whose blobs are accepted.
type Trust struct{ keys map[string]bool }

// Trusted reports whether pub is in the set.
func (t *Trust) Trusted(pub ed25519.PublicKey) bool {
	return t != nil && t.keys[string(pub)]
}

// Add adds pub to the set.
func (t *Trust) Add(pub ed25519.PublicKey) {
	if t.keys == nil {
		t.keys = map[string]bool{}
	}
	t.keys[string(pub)] = true
}

// Len is the number of trusted keys.
func (t *Trust) Len() int { return len(t.keys) }

// ParseTrust reads public keys separated by commas, white space or new
// lines; lines starting with # are comments.
func ParseTrust(t *Trust, text string) error {
	for _, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\r' }) {
			pub, err := ParsePublicKey(f)
			if err != nil {
				return err
			}
			t.Add(pub)
		}
	}
	return nil
}

// Paths of the key files in a depot.
func keyDir(depot string) string          { return filepath.Join(depot, "cache") }
func privPath(depot string) string        { return filepath.Join(keyDir(depot), "signing.key") }
func pubPath(depot string) string         { return filepath.Join(keyDir(depot), "signing.pub") }
func TrustedKeysPath(depot string) string { return filepath.Join(keyDir(depot), "trusted_keys") }

// LoadTrust returns the trusted keys: those in env (KILN_CACHE_TRUST's
// value), in the depot's cache/trusted_keys, and the depot's own signing
// key. A trusted_keys file that another user could have written is
// refused, as an image would be.
func LoadTrust(depot, env string) (*Trust, error) {
	t := &Trust{}
	if err := ParseTrust(t, env); err != nil {
		return nil, fmt.Errorf("KILN_CACHE_TRUST: %v", err)
	}
	p := TrustedKeysPath(depot)
	if b, err := readOwned(p); err == nil {
		if err := ParseTrust(t, string(b)); err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if priv, err := LoadSigner(depot); err == nil && priv != nil {
		t.Add(priv.Public().(ed25519.PublicKey))
	}
	return t, nil
}

// readOwned reads a file only if it is a regular file this user owns and
// nobody else may write (image.Untrusted).
func readOwned(path string) ([]byte, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if why := image.Untrusted(fi); why != "" {
		return nil, fmt.Errorf("%s: not used: %s", path, why)
	}
	return os.ReadFile(path)
}

// LoadSigner returns the depot's signing key, or nil when there is none.
func LoadSigner(depot string) (ed25519.PrivateKey, error) {
	return LoadSignerFile(privPath(depot))
}

// LoadSignerFile returns the signing key in the file at path (as kiln
// cache keygen writes it), or nil when there is no such file. The file
// is read only when this user owns it and nobody else may write it.
func LoadSignerFile(path string) (ed25519.PrivateKey, error) {
	b, err := readOwned(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(string(b)), "kiln-ed25519-private:")))
	if err != nil || len(raw) != ed25519.SeedSize {
		return nil, fmt.Errorf("%s: not a kiln signing key", path)
	}
	return ed25519.NewKeyFromSeed(raw), nil
}

// Keygen creates the depot's signing key pair (cache/signing.key, mode
// 0600, and cache/signing.pub) and returns the public key. It refuses to
// replace an existing key.
func Keygen(depot string) (ed25519.PublicKey, error) {
	if _, err := os.Lstat(privPath(depot)); err == nil {
		return nil, fmt.Errorf("%s already exists (remove it first to make a new key)", privPath(depot))
	}
	if err := os.MkdirAll(keyDir(depot), 0o700); err != nil {
		return nil, err
	}
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(privPath(depot), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, err
	}
	_, err = fmt.Fprintf(f, "kiln-ed25519-private:%s\n", base64.StdEncoding.EncodeToString(priv.Seed()))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(privPath(depot))
		return nil, err
	}
	if err := os.WriteFile(pubPath(depot), []byte(FormatPublicKey(pub)+"\n"), 0o644); err != nil {
		return nil, err
	}
	return pub, nil
}
