package driver

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/internal/jit"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Lazy installation. Loading an image only walks its native CodeInstance
// records (checking their structure, resolving nothing) and indexes them
// by the encoding of their MethodInstance. A record is decoded, verified
// and installed when inference or the resolver first asks for its
// MethodInstance (infer.LazyInstall); the image's object is linked by ORC
// when the first of its CodeInstances is installed. So loading costs
// little more than reading the file, and code that is never called costs
// nothing.

// lazyImage is the native code of one loaded image.
type lazyImage struct {
	path string
	res  *imgResolver
	img  *image.Image
	obj  []byte
	recs []*lazyRec
	// linked is set once the object is linked; addrs holds the entry
	// points, funcs every function symbol (for backtraces).
	linked  bool
	linkErr error
	addrs   map[string]uintptr
	global  map[string]bool // symbols the JIT knows (the others are local)
	funcs   map[string]jit.CodeRange
	sites   []lazySite
	siteArr string
}

type lazySite struct {
	rec  int // index+1 of the record, 0: none
	file string
	line uint64
}

// lazyRec is one CodeInstance record.
type lazyRec struct {
	off   int // offset of the record in the section
	state int // 0 not decoded, 1 in progress, 2 installed, 3 rejected
	ci    *infer.CodeInstance
	why   string
	// installed: ci is the cached CodeInstance of its MethodInstance (with
	// backedges, so later definitions invalidate it) and its entry is
	// known. A verified record that is not installed (a constant-propagated
	// variant, or one whose MethodInstance already had valid code) is only
	// compiled into its callers: its edges are checked again whenever a
	// caller is installed, as nothing invalidates it.
	installed bool
	edges     []infer.Edge
	base      []bool
}

const (
	recPending = iota
	recBusy
	recOK
	recRejected
)

// lazyKey indexes records by MethodInstance encoding and owner.
type lazyKey struct {
	mi    string
	owner infer.Owner
}

type lazyRef struct {
	li  *lazyImage
	idx int
}

// registerImageCode indexes the native code of img for lazy installation;
// it returns the number of CodeInstances indexed.
func (s *Session) registerImageCode(path string, res *imgResolver, img *image.Image) (*lazyImage, int, error) {
	ciBytes, ok := img.Section(secCIs, image.OwnerNative)
	if !ok {
		return nil, 0, fmt.Errorf("no native code section")
	}
	obj, _ := img.Section(secObject, image.OwnerNative)
	li := &lazyImage{path: path, res: res, img: img, obj: obj}
	d := imgcodec.NewSkipDecoder(ciBytes)
	n := d.Count()
	keys := make([]string, 0, n)
	if kb, ok := img.Section(secKeys, image.OwnerNative); ok && d.Err() == nil {
		// The key index: no walk over the records (which decodes every
		// type in them); each key must be the bytes at its record's start.
		kd := imgcodec.NewDecoder(kb, nil)
		if kn := kd.Count(); kd.Err() == nil && kn != n {
			kd.Fail("the key index lists %d CodeInstances, the code section %d", kn, n)
		}
		for i := 0; i < n && kd.Err() == nil; i++ {
			key := kd.Blob()
			off := kd.Uvarint()
			if kd.Err() == nil && (off >= uint64(len(ciBytes)) || off < uint64(d.Offset()) || !bytes.HasPrefix(ciBytes[off:], key)) {
				kd.Fail("key %d does not match its record", i)
			}
			li.recs = append(li.recs, &lazyRec{off: int(off)})
			keys = append(keys, string(key))
		}
		if kd.Err() == nil && !kd.Done() {
			kd.Fail("trailing bytes in the key index")
		}
		if kd.Err() != nil {
			return nil, 0, kd.Err()
		}
		d.SkipToEnd() // the records are checked when installed
	}
	for i := len(keys); i < n && d.Err() == nil; i++ {
		li.recs = append(li.recs, &lazyRec{off: d.Offset()})
		miStart := d.Offset()
		d.SkipMethodInstance()
		keys = append(keys, string(d.Data()[miStart:d.Offset()]))
		d.Lattice()
		flags := d.U8()
		if flags&2 != 0 {
			d.Str()
			d.Str()
		}
		for k, c := 0, d.Count(); k < c && d.Err() == nil; k++ {
			d.Str()
		}
		for k, c := 0, d.Count(); k < c && d.Err() == nil; k++ {
			d.SkipTable()
			d.Type()
			if d.U8() == 1 {
				d.SkipMethod()
			}
		}
		for k, c := 0, d.Count(); k < c && d.Err() == nil; k++ {
			switch d.U8() {
			case 'i':
				if j := d.Uvarint(); d.Err() == nil && j >= uint64(n) {
					d.Fail("callee index out of range")
				}
			case 'm':
				d.SkipMethodInstance()
			default:
				d.Fail("bad callee tag")
			}
		}
	}
	if d.Err() == nil && d.Remaining() != 0 {
		d.Fail("trailing bytes in the code section")
	}
	if d.Err() != nil {
		return nil, 0, d.Err()
	}
	if sb, ok := img.Section(secSites, image.OwnerNative); ok {
		sd := imgcodec.NewDecoder(sb, nil)
		li.siteArr = sd.Str()
		for k, c := 0, sd.Count(); k < c && sd.Err() == nil; k++ {
			li.sites = append(li.sites, lazySite{rec: int(sd.Uvarint()), file: s.resolveImageFile(sd.Str()), line: sd.Uvarint()})
		}
	}
	if s.lazy == nil {
		s.lazy = map[lazyKey]lazyRef{}
		infer.LazyInstall = s.lazyInstall
	}
	for i, k := range keys {
		key := lazyKey{k, infer.Native}
		if _, dup := s.lazy[key]; !dup {
			s.lazy[key] = lazyRef{li, i}
		}
	}
	return li, n, nil
}

