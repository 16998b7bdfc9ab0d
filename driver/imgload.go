package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"time"

	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/precompile"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Loading a package from its image:
//
//  1. the header is checked (format, kiln build, target, CPU features,
//     flags), the dependencies it was built against are loaded, then the
//     sources, preferences and dependency image ids (image.Check), then the
//     whole file and its checksum (image.Read);
//  2. the package's source is replayed: definitions (modules, types,
//     methods, imports) are re-established, no code is run, workload
//     blocks are walked for their definitions only;
//  3. the module state is restored from the image;
//  4. each CodeInstance's dispatch edges are verified against the current
//     method tables; those that hold (and whose callees hold) are installed
//     with their machine code, linked by ORC from the image's object file;
//  5. __init__() runs.
//
// A rejection before step 2 falls back to a rebuild (kiln run) or to the
// source; a CodeInstance rejected in step 4 is simply not installed and is
// inferred and compiled when first called. KILN_DEBUG_LOADING=1 logs every
// rejection with its reason.

// replayState is the state of a package being replayed from its image.
type replayState struct {
	state *stateReader
}

// errImageUnusable means no usable image was found (the reason has been
// logged); the caller falls back.
var errImageUnusable = errors.New("no usable image")

// loadImage loads package p from its image if it has a usable one,
// rebuilding a stale or missing image when allowed. It returns the
// package's module, or errImageUnusable.
func (s *Session) loadImage(p *pkg.Package, pos syntax.Pos) (*methods.Module, error) {
	path, err := s.imagePath(p)
	if err != nil {
		image.LogReject(p.Name, err)
		return nil, errImageUnusable
	}
	img, err := s.usableImage(p, path, pos)
	if err != nil && !errors.Is(err, errImageUnusable) {
		return nil, err
	}
	if !s.statsOff {
		s.RecordLocalLookup(img != nil)
	}
	if img == nil && s.fetchImage(p, path, pos) {
		img, err = s.usableImage(p, path, pos)
		if err != nil && !errors.Is(err, errImageUnusable) {
			return nil, err
		}
	}
	if img == nil && s.opts.RebuildImages {
		ok, err := s.rebuildImage(p, path)
		if err != nil {
			return nil, s.errorf(pos, "%v", err)
		}
		if ok {
			img, err = s.usableImage(p, path, pos)
			if err != nil && !errors.Is(err, errImageUnusable) {
				return nil, err
			}
		}
	}
	if img == nil {
		return nil, errImageUnusable
	}
	return s.installImage(p, path, img)
}

// usableImage checks the image at path and returns it decoded, or nil
// (with the reason logged). It loads the image's dependencies first.
func (s *Session) usableImage(p *pkg.Package, path string, pos syntax.Pos) (*image.Image, error) {
	h, err := image.ReadHeader(path)
	if err != nil {
		if !os.IsNotExist(err) {
			image.LogReject(path, err)
		} else if image.DebugLoading() {
			fmt.Fprintf(os.Stderr, "kiln: loading %s: no image at %s\n", p.Name, path)
		}
		return nil, errImageUnusable
	}
	want, err := s.imageExpectation(p)
	if err != nil {
		image.LogReject(path, err)
		return nil, errImageUnusable
	}
	if err := image.CheckHeader(h, want); err != nil {
		image.LogReject(path, err)
		return nil, errImageUnusable
	}
	ps, _ := s.packages()
	for _, d := range h.Deps {
		if d.Name == sysimageName {
			continue
		}
		if _, err := s.loadPackageFor(p, d.Name, pos); err != nil {
			return nil, err
		}
		_ = ps
	}
	if err := image.Check(h, want); err != nil {
		image.LogReject(path, err)
		return nil, errImageUnusable
	}
	img, err := image.Read(path)
	if err != nil {
		image.LogReject(path, err)
		return nil, errImageUnusable
	}
	if img.ImageID() != h.ImageID() {
		image.LogReject(path, fmt.Errorf("the image changed while it was read"))
		return nil, errImageUnusable
	}
	return img, nil
}

