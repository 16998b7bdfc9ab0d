package cache

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"github.com/kiln-lang/kiln/cache/cachetest"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kiln-lang/kiln/image"
)

func hexOf(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// testImage returns the encoding of a small valid image and its key.
func testImage(t *testing.T, pkgName string) ([]byte, string) {
	t.Helper()
	img := &image.Image{
		Header: image.Header{
			FormatVersion: image.FormatVersion,
			KilnBuildID:   "test-build",
			Triple:        "x86_64-unknown-linux-gnu",
			CPU:           "generic",
			Flags:         map[string]string{"opt": "O2"},
			Package:       image.Package{Name: pkgName},
			Sources:       []image.Source{{Path: "src/" + pkgName + ".jl", Size: 10, Hash: hexOf(pkgName)}},
			PrefsHash:     hexOf("prefs"),
		},
		Sections: []image.Section{{Name: "state", Data: []byte("state of " + pkgName)}},
	}
	b, err := image.Encode(img)
	if err != nil {
		t.Fatal(err)
	}
	return b, img.Header.ImageID()
}

func newKey(t *testing.T) ed25519.PrivateKey {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return priv
}

func fastOpts() HTTPOptions {
	return HTTPOptions{Timeout: 500 * time.Millisecond, Attempts: 2, Backoff: 10 * time.Millisecond}
}

func TestRoundTrip(t *testing.T) {
	srv := &cachetest.Store{Blobs: map[string][]byte{}}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	priv := newKey(t)
	trust := &Trust{}
	trust.Add(priv.Public().(ed25519.PublicKey))
	data, key := testImage(t, "Geometry")
	c := &Client{Stores: []Store{NewHTTPStore(ts.URL+"/team", false, fastOpts())}, Trust: trust, Signer: priv}
	if n := c.Upload(key, data); n != 1 {
		t.Fatalf("uploaded to %d stores, want 1", n)
	}
	if _, ok := srv.Blobs["/team/kimg/"+key]; !ok {
		t.Fatalf("nothing at /team/kimg/%s; have %v", key, srv.Blobs)
	}
	// A second upload finds it there (HEAD) and does not PUT again.
	c.Upload(key, data)
	if srv.Puts != 1 {
		t.Errorf("%d PUTs, want 1", srv.Puts)
	}
	img, from, err := c.Fetch(key)
	if err != nil {
		t.Fatal(err)
	}
	if img.ImageID() != key || from != ts.URL+"/team" {
		t.Errorf("fetched %s from %s", img.ImageID(), from)
	}
	if _, _, err := c.Fetch(hexOf("absent")); !errors.Is(err, ErrNotFound) {
		t.Errorf("absent key: %v", err)
	}
}

// Each bad blob is rejected by Open with a reason.
func TestOpenRejects(t *testing.T) {
	priv, other := newKey(t), newKey(t)
	trust := &Trust{}
	trust.Add(priv.Public().(ed25519.PublicKey))
	data, key := testImage(t, "Geometry")
	data2, key2 := testImage(t, "Other")
	good := Seal(key, data, priv)
	if _, err := Open(key, good, trust); err != nil {
		t.Fatalf("good blob rejected: %v", err)
	}
	corrupt := bytes.Clone(data)
	corrupt[len(corrupt)/2] ^= 0xff
	// A trusted signer that signed a corrupted image (the signature is
	// valid, the image's checksums are not).
	badImage := Seal(key, corrupt, priv)
	cases := []struct {
		name, want string
		blob       []byte
		key        string
	}{
		{"unsigned", "unsigned", data, key},
		{"truncated", "unsigned", good[:len(good)-3], key},
		{"corrupted after signing", "bad signature", append(bytes.Clone(corrupt), good[len(data):]...), key},
		{"untrusted signer", "untrusted key", Seal(key, data, other), key},
		{"signature for another key", "bad signature", good, key2},
		{"signed blob of another key", "is for key " + key2, Seal(key, data2, priv), key},
		{"signed corrupted image", "not a valid image", badImage, key},
		{"empty", "unsigned", nil, key},
	}
	for _, tc := range cases {
		_, err := Open(tc.key, tc.blob, trust)
		var re *RejectError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want a rejection containing %q", tc.name, err, tc.want)
		}
	}
}