// linkLoadedImage links the object of a package image when the package
// is loaded, as Julia links a package image: the package's first calls
// then only decode and verify their records. A failure is logged; the
// records are rejected when first used, as before.
func (s *Session) linkLoadedImage(li *lazyImage) {
	if err := s.linkImage(li); err != nil {
		image.LogReject(li.path, fmt.Errorf("object not linked: %v", err))
	}
}

// lazyInstall is infer.LazyInstall: the CodeInstance of mi for owner from
// a loaded image, installed now, or nil.
func (s *Session) lazyInstall(mi *methods.MethodInstance, owner infer.Owner) *infer.CodeInstance {
	if owner != infer.Native || len(s.lazy) == 0 {
		return nil
	}
	e := &imgcodec.Encoder{}
	e.MethodInstance(mi)
	if e.Err() != nil {
		return nil
	}
	ref, ok := s.lazy[lazyKey{string(e.Bytes()), owner}]
	if !ok {
		return nil
	}
	ci := s.installRec(ref.li, ref.idx)
	if ci == nil || ci.MI != mi || !ref.li.recs[ref.idx].installed {
		// A record verified but not installed has no entry point of its
		// own and no backedges: it must not stand for its MethodInstance.
		return nil
	}
	return ci
}

// installRec decodes, verifies and installs record i of li (and, first,
// the records it calls); it returns the installed CodeInstance or nil.
func (s *Session) installRec(li *lazyImage, i int) *infer.CodeInstance {
	r := li.recs[i]
	switch r.state {
	case recOK, recBusy:
		// recBusy: a recursive call; the cycle is installed together.
		return r.ci
	case recRejected:
		return nil
	}
	r.state = recBusy
	reject := func(why string) *infer.CodeInstance {
		r.state, r.why = recRejected, why
		if image.DebugLoading() {
			name := "a code instance"
			if r.ci != nil {
				name = r.ci.MI.String()
			}
			fmt.Fprintf(os.Stderr, "kiln: not installing %s from %s: %s\n", name, li.path, why)
		}
		return nil
	}
	ciBytes, _ := li.img.Section(secCIs, image.OwnerNative)
	d := imgcodec.NewDecoder(ciBytes, li.res.codec())
	d.Seek(r.off)
	var why string
	mi := d.MethodInstanceSoft(&why)
	ret := d.LatticeSoft(&why)
	flags := d.U8()
	var spec, generic string
	if flags&2 != 0 {
		spec, generic = d.Str(), d.Str()
	}
	var names []string
	for k, c := 0, d.Count(); k < c && d.Err() == nil; k++ {
		names = append(names, d.Str())
	}
	edges, baseTables := decodeEdges(d, &why)
	internal, callees := decodeCallees(d, len(li.recs), infer.Native, &why)
	if d.Err() != nil {
		return reject(d.Err().Error())
	}
	if why != "" {
		return reject(why)
	}
	for k, e := range edges {
		if !li.res.edgeHolds(e, baseTables[k]) {
			return reject(fmt.Sprintf("dispatch of %s changed", methods.SigString(e.Table.Name, e.Sig)))
		}
	}
	ci := infer.NewInstalled(mi, infer.Native, ret, flags&1 != 0)
	ci.Edges = edges
	r.ci = ci
	r.edges, r.base = edges, baseTables
	// The code of the callees compiled into this one must still be
	// valid: check (and install) them first.
	for _, j := range internal {
		c := li.recs[j]
		if c.state == recPending {
			s.installRec(li, j)
		}
		if c.state == recRejected {
			return reject("a function it calls was rejected: " + c.why)
		}
		if c.state == recOK && c.ci != nil {
			// Verified earlier: definitions made since then may have
			// invalidated it (installed) or broken its edges (not).
			if c.installed && !c.ci.Valid() {
				return reject(fmt.Sprintf("a function it calls, %s, was invalidated", c.ci.MI))
			}
			if !c.installed {
				for k, e := range c.edges {
					if !li.res.edgeHolds(e, c.base[k]) {
						return reject(fmt.Sprintf("a function it calls, %s, relied on dispatch of %s, which changed", c.ci.MI, methods.SigString(e.Table.Name, e.Sig)))
					}
				}
			}
		}
		if c.ci != nil {
			callees = append(callees, c.ci)
		}
	}
	ci.Callees = callees
	if flags&2 == 0 {
		// A constant-propagated variant, compiled into its callers only:
		// verified, not installed.
		r.state = recOK
		return nil
	}
	if err := s.linkImage(li); err != nil {
		return reject(err.Error())
	}
	if r.state == recRejected {
		return nil
	}
	if !infer.Install(ci) {
		// A valid instance is in the cache already (inferred while Base
		// loaded, say): this code stays verified for its callers.
		r.state = recOK
		return nil
	}
	js := s.jit
	specAddr := li.addrs[spec]
	if specAddr == 0 || li.addrs[generic] == 0 {
		return reject("its entry points are missing from the image's object")
	}
	if !li.global[spec] {
		// Units compiled later call it by name.
		s.define(spec, specAddr)
	}
	js.mu.Lock()
	js.compiled[ci] = &compiledCode{spec: spec, specAddr: specAddr, generic: li.addrs[generic]}
	for _, n := range append(names, spec) {
		if fr, ok := li.funcs[n]; ok {
			fr.CI = ci
			js.codeMap.Add(fr)
		}
	}
	js.mu.Unlock()
	r.state = recOK
	r.installed = true
	return ci
}