// rebuildImage precompiles p in a child process (`kiln precompile`),
// saying so, and reports whether it succeeded. When the package fails to
// precompile (its code or its workload throws) the error is Julia's
// "Failed to precompile" (the child printed why); when only Kiln's image
// cannot hold the package's state, ok is false and err nil: the package
// is loaded from source.
func (s *Session) rebuildImage(p *pkg.Package, path string) (ok bool, err error) {
	exe, err := os.Executable()
	if err != nil {
		return false, nil
	}
	if err := dirWritable(filepath.Dir(path)); err != nil {
		// A read-only depot: the build could not be saved, and would be
		// tried again on every run.
		image.LogReject(path, fmt.Errorf("not rebuilt: %v", err))
		return false, nil
	}
	failed := fmt.Errorf("Failed to precompile %s [%s] to %q.", p.Name, p.UUID, path)
	marker, fp := "", s.failFingerprint(p)
	if fp != "" {
		marker = path + ".failed"
		if b, ok := readMarker(marker); ok {
			// It failed for these very sources: do not try again on
			// every run (kiln precompile shows the error).
			switch string(b) {
			case fp + "\nfailed":
				fmt.Fprintf(s.opts.Stderr, "  ✗ %s failed to precompile before and has not changed (kiln precompile %s shows why)\n", p.Name, p.Name)
				return false, failed
			case fp + "\nunsupported":
				fmt.Fprintf(s.opts.Stderr, "  ✗ %s: its image cannot be saved (kiln precompile %s shows why); loading it from source\n", p.Name, p.Name)
				return false, nil
			}
		}
	}
	if li, held := image.LockHolder(path); held {
		fmt.Fprintf(s.opts.Stderr, "Waiting for pid %d on %s, which is precompiling %s…\n", li.PID, li.Host, p.Name)
	} else {
		fmt.Fprintf(s.opts.Stderr, "Precompiling %s…\n", p.Name)
	}
	args := []string{"precompile", "--quiet", "--unsupported-status"}
	ps, _ := s.packages()
	if ps.env.Project != nil {
		args = append(args, "--project", ps.env.Project.Dir())
	}
	args = append(args, "--", p.Name)
	cmd := exec.Command(exe, args...)
	cmd.Stdout = s.opts.Stderr
	cmd.Stderr = s.opts.Stderr
	// The lookups of this package and its dependencies were counted
	// here (kiln cache status): the child counts only its uploads.
	cmd.Env = append(s.childEnv(), "KILN_TRACE_COMPILE=", noStatsEnv+"=1")
	if c := s.cacheClient(); c != nil && c.AllDown() {
		// Said once already: the build does not try the stores again.
		cmd.Env = append(cmd.Env, "KILN_CACHE=")
	}
	start := time.Now()
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		// Exit status 4 (--unsupported-status): the package loaded, its
		// image cannot be saved (cmd/kiln buildUnsupported).
		if errors.As(err, &ee) && ee.ExitCode() == 4 {
			fmt.Fprintf(s.opts.Stderr, "  ✗ %s: its image cannot be saved; loading it from source\n", p.Name)
			if marker != "" {
				writeMarker(marker, []byte(fp+"\nunsupported"))
			}
			return false, nil
		}
		if marker != "" {
			writeMarker(marker, []byte(fp+"\nfailed"))
		}
		return false, failed
	}
	if image.DebugLoading() {
		fmt.Fprintf(os.Stderr, "kiln: rebuilt the image of %s in %s\n", p.Name, time.Since(start).Round(time.Millisecond))
	}
	return true, nil
}

// installImage replays p's source, restores its state and installs its
// code from img.
func (s *Session) installImage(p *pkg.Package, path string, img *image.Image) (*methods.Module, error) {
	ps, _ := s.packages()
	res := newImgResolver(s)
	stateBytes, _ := img.Section(secState, image.OwnerNone)
	st, err := newStateReader(s, res, stateBytes)
	if err != nil {
		// Checksummed and still malformed: a kiln bug, not a stale file.
		image.LogReject(path, fmt.Errorf("state section: %v", err))
		return nil, errImageUnusable
	}
	src, err := os.ReadFile(p.EntryFile)
	if err != nil {
		return nil, err
	}
	saved := s.replay
	s.replay = &replayState{state: st}
	err = s.evalSource(ps.root, p.EntryFile, string(src))
	s.replay = saved
	if err != nil {
		return nil, err
	}
	m := packageModule(ps, p)
	if m == nil {
		return nil, fmt.Errorf("package %s did not define the expected module %s in %s", p.Name, p.Name, p.EntryFile)
	}
	if err := st.restoreAll(); err != nil {
		return nil, fmt.Errorf("loading the image of %s (%s): %v; run with --pkgimages=no to load it from source", p.Name, path, err)
	}
	li, n, err := s.registerImageCode(path, res, img)
	if err != nil {
		// The definitions and state are in place: the code will be
		// compiled from source when called.
		image.LogReject(path, fmt.Errorf("native code not installed: %v", err))
	} else if n > 0 {
		s.linkLoadedImage(li)
	}
	nf, ferr := s.installForeign(res, img)
	if ferr != nil {
		image.LogReject(path, fmt.Errorf("foreign code not installed: %v", ferr))
	}
	if image.DebugLoading() {
		fmt.Fprintf(os.Stderr, "kiln: loaded %s from %s (%d code instances indexed", p.Name, path, n)
		if nf > 0 {
			fmt.Fprintf(os.Stderr, ", %d for foreign owners", nf)
		}
		fmt.Fprintln(os.Stderr, ")")
	}
	if s.imageIDs == nil {
		s.imageIDs = map[string]string{}
	}
	s.imageIDs[p.Name] = img.ImageID()
	if err := s.initModules(m); err != nil {
		return nil, err
	}
	return m, nil
}

