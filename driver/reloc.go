package driver

import (
	"path/filepath"
	"strings"

	"github.com/kiln-lang/kiln/precompile"
)

// Relocatable images: a package image names no directory of the machine
// that built it. The source files of packages (the image's own and those
// of its dependencies, whose code may be inlined into it) are recorded —
// in the DWARF line tables, the dynamic call sites and the precompile
// report — as "@pkg:NAME/PATH", PATH relative to package NAME's root;
// the loading session puts NAME's root as it finds it in place of the
// placeholder, so backtraces name the loading machine's files.

// imageFilePrefix begins a source file name relative to a package root.
const imageFilePrefix = "@pkg:"

// imageFileNamer returns the function that gives the name an image
// records for a source file: "@pkg:NAME/PATH" for a file inside the root
// of a loaded package NAME (the innermost one), the name itself for
// other files (Base's, already relative, and files outside any package).
func (s *Session) imageFileNamer() func(string) string {
	type root struct{ name, dir, abs string }
	var roots []root
	if ps, err := s.packages(); err == nil {
		for name, p := range ps.byName {
			if p == nil || p.Builtin || p.Root == "" {
				continue
			}
			abs, err := filepath.Abs(p.Root)
			if err != nil {
				abs = p.Root
			}
			roots = append(roots, root{name, filepath.Clean(p.Root), abs})
		}
	}
	return func(file string) string {
		best, bestLen := "", -1
		for _, r := range roots {
			for _, dir := range []string{r.dir, r.abs} {
				rel, err := filepath.Rel(dir, file)
				if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) ||
					filepath.IsAbs(file) != filepath.IsAbs(dir) {
					continue
				}
				if len(dir) > bestLen {
					best, bestLen = imageFilePrefix+r.name+"/"+filepath.ToSlash(rel), len(dir)
				}
			}
		}
		if bestLen < 0 {
			return file
		}
		return best
	}
}

// resolveImageFile turns a file name recorded in an image back into a
// path: "@pkg:NAME/PATH" becomes PATH under the root of package NAME as
// this session loaded it or would load it; a name without the placeholder, or of a
// package this session does not know, is returned as it is.
func (s *Session) resolveImageFile(file string) string {
	rest, ok := strings.CutPrefix(file, imageFilePrefix)
	if !ok {
		return file
	}
	name, rel, ok := strings.Cut(rest, "/")
	if !ok {
		return file
	}
	ps, err := s.packages()
	if err != nil {
		return file
	}
	p := ps.byName[name]
	if p == nil {
		// Not loaded (kiln inspect, a stored report): as it would load.
		if p, err = ps.env.Locate(name, nil); err != nil {
			return file
		}
	}
	if p == nil || p.Builtin || p.Root == "" {
		return file
	}
	return filepath.Join(p.Root, filepath.FromSlash(rel))
}

// relocateReport names the report's files as an image records them.
func relocateReport(rep *precompile.Report, name func(string) string) {
	for i := range rep.Roots {
		if rep.Roots[i].File != "" {
			rep.Roots[i].File = name(rep.Roots[i].File)
		}
	}
}

// ImageReport is the precompile report stored in the image at path, its
// files named as this session finds them (see ImageReport).
func (s *Session) ImageReport(path string) (*precompile.Report, error) {
	rep, err := ImageReport(path)
	if err != nil {
		return nil, err
	}
	relocateReport(rep, s.resolveImageFile)
	return rep, nil
}
