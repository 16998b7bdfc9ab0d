package llvmx

import "encoding/binary"

// withoutDebugRelocations returns obj, or a copy of it in which every
// relocation section that applies to a section not loaded at run time
// (DWARF's .debug_info, .debug_line, …: no SHF_ALLOC) is turned into a
// plain data section.
//
// ORC's RuntimeDyld links an object's non-allocated sections too when they
// have relocations: it copies .debug_info into JIT memory and applies its
// relocations, which for Kiln's code (line tables and inlining records) are
// most of an object's relocations, about 60% of the system image's, and
// most of the time spent linking it. Nothing reads those copies: Kiln's
// backtraces read the line tables from the object's bytes (lineinfo), and
// no debugger registration is installed. Without the relocation sections
// the debug sections are not loaded at all.
//
// obj is returned unchanged if it is not a 64-bit little-endian ELF
// relocatable object or has no such section.
func withoutDebugRelocations(obj []byte) []byte {
	const (
		ehSize      = 64
		shSize      = 64
		shtProgbits = 1
		shtRela     = 4
		shtRel      = 9
		shfAlloc    = 0x2
	)
	if len(obj) < ehSize || string(obj[:4]) != "\x7fELF" || obj[4] != 2 || obj[5] != 1 {
		return obj
	}
	le := binary.LittleEndian
	shoff := le.Uint64(obj[0x28:])
	shentsize := uint64(le.Uint16(obj[0x3a:]))
	shnum := uint64(le.Uint16(obj[0x3c:]))
	if shentsize != shSize || shoff > uint64(len(obj)) || shnum > (uint64(len(obj))-shoff)/shSize {
		return obj
	}
	header := func(b []byte, i uint64) []byte { return b[shoff+i*shSize : shoff+(i+1)*shSize] }
	var out []byte
	for i := uint64(0); i < shnum; i++ {
		h := header(obj, i)
		typ := le.Uint32(h[4:])
		if typ != shtRela && typ != shtRel {
			continue
		}
		target := uint64(le.Uint32(h[44:])) // sh_info
		if target == 0 || target >= shnum {
			continue
		}
		if le.Uint64(header(obj, target)[8:])&shfAlloc != 0 {
			continue
		}
		if out == nil {
			out = append([]byte(nil), obj...)
		}
		le.PutUint32(header(out, i)[4:], shtProgbits)
	}
	if out == nil {
		return obj
	}
	return out
}
