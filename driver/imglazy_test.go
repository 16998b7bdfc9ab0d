package driver

import (
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/imgcodec"
)

// TestImageKeyIndex checks that the loader takes records from the key
// index only when every key is the start of its record, and rejects a
// key index that does not describe the code section.
func TestImageKeyIndex(t *testing.T) {
	// Two records whose MethodInstance encodings are "AB" and "CD" (the
	// index is checked against the bytes; the records are decoded only
	// when installed).
	cis := []byte{2, 'A', 'B', 'x', 'C', 'D', 'y'}
	key := func(n uint64, entries ...any) []byte {
		e := &imgcodec.Encoder{}
		e.Uvarint(n)
		for i := 0; i < len(entries); i += 2 {
			e.Blob([]byte(entries[i].(string)))
			e.Uvarint(uint64(entries[i+1].(int)))
		}
		return e.Bytes()
	}
	cases := []struct {
		name string
		keys []byte
		want string // error substring; "" = accepted
	}{
		{"good", key(2, "AB", 1, "CD", 4), ""},
		{"count", key(1, "AB", 1), "lists 1 CodeInstances"},
		{"mismatch", key(2, "AB", 1, "CE", 4), "key 1 does not match"},
		{"offset", key(2, "AB", 1, "CD", 99), "key 1 does not match"},
		{"inside count", key(2, "AB", 0, "CD", 4), "key 0 does not match"},
		{"trailing", append(key(2, "AB", 1, "CD", 4), 7), "trailing bytes"},
		{"truncated", key(2, "AB", 1)[:3], ""},
	}
	// registerImageCode installs the session's lazy installer globally.
	saved := infer.LazyInstall
	defer func() { infer.LazyInstall = saved }()
	for _, c := range cases {
		img := &image.Image{Sections: []image.Section{
			{Name: secCIs, Owner: image.OwnerNative, Data: cis},
			{Name: secKeys, Owner: image.OwnerNative, Data: c.keys},
		}}
		s := &Session{}
		li, n, err := s.registerImageCode("test.kimg", nil, img)
		switch {
		case c.name == "truncated":
			if err == nil {
				t.Errorf("%s: accepted", c.name)
			}
		case c.want == "":
			if err != nil || n != 2 || len(li.recs) != 2 || li.recs[1].off != 4 {
				t.Errorf("%s: n=%d err=%v", c.name, n, err)
			}
			found := false
			for k, r := range s.lazy {
				if k.mi == "CD" && r.idx == 1 {
					found = true
				}
			}
			if err == nil && !found {
				t.Errorf("%s: key CD not indexed", c.name)
			}
		default:
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
			}
		}
	}
}