// linkImage links li's object into the JIT, once: its relocations are
// resolved, the object added, and the entry points located.
func (s *Session) linkImage(li *lazyImage) error {
	if li.linked {
		return li.linkErr
	}
	li.linked = true
	li.linkErr = func() error {
		syms, err := s.resolveRelocs(li.res, li.img)
		if err != nil {
			return err
		}
		js := s.jit
		js.mu.Lock()
		for k, v := range syms {
			if _, ok := js.defined[k]; ok {
				delete(syms, k)
				continue
			}
			js.defined[k] = v
		}
		pend := js.pending
		js.pending = map[string]uintptr{}
		js.mu.Unlock()
		for k, v := range pend {
			syms[k] = v
		}
		if err := js.jit.DefineAbsolute(syms); err != nil {
			return err
		}
		js.units++
		if err := js.jit.AddObject(li.obj, fmt.Sprintf("kiln.img%d", js.units)); err != nil {
			return err
		}
		// Every function symbol's address, from one lookup per section
		// (the first makes ORC link the object): a section is loaded as
		// one block, so the symbol table gives the rest.
		f, err := elf.NewFile(bytes.NewReader(li.obj))
		if err != nil {
			return err
		}
		esyms, err := f.Symbols()
		if err != nil {
			return err
		}
		bases := map[elf.SectionIndex]uintptr{}
		for _, sym := range esyms {
			if elf.ST_TYPE(sym.Info) != elf.STT_FUNC || elf.ST_BIND(sym.Info) != elf.STB_GLOBAL || sym.Section == elf.SHN_UNDEF || sym.Section >= elf.SHN_LORESERVE {
				continue
			}
			if _, ok := bases[sym.Section]; !ok {
				a, err := js.jit.Lookup(sym.Name)
				if err != nil {
					return err
				}
				bases[sym.Section] = a - uintptr(sym.Value)
			}
		}
		li.addrs = map[string]uintptr{}
		li.global = map[string]bool{}
		li.funcs = map[string]jit.CodeRange{}
		lines := jit.ObjectLines(f, li.obj, bases)
		if lines != nil {
			// Sources are recorded relative to their package (reloc.go).
			lines.SetFileMap(s.resolveImageFile)
		}
		for _, sym := range esyms {
			b, ok := bases[sym.Section]
			if elf.ST_TYPE(sym.Info) != elf.STT_FUNC || !ok {
				continue
			}
			start := b + uintptr(sym.Value)
			// Entries are local symbols (localizeEntries) except the
			// anchor; internal functions' names are unique in the object.
			li.addrs[sym.Name] = start
			if elf.ST_BIND(sym.Info) == elf.STB_GLOBAL {
				li.global[sym.Name] = true
			}
			if sym.Size > 0 {
				li.funcs[sym.Name] = jit.CodeRange{Start: start, End: start + uintptr(sym.Size), Lines: lines}
			}
		}
		if li.siteArr != "" && len(li.sites) > 0 {
			if base, err := js.jit.Lookup(li.siteArr); err == nil {
				js.mu.Lock()
				for k, st := range li.sites {
					site := codegen.Site{Call: siteValue(st.file, st.line)}
					if st.rec > 0 && st.rec <= len(li.recs) {
						site.CI = li.recs[st.rec-1].ci
					}
					js.sites[base+uintptr(k*codegen.SiteSize)] = site
				}
				js.mu.Unlock()
			}
		}
		return nil
	}()
	if li.linkErr != nil {
		image.LogReject(li.path, fmt.Errorf("native code not linked: %v", li.linkErr))
	}
	return li.linkErr
}

