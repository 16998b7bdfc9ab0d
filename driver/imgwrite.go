package driver

import (
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/llvmx"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/precompile"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// Package image payload sections (see docs/image-format.md, "Kiln
// sections"). Section owners: "" for owner-independent data, "native" for
// host code, a foreign owner's name for its artifacts.
const (
	secState  = "state"  // module state (owner "")
	secReport = "report" // the selection report, JSON (owner "")
	secCIs    = "cis"    // CodeInstances (per owner)
	secRelocs = "relocs" // symbols the object needs from the loader (native)
	secObject = "object" // ELF relocatable object (native)
	secSites  = "sites"  // dynamic call sites (native)
	secIndex  = "index"  // CodeInstance names, for kiln inspect (per owner)
	secKeys   = "keys"   // each native CodeInstance's MethodInstance key and record offset
)

// KilnVersion names the depot directory of this Kiln's images.
const KilnVersion = "v0.1"

// BuildID identifies this kiln build: the Go build id of the executable
// (a hash of everything linked into it), or $KILN_BUILD_ID when set (to
// test staleness across builds).
func BuildID() string {
	buildIDOnce.Do(func() {
		if v := os.Getenv("KILN_BUILD_ID"); v != "" {
			buildID = v
			return
		}
		buildID = "unknown"
		exe, err := os.Executable()
		if err != nil {
			return
		}
		f, err := elf.Open(exe)
		if err != nil {
			return
		}
		defer f.Close()
		if sec := f.Section(".note.go.buildid"); sec != nil {
			if b, err := sec.Data(); err == nil {
				sum := sha256.Sum256(b)
				buildID = hex.EncodeToString(sum[:12])
			}
		}
	})
	return buildID
}

var (
	buildIDOnce sync.Once
	buildID     string
)

// codeFlags are the options that change generated code.
func (s *Session) codeFlags() map[string]string {
	return map[string]string{"opt": fmt.Sprintf("O%d", s.opts.OptLevel), "check-bounds": "yes"}
}

// hostExpectation is what this process requires of any image it loads:
// this kiln build, the host target, CPU and features, the code flags.
func (s *Session) hostExpectation() image.Expectation {
	js := s.jit
	return image.Expectation{
		KilnBuildID: BuildID(),
		Triple:      js.triple,
		CPU:         js.tm.CPU(),
		Features:    js.tm.Features(),
		Flags:       s.codeFlags(),
	}
}

// imageExpectation is what this process requires of an image of p.
func (s *Session) imageExpectation(p *pkg.Package) (image.Expectation, error) {
	ps, _ := s.packages()
	prefs, err := pkg.PrefsHash(p, ps.env)
	if err != nil {
		return image.Expectation{}, err
	}
	want := s.hostExpectation()
	want.Package = image.Package{Name: p.Name, UUID: uuidString(p)}
	want.PackageRoot = p.Root
	want.PrefsHash = prefs
	want.DepImageID = func(name, uuid string) (string, error) {
		id, ok := s.imageIDs[name]
		if !ok {
			if name == sysimageName {
				return "", fmt.Errorf("the system image is not loaded")
			}
			return "", fmt.Errorf("loaded without an image")
		}
		return id, nil
	}
	return want, nil
}

// newImageHeader starts the header of an image this process writes.
func newImageHeader(want image.Expectation) image.Header {
	return image.Header{KilnBuildID: want.KilnBuildID, Triple: want.Triple, CPU: want.CPU, Features: want.Features,
		Flags: want.Flags, Package: want.Package, PrefsHash: want.PrefsHash, CreatedUnixNano: time.Now().UnixNano()}
}

func uuidString(p *pkg.Package) string {
	if p.UUID.IsZero() {
		return ""
	}
	return p.UUID.String()
}

// imagePath is where the image of p for this host and these flags lives.
func (s *Session) imagePath(p *pkg.Package) (string, error) {
	depot, err := s.depot()
	if err != nil {
		return "", err
	}
	return pkg.ImagePath(depot, KilnVersion, p, s.imageVariant()), nil
}

// imageVariant names what selects an image variant: the kiln build,
// target, CPU and features, code flags. The build is part of it so that
// two builds sharing a depot (two checkouts, an old and a new binary)
// each keep their own images instead of overwriting each other's.
func (s *Session) imageVariant() string {
	js := s.jit
	flags := s.codeFlags()
	return fmt.Sprintf("%s\x00%s\x00%s\x00%s\x00opt=%s\x00check-bounds=%s", BuildID(), js.triple, js.tm.CPU(), js.tm.Features(), flags["opt"], flags["check-bounds"])
}

// imgRef is what a relocation symbol of an image stands for.
type imgRef struct {
	name string
	enc  []byte
}

// imgLinker is the Linker used to generate an image's code: it hands
// codegen image-local symbol names and records, for each, what it refers
// to, so that the loading process can define it.
type imgLinker struct {
	s      *Session
	prefix string
	byKey  map[string]string
	refs   []imgRef
	err    error
}

func (l *imgLinker) ref(key string, enc func(e *imgcodec.Encoder)) string {
	if n, ok := l.byKey[key]; ok {
		return n
	}
	e := &imgcodec.Encoder{}
	enc(e)
	if e.Err() != nil && l.err == nil {
		l.err = e.Err()
	}
	n := fmt.Sprintf("%s.r.%d", l.prefix, len(l.refs))
	l.byKey[key] = n
	l.refs = append(l.refs, imgRef{name: n, enc: e.Bytes()})
	return n
}

// TypeDesc names the descriptor of a concrete type.
func (l *imgLinker) TypeDesc(t *types.DataType) string {
	l.s.TypeDesc(t)
	return l.ref("T"+types.TypeKey(t), func(e *imgcodec.Encoder) { e.U8('T'); e.Type(t) })
}

// Instance names a singleton instance.
func (l *imgLinker) Instance(t *types.DataType) string {
	l.s.Instance(t)
	return l.ref("I"+types.TypeKey(t), func(e *imgcodec.Encoder) { e.U8('I'); e.Type(t) })
}

// TypeObject names a type's run-time object.
func (l *imgLinker) TypeObject(t types.Type) string {
	l.s.TypeObject(t)
	return l.ref("Y"+types.TypeKey(t), func(e *imgcodec.Encoder) { e.U8('Y'); e.Type(t) })
}

// SymbolObject names an interned Symbol.
func (l *imgLinker) SymbolObject(name string) string {
	return l.ref("S"+name, func(e *imgcodec.Encoder) { e.U8('S'); e.Str(name) })
}

// GlobalSlot names the root slot of a global binding.
func (l *imgLinker) GlobalSlot(ref ir.GlobalRef) (string, error) {
	m := l.s.moduleOf(ref.Module)
	b := m.Lookup(ref.Name)
	owner := m
	if b != nil {
		for b.ImportedFrom != nil {
			b = b.ImportedFrom
		}
		owner = b.Module
	}
	path := owner.Path()
	return l.ref("G"+path+"\x00"+ref.Name, func(e *imgcodec.Encoder) { e.U8('G'); e.Str(path); e.Str(ref.Name) }), nil
}

// GlobalDeclType is the declared type of a global binding.
func (l *imgLinker) GlobalDeclType(ref ir.GlobalRef) types.Type { return l.s.GlobalDeclType(ref) }

// WellKnown returns a Base type by name.
func (l *imgLinker) WellKnown(name string) types.Type { return l.s.WellKnown(name) }

// ConstObject names a boxed constant: a module, or the value of a named
// constant binding.
func (l *imgLinker) ConstObject(v any) (string, bool) {
	switch x := v.(type) {
	case *methods.Module:
		path := x.Path()
		return l.ref("M"+path, func(e *imgcodec.Encoder) { e.U8('M'); e.Str(path) }), true
	case *RuntimeValue:
		i := strings.LastIndex(x.Name, ".")
		if x.Name == "" || i < 0 {
			if l.err == nil {
				l.err = fmt.Errorf("code refers to a run-time object (%s) that is not the value of a named constant", x.Type)
			}
			return "", false
		}
		return l.ref("B"+x.Name, func(e *imgcodec.Encoder) { e.U8('B'); e.Str(x.Name[:i]); e.Str(x.Name[i+1:]) }), true
	}
	return "", false
}

// localizeEntries gives the image's entry points (every root's specialized
// and generic entry) internal linkage, kept alive through
// llvm.compiler.used, except the first, which stays global as the
// object's anchor. The loader finds every entry's address from the
// object's symbol table (one JIT lookup of the anchor gives the text
// section's address) and defines the names it needs as absolute symbols.
// With thousands of global symbols, ORC (LLVM 14) spent most of an
// image's link time recording each symbol's dependencies on every
// external symbol the object uses.
func localizeEntries(u *codegen.Unit, roots []*infer.CodeInstance) {
	var keep []llvm.Value
	anchor := true
	for _, r := range roots {
		e := u.Entries[r]
		for _, name := range []string{e.Spec, e.Generic} {
			f := u.Mod.NamedFunction(name)
			if name == "" || f.IsNil() {
				continue
			}
			if anchor {
				anchor = false
				continue
			}
			f.SetLinkage(llvm.InternalLinkage)
			keep = append(keep, f)
		}
	}
	if len(keep) == 0 {
		return
	}
	i8p := llvm.PointerType(u.Ctx.Int8Type(), 0)
	elems := make([]llvm.Value, len(keep))
	for i, f := range keep {
		elems[i] = llvm.ConstBitCast(f, i8p)
	}
	arr := llvm.ConstArray(i8p, elems)
	g := llvm.AddGlobal(u.Mod, arr.Type(), "llvm.compiler.used")
	g.SetInitializer(arr)
	g.SetLinkage(llvm.AppendingLinkage)
	g.SetSection("llvm.metadata")
}

// external names a callee provided by another image: the loader defines
// the symbol as that code instance's entry.
func (l *imgLinker) external(ci *infer.CodeInstance) (string, bool) {
	if !ci.FromImage || ci.MI == nil {
		return "", false
	}
	l.s.offerBody(ci)
	key := fmt.Sprintf("C%p", ci)
	return l.ref(key, func(e *imgcodec.Encoder) { e.U8('C'); e.MethodInstance(ci.MI) }), true
}

// notePackageFile records a source file read while loading the package of
// module m, with the hash of the very bytes read: an image is stamped with
// what its build read, so an edit made while the package precompiles
// makes the image stale instead of passing for fresh (issue 22).
func (s *Session) notePackageFile(m *methods.Module, path string, content []byte) {
	if p := s.packageOf(m); p != nil {
		s.noteSourceRead(p, path, content)
	}
}

// noteSourceRead records that the load of p read content from path.
func (s *Session) noteSourceRead(p *pkg.Package, path string, content []byte) {
	if s.pkgFiles == nil {
		s.pkgFiles = map[string][]string{}
		s.pkgReads = map[string]image.Source{}
	}
	if _, ok := s.pkgReads[path]; !ok {
		s.pkgFiles[p.Root] = append(s.pkgFiles[p.Root], path)
	}
	sum := sha256.Sum256(content)
	s.pkgReads[path] = image.Source{Size: int64(len(content)), Hash: hex.EncodeToString(sum[:])}
}

// WriteImage writes the image of package name, loaded in this session
// with its workloads tracked, holding the kept trees of sel. It returns
// the image's path.
func (s *Session) WriteImage(name string, sel *precompile.Selection) (string, error) {
	ps, err := s.packages()
	if err != nil {
		return "", err
	}
	p := ps.byName[name]
	var mod *methods.Module
	if p != nil {
		mod = ps.loaded[p.Root]
	}
	if p == nil || mod == nil {
		return "", fmt.Errorf("package %s is not loaded", name)
	}
	want, err := s.imageExpectation(p)
	if err != nil {
		return "", err
	}
	img := &image.Image{Header: newImageHeader(want)}
	h := &img.Header
	if p.Version != nil {
		h.Package.Version = p.Version.String()
	}
	// The files the load read, and those the static scan of includes
	// finds (include_dependency files among them).
	// Files outside the package root (include("../x.jl"), absolute
	// paths) are listed too, by their path relative to the root.
	files := append([]string{p.EntryFile}, s.pkgFiles[p.Root]...)
	if sfs, err := pkg.SourceFiles(p); err == nil {
		for _, sf := range sfs {
			files = append(files, filepath.Join(p.Root, filepath.FromSlash(sf.Path)))
		}
	}
	seen := map[string]bool{}
	for _, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return "", err
		}
		root, err := filepath.Abs(p.Root)
		if err != nil {
			return "", err
		}
		rel, err := filepath.Rel(root, abs)
		if err != nil {
			return "", fmt.Errorf("image: source %s: %v", f, err)
		}
		rel = filepath.ToSlash(rel)
		if seen[rel] {
			continue
		}
		seen[rel] = true
		if read, ok := s.pkgReads[f]; ok {
			// What the build read, not what is there now.
			read.Path = rel
			h.Sources = append(h.Sources, read)
			continue
		}
		src, err := image.SourceOf(p.Root, rel)
		if err != nil {
			return "", err
		}
		h.Sources = append(h.Sources, src)
	}
	sort.Slice(h.Sources, func(i, j int) bool { return h.Sources[i].Path < h.Sources[j].Path })
	if p.Project != nil {
		for _, dn := range p.Project.DepNames() {
			if pkg.IsBuiltin(dn) {
				continue
			}
			dp := ps.byName[dn]
			if dp == nil {
				continue // listed, never loaded
			}
			id, ok := s.imageIDs[dn]
			if !ok {
				return "", fmt.Errorf("dependency %s was loaded without an image", dn)
			}
			uuid := uuidString(dp)
			h.Deps = append(h.Deps, image.Dep{Name: dn, UUID: uuid, ImageID: id})
		}
	}

	if id, ok := s.imageIDs[sysimageName]; ok {
		// Code may call the system image's by symbol.
		h.Deps = append(h.Deps, image.Dep{Name: sysimageName, ImageID: id})
	}
	state, err := s.encodeState(mod)
	if err != nil {
		return "", err
	}
	img.Sections = append(img.Sections, image.Section{Name: secState, Data: state})

	if err := s.nativeSections(img, p.Name, sel); err != nil {
		return "", err
	}
	if err := s.foreignSections(img, sel); err != nil {
		return "", err
	}
	var rep bytes.Buffer
	report := sel.Report(name)
	relocateReport(report, s.imageFileNamer())
	if err := report.WriteJSON(&rep); err != nil {
		return "", err
	}
	img.Sections = append(img.Sections, image.Section{Name: secReport, Data: rep.Bytes()})

	path, err := s.imagePath(p)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", err
	}
	if err := image.Write(path, img); err != nil {
		return "", err
	}
	depot, _ := s.depot()
	image.Prune(depot, KilnVersion, p.Name, 4)
	return path, nil
}

