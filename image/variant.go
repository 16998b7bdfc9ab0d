package image

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Ext is the file extension of images.
const Ext = ".kimg"

// Slug returns a short stable name (12 lowercase hex digits) for one
// variant of a package: a hash of the package key (its UUID, or its path for
// a package without one), the target triple, CPU, features and the
// code-changing flags. Variants with different slugs live side by side.
func Slug(pkgKey string, flags map[string]string, triple, cpu, features string) string {
	e := &enc{}
	e.str("kiln-variant")
	e.str(pkgKey)
	e.str(triple)
	e.str(cpu)
	e.str(features)
	e.u32(uint32(len(flags)))
	for _, k := range sortedKeys(flags) {
		e.str(k)
		e.str(flags[k])
	}
	sum := sha256.Sum256(e.b)
	return hex.EncodeToString(sum[:6])
}

// HeaderSlug is Slug for the variant an image header describes; pkgKey is
// the package UUID, or the package path when the UUID is empty.
func HeaderSlug(h *Header, pkgPath string) string {
	key := h.Package.UUID
	if key == "" {
		key = pkgPath
	}
	return Slug(key, h.Flags, h.Triple, h.CPU, h.Features)
}

func validComponent(what, s string) error {
	if s == "" || s == "." || s == ".." || strings.ContainsAny(s, "/\\\x00") {
		return fmt.Errorf("image: invalid %s %q", what, s)
	}
	return nil
}

// VariantDir returns <depot>/compiled/<kilnVersion>/<name>.
func VariantDir(depot, kilnVersion, name string) (string, error) {
	if err := validComponent("kiln version", kilnVersion); err != nil {
		return "", err
	}
	if err := validComponent("package name", name); err != nil {
		return "", err
	}
	return filepath.Join(depot, "compiled", kilnVersion, name), nil
}

// VariantPath returns <depot>/compiled/<kilnVersion>/<name>/<slug>.kimg.
// It fails if a component is empty or is not a single path element.
func VariantPath(depot, kilnVersion, name, slug string) (string, error) {
	dir, err := VariantDir(depot, kilnVersion, name)
	if err != nil {
		return "", err
	}
	if err := validComponent("slug", slug); err != nil || strings.HasPrefix(slug, ".") {
		return "", fmt.Errorf("image: invalid slug %q", slug)
	}
	return filepath.Join(dir, slug+Ext), nil
}

// Variant is one image file of a package.
type Variant struct {
	Path    string
	Slug    string
	Size    int64
	ModTime time.Time
	// Header is the file's header, or nil if ReadHeader failed (HeaderErr).
	Header    *Header
	HeaderErr error
}

// created is the variant's creation time: the header's, else the mtime.
func (v *Variant) created() int64 {
	t := v.ModTime.UnixNano()
	if v.Header != nil && v.Header.CreatedUnixNano != 0 {
		t = v.Header.CreatedUnixNano
	}
	if t > time.Now().Add(time.Minute).UnixNano() {
		// Dated in the future: planted or from a machine with a wrong
		// clock. It counts as the oldest, so that it cannot outlive
		// real images when the package's variants are pruned.
		return 0
	}
	return t
}

// ListVariants lists the images of a package, newest first, with their
// headers (read with ReadHeader, which is cheap). Lock files, temporary
// files and other names are ignored. A missing directory is no variants.
func ListVariants(depot, kilnVersion, name string) ([]Variant, error) {
	dir, err := VariantDir(depot, kilnVersion, name)
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	var vs []Variant
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, Ext) || strings.HasPrefix(n, ".") || !e.Type().IsRegular() {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		v := Variant{Path: filepath.Join(dir, n), Slug: strings.TrimSuffix(n, Ext), Size: fi.Size(), ModTime: fi.ModTime()}
		v.Header, v.HeaderErr = ReadHeader(v.Path)
		if v.HeaderErr != nil {
			v.Header = nil
		}
		vs = append(vs, v)
	}
	sort.SliceStable(vs, func(i, j int) bool {
		// Unreadable variants sort last: they are the first to go.
		if (vs[i].Header == nil) != (vs[j].Header == nil) {
			return vs[i].Header != nil
		}
		if a, b := vs[i].created(), vs[j].created(); a != b {
			return a > b
		}
		return vs[i].Slug < vs[j].Slug
	})
	return vs, nil
}

// Prune keeps the keep newest readable variants of a package and removes
// the rest (unreadable ones first), returning the removed paths. keep must
// be at least 1. Removing a file that another process has open is safe on
// POSIX systems: the reader keeps its copy.
func Prune(depot, kilnVersion, name string, keep int) ([]string, error) {
	if keep < 1 {
		return nil, fmt.Errorf("image: prune: keep must be at least 1, not %d", keep)
	}
	vs, err := ListVariants(depot, kilnVersion, name)
	if err != nil {
		return nil, err
	}
	var removed []string
	var firstErr error
	for i := keep; i < len(vs); i++ {
		if err := os.Remove(vs[i].Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		removed = append(removed, vs[i].Path)
	}
	return removed, firstErr
}

// PrunePolicy says which images of a depot PruneDepot removes: all but
// the Keep newest variants of each package (0: no limit by count) and
// those created before OlderThan ago (0: no limit by age).
type PrunePolicy struct {
	Keep      int
	OlderThan time.Duration
}

// PruneDepot applies the policy to the images of every package in the
// depot (the system image and the standard library images included) and
// returns the removed images.
func PruneDepot(depot, kilnVersion string, p PrunePolicy, now time.Time) ([]Variant, error) {
	cands, err := PruneCandidates(depot, kilnVersion, p, now)
	var removed []Variant
	for _, v := range cands {
		if rerr := os.Remove(v.Path); rerr != nil && !errors.Is(rerr, fs.ErrNotExist) {
			if err == nil {
				err = rerr
			}
			continue
		}
		removed = append(removed, v)
	}
	return removed, err
}

// PruneCandidates lists the images PruneDepot would remove.
func PruneCandidates(depot, kilnVersion string, p PrunePolicy, now time.Time) ([]Variant, error) {
	if p.Keep < 0 || p.OlderThan < 0 {
		return nil, fmt.Errorf("image: prune: negative limits")
	}
	root, err := VariantDir(depot, kilnVersion, "x")
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(filepath.Dir(root))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	var out []Variant
	var firstErr error
	for _, e := range ents {
		if !e.IsDir() || validComponent("package", e.Name()) != nil {
			continue
		}
		vs, err := ListVariants(depot, kilnVersion, e.Name())
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		for i, v := range vs {
			tooMany := p.Keep > 0 && i >= p.Keep
			tooOld := p.OlderThan > 0 && v.created() < now.Add(-p.OlderThan).UnixNano()
			if tooMany || tooOld {
				out = append(out, v)
			}
		}
	}
	return out, firstErr
}