// A fetch of a bad blob from the server is rejected, and the client goes
// on to the next store.
func TestFetchSkipsBadBlobs(t *testing.T) {
	priv := newKey(t)
	trust := &Trust{}
	trust.Add(priv.Public().(ed25519.PublicKey))
	data, key := testImage(t, "Geometry")
	bad := &cachetest.Store{Blobs: map[string][]byte{"/kimg/" + key: Seal(key, data, newKey(t))}}
	good := &cachetest.Store{Blobs: map[string][]byte{"/kimg/" + key: Seal(key, data, priv)}}
	tb, tg := httptest.NewServer(bad), httptest.NewServer(good)
	defer tb.Close()
	defer tg.Close()
	c := &Client{Stores: []Store{NewHTTPStore(tb.URL, true, fastOpts()), NewHTTPStore(tg.URL, true, fastOpts())}, Trust: trust}
	_, from, err := c.Fetch(key)
	if err != nil || from != tg.URL {
		t.Fatalf("fetch: %v from %q, want the second store", err, from)
	}
	// Read-only stores receive nothing.
	c.Signer = priv
	if n := c.Upload(key, data); n != 0 {
		t.Errorf("uploaded to %d read-only stores", n)
	}
}

// A server that never answers, one that fails, and one that is not there
// each end the request in bounded time; the store is reported once and
// then skipped.
func TestUnavailableStores(t *testing.T) {
	block := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-block:
		case <-r.Context().Done():
		}
	}))
	defer hang.Close()
	defer close(block)
	var fails int
	var mu sync.Mutex
	fail := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		fails++
		mu.Unlock()
		http.Error(w, "boom", http.StatusInternalServerError)
	}))
	defer fail.Close()
	closed := httptest.NewServer(http.NotFoundHandler())
	closedURL := closed.URL
	closed.Close()

	_, key := testImage(t, "Geometry")
	for _, tc := range []struct{ name, url string }{{"hangs", hang.URL}, {"5xx", fail.URL}, {"refused", closedURL}} {
		var stderr bytes.Buffer
		c := &Client{Stores: []Store{NewHTTPStore(tc.url, false, fastOpts())}, Trust: &Trust{}, Stderr: &stderr}
		start := time.Now()
		_, _, err := c.Fetch(key)
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v", tc.name, err)
		}
		// 2 attempts of at most 500 ms plus a 10 ms backoff.
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: took %v", tc.name, d)
		}
		c.Fetch(key)
		if n := strings.Count(stderr.String(), "is unavailable"); n != 1 {
			t.Errorf("%s: reported %d times: %q", tc.name, n, stderr.String())
		}
	}
	if fails != 2 {
		t.Errorf("the failing server was asked %d times, want 2 (one retry, then skipped)", fails)
	}
}

func TestParseStores(t *testing.T) {
	st, err := ParseStores("https://cache.example/kiln?ro, http://10.0.0.1:8080/x")
	if err != nil {
		t.Fatal(err)
	}
	if len(st) != 2 || !st[0].ReadOnly() || st[1].ReadOnly() || st[0].Name() != "https://cache.example/kiln" {
		t.Errorf("parsed %v", st)
	}
	if st, err := ParseStores("redis://:secret@127.0.0.1:6379/2?ro"); err != nil || len(st) != 1 || !st[0].ReadOnly() || strings.Contains(st[0].Name(), "secret") {
		t.Errorf("redis store: %v %v", st, err)
	}
	for _, bad := range []string{"ftp://x/y", "http:///nohost", "redis://127.0.0.1:6379/notadb"} {
		if _, err := ParseStores(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestKeygenAndTrust(t *testing.T) {
	depot := t.TempDir()
	pub, err := Keygen(depot)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Keygen(depot); err == nil {
		t.Error("a second keygen replaced the key")
	}
	priv, err := LoadSigner(depot)
	if err != nil || !bytes.Equal(priv.Public().(ed25519.PublicKey), pub) {
		t.Fatalf("LoadSigner: %v", err)
	}
	fi, _ := os.Stat(filepath.Join(depot, "cache", "signing.key"))
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("signing.key mode %v", fi.Mode().Perm())
	}
	other := newKey(t).Public().(ed25519.PublicKey)
	third := newKey(t).Public().(ed25519.PublicKey)
	os.WriteFile(TrustedKeysPath(depot), []byte("# team\n"+FormatPublicKey(third)+"\n"), 0o644)
	tr, err := LoadTrust(depot, FormatPublicKey(other))
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Trusted(pub) || !tr.Trusted(other) || !tr.Trusted(third) || tr.Len() != 3 {
		t.Errorf("trust has %d keys", tr.Len())
	}
	// A trusted_keys file others may write is refused.
	os.Chmod(TrustedKeysPath(depot), 0o666)
	if _, err := LoadTrust(depot, ""); err == nil || !strings.Contains(err.Error(), "writable by group or others") {
		t.Errorf("group-writable trusted_keys: %v", err)
	}
	if _, err := LoadTrust(depot, "kiln-ed25519:nope"); err == nil {
		t.Error("bad KILN_CACHE_TRUST accepted")
	}
}

func TestInvalidKey(t *testing.T) {
	s := NewHTTPStore("http://127.0.0.1:1", false, fastOpts())
	if _, err := s.Get(context.Background(), "../etc/passwd"); err == nil || !strings.Contains(err.Error(), "invalid content key") {
		t.Errorf("bad key: %v", err)
	}
}
