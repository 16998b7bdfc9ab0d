package llvmx

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"testing"
)

// testObject builds a minimal ELF64 relocatable object whose sections are
// given as (name, type, flags, info); the section header table follows the
// 64-byte file header and the names live in a final .shstrtab.
func testObject(t *testing.T, secs []elf.Section64, names []string) []byte {
	t.Helper()
	var strtab bytes.Buffer
	strtab.WriteByte(0)
	nameOff := make([]uint32, len(names))
	for i, n := range names {
		nameOff[i] = uint32(strtab.Len())
		strtab.WriteString(n)
		strtab.WriteByte(0)
	}
	shstrOff := uint32(strtab.Len())
	strtab.WriteString(".shstrtab\x00")
	shnum := len(secs) + 2 // null + secs + .shstrtab
	shoff := 64
	dataOff := shoff + 64*shnum
	var b bytes.Buffer
	hdr := elf.Header64{
		Type: uint16(elf.ET_REL), Machine: uint16(elf.EM_X86_64), Version: uint32(elf.EV_CURRENT),
		Shoff: uint64(shoff), Ehsize: 64, Shentsize: 64, Shnum: uint16(shnum), Shstrndx: uint16(shnum - 1),
	}
	copy(hdr.Ident[:], "\x7fELF")
	hdr.Ident[elf.EI_CLASS] = byte(elf.ELFCLASS64)
	hdr.Ident[elf.EI_DATA] = byte(elf.ELFDATA2LSB)
	hdr.Ident[elf.EI_VERSION] = byte(elf.EV_CURRENT)
	binary.Write(&b, binary.LittleEndian, hdr)
	binary.Write(&b, binary.LittleEndian, elf.Section64{})
	for i, s := range secs {
		s.Name = nameOff[i]
		s.Off = uint64(dataOff)
		binary.Write(&b, binary.LittleEndian, s)
	}
	binary.Write(&b, binary.LittleEndian, elf.Section64{Name: shstrOff, Type: uint32(elf.SHT_STRTAB), Off: uint64(dataOff), Size: uint64(strtab.Len())})
	b.Write(strtab.Bytes())
	return b.Bytes()
}

func TestWithoutDebugRelocations(t *testing.T) {
	secs := []elf.Section64{
		{Type: uint32(elf.SHT_PROGBITS), Flags: uint64(elf.SHF_ALLOC | elf.SHF_EXECINSTR)}, // 1 .text
		{Type: uint32(elf.SHT_RELA), Info: 1, Entsize: 24},                                 // 2 .rela.text
		{Type: uint32(elf.SHT_PROGBITS)},                                                   // 3 .debug_info
		{Type: uint32(elf.SHT_RELA), Info: 3, Entsize: 24},                                 // 4 .rela.debug_info
		{Type: uint32(elf.SHT_PROGBITS), Flags: uint64(elf.SHF_ALLOC)},                     // 5 .eh_frame
		{Type: uint32(elf.SHT_REL), Info: 5, Entsize: 16},                                  // 6 .rel.eh_frame
	}
	names := []string{".text", ".rela.text", ".debug_info", ".rela.debug_info", ".eh_frame", ".rel.eh_frame"}
	obj := testObject(t, secs, names)
	orig := append([]byte(nil), obj...)
	out := withoutDebugRelocations(obj)
	if !bytes.Equal(obj, orig) {
		t.Fatal("the input object was modified")
	}
	f, err := elf.NewFile(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("patched object does not parse: %v", err)
	}
	want := map[string]elf.SectionType{
		".text": elf.SHT_PROGBITS, ".rela.text": elf.SHT_RELA, ".debug_info": elf.SHT_PROGBITS,
		".rela.debug_info": elf.SHT_PROGBITS, ".eh_frame": elf.SHT_PROGBITS, ".rel.eh_frame": elf.SHT_REL,
	}
	for name, typ := range want {
		s := f.Section(name)
		if s == nil {
			t.Fatalf("section %s missing", name)
		}
		if s.Type != typ {
			t.Errorf("%s: type %v, want %v", name, s.Type, typ)
		}
	}
	// Nothing to strip: the same slice comes back.
	clean := testObject(t, secs[:2], names[:2])
	if got := withoutDebugRelocations(clean); &got[0] != &clean[0] {
		t.Error("an object without debug relocations was copied")
	}
	for _, bad := range [][]byte{nil, []byte("not an object"), obj[:40]} {
		if got := withoutDebugRelocations(bad); !bytes.Equal(got, bad) {
			t.Errorf("non-object input %q changed", bad)
		}
	}
	// A truncated section table is left alone, not read past the end.
	if got := withoutDebugRelocations(obj[:200]); !bytes.Equal(got, obj[:200]) {
		t.Error("truncated object changed")
	}
}