// symbolSafe turns a package name into symbol characters.
func symbolSafe(name string) string {
	var sb strings.Builder
	for _, r := range name {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_') {
			sb.WriteRune(r)
		} else {
			sb.WriteByte('_')
		}
	}
	return sb.String()
}

// nativeSections generates the machine code of the kept native trees and
// adds the native sections.
func (s *Session) nativeSections(img *image.Image, name string, sel *precompile.Selection) error {
	return s.nativeSectionsOf(img, name, sel, nil)
}

// nativeSectionsOf is nativeSections for the selected CodeInstances that
// keep accepts (nil: all).
func (s *Session) nativeSectionsOf(img *image.Image, name string, sel *precompile.Selection, keep func(*infer.CodeInstance) bool) error {
	var roots []*infer.CodeInstance
	for _, ci := range sel.Native() {
		if ci.MI == nil || ci.FromImage || infer.Lookup(ci.MI, infer.Native) != ci || isBuiltinEntry(ci.MI.Method) {
			continue
		}
		if keep != nil && !keep(ci) {
			continue
		}
		roots = append(roots, ci)
	}
	ce := &imgcodec.Encoder{}
	if len(roots) == 0 {
		ce.Uvarint(0)
		img.Sections = append(img.Sections, image.Section{Name: secCIs, Owner: image.OwnerNative, Data: ce.Bytes()})
		return nil
	}
	js := s.jit
	prefix := fmt.Sprintf("kimg.%s.%x", symbolSafe(name), time.Now().UnixNano())
	lk := &imgLinker{s: s, prefix: prefix, byKey: map[string]string{}}
	llvmx.SetFatalContext(fmt.Sprintf("while compiling the image of %s", name))
	// Source files are recorded relative to their package (reloc.go).
	fileName := s.imageFileNamer()
	u, err := codegen.Compile(roots, lk, codegen.Options{DataLayout: js.layout, Triple: js.triple, Prefix: prefix, BoundsCheck: true, RuntimeSymbol: js.runtimeSymbol, DebugInfo: true, FileName: fileName, External: lk.external, InlineExternal: true})
	if err != nil {
		return err
	}
	defer u.Ctx.Dispose()
	if lk.err != nil {
		return lk.err
	}
	localizeEntries(u, roots)
	if vs := llvmx.CheckHostSelectable(u.Mod); len(vs) > 0 {
		return fmt.Errorf("cannot compile the image of %s for the host: %s", name, vs[0])
	}
	if err := llvmx.Verify(u.Mod); err != nil {
		return fmt.Errorf("internal error: invalid LLVM IR for the image of %s: %v", name, err)
	}
	if err := llvmx.Optimize(u.Mod, js.tm, llvmx.PipelineFor(u.Mod, js.tm.OptLevel())); err != nil {
		return err
	}
	llvmx.KeepFrames(u.Mod) // every caller keeps its frame for stack traces
	obj, err := js.tm.EmitObject(u.Mod)
	if err != nil {
		return err
	}

	// CodeInstances: every function of the unit, in unit order.
	index := map[*infer.CodeInstance]int{}
	for i, ci := range u.Functions {
		index[ci] = i
	}
	names := map[*infer.CodeInstance][]string{}
	for n, ci := range u.Names {
		names[ci] = append(names[ci], n)
	}
	ce.Uvarint(uint64(len(u.Functions)))
	ke := &imgcodec.Encoder{}
	ke.Uvarint(uint64(len(u.Functions)))
	for _, ci := range u.Functions {
		if ci.MI == nil {
			return fmt.Errorf("internal error: top-level code in the image of %s", name)
		}
		recStart := ce.Len()
		ce.MethodInstance(ci.MI)
		ke.Blob(ce.Bytes()[recStart:])
		ke.Uvarint(uint64(recStart))
		ce.RetType(ci.RetType)
		flags := byte(0)
		if ci.EffectFree {
			flags |= 1
		}
		e, isRoot := u.Entries[ci]
		if isRoot {
			flags |= 2
		}
		ce.U8(flags)
		if isRoot {
			ce.Str(e.Spec)
			ce.Str(e.Generic)
		}
		ns := names[ci]
		sort.Strings(ns)
		ce.Uvarint(uint64(len(ns)))
		for _, n := range ns {
			ce.Str(n)
		}
		encodeEdges(ce, ci, s.baseWorld)
		encodeCallees(ce, ci, index)
	}
	if ce.Err() != nil {
		return ce.Err()
	}
	re := &imgcodec.Encoder{}
	re.Uvarint(uint64(len(lk.refs)))
	for _, r := range lk.refs {
		re.Str(r.name)
		re.Blob(r.enc)
	}
	se := &imgcodec.Encoder{}
	se.Str(u.SiteArray)
	se.Uvarint(uint64(len(u.Sites)))
	for _, site := range u.Sites {
		if i, ok := index[site.CI]; ok {
			se.Uvarint(uint64(i) + 1)
		} else {
			se.Uvarint(0)
		}
		var pos ir.Value
		if site.Call != nil {
			pos.Pos = site.Call.Pos
		}
		se.Str(fileName(pos.Pos.File))
		se.Uvarint(uint64(pos.Pos.Line))
	}
	ie := &imgcodec.Encoder{}
	ie.Uvarint(uint64(len(u.Functions)))
	for _, ci := range u.Functions {
		ie.Str(precompile.QualifiedName(ci.MI))
		_, isRoot := u.Entries[ci]
		if isRoot {
			ie.U8(1)
		} else {
			ie.U8(0)
		}
	}
	img.Sections = append(img.Sections,
		image.Section{Name: secIndex, Owner: image.OwnerNative, Data: ie.Bytes()},
		image.Section{Name: secCIs, Owner: image.OwnerNative, Data: ce.Bytes()},
		image.Section{Name: secKeys, Owner: image.OwnerNative, Data: ke.Bytes()},
		image.Section{Name: secRelocs, Owner: image.OwnerNative, Data: re.Bytes()},
		image.Section{Name: secSites, Owner: image.OwnerNative, Data: se.Bytes()},
		image.Section{Name: secObject, Owner: image.OwnerNative, Data: obj},
	)
	sizes := map[*infer.CodeInstance]int64{}
	if f, err := elf.NewFile(bytes.NewReader(obj)); err == nil {
		if syms, err := f.Symbols(); err == nil {
			for _, sym := range syms {
				if ci := u.Names[sym.Name]; ci != nil {
					sizes[ci] += int64(sym.Size)
				}
			}
		}
	}
	sel.SetNativeBytes(func(ci *infer.CodeInstance) int64 { return sizes[ci] })
	return nil
}

