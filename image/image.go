// Package image is the container for Kiln package images (.kimg files): a
// header readable on its own, a table of named, owner-tagged sections, the
// section payloads and a trailing SHA-256 checksum, together with the safety
// machinery around those files: atomic writes, validation that rejects every
// corruption with a reason, staleness checks, per-package variants and a lock
// that serializes concurrent precompiles of one package.
//
// What goes into the sections (module state, MethodInstances, CodeInstances
// per owner, edges, symbol tables, object code, foreign artifacts) is opaque
// to this package. The byte layout is documented in docs/image-format.md.
//
// Nothing in this package panics on bad input: every rejection of an image is
// a *RejectError carrying the reason, for KILN_DEBUG_LOADING and
// `kiln inspect`.
package image

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
)

// FormatVersion is the version of the container format written by this
// package. Images of any other version are rejected.
const FormatVersion uint32 = 2

// Hard limits. A length or count read from a file beyond these is rejected
// before anything is allocated for it.
const (
	// MaxHeaderSize bounds the encoded header.
	MaxHeaderSize = 16 << 20
	// MaxSections bounds the number of sections.
	MaxSections = 1 << 14
	// MaxSectionSize bounds one section payload.
	MaxSectionSize = 1 << 30
	// MaxFileSize bounds a whole image file.
	MaxFileSize = 1 << 31
	// MaxStringLen bounds every string in the header.
	MaxStringLen = 1 << 16
	// MaxNameLen bounds a section name.
	MaxNameLen = 64
	// MaxOwnerLen bounds a section owner.
	MaxOwnerLen = 128
)

// Well-known section owners. Owner "" marks an owner-independent section;
// foreign owners are spelled like "ptx:sm_75".
const (
	OwnerNone   = ""
	OwnerNative = "native"
)

// Package identifies the package an image was built from.
type Package struct {
	Name    string // module name, e.g. "Geometry"
	UUID    string // from Project.toml; may be empty for unregistered code
	Version string // from Project.toml; may be empty
}

// Source is one source file of the package, as it was when the image was
// built.
type Source struct {
	Path string // relative to the package root, '/'-separated, clean
	Size int64  // bytes
	Hash string // SHA-256 of the content, 64 lowercase hex digits
}

// Dep is a dependency whose image this image was built against.
type Dep struct {
	Name    string
	UUID    string
	ImageID string // the dependency's Header.ImageID() at build time
}

// Header is the part of an image that can be read and checked without
// reading the rest of the file (see ReadHeader and Check).
type Header struct {
	// FormatVersion is set by Decode/ReadHeader from the file; Encode
	// always writes the current FormatVersion.
	FormatVersion uint32
	// KilnBuildID identifies the compiler build that wrote the image.
	KilnBuildID string
	// Triple is the LLVM target triple of the native code.
	Triple string
	// CPU is the LLVM CPU name the native code was compiled for.
	CPU string
	// Features is the LLVM feature string ("+avx2,+fma,-avx512f").
	Features string
	// Flags are the options that change generated code (optimization
	// level, bounds checking, ...).
	Flags map[string]string
	// Package is the identity of the package.
	Package Package
	// Sources are the package's source files.
	Sources []Source
	// Deps are the images this one was built against.
	Deps []Dep
	// PrefsHash is a hash of the package's preferences.
	PrefsHash string
	// CreatedUnixNano is the time of writing; it is not part of ImageID.
	CreatedUnixNano int64
}

// Section is one named payload of an image. Owner is "" for
// owner-independent sections, OwnerNative for native code, and a foreign
// owner's name ("ptx:sm_75") for its artifacts.
type Section struct {
	Name  string
	Owner string
	Data  []byte
}

// Image is a header and its sections, in file order.
type Image struct {
	Header
	Sections []Section
}

// Section returns the data of the section with the given name and owner,
// and whether it exists.
func (img *Image) Section(name, owner string) ([]byte, bool) {
	for i := range img.Sections {
		if img.Sections[i].Name == name && img.Sections[i].Owner == owner {
			return img.Sections[i].Data, true
		}
	}
	return nil, false
}

// ImageID is a stable hash of the header's identity: format version, build
// id, target, flags, package, sources, dependency image ids and preferences
// hash; not CreatedUnixNano. Dependents record it in their Deps. Rebuilding
// an image from the same inputs gives the same id, so dependents stay valid.
// It is 64 lowercase hex digits.
func (h *Header) ImageID() string {
	c := *h
	c.CreatedUnixNano = 0
	e := &enc{}
	e.str("kiln-image-id")
	e.u32(FormatVersion)
	encodeHeaderFields(e, &c)
	sum := sha256.Sum256(e.b)
	return hex.EncodeToString(sum[:])
}

// RejectError is the error for every image that is not accepted: corrupt,
// truncated, of another format or build, or stale.
type RejectError struct {
	Path   string // the file, when known
	Reason string // what is wrong, e.g. "checksum mismatch"
}

func (e *RejectError) Error() string {
	if e.Path != "" {
		return fmt.Sprintf("image %s rejected: %s", e.Path, e.Reason)
	}
	return "image rejected: " + e.Reason
}

func reject(format string, args ...any) *RejectError {
	return &RejectError{Reason: fmt.Sprintf(format, args...)}
}

// withPath sets the path of a *RejectError (other errors pass through).
func withPath(err error, path string) error {
	var re *RejectError
	if errors.As(err, &re) && re.Path == "" {
		re.Path = path
	}
	return err
}

// IsReject reports whether err is (or wraps) a *RejectError.
func IsReject(err error) bool {
	var re *RejectError
	return errors.As(err, &re)
}

// DebugLoading reports whether KILN_DEBUG_LOADING is set to a non-empty value
// other than "0".
func DebugLoading() bool {
	v := os.Getenv("KILN_DEBUG_LOADING")
	return v != "" && v != "0"
}

// LogReject writes a rejection (or any load error) to stderr when
// KILN_DEBUG_LOADING is set.
func LogReject(path string, err error) {
	if err == nil || !DebugLoading() {
		return
	}
	err = withPath(err, path)
	fmt.Fprintf(os.Stderr, "kiln: loading: %v\n", err)
}
