package snoop

import (
	"bytes"
	"testing"
)

func TestInvalidationTrees(t *testing.T) {
	r := &InvalidationRecorder{}
	n := func(name string) CodeRef { return CodeRef{name, "native"} }
	// g(::Float64) is added: h(::Int64) asked g's table, f(::Int64) calls h,
	// main() calls f; k(::Int64) also asked g's table.
	r.MethodAdded("g(::Float64)", "sim.jl", 40)
	r.Invalidated(n("h(::Int64)"), []CodeRef{n("+(::Int64, ::Int64)")})
	r.Invalidated(n("f(::Int64)"), []CodeRef{n("h(::Int64)")})
	r.Invalidated(n("main()"), []CodeRef{n("h(::Int64)"), n("f(::Int64)")})
	r.Invalidated(n("k(::Int64)"), nil)
	r.InvalidatedBy(CodeRef{"kernel(::Float32)", "ptx:sm_75"}, n("k(::Int64)"))
	r.Done()
	r.MethodAdded("q()", "sim.jl", 50)
	r.Done()
	r.InvalidatedBy(n("stray()"), CodeRef{})
	ms := r.Methods()
	if len(ms) != 3 || ms[0].Count != 5 || ms[1].Count != 0 || ms[2].Method != "(unknown)" {
		t.Fatalf("methods: %+v", ms)
	}
	var b bytes.Buffer
	if err := WriteInvalidationsText(&b, ms); err != nil {
		t.Fatal(err)
	}
	want := `3 method definitions, 2 invalidated code (6 code instances)

inserting g(::Float64) at sim.jl:40 invalidated 5 code instances:
  h(::Int64)  [native]
    f(::Int64)  [native]
      main()  [native]
  k(::Int64)  [native]
    kernel(::Float32)  [ptx:sm_75]

inserting (unknown) invalidated 1 code instance:
  stray()  [native]
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	if err := WriteInvalidationsJSON(&b, ms); err != nil {
		t.Fatal(err)
	}
	if err := validateDoc(t, loadSchema(t), b.Bytes()); err != nil {
		t.Errorf("%v\n%s", err, b.String())
	}
}
