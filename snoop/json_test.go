package snoop

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func sampleInvalidations() []*MethodInvalidations {
	r := &InvalidationRecorder{}
	r.MethodAdded("g(::Int64)", "sim.jl", 1)
	r.Done()
	r.MethodAdded("g(::Float64)", "sim.jl", 40)
	r.Invalidated(CodeRef{"g(::Real)", "native"}, nil)
	r.Invalidated(CodeRef{"f(::Int64)", "native"}, []CodeRef{{"g(::Real)", "native"}})
	r.Done()
	return r.Methods()
}

// jsonDocs returns one document of each kind.
func jsonDocs(t *testing.T) map[string][]byte {
	_, tree := sampleTree(t)
	docs := map[string][]byte{}
	var b bytes.Buffer
	if err := WriteJSON(&b, tree); err != nil {
		t.Fatal(err)
	}
	docs["tree"] = append([]byte(nil), b.Bytes()...)
	b.Reset()
	if err := WriteJSON(&b, tree.Filter("ptx")); err != nil {
		t.Fatal(err)
	}
	docs["filtered"] = append([]byte(nil), b.Bytes()...)
	b.Reset()
	if err := WriteTriggersJSON(&b, Triggers(tree)); err != nil {
		t.Fatal(err)
	}
	docs["triggers"] = append([]byte(nil), b.Bytes()...)
	b.Reset()
	if err := WriteInvalidationsJSON(&b, sampleInvalidations()); err != nil {
		t.Fatal(err)
	}
	docs["invalidations"] = append([]byte(nil), b.Bytes()...)
	b.Reset()
	if err := WriteJSON(&b, NewRecorder().Tree()); err != nil {
		t.Fatal(err)
	}
	docs["empty"] = append([]byte(nil), b.Bytes()...)
	return docs
}

func TestJSONValidatesAgainstSchema(t *testing.T) {
	sv := loadSchema(t)
	for name, doc := range jsonDocs(t) {
		if err := validateDoc(t, sv, doc); err != nil {
			t.Errorf("%s: %v\n%s", name, err, doc)
		}
	}
}

// The validator, and the schema, reject documents that break the format.
func TestSchemaRejects(t *testing.T) {
	sv := loadSchema(t)
	docs := jsonDocs(t)
	mutate := func(doc []byte, f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(doc, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		out, _ := json.Marshal(m)
		return out
	}
	child := func(m map[string]any) map[string]any {
		return m["root"].(map[string]any)["children"].([]any)[0].(map[string]any)
	}
	bad := map[string][]byte{
		"missing schema":       mutate(docs["tree"], func(m map[string]any) { delete(m, "schema") }),
		"wrong version":        mutate(docs["tree"], func(m map[string]any) { m["schema"] = "kiln-snoop/2" }),
		"missing root":         mutate(docs["tree"], func(m map[string]any) { delete(m, "root") }),
		"missing owner":        mutate(docs["tree"], func(m map[string]any) { delete(child(m), "owner") }),
		"missing exclusive_ns": mutate(docs["tree"], func(m map[string]any) { delete(child(m), "exclusive_ns") }),
		"missing children":     mutate(docs["tree"], func(m map[string]any) { delete(child(m), "children") }),
		"string time":          mutate(docs["tree"], func(m map[string]any) { child(m)["inclusive_ns"] = "3ms" }),
		"fractional time":      mutate(docs["tree"], func(m map[string]any) { child(m)["inclusive_ns"] = 1.5 }),
		"negative time":        mutate(docs["tree"], func(m map[string]any) { child(m)["start_ns"] = -1 }),
		"unknown field":        mutate(docs["tree"], func(m map[string]any) { child(m)["self_ns"] = 1 }),
		"empty name":           mutate(docs["tree"], func(m map[string]any) { child(m)["name"] = "" }),
		"bad category": mutate(docs["triggers"], func(m map[string]any) {
			m["sites"].([]any)[0].(map[string]any)["categories"].([]any)[0].(map[string]any)["category"] = "other"
		}),
		"site without callees": mutate(docs["triggers"], func(m map[string]any) { delete(m["sites"].([]any)[0].(map[string]any), "callees") }),
		"invalidated w/o owner": mutate(docs["invalidations"], func(m map[string]any) {
			delete(m["methods"].([]any)[1].(map[string]any)["roots"].([]any)[0].(map[string]any), "owner")
		}),
		"invalidations w/o count": mutate(docs["invalidations"], func(m map[string]any) { delete(m["methods"].([]any)[0].(map[string]any), "invalidated") }),
	}
	for name, doc := range bad {
		if err := validateDoc(t, sv, doc); err == nil {
			t.Errorf("%s: accepted\n%s", name, doc)
		}
	}
}

func TestJSONRoundTrip(t *testing.T) {
	_, tree := sampleTree(t)
	var b bytes.Buffer
	if err := WriteJSON(&b, tree); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), `{"schema":"kiln-snoop/1",`) {
		t.Errorf("document starts %.40s", b.String())
	}
	back, err := ReadJSON(&b)
	if err != nil {
		t.Fatal(err)
	}
	var t1, t2 bytes.Buffer
	WriteText(&t1, tree)
	WriteText(&t2, back)
	if t1.String() != t2.String() {
		t.Errorf("round trip changed the tree:\n%s\n%s", t1.String(), t2.String())
	}
	if _, err := ReadJSON(strings.NewReader(`{"schema":"kiln-snoop/2","root":{}}`)); err == nil {
		t.Error("ReadJSON accepted schema version 2")
	}
}

// WriteJSON streams exactly what encoding/json writes for Tree.JSON.
func TestJSONStreamMatchesEncodingJSON(t *testing.T) {
	_, tree := sampleTree(t)
	odd := &Node{Name: "f(::Val{\"a\\b\"})\t<é>\u2028\x01", Owner: "ptx:sm_75", File: "dir/ü.jl", Line: 7, Incomplete: true,
		Trigger: &Trigger{Caller: "g(::Any)", File: "x.jl", Line: 2, Category: Unknown}, Children: []*Node{}}
	tree.Root.Children = append(tree.Root.Children, odd, &Node{Name: "bad\xffutf8", Owner: "native"})
	for _, tr := range []*Tree{tree, NewRecorder().Tree(), {}} {
		var streamed, encoded bytes.Buffer
		if err := WriteJSON(&streamed, tr); err != nil {
			t.Fatal(err)
		}
		if err := writeJSON(&encoded, tr.JSON()); err != nil {
			t.Fatal(err)
		}
		if streamed.String() != encoded.String() {
			t.Errorf("streamed:\n%s\nencoding/json:\n%s", streamed.String(), encoded.String())
		}
	}
}
