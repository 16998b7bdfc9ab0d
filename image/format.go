package image

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path"
	"sort"
	"strings"
	"unicode/utf8"
)

// File layout constants; see docs/image-format.md.
const (
	magic       = "KILNIMG\x00"
	endMagic    = "KIMGEND\x00"
	prefixSize  = 32 // magic, version, header length, file length, header CRC, reserved
	trailerSize = sha256.Size + len(endMagic)
	align       = 8
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

func crc(b []byte) uint32 { return crc32.Checksum(b, castagnoli) }

func alignUp(n int) int { return (n + align - 1) &^ (align - 1) }

// ---- encoding ----

type enc struct{ b []byte }

func (e *enc) u16(v uint16) { e.b = binary.LittleEndian.AppendUint16(e.b, v) }
func (e *enc) u32(v uint32) { e.b = binary.LittleEndian.AppendUint32(e.b, v) }
func (e *enc) u64(v uint64) { e.b = binary.LittleEndian.AppendUint64(e.b, v) }
func (e *enc) str(s string) {
	e.u32(uint32(len(s)))
	e.b = append(e.b, s...)
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// encodeHeaderFields appends the canonical encoding of h (without
// FormatVersion, which lives in the file prefix).
func encodeHeaderFields(e *enc, h *Header) {
	e.str(h.KilnBuildID)
	e.str(h.Triple)
	e.str(h.CPU)
	e.str(h.Features)
	e.u32(uint32(len(h.Flags)))
	for _, k := range sortedKeys(h.Flags) {
		e.str(k)
		e.str(h.Flags[k])
	}
	e.str(h.Package.Name)
	e.str(h.Package.UUID)
	e.str(h.Package.Version)
	e.u32(uint32(len(h.Sources)))
	for _, s := range h.Sources {
		e.str(s.Path)
		e.u64(uint64(s.Size))
		e.str(s.Hash)
	}
	e.u32(uint32(len(h.Deps)))
	for _, d := range h.Deps {
		e.str(d.Name)
		e.str(d.UUID)
		e.str(d.ImageID)
	}
	e.str(h.PrefsHash)
	e.u64(uint64(h.CreatedUnixNano))
}

func isHex64(s string) bool {
	if len(s) != 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// validSourcePath reports whether p is a clean, relative, '/'-separated path
// that stays inside the package root.
func validSourcePath(p string) bool {
	if p == "" || p[0] == '/' || strings.ContainsAny(p, "\\\x00") || path.Clean(p) != p {
		return false
	}
	// A file the package includes from outside its root is listed by
	// its path relative to the root ("../shared/x.jl"): leading ".."
	// steps, then a file name.
	rest := p
	for strings.HasPrefix(rest, "../") {
		rest = rest[3:]
	}
	return rest != ".." && rest != "." && rest != ""
}

func validSectionName(s string, max int, extra string) bool {
	if len(s) > max {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			c == '_' || c == '-' || c == '.' || strings.IndexByte(extra, c) >= 0) {
			return false
		}
	}
	return true
}

// validateHeader checks the invariants that both Encode and Decode enforce.
func validateHeader(h *Header) error {
	strs := []struct{ name, v string }{
		{"kiln build id", h.KilnBuildID}, {"triple", h.Triple}, {"cpu", h.CPU},
		{"features", h.Features}, {"package name", h.Package.Name},
		{"package uuid", h.Package.UUID}, {"package version", h.Package.Version},
		{"prefs hash", h.PrefsHash},
	}
	for _, s := range strs {
		if err := validString(s.name, s.v); err != nil {
			return err
		}
	}
	if h.Package.Name == "" {
		return errors.New("empty package name")
	}
	prev := ""
	for i, k := range sortedKeys(h.Flags) {
		if k == "" {
			return errors.New("empty flag name")
		}
		if i > 0 && k == prev {
			return fmt.Errorf("duplicate flag %q", k)
		}
		prev = k
		if err := validString("flag "+k, k); err != nil {
			return err
		}
		if err := validString("flag "+k, h.Flags[k]); err != nil {
			return err
		}
	}
	seen := map[string]bool{}
	for _, s := range h.Sources {
		if !validSourcePath(s.Path) || len(s.Path) > MaxStringLen || !utf8.ValidString(s.Path) {
			return fmt.Errorf("invalid source path %q", s.Path)
		}
		if seen[s.Path] {
			return fmt.Errorf("duplicate source %q", s.Path)
		}
		seen[s.Path] = true
		if s.Size < 0 || s.Size > 1<<62 {
			return fmt.Errorf("source %s: invalid size %d", s.Path, s.Size)
		}
		if !isHex64(s.Hash) {
			return fmt.Errorf("source %s: hash is not 64 lowercase hex digits", s.Path)
		}
	}
	for _, d := range h.Deps {
		if d.Name == "" {
			return errors.New("dependency with empty name")
		}
		if err := validString("dependency name", d.Name); err != nil {
			return err
		}
		if err := validString("dependency uuid", d.UUID); err != nil {
			return err
		}
		if !isHex64(d.ImageID) {
			return fmt.Errorf("dependency %s: image id is not 64 lowercase hex digits", d.Name)
		}
	}
	return nil
}

func validString(what, s string) error {
	if len(s) > MaxStringLen {
		return fmt.Errorf("%s longer than %d bytes", what, MaxStringLen)
	}
	if !utf8.ValidString(s) {
		return fmt.Errorf("%s is not valid UTF-8", what)
	}
	return nil
}

// Encode returns the bytes of img in the image format. It fails, without
// panicking, on a header or section that the format cannot hold or that
// Decode would reject.
func Encode(img *Image) ([]byte, error) {
	if img == nil {
		return nil, errors.New("image: nil image")
	}
	if err := validateHeader(&img.Header); err != nil {
		return nil, fmt.Errorf("image: invalid header: %w", err)
	}
	if len(img.Sections) > MaxSections {
		return nil, fmt.Errorf("image: %d sections (limit %d)", len(img.Sections), MaxSections)
	}
	he := &enc{}
	encodeHeaderFields(he, &img.Header)
	if len(he.b) > MaxHeaderSize {
		return nil, fmt.Errorf("image: header is %d bytes (limit %d)", len(he.b), MaxHeaderSize)
	}
	type key struct{ name, owner string }
	seen := map[key]bool{}
	for _, s := range img.Sections {
		if s.Name == "" || !validSectionName(s.Name, MaxNameLen, "") {
			return nil, fmt.Errorf("image: invalid section name %q", s.Name)
		}
		if !validSectionName(s.Owner, MaxOwnerLen, ":") {
			return nil, fmt.Errorf("image: section %q: invalid owner %q", s.Name, s.Owner)
		}
		if len(s.Data) > MaxSectionSize {
			return nil, fmt.Errorf("image: section %q is %d bytes (limit %d)", s.Name, len(s.Data), MaxSectionSize)
		}
		k := key{s.Name, s.Owner}
		if seen[k] {
			return nil, fmt.Errorf("image: duplicate section %q owner %q", s.Name, s.Owner)
		}
		seen[k] = true
	}

	// Layout.
	tableStart := alignUp(prefixSize + len(he.b))
	te := &enc{}
	for _, s := range img.Sections {
		te.u16(uint16(len(s.Name)))
		te.b = append(te.b, s.Name...)
		te.u16(uint16(len(s.Owner)))
		te.b = append(te.b, s.Owner...)
		te.u64(0) // offset, patched below
		te.u64(uint64(len(s.Data)))
		te.u32(crc(s.Data))
	}
	off := alignUp(tableStart + 8 + len(te.b))
	offsets := make([]int, len(img.Sections))
	for i, s := range img.Sections {
		offsets[i] = off
		off = alignUp(off + len(s.Data))
	}
	end := off
	total := end + trailerSize
	if total > MaxFileSize {
		return nil, fmt.Errorf("image: image would be %d bytes (limit %d)", total, MaxFileSize)
	}
	// Patch offsets into the table.
	p := 0
	for i, s := range img.Sections {
		p += 2 + len(s.Name) + 2 + len(s.Owner)
		binary.LittleEndian.PutUint64(te.b[p:], uint64(offsets[i]))
		p += 8 + 8 + 4
	}

	out := make([]byte, total)
	copy(out, magic)
	binary.LittleEndian.PutUint32(out[8:], FormatVersion)
	binary.LittleEndian.PutUint32(out[12:], uint32(len(he.b)))
	binary.LittleEndian.PutUint64(out[16:], uint64(total))
	copy(out[prefixSize:], he.b)
	binary.LittleEndian.PutUint32(out[24:], headerCRC(out[:24], he.b))
	binary.LittleEndian.PutUint32(out[tableStart:], uint32(len(img.Sections)))
	binary.LittleEndian.PutUint32(out[tableStart+4:], uint32(len(te.b)))
	copy(out[tableStart+8:], te.b)
	for i, s := range img.Sections {
		copy(out[offsets[i]:], s.Data)
	}
	sum := sha256.Sum256(out[:end])
	copy(out[end:], sum[:])
	copy(out[end+sha256.Size:], endMagic)
	return out, nil
}

func headerCRC(prefix24, hdr []byte) uint32 {
	c := crc32.Update(0, castagnoli, prefix24)
	return crc32.Update(c, castagnoli, hdr)
}

// ---- decoding ----

// dec reads from a byte slice; every read is bounds-checked and a failed
// read sets err (later reads return zero values).
type dec struct {
	b   []byte
	off int
	err error
}

func (d *dec) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
}

func (d *dec) need(n int, what string) bool {
	if d.err != nil {
		return false
	}
	if n < 0 || n > len(d.b)-d.off {
		d.fail("truncated %s at header byte %d", what, d.off)
		return false
	}
	return true
}

func (d *dec) u16(what string) uint16 {
	if !d.need(2, what) {
		return 0
	}
	v := binary.LittleEndian.Uint16(d.b[d.off:])
	d.off += 2
	return v
}

func (d *dec) u32(what string) uint32 {
	if !d.need(4, what) {
		return 0
	}
	v := binary.LittleEndian.Uint32(d.b[d.off:])
	d.off += 4
	return v
}

func (d *dec) u64(what string) uint64 {
	if !d.need(8, what) {
		return 0
	}
	v := binary.LittleEndian.Uint64(d.b[d.off:])
	d.off += 8
	return v
}

func (d *dec) raw(n int, what string) string {
	if !d.need(n, what) {
		return ""
	}
	s := string(d.b[d.off : d.off+n])
	d.off += n
	return s
}

func (d *dec) str(what string) string {
	n := d.u32(what + " length")
	if d.err != nil {
		return ""
	}
	if n > MaxStringLen {
		d.fail("%s length %d exceeds limit %d", what, n, MaxStringLen)
		return ""
	}
	return d.raw(int(n), what)
}

// count reads a u32 element count and bounds it by the bytes left, given
// that each element takes at least minSize bytes.
func (d *dec) count(what string, minSize int) int {
	n := d.u32(what + " count")
	if d.err != nil {
		return 0
	}
	if uint64(n) > uint64(len(d.b)-d.off)/uint64(minSize) {
		d.fail("%s count %d exceeds the bytes left", what, n)
		return 0
	}
	return int(n)
}

// decodeHeaderFields decodes a header encoding that must fill b exactly and
// be canonical.
func decodeHeaderFields(b []byte) (*Header, error) {
	d := &dec{b: b}
	h := &Header{FormatVersion: FormatVersion}
	h.KilnBuildID = d.str("kiln build id")
	h.Triple = d.str("triple")
	h.CPU = d.str("cpu")
	h.Features = d.str("features")
	if n := d.count("flag", 8); n > 0 {
		h.Flags = make(map[string]string, n)
		prev := ""
		for i := 0; i < n && d.err == nil; i++ {
			k := d.str("flag name")
			v := d.str("flag value")
			if d.err == nil && i > 0 && k <= prev {
				d.fail("flags not sorted or duplicated at %q", k)
			}
			prev = k
			h.Flags[k] = v
		}
	}
	h.Package.Name = d.str("package name")
	h.Package.UUID = d.str("package uuid")
	h.Package.Version = d.str("package version")
	if n := d.count("source", 16); n > 0 {
		h.Sources = make([]Source, 0, n)
		for i := 0; i < n && d.err == nil; i++ {
			var s Source
			s.Path = d.str("source path")
			size := d.u64("source size")
			if size > 1<<62 {
				d.fail("source %q: size %d out of range", s.Path, size)
			}
			s.Size = int64(size)
			s.Hash = d.str("source hash")
			h.Sources = append(h.Sources, s)
		}
	}
	if n := d.count("dependency", 12); n > 0 {
		h.Deps = make([]Dep, 0, n)
		for i := 0; i < n && d.err == nil; i++ {
			var dp Dep
			dp.Name = d.str("dependency name")
			dp.UUID = d.str("dependency uuid")
			dp.ImageID = d.str("dependency image id")
			h.Deps = append(h.Deps, dp)
		}
	}
	h.PrefsHash = d.str("prefs hash")
	h.CreatedUnixNano = int64(d.u64("creation time"))
	if d.err != nil {
		return nil, d.err
	}
	if d.off != len(b) {
		return nil, fmt.Errorf("%d unexpected bytes after the last field", len(b)-d.off)
	}
	if err := validateHeader(h); err != nil {
		return nil, err
	}
	return h, nil
}

// prefix is the fixed 32-byte start of an image.
type prefix struct {
	headerLen int
	fileLen   uint64
	headerCRC uint32
}

// parsePrefix checks the fixed prefix; n is the number of bytes available.
func parsePrefix(b []byte) (prefix, error) {
	var p prefix
	if len(b) < len(magic) {
		if len(b) == 0 {
			return p, reject("empty file")
		}
		if !strings.HasPrefix(magic, string(b)) {
			return p, reject("bad magic: not a kiln image")
		}
		return p, reject("truncated prefix: file is %d bytes", len(b))
	}
	if string(b[:len(magic)]) != magic {
		return p, reject("bad magic: not a kiln image")
	}
	if len(b) < prefixSize {
		return p, reject("truncated prefix: file is %d bytes", len(b))
	}
	if v := binary.LittleEndian.Uint32(b[8:]); v != FormatVersion {
		return p, reject("unsupported format version %d (this kiln reads %d)", v, FormatVersion)
	}
	hl := binary.LittleEndian.Uint32(b[12:])
	if hl > MaxHeaderSize {
		return p, reject("header length %d exceeds limit %d", hl, MaxHeaderSize)
	}
	p.headerLen = int(hl)
	p.fileLen = binary.LittleEndian.Uint64(b[16:])
	p.headerCRC = binary.LittleEndian.Uint32(b[24:])
	if r := binary.LittleEndian.Uint32(b[28:]); r != 0 {
		return p, reject("nonzero reserved prefix field (%#x)", r)
	}
	if p.fileLen > MaxFileSize {
		return p, reject("recorded file length %d exceeds limit %d", p.fileLen, uint64(MaxFileSize))
	}
	if p.fileLen < uint64(prefixSize+trailerSize) {
		return p, reject("recorded file length %d is too small", p.fileLen)
	}
	return p, nil
}

// headerFromBytes validates the header bytes hb against the prefix.
func headerFromBytes(pb []byte, p prefix, hb []byte) (*Header, error) {
	if headerCRC(pb[:24], hb) != p.headerCRC {
		return nil, reject("header checksum mismatch")
	}
	h, err := decodeHeaderFields(hb)
	if err != nil {
		return nil, reject("malformed header: %v", err)
	}
	return h, nil
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// Decode validates and decodes an image. It checks, in order: the magic,
// the format version, the recorded file length, the header checksum and
// encoding, the section table, the bounds and alignment of every section,
// zero padding, the end marker, every section's CRC and the trailing SHA-256.
// Any failure is a *RejectError. The returned sections' Data alias b.
// Decode never panics.
func Decode(b []byte) (*Image, error) {
	p, err := parsePrefix(b)
	if err != nil {
		return nil, err
	}
	if uint64(len(b)) != p.fileLen {
		if uint64(len(b)) < p.fileLen {
			return nil, reject("truncated: file is %d bytes, header records %d", len(b), p.fileLen)
		}
		return nil, reject("file length mismatch: file is %d bytes, header records %d", len(b), p.fileLen)
	}
	end := len(b) - trailerSize // start of the trailer; >= prefixSize by parsePrefix
	if p.headerLen > end-prefixSize {
		return nil, reject("truncated header: header length %d runs past the trailer", p.headerLen)
	}
	hb := b[prefixSize : prefixSize+p.headerLen]
	h, err := headerFromBytes(b, p, hb)
	if err != nil {
		return nil, err
	}
	tableStart := alignUp(prefixSize + p.headerLen)
	if tableStart > end-8 {
		return nil, reject("truncated section table")
	}
	if !allZero(b[prefixSize+p.headerLen : tableStart]) {
		return nil, reject("nonzero padding after header")
	}
	count := binary.LittleEndian.Uint32(b[tableStart:])
	tableLen := binary.LittleEndian.Uint32(b[tableStart+4:])
	if count > MaxSections {
		return nil, reject("section count %d exceeds limit %d", count, MaxSections)
	}
	if uint64(tableLen) > uint64(end-tableStart-8) {
		return nil, reject("truncated section table: table length %d runs past the trailer", tableLen)
	}
	const minEntry = 2 + 2 + 8 + 8 + 4
	if uint64(count)*minEntry > uint64(tableLen) {
		return nil, reject("malformed section table: %d entries cannot fit in %d bytes", count, tableLen)
	}
	tb := b[tableStart+8 : tableStart+8+int(tableLen)]
	type entry struct {
		off, n uint64
		crc    uint32
	}
	img := &Image{Header: *h}
	if count > 0 {
		img.Sections = make([]Section, 0, count)
	}
	entries := make([]entry, 0, count)
	type key struct{ name, owner string }
	seen := make(map[key]bool, count)
	td := &dec{b: tb}
	for i := 0; i < int(count); i++ {
		nl := td.u16("section name length")
		if td.err == nil && (nl == 0 || nl > MaxNameLen) {
			return nil, reject("malformed section table: entry %d: name length %d", i, nl)
		}
		name := td.raw(int(nl), "section name")
		ol := td.u16("section owner length")
		if td.err == nil && ol > MaxOwnerLen {
			return nil, reject("malformed section table: entry %d: owner length %d", i, ol)
		}
		owner := td.raw(int(ol), "section owner")
		var e entry
		e.off = td.u64("section offset")
		e.n = td.u64("section length")
		e.crc = td.u32("section crc")
		if td.err != nil {
			return nil, reject("malformed section table: entry %d: %v", i, td.err)
		}
		if !validSectionName(name, MaxNameLen, "") {
			return nil, reject("malformed section table: entry %d: invalid name %q", i, name)
		}
		if !validSectionName(owner, MaxOwnerLen, ":") {
			return nil, reject("malformed section table: section %q: invalid owner %q", name, owner)
		}
		k := key{name, owner}
		if seen[k] {
			return nil, reject("malformed section table: duplicate section %q owner %q", name, owner)
		}
		seen[k] = true
		entries = append(entries, e)
		img.Sections = append(img.Sections, Section{Name: name, Owner: owner})
	}
	if td.off != len(tb) {
		return nil, reject("malformed section table: %d bytes after the last entry", len(tb)-td.off)
	}
	cursor := alignUp(tableStart + 8 + int(tableLen))
	if cursor > end {
		return nil, reject("truncated section table")
	}
	if !allZero(b[tableStart+8+int(tableLen) : cursor]) {
		return nil, reject("nonzero padding after section table")
	}
	for i, e := range entries {
		s := &img.Sections[i]
		if e.off != uint64(cursor) {
			return nil, reject("section %q: offset %d, expected %d", s.Name, e.off, cursor)
		}
		if e.n > MaxSectionSize {
			return nil, reject("section %q: length %d exceeds limit %d", s.Name, e.n, MaxSectionSize)
		}
		if e.n > uint64(end-cursor) {
			return nil, reject("section %q extends past end of file", s.Name)
		}
		stop := cursor + int(e.n)
		next := alignUp(stop)
		if next > end {
			return nil, reject("section %q: padding extends past end of file", s.Name)
		}
		if !allZero(b[stop:next]) {
			return nil, reject("section %q: nonzero padding", s.Name)
		}
		s.Data = b[cursor:stop:stop]
		cursor = next
	}
	if cursor != end {
		return nil, reject("%d unaccounted bytes between the last section and the trailer", end-cursor)
	}
	if string(b[end+sha256.Size:]) != endMagic {
		return nil, reject("bad end marker")
	}
	for i, e := range entries {
		s := &img.Sections[i]
		if crc(s.Data) != e.crc {
			if s.Owner == "" {
				return nil, reject("section %q: CRC mismatch", s.Name)
			}
			return nil, reject("section %q (owner %q): CRC mismatch", s.Name, s.Owner)
		}
	}
	sum := sha256.Sum256(b[:end])
	if !bytes.Equal(sum[:], b[end:end+sha256.Size]) {
		return nil, reject("checksum mismatch")
	}
	return img, nil
}

// readHeaderFrom reads the prefix and the header from r and nothing more.
func readHeaderFrom(r io.Reader) (*Header, error) {
	var pb [prefixSize]byte
	n, err := io.ReadFull(r, pb[:])
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	p, rerr := parsePrefix(pb[:n])
	if rerr != nil {
		return nil, rerr
	}
	if uint64(p.headerLen) > p.fileLen-uint64(prefixSize+trailerSize) {
		return nil, reject("truncated header: header length %d runs past the recorded file length", p.headerLen)
	}
	hb := make([]byte, p.headerLen)
	if _, err := io.ReadFull(r, hb); err != nil {
		if err == io.ErrUnexpectedEOF || err == io.EOF {
			return nil, reject("truncated header")
		}
		return nil, err
	}
	return headerFromBytes(pb[:], p, hb)
}

// ReadHeader reads and validates only the prefix and the header of the
// image at path (magic, version, header checksum and encoding); it does not
// read the section table or payloads, so it is cheap on any image and works
// on a file whose body is damaged or missing. Corruption is a *RejectError;
// I/O errors are returned as they are.
func ReadHeader(path string) (*Header, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil {
		if why := Untrusted(fi); why != "" {
			return nil, &RejectError{Path: path, Reason: why}
		}
	}
	h, err := readHeaderFrom(f)
	return h, withPath(err, path)
}

// Read reads, validates (as Decode) and decodes the image at path. A file
// larger than MaxFileSize, or whose prefix is invalid, is rejected before
// the body is read. Corruption is a *RejectError; I/O errors are returned as
// they are.
func Read(path string) (*Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &RejectError{Path: path, Reason: "not a regular file"}
	}
	if why := Untrusted(fi); why != "" {
		return nil, &RejectError{Path: path, Reason: why}
	}
	size := fi.Size()
	if size > MaxFileSize {
		return nil, &RejectError{Path: path, Reason: fmt.Sprintf("file is %d bytes (limit %d)", size, int64(MaxFileSize))}
	}
	// Cheap prefix check before reading the whole file.
	var pb [prefixSize]byte
	n, err := io.ReadFull(f, pb[:])
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	if _, err := parsePrefix(pb[:n]); err != nil {
		return nil, withPath(err, path)
	}
	buf := make([]byte, size)
	copy(buf, pb[:n])
	if int64(n) < size {
		m, err := io.ReadFull(f, buf[n:])
		if err != nil && err != io.ErrUnexpectedEOF {
			return nil, err
		}
		buf = buf[:n+m]
	}
	img, err := Decode(buf)
	return img, withPath(err, path)
}
