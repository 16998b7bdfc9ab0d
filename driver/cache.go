package driver

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/kiln-lang/kiln/cache"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/syntax"
)

// Remote image stores (KILN_CACHE, package cache): on a miss in the
// local depot an image is looked up in the stores by its content key —
// the image id the image would have if it were built here now — verified
// (signature by a trusted key, checksums, key, staleness checks) and
// written into the depot; `kiln precompile` uploads what it builds.

// cacheClient returns the session's store client, nil when no store is
// configured (Options.Cache, KILN_CACHE) or the configuration is unusable
// (said once).
func (s *Session) cacheClient() *cache.Client {
	if s.cacheInit {
		return s.cache
	}
	s.cacheInit = true
	depot, err := s.depot()
	if err == nil {
		s.cache, err = cache.New(depot, s.cacheConfig(), s.opts.Stderr)
	}
	if err != nil {
		fmt.Fprintf(s.opts.Stderr, "kiln: remote cache not used: %v\n", err)
		s.cache = nil
	}
	if s.cache != nil {
		s.cache.Observe = s.recordStat
	}
	return s.cache
}

// noStatsEnv, set in the environment of the precompile process that
// `kiln run` starts to rebuild an image, says that the lookups have been
// counted by the parent: the child counts only its uploads.
const noStatsEnv = "KILN_CACHE_NOSTATS"

// SetLookupStats turns the counting of the local depot's hits and misses
// when this session loads packages (kiln cache status) on or off. It is
// on by default; kiln precompile's build process turns it off while it
// loads the dependencies of the package it builds, and counts the lookup
// of that package itself (RecordLocalLookup). What the remote stores do
// is always counted, except the lookups of the rebuild kiln run starts
// (its parent counted them; its uploads count).
func (s *Session) SetLookupStats(on bool) { s.statsOff = !on }

// recordStat counts ev in the depot's statistics file.
func (s *Session) recordStat(ev cache.Event, store string) {
	if ev != cache.StoreUpload && os.Getenv(noStatsEnv) != "" {
		return
	}
	depot, err := s.depot()
	if err == nil {
		err = cache.RecordStat(depot, ev, store)
	}
	if err != nil && image.DebugLoading() {
		fmt.Fprintf(os.Stderr, "kiln: cache statistics not updated: %v\n", err)
	}
}

// RecordLocalLookup counts a lookup of a package image in the local
// depot: a hit when a fresh image was found.
func (s *Session) RecordLocalLookup(hit bool) {
	if hit {
		s.recordStat(cache.LocalHit, "")
	} else {
		s.recordStat(cache.LocalMiss, "")
	}
}

// ExpectedImageKey is the content key the image of package name would
// have if it were built in this session now (see expectedImageKey).
func (s *Session) ExpectedImageKey(name string) (string, error) {
	ps, err := s.packages()
	if err != nil {
		return "", err
	}
	p, err := ps.env.Locate(name, nil)
	if err != nil {
		return "", err
	}
	if p.Builtin {
		return "", fmt.Errorf("%s is a standard library module: it has no package image", name)
	}
	return s.expectedImageKey(p, syntax.Pos{File: "none", Line: 1, Col: 1})
}