// foreignSections adds, for each foreign owner with kept trees (a GPU
// target), its CodeInstances and their artifacts (the PTX of kernels).
// None of this code is ever given to host code generation.
func (s *Session) foreignSections(img *image.Image, sel *precompile.Selection) error {
	for _, owner := range sel.Owners() {
		if owner == infer.Native {
			continue
		}
		var cis []*infer.CodeInstance
		for _, ci := range sel.ByOwner()[owner] {
			if ci.MI == nil || ci.FromImage || infer.Lookup(ci.MI, owner) != ci || isBuiltinEntry(ci.MI.Method) {
				continue
			}
			cis = append(cis, ci)
		}
		index := map[*infer.CodeInstance]int{}
		for i, ci := range cis {
			index[ci] = i
		}
		ce, ie := &imgcodec.Encoder{}, &imgcodec.Encoder{}
		ce.Uvarint(uint64(len(cis)))
		ie.Uvarint(uint64(len(cis)))
		for _, ci := range cis {
			ie.Str(precompile.QualifiedName(ci.MI))
			ie.U8(1)
			ce.MethodInstance(ci.MI)
			ce.RetType(ci.RetType)
			flags := byte(0)
			if ci.EffectFree {
				flags |= 1
			}
			art, hasArt := ci.Artifacts.Load(string(owner))
			ptx, _ := art.(string)
			if hasArt && ptx != "" {
				flags |= 4
			}
			ce.U8(flags)
			if flags&4 != 0 {
				ce.Str(ptx)
			}
			encodeEdges(ce, ci, s.baseWorld)
			encodeCallees(ce, ci, index)
		}
		if ce.Err() != nil {
			return fmt.Errorf("owner %s: %v", owner, ce.Err())
		}
		img.Sections = append(img.Sections,
			image.Section{Name: secIndex, Owner: string(owner), Data: ie.Bytes()},
			image.Section{Name: secCIs, Owner: string(owner), Data: ce.Bytes()})
	}
	return nil
}

