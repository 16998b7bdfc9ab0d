package pkg

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// UUID is a package's universally unique identifier, as written in
// Project.toml. The zero UUID means "none".
type UUID [16]byte

// ParseUUID parses the canonical 8-4-4-4-12 hexadecimal form (either case),
// as Julia's UUID constructor does.
func ParseUUID(s string) (UUID, error) {
	var u UUID
	if len(s) != 36 || s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
		return u, fmt.Errorf("malformed uuid %q: want 8-4-4-4-12 hexadecimal digits", s)
	}
	h := s[0:8] + s[9:13] + s[14:18] + s[19:23] + s[24:36]
	if _, err := hex.Decode(u[:], []byte(h)); err != nil {
		return UUID{}, fmt.Errorf("malformed uuid %q: want 8-4-4-4-12 hexadecimal digits", s)
	}
	return u, nil
}

// String returns the canonical lower-case form.
func (u UUID) String() string {
	h := hex.EncodeToString(u[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

// IsZero reports whether u is the zero UUID.
func (u UUID) IsZero() bool { return u == UUID{} }

// dummyNamespace is the namespace of uuids Kiln derives for packages whose
// Project.toml has none (Julia's `dummy_uuid` does the same from the real
// path of the project file).
var dummyNamespace = UUID{0xfe, 0x0c, 0x8d, 0x7b, 0x2a, 0x66, 0x4e, 0x2c, 0x9d, 0x6e, 0x4b, 0x55, 0x7a, 0x1b, 0x9d, 0x30}

// uuid5 returns the name-based (SHA-1, version 5) UUID of name in ns.
func uuid5(ns UUID, name string) UUID {
	h := sha1.New()
	h.Write(ns[:])
	h.Write([]byte(name))
	var u UUID
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return u
}

// Version is a Julia VersionNumber: major.minor.patch with optional
// pre-release and build parts.
type Version struct {
	Major, Minor, Patch uint32
	Prerelease          string // without the leading "-"; "" when none
	Build               string // without the leading "+"; "" when none
}

// versionRE is Julia's VERSION_REGEX (less the bare trailing "-"/"+" forms).
var versionRE = regexp.MustCompile(`(?i)^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-((?:[0-9a-z-]+\.)*[0-9a-z-]+))?(?:\+((?:[0-9a-z-]+\.)*[0-9a-z-]+))?$`)

// ParseVersion parses a version as Julia's VersionNumber(string) does:
// "1", "1.2", "1.2.3", "1.2.3-DEV", "1.2.3+build.4", with an optional "v".
func ParseVersion(s string) (Version, error) {
	m := versionRE.FindStringSubmatch(s)
	if m == nil {
		return Version{}, fmt.Errorf("invalid version %q: want major.minor.patch, e.g. \"1.2.3\"", s)
	}
	var v Version
	for i, dst := range []*uint32{&v.Major, &v.Minor, &v.Patch} {
		if m[i+1] == "" {
			continue
		}
		n, err := strconv.ParseUint(m[i+1], 10, 32)
		if err != nil {
			return Version{}, fmt.Errorf("invalid version %q: component %s is too large", s, m[i+1])
		}
		*dst = uint32(n)
	}
	v.Prerelease, v.Build = m[4], m[5]
	return v, nil
}

// String writes the version as Julia prints a VersionNumber (without "v").
func (v Version) String() string {
	s := fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
	if v.Prerelease != "" {
		s += "-" + v.Prerelease
	}
	if v.Build != "" {
		s += "+" + v.Build
	}
	return s
}

// IsIdentifier reports whether s is a valid Julia identifier, as a package
// name must be: a letter or underscore, then letters, digits, underscores
// or "!".
func IsIdentifier(s string) bool {
	if s == "" || keywords[s] {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || unicode.IsLetter(r):
		case i > 0 && (unicode.IsDigit(r) || r == '!' || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Nd, r)):
		default:
			return false
		}
	}
	return true
}

// keywords are Julia's reserved words, which are not valid names.
var keywords = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`baremodule begin break catch const continue do else elseif end export
		false finally for function global if import let local macro module quote return struct
		true try using while`) {
		keywords[k] = true
	}
}