var _ = types.Any

// siteValue stands for the call of a dynamic call site: its position.
func siteValue(file string, line uint64) *ir.Value {
	return &ir.Value{Pos: syntax.Pos{File: file, Line: int32(line)}}
}

// decodeCallees reads a record's static callees: indexes of records of
// the same section (n of them), and CodeInstances of other images, which
// must be installed — for native code, from an image, since the code calls
// them by symbol. A missing one is recorded in *why.
func decodeCallees(d *imgcodec.Decoder, n int, owner infer.Owner, why *string) (internal []int, callees []*infer.CodeInstance) {
	for k, c := 0, d.Count(); k < c && d.Err() == nil; k++ {
		switch d.U8() {
		case 'i':
			j := d.Uvarint()
			if d.Err() == nil && j >= uint64(n) {
				d.Fail("callee index out of range")
			}
			internal = append(internal, int(j))
		case 'm':
			cmi := d.MethodInstanceSoft(why)
			if cmi == nil {
				continue
			}
			if cci := infer.Lookup(cmi, owner); cci != nil && (cci.FromImage || owner != infer.Native) {
				callees = append(callees, cci)
			} else if *why == "" {
				*why = fmt.Sprintf("its callee %s is not available from an image", cmi)
			}
		default:
			d.Fail("bad callee tag")
		}
	}
	return internal, callees
}