// An edge on a table that held nothing but Base's own definitions when
// the image was written is marked edgeBaseTable: where the loading session
// finds that table unchanged since its Base loaded too (the same embedded
// Base, which the image's build id covers), the table is the same and the
// edge holds without a lookup.
func encodeEdges(ce *imgcodec.Encoder, ci *infer.CodeInstance, baseWorld methods.World) {
	ce.Uvarint(uint64(len(ci.Edges)))
	for _, ed := range ci.Edges {
		ce.Table(ed.Table)
		ce.Type(ed.Sig)
		var mark byte
		if baseWorld != 0 && ed.Table.LastChange() <= baseWorld && (ed.Method == nil || ed.Method.Table == ed.Table) {
			mark = edgeBaseTable
		}
		switch {
		case ed.Matches > 0:
			ce.U8(2 | mark)
			ce.Uvarint(uint64(ed.Matches))
		case ed.Method != nil:
			ce.U8(1 | mark)
			ce.Method(ed.Method)
		default:
			ce.U8(0 | mark)
		}
	}
}

// edgeBaseTable marks an edge's kind byte: its table held only Base's
// definitions when the image was written (encodeEdges).
const edgeBaseTable = 0x80

// encodeCallees writes a CodeInstance's static callees: inside this
// section (by index) or from another image (by MethodInstance). Callees
// that are neither were folded away (a constant result): the code does not
// call them.
func encodeCallees(ce *imgcodec.Encoder, ci *infer.CodeInstance, index map[*infer.CodeInstance]int) {
	var callees []*infer.CodeInstance
	for _, c := range ci.Callees {
		if c == nil || c.MI == nil {
			continue
		}
		if _, ok := index[c]; ok || c.FromImage {
			callees = append(callees, c)
		}
	}
	ce.Uvarint(uint64(len(callees)))
	for _, c := range callees {
		if i, ok := index[c]; ok {
			ce.U8('i')
			ce.Uvarint(uint64(i))
		} else {
			ce.U8('m')
			ce.MethodInstance(c.MI)
		}
	}
}

// isBuiltinEntry reports whether m is the method the resolver makes for a
// dynamic call of a builtin (compiled with its own options, made again on
// demand in every process).
func isBuiltinEntry(m *methods.Method) bool {
	if m.Table == nil {
		return true
	}
	tn, ok := m.Table.Owner.(*types.TypeName)
	if !ok {
		return false
	}
	_, isBuiltin := methods.BuiltinOfType(tn.Wrapper)
	return isBuiltin
}

// ToplevelForm: package images hold methods, not top-level code.
func (l *imgLinker) ToplevelForm(syntax.Node, any) (int64, error) {
	return 0, fmt.Errorf("definitions nested in top-level control flow cannot be stored in a package image")
}
