package image

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Expectation is what the running Kiln requires of an image.
type Expectation struct {
	KilnBuildID string
	Triple      string
	CPU         string
	// Features is the host's LLVM feature string. An image is accepted if
	// every feature it enables ("+x") is enabled here.
	Features string
	// Flags must equal the image's flags exactly.
	Flags map[string]string
	// Package, when its fields are non-empty, must match the image's.
	Package Package
	// PackageRoot is the directory the image's source paths are relative to.
	PackageRoot string
	// PrefsHash must equal the image's.
	PrefsHash string
	// DepImageID returns the image id a dependency has now (from the image
	// that would be loaded for it). An error rejects the image. If nil,
	// dependencies are not checked.
	DepImageID func(name, uuid string) (string, error)
}

// CheckHeader runs the cheap checks of Check, those that look at nothing
// but the header: format version, kiln build id, target triple, CPU and
// features, flags and package identity.
func CheckHeader(h *Header, want Expectation) error {
	if h.FormatVersion != FormatVersion {
		return reject("format version %d, this kiln reads %d", h.FormatVersion, FormatVersion)
	}
	if h.KilnBuildID != want.KilnBuildID {
		return reject("built by kiln %q, this is %q", h.KilnBuildID, want.KilnBuildID)
	}
	if h.Triple != want.Triple {
		return reject("target %s, host is %s", h.Triple, want.Triple)
	}
	if h.CPU != want.CPU {
		return reject("compiled for CPU %s, host is %s", h.CPU, want.CPU)
	}
	if f := missingFeatures(h.Features, want.Features); len(f) > 0 {
		return reject("needs CPU features %s that the host lacks", strings.Join(f, ","))
	}
	if r := flagsDiff(h.Flags, want.Flags); r != "" {
		return reject("%s", r)
	}
	p := want.Package
	if p.Name != "" && h.Package.Name != p.Name {
		return reject("image of package %s, want %s", h.Package.Name, p.Name)
	}
	if p.UUID != "" && h.Package.UUID != p.UUID {
		return reject("package uuid %s, want %s", h.Package.UUID, p.UUID)
	}
	if p.Version != "" && h.Package.Version != p.Version {
		return reject("package version %s, want %s", h.Package.Version, p.Version)
	}
	return nil
}

// Check decides whether an image with header h can be used: first the
// cheap header checks (CheckHeader), then the preferences hash, the source
// files under want.PackageRoot (all sizes first, then contents by SHA-256),
// then the dependencies' current image ids. The first failure is returned
// as a *RejectError whose reason names what changed, e.g.
// "source src/Geometry.jl changed (content)".
func Check(h *Header, want Expectation) error {
	if err := CheckHeader(h, want); err != nil {
		return err
	}
	if h.PrefsHash != want.PrefsHash {
		return reject("preferences changed")
	}
	if want.PackageRoot != "" && len(h.Sources) == 0 {
		// Every package has at least its entry file: an image that lists
		// nothing could never go stale.
		return reject("the image lists no sources")
	}
	for _, s := range h.Sources {
		if !validSourcePath(s.Path) {
			return reject("invalid source path %q", s.Path)
		}
		fi, err := os.Stat(filepath.Join(want.PackageRoot, filepath.FromSlash(s.Path)))
		if err != nil {
			if os.IsNotExist(err) {
				return reject("source %s missing", s.Path)
			}
			return reject("source %s unreadable: %v", s.Path, err)
		}
		if !fi.Mode().IsRegular() {
			return reject("source %s is not a regular file", s.Path)
		}
		if fi.Size() != s.Size {
			return reject("source %s changed (size %d, was %d)", s.Path, fi.Size(), s.Size)
		}
	}
	for _, s := range h.Sources {
		sum, size, err := HashFile(filepath.Join(want.PackageRoot, filepath.FromSlash(s.Path)))
		if err != nil {
			return reject("source %s unreadable: %v", s.Path, err)
		}
		if size != s.Size {
			return reject("source %s changed (size %d, was %d)", s.Path, size, s.Size)
		}
		if sum != s.Hash {
			return reject("source %s changed (content)", s.Path)
		}
	}
	if want.DepImageID != nil {
		for _, d := range h.Deps {
			id, err := want.DepImageID(d.Name, d.UUID)
			if err != nil {
				return reject("dependency %s unavailable: %v", d.Name, err)
			}
			if id != d.ImageID {
				return reject("dependency %s changed (image %.12s, built against %.12s)", d.Name, id, d.ImageID)
			}
		}
	}
	return nil
}

// HashFile returns the SHA-256 (lowercase hex) and size of a file, as
// recorded in Source.
func HashFile(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

// SourceOf returns the Source entry for the file rel under root.
func SourceOf(root, rel string) (Source, error) {
	rel = filepath.ToSlash(filepath.Clean(rel))
	if !validSourcePath(rel) {
		return Source{}, fmt.Errorf("image: invalid source path %q", rel)
	}
	sum, n, err := HashFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		return Source{}, err
	}
	return Source{Path: rel, Size: n, Hash: sum}, nil
}

// missingFeatures returns the features enabled ("+x") in img but not in host.
func missingFeatures(img, host string) []string {
	enabled := map[string]bool{}
	for _, f := range strings.Split(host, ",") {
		f = strings.TrimSpace(f)
		if strings.HasPrefix(f, "+") {
			enabled[f[1:]] = true
		} else if strings.HasPrefix(f, "-") {
			delete(enabled, f[1:])
		}
	}
	var miss []string
	for _, f := range strings.Split(img, ",") {
		f = strings.TrimSpace(f)
		if strings.HasPrefix(f, "+") && !enabled[f[1:]] {
			miss = append(miss, f)
		}
	}
	sort.Strings(miss)
	return miss
}

// flagsDiff describes the first difference between image flags and wanted
// flags, or returns "".
func flagsDiff(img, want map[string]string) string {
	keys := map[string]bool{}
	for k := range img {
		keys[k] = true
	}
	for k := range want {
		keys[k] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, k := range sorted {
		iv, iok := img[k]
		wv, wok := want[k]
		switch {
		case !iok:
			return fmt.Sprintf("flag %s=%s not in image", k, wv)
		case !wok:
			return fmt.Sprintf("image has flag %s=%s, not wanted", k, iv)
		case iv != wv:
			return fmt.Sprintf("flag %s is %s in image, want %s", k, iv, wv)
		}
	}
	return ""
}
