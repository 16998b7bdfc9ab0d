// Package lineinfo resolves code addresses of a loaded ELF object to source
// locations from the object's DWARF: the line of each return address, and
// the chain of functions inlined at it (DW_TAG_inlined_subroutine with
// their call lines), innermost first, as Julia's stack traces show them.
//
// An object is parsed on first use only: keeping the bytes costs memory,
// never time on the paths that run compiled code.
package lineinfo

import (
	"bytes"
	"debug/dwarf"
	"debug/elf"
	"sort"
	"sync"
)

// Frame is one source-level frame at an address.
type Frame struct {
	// Func is the subprogram's name (DW_AT_name).
	Func string
	// Linkage is the subprogram's symbol name (DW_AT_linkage_name).
	Linkage string
	File    string
	Line    int
	// Inlined marks a frame whose code was inlined into its caller (every
	// frame but the outermost).
	Inlined bool
}

// Object is the debug information of one relocatable object whose text
// section was loaded at Base.
type Object struct {
	obj  []byte
	base uint64
	once sync.Once
	d    *dwarf.Data
	subs []sub // sorted by lo
	// mapFile, when set, turns the file names the DWARF records into
	// those Lookup returns (SetFileMap).
	mapFile func(string) string
}

// SetFileMap makes Lookup return f(name) for each file name the object's
// DWARF records: a package image records its sources under a placeholder
// root that the loading process replaces with the package's directory.
// It must be called before the first Lookup.
func (o *Object) SetFileMap(f func(string) string) { o.mapFile = f }

// sub is one concrete subprogram's code range.
type sub struct {
	lo, hi uint64
	cu     *dwarf.Entry
	off    dwarf.Offset
}

// New describes obj (an ELF relocatable object with a single text
// section) whose text section starts at base in memory.
func New(obj []byte, base uintptr) *Object {
	return &Object{obj: obj, base: uint64(base)}
}

func (o *Object) load() {
	f, err := elf.NewFile(bytes.NewReader(o.obj))
	if err != nil {
		return
	}
	// For relocatable files DWARF applies the relocations: addresses
	// become offsets in the text section.
	d, err := f.DWARF()
	if err != nil {
		return
	}
	o.d = d
	r := d.Reader()
	var cu *dwarf.Entry
	for {
		e, err := r.Next()
		if err != nil || e == nil {
			break
		}
		switch e.Tag {
		case dwarf.TagCompileUnit:
			cu = e
			continue
		case dwarf.TagSubprogram:
			rs, _ := d.Ranges(e)
			for _, rg := range rs {
				if rg[1] > rg[0] {
					o.subs = append(o.subs, sub{lo: rg[0], hi: rg[1], cu: cu, off: e.Offset})
				}
			}
		}
		if e.Children && e.Tag != dwarf.TagCompileUnit {
			r.SkipChildren()
		}
	}
	sort.Slice(o.subs, func(i, j int) bool { return o.subs[i].lo < o.subs[j].lo })
	o.obj = nil // parsed: the sections are copies
}

// Lookup returns the frames at the code address pc (an address inside an
// instruction: a return address minus one), innermost first, or nil when
// the object has no line information for it.
func (o *Object) Lookup(pc uintptr) []Frame {
	o.once.Do(o.load)
	if o.d == nil || uint64(pc) < o.base {
		return nil
	}
	a := uint64(pc) - o.base
	i := sort.Search(len(o.subs), func(i int) bool { return o.subs[i].lo > a }) - 1
	if i < 0 || a >= o.subs[i].hi {
		return nil
	}
	s := o.subs[i]
	lr, err := o.d.LineReader(s.cu)
	if err != nil || lr == nil {
		return nil
	}
	var le dwarf.LineEntry
	if err := lr.SeekPC(a, &le); err != nil {
		return nil
	}
	files := lr.Files()
	fileName := func(k int64) string {
		if k >= 0 && int(k) < len(files) && files[k] != nil {
			return files[k].Name
		}
		return ""
	}
	r := o.d.Reader()
	r.Seek(s.off)
	top, err := r.Next()
	if err != nil || top == nil {
		return nil
	}
	// The chain of inlined subroutines containing a, outermost first.
	var chain []*dwarf.Entry
	if top.Children {
		chain = o.inlinedAt(r, a, chain)
	}
	frames := make([]Frame, 0, len(chain)+1)
	file, line := "", 0
	if le.File != nil {
		file = le.File.Name
	}
	line = le.Line
	// Innermost first: each inlined subroutine's call line is the
	// location in the function around it.
	for k := len(chain) - 1; k >= 0; k-- {
		e := chain[k]
		name, link := o.names(e)
		frames = append(frames, Frame{Func: name, Linkage: link, File: file, Line: line, Inlined: true})
		cf, _ := e.Val(dwarf.AttrCallFile).(int64)
		cl, _ := e.Val(dwarf.AttrCallLine).(int64)
		file, line = fileName(cf), int(cl)
	}
	name, link := o.names(top)
	frames = append(frames, Frame{Func: name, Linkage: link, File: file, Line: line})
	if o.mapFile != nil {
		for k := range frames {
			frames[k].File = o.mapFile(frames[k].File)
		}
	}
	return frames
}

// inlinedAt reads the children of the entry r was just positioned after
// and descends into the inlined subroutines (and lexical blocks) whose
// ranges contain a.
func (o *Object) inlinedAt(r *dwarf.Reader, a uint64, chain []*dwarf.Entry) []*dwarf.Entry {
	for {
		e, err := r.Next()
		if err != nil || e == nil || e.Tag == 0 {
			return chain
		}
		switch e.Tag {
		case dwarf.TagInlinedSubroutine, dwarf.TagLexDwarfBlock:
			if o.contains(e, a) {
				if e.Tag == dwarf.TagInlinedSubroutine {
					chain = append(chain, e)
				}
				if e.Children {
					return o.inlinedAt(r, a, chain)
				}
				return chain
			}
		}
		if e.Children {
			r.SkipChildren()
		}
	}
}

func (o *Object) contains(e *dwarf.Entry, a uint64) bool {
	rs, err := o.d.Ranges(e)
	if err != nil {
		return false
	}
	for _, rg := range rs {
		if rg[0] <= a && a < rg[1] {
			return true
		}
	}
	return false
}

// names returns a subprogram's name and linkage name, following the
// abstract origin of an inlined or concrete instance.
func (o *Object) names(e *dwarf.Entry) (string, string) {
	for depth := 0; depth < 4 && e != nil; depth++ {
		name, _ := e.Val(dwarf.AttrName).(string)
		link, _ := e.Val(dwarf.AttrLinkageName).(string)
		if name != "" || link != "" {
			return name, link
		}
		var off dwarf.Offset
		if v, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset); ok {
			off = v
		} else if v, ok := e.Val(dwarf.AttrSpecification).(dwarf.Offset); ok {
			off = v
		} else {
			break
		}
		r := o.d.Reader()
		r.Seek(off)
		e, _ = r.Next()
	}
	return "", ""
}