// initModules runs the __init__ functions of m and of the modules nested
// in it, inner modules first (as they finished loading first).
func (s *Session) initModules(m *methods.Module) error {
	names := m.Names()
	sort.Strings(names)
	for _, n := range names {
		b := m.OwnBinding(n)
		if sub, ok := b.Value.(*methods.Module); ok && sub.Parent == m && sub.Name == n && sub != m && b.ImportedFrom == nil {
			if err := s.initModules(sub); err != nil {
				return err
			}
		}
	}
	return s.runInit(m, syntax.Pos{File: "none", Line: 1, Col: 1})
}

func packageModule(ps *packageState, p *pkg.Package) *methods.Module {
	b := ps.root.OwnBinding(p.Name)
	if b == nil {
		return nil
	}
	m, _ := b.Value.(*methods.Module)
	return m
}

// imgCI is one CodeInstance record of an image being installed.
type imgCI struct {
	ci       *infer.CodeInstance
	ok       bool
	why      string
	root     bool
	spec     string
	generic  string
	names    []string
	internal []int
}

// resolveRelocs computes the address of every symbol the image's object
// needs from this process.
func (s *Session) resolveRelocs(res *imgResolver, img *image.Image) (map[string]uintptr, error) {
	b, ok := img.Section(secRelocs, image.OwnerNative)
	if !ok {
		return nil, fmt.Errorf("no relocation section")
	}
	d := imgcodec.NewDecoder(b, res.codec())
	n := d.Count()
	out := map[string]uintptr{}
	for i := 0; i < n && d.Err() == nil; i++ {
		name := d.Str()
		rd := imgcodec.NewDecoder(d.Blob(), res.codec())
		if d.Err() != nil {
			break
		}
		a, err := s.resolveRef(rd)
		if err == nil && a == 0 {
			// ORC cannot link a symbol at address 0 (it reads as
			// unresolved).
			err = fmt.Errorf("no run-time object for reference %q", rd.Data())
		}
		if err != nil {
			return nil, fmt.Errorf("symbol %s: %v", name, err)
		}
		out[name] = a
	}
	return out, d.Err()
}

func (s *Session) resolveRef(d *imgcodec.Decoder) (uintptr, error) {
	kind := d.U8()
	switch kind {
	case 'T', 'I':
		dt, ok := d.Type().(*types.DataType)
		if d.Err() != nil {
			return 0, d.Err()
		}
		if !ok {
			return 0, fmt.Errorf("a descriptor of a non-concrete type")
		}
		if kind == 'T' {
			return s.desc(dt), nil
		}
		return runtime.TypeInstance(s.desc(dt)), nil
	case 'Y':
		t := d.Type()
		if d.Err() != nil {
			return 0, d.Err()
		}
		return s.typeObjectAddr(t), nil
	case 'S':
		name := d.Str()
		if d.Err() != nil {
			return 0, d.Err()
		}
		return s.symbolAddr(name), nil
	case 'G':
		mod, name := d.Str(), d.Str()
		m := s.moduleByPath(mod)
		if d.Err() != nil || m == nil {
			return 0, fmt.Errorf("module %s is not loaded", mod)
		}
		b := m.Own(name)
		s.slotName(b)
		return b.Slot, nil
	case 'M':
		path := d.Str()
		m := s.moduleByPath(path)
		if d.Err() != nil || m == nil {
			return 0, fmt.Errorf("module %s is not loaded", path)
		}
		n := s.moduleObject(m)
		s.jit.mu.Lock()
		defer s.jit.mu.Unlock()
		return s.jit.defined[n], nil
	case 'B':
		mod, name := d.Str(), d.Str()
		m := s.moduleByPath(mod)
		if d.Err() != nil || m == nil {
			return 0, fmt.Errorf("module %s is not loaded", mod)
		}
		b := m.OwnBinding(name)
		if b == nil {
			return 0, fmt.Errorf("%s.%s is not defined", mod, name)
		}
		rv, ok := b.Value.(*RuntimeValue)
		if !ok {
			return 0, fmt.Errorf("%s.%s is not a run-time constant", mod, name)
		}
		return rv.Ptr, nil
	case 'C':
		var why string
		mi := d.MethodInstanceSoft(&why)
		if d.Err() != nil {
			return 0, d.Err()
		}
		if mi != nil {
			if ci := infer.Lookup(mi, infer.Native); ci != nil && ci.FromImage {
				s.jit.mu.Lock()
				c := s.jit.compiled[ci]
				s.jit.mu.Unlock()
				if c != nil && c.specAddr != 0 {
					return c.specAddr, nil
				}
				if c != nil {
					if a, err := s.jit.jit.Lookup(c.spec); err == nil {
						return a, nil
					}
				}
			}
		}
		// The callee did not come from its image: the code that calls it
		// is not installed (see installCode), so this is never called.
		return shimSymbols()["kiln_throw_undefref"], nil
	}
	return 0, fmt.Errorf("unknown reference kind %q", kind)
}