// expectedImageKey computes the image id of the image of p that a build
// in this session would write, without building it: the header holds
// this kiln build, target and flags, the package, the current contents
// of its sources (the entry file and what the static include scan finds,
// as WriteImage lists them), the image ids of its dependencies and the
// preferences hash. The dependencies in p's [deps] are loaded first (from
// their images), as the build would load them.
func (s *Session) expectedImageKey(p *pkg.Package, pos syntax.Pos) (string, error) {
	ps, err := s.packages()
	if err != nil {
		return "", err
	}
	var deps []image.Dep
	if p.Project != nil {
		for _, dn := range p.Project.DepNames() {
			if pkg.IsBuiltin(dn) {
				continue
			}
			if _, err := s.loadPackageFor(p, dn, pos); err != nil {
				return "", err
			}
			id, ok := s.imageIDs[dn]
			if !ok {
				return "", fmt.Errorf("dependency %s was loaded without an image", dn)
			}
			deps = append(deps, image.Dep{Name: dn, UUID: uuidString(ps.byName[dn]), ImageID: id})
		}
	}
	if id, ok := s.imageIDs[sysimageName]; ok {
		deps = append(deps, image.Dep{Name: sysimageName, ImageID: id})
	}
	want, err := s.imageExpectation(p)
	if err != nil {
		return "", err
	}
	h := newImageHeader(want)
	h.FormatVersion = image.FormatVersion
	if p.Version != nil {
		h.Package.Version = p.Version.String()
	}
	h.Deps = deps
	root, err := filepath.Abs(p.Root)
	if err != nil {
		return "", err
	}
	files := []string{p.EntryFile}
	sfs, err := pkg.SourceFiles(p)
	if err != nil {
		return "", err
	}
	for _, sf := range sfs {
		files = append(files, filepath.Join(p.Root, filepath.FromSlash(sf.Path)))
	}
	seen := map[string]bool{}
	for _, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return "", err
		}
		rel, err := filepath.Rel(root, abs)
		if err != nil {
			return "", err
		}
		rel = filepath.ToSlash(rel)
		if seen[rel] {
			continue
		}
		seen[rel] = true
		src, err := image.SourceOf(p.Root, rel)
		if err != nil {
			return "", err
		}
		h.Sources = append(h.Sources, src)
	}
	sort.Slice(h.Sources, func(i, j int) bool { return h.Sources[i].Path < h.Sources[j].Path })
	return h.ImageID(), nil
}

// fetchImage looks the image of p up in the remote stores and, when a
// verified one is found, writes it to path. It reports whether it did.
func (s *Session) fetchImage(p *pkg.Package, path string, pos syntax.Pos) bool {
	c := s.cacheClient()
	if c == nil {
		return false
	}
	key, err := s.expectedImageKey(p, pos)
	if err != nil {
		image.LogReject(p.Name, fmt.Errorf("not looked up in the remote cache: %v", err))
		return false
	}
	// The key already pins every input; the staleness checks run again
	// on what was received, as on a local image.
	img, from, err := c.FetchAccept(key, func(img *image.Image) error {
		want, err := s.imageExpectation(p)
		if err == nil {
			err = image.Check(&img.Header, want)
		}
		return err
	})
	if err != nil {
		return false
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		image.LogReject(path, err)
		return false
	}
	if err := image.Write(path, img); err != nil {
		image.LogReject(path, err)
		return false
	}
	if image.DebugLoading() {
		fmt.Fprintf(os.Stderr, "kiln: fetched %s (key %s) from %s\n", p.Name, key, from)
	}
	return true
}

// FetchImage is fetchImage for package name (kiln precompile, kiln cache
// pull): it reports whether a verified image was fetched into the depot.
func (s *Session) FetchImage(name string) (bool, error) {
	ps, err := s.packages()
	if err != nil {
		return false, err
	}
	p, err := ps.env.Locate(name, nil)
	if err != nil {
		return false, err
	}
	if p.Builtin {
		return false, fmt.Errorf("%s is a standard library module: it has no package image", name)
	}
	path, err := s.imagePath(p)
	if err != nil {
		return false, err
	}
	return s.fetchImage(p, path, syntax.Pos{File: "none", Line: 1, Col: 1}), nil
}

// UploadImage signs the image at path and uploads it to the writable
// stores under its image id. It returns the key and how many stores
// received it (0 when none is configured, all are read-only or down, or
// the depot has no signing key).
func (s *Session) UploadImage(path string) (string, int, error) {
	c := s.cacheClient()
	data, err := os.ReadFile(path)
	if err != nil {
		return "", 0, err
	}
	img, err := image.Decode(data)
	if err != nil {
		return "", 0, err
	}
	key := img.ImageID()
	if c == nil {
		return key, 0, errors.New("no remote cache is configured (KILN_CACHE)")
	}
	return key, c.Upload(key, data), nil
}

// CacheClient returns the remote store client KILN_CACHE configures, or
// nil.
func (s *Session) CacheClient() *cache.Client { return s.cacheClient() }

// CacheConfigured reports whether KILN_CACHE names a usable store.
func (s *Session) CacheConfigured() bool { return s.cacheClient() != nil }