// ImageStatus locates package name and reports the path of its image for
// this host and whether that image is usable now (loading the
// dependencies it was built against); stale is the reason when it is not.
func (s *Session) ImageStatus(name string) (path string, stale error, err error) {
	ps, err := s.packages()
	if err != nil {
		return "", nil, err
	}
	p, err := ps.env.Locate(name, nil)
	if err != nil {
		return "", nil, err
	}
	if p.Builtin {
		return "", nil, fmt.Errorf("%s is a standard library module: it has no package image", name)
	}
	path, err = s.imagePath(p)
	if err != nil {
		return "", nil, err
	}
	pos := syntax.Pos{File: "none", Line: 1, Col: 1}
	h, rerr := image.ReadHeader(path)
	if rerr != nil {
		if os.IsNotExist(rerr) {
			return path, fmt.Errorf("no image"), nil
		}
		return path, rerr, nil
	}
	want, err := s.imageExpectation(p)
	if err != nil {
		return path, nil, err
	}
	if err := image.CheckHeader(h, want); err != nil {
		return path, err, nil
	}
	for _, d := range h.Deps {
		if d.Name == sysimageName {
			continue
		}
		if _, err := s.loadPackageFor(p, d.Name, pos); err != nil {
			return path, nil, err
		}
	}
	if err := image.Check(h, want); err != nil {
		return path, err, nil
	}
	if _, err := image.Read(path); err != nil {
		return path, err, nil
	}
	return path, nil, nil
}

// PackageRoots returns the packages `kiln precompile` without names
// precompiles: the dependencies of the active project (or the project
// itself when it is a package).
func (s *Session) PackageRoots() ([]string, error) {
	ps, err := s.packages()
	if err != nil {
		return nil, err
	}
	return ps.env.DefaultRoots(), nil
}

// ImageReport reads the selection report saved in the image at path.
func ImageReport(path string) (*precompile.Report, error) {
	img, err := image.Read(path)
	if err != nil {
		return nil, err
	}
	b, ok := img.Section(secReport, image.OwnerNone)
	if !ok {
		return nil, fmt.Errorf("%s has no report section", path)
	}
	var rep precompile.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		return nil, fmt.Errorf("%s: report section: %v", path, err)
	}
	return &rep, nil
}

// StartPrecompiling makes the session generate the image of package
// target: its workloads run (under the tracker's begin/end), the images
// of other packages are used.
func (s *Session) StartPrecompiling(target string, begin, end func()) {
	s.opts.Precompiling = true
	s.opts.PrecompileTarget = target
	s.opts.TrackBegin, s.opts.TrackEnd = begin, end
}

// ImageIndexEntry is one CodeInstance listed by an image.
type ImageIndexEntry struct {
	Owner string
	Name  string
	// Entry is set for code with its own entry point (installed at load);
	// the others are compiled into their callers.
	Entry bool
}

// ImageIndex lists the CodeInstances of an image, per owner, in file
// order.
func ImageIndex(img *image.Image) ([]ImageIndexEntry, error) {
	var out []ImageIndexEntry
	for _, sec := range img.Sections {
		if sec.Name != secIndex {
			continue
		}
		d := imgcodec.NewDecoder(sec.Data, nil)
		n := d.Count()
		for i := 0; i < n && d.Err() == nil; i++ {
			name := d.Str()
			flags := d.U8()
			out = append(out, ImageIndexEntry{Owner: sec.Owner, Name: name, Entry: flags&1 != 0})
		}
		if d.Err() != nil {
			return out, fmt.Errorf("index section of %s: %v", sec.Owner, d.Err())
		}
	}
	return out, nil
}

// decodeEdges reads a CodeInstance's dispatch edges; unresolvable ones
// are recorded in *why. baseTables[k] reports whether edge k's table held
// only Base's definitions when the image was written (edgeBaseTable).
func decodeEdges(d *imgcodec.Decoder, why *string) (edges []infer.Edge, baseTables []bool) {
	for k, c := 0, d.Count(); k < c && d.Err() == nil; k++ {
		tbl := d.TableSoft(why)
		sig, _ := d.TypeSoft(why).(*types.DataType)
		var m *methods.Method
		matches := 0
		kind := d.U8()
		switch kind &^ edgeBaseTable {
		case 1:
			m = d.MethodSoft(why)
			if m == nil && *why == "" {
				*why = "a method it called no longer exists"
			}
		case 2:
			matches = d.Count()
		}
		if tbl != nil && sig != nil {
			edges = append(edges, infer.Edge{Table: tbl, Sig: sig, Method: m, Matches: matches})
			baseTables = append(baseTables, kind&edgeBaseTable != 0)
		}
	}
	return edges, baseTables
}

// installForeign installs the CodeInstances of foreign owners (GPU
// targets) with their artifacts: requesting the same kernel later needs
// no inference and no LLVM. It returns how many were installed.
func (s *Session) installForeign(res *imgResolver, img *image.Image) (int, error) {
	installed := 0
	for _, sec := range img.Sections {
		if sec.Name != secCIs || sec.Owner == image.OwnerNative || sec.Owner == image.OwnerNone {
			continue
		}
		owner := infer.Owner(sec.Owner)
		d := imgcodec.NewDecoder(sec.Data, res.codec())
		n := d.Count()
		recs := make([]*imgCI, n)
		for i := range recs {
			r := &imgCI{ok: true}
			recs[i] = r
			mi := d.MethodInstanceSoft(&r.why)
			ret := d.LatticeSoft(&r.why)
			flags := d.U8()
			ptx := ""
			if flags&4 != 0 {
				ptx = d.Str()
			}
			edges, _ := decodeEdges(d, &r.why)
			var callees []*infer.CodeInstance
			r.internal, callees = decodeCallees(d, n, owner, &r.why)
			if d.Err() != nil {
				return installed, fmt.Errorf("owner %s: %v", owner, d.Err())
			}
			if r.why != "" {
				r.ok = false
				continue
			}
			for _, e := range edges {
				if !res.edgeHolds(e, false) {
					r.ok, r.why = false, fmt.Sprintf("dispatch of %s changed", methods.SigString(e.Table.Name, e.Sig))
					break
				}
			}
			r.ci = infer.NewInstalled(mi, owner, ret, flags&1 != 0)
			r.ci.Edges, r.ci.Callees = edges, callees
			if ptx != "" {
				r.ci.Artifacts.Store(string(owner), ptx)
			}
		}
		if d.Err() == nil && d.Remaining() != 0 {
			d.Fail("trailing bytes")
		}
		if d.Err() != nil {
			return installed, fmt.Errorf("owner %s: %v", owner, d.Err())
		}
		for changed := true; changed; {
			changed = false
			for _, r := range recs {
				if !r.ok {
					continue
				}
				for _, j := range r.internal {
					if !recs[j].ok {
						r.ok, r.why, changed = false, "a function it calls was rejected", true
						break
					}
				}
			}
		}
		for _, r := range recs {
			if r.ci == nil {
				continue
			}
			for _, j := range r.internal {
				if recs[j].ci != nil {
					r.ci.Callees = append(r.ci.Callees, recs[j].ci)
				}
			}
		}
		for _, r := range recs {
			if !r.ok {
				if image.DebugLoading() && r.ci != nil {
					fmt.Fprintf(os.Stderr, "kiln: not installing %s (owner %s): %s\n", r.ci.MI, owner, r.why)
				}
				continue
			}
			if infer.Install(r.ci) {
				installed++
			}
		}
	}
	return installed, nil
}

// failFingerprint identifies what a failed precompile of p was built from:
// the kiln build, the code flags, the sources and the preferences ("" when
// it cannot be computed).
func (s *Session) failFingerprint(p *pkg.Package) string {
	sfs, err := pkg.SourceFiles(p)
	if err != nil {
		return ""
	}
	ps, _ := s.packages()
	prefs, _ := pkg.PrefsHash(p, ps.env)
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%v\x00%s\x00", BuildID(), s.codeFlags(), prefs)
	for _, f := range sfs {
		fmt.Fprintf(h, "%s\x00%d\x00%s\x00", f.Path, f.Size, f.SHA256)
	}
	return hex.EncodeToString(h.Sum(nil))
}
