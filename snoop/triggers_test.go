package snoop

import (
	"bytes"
	"testing"

	"github.com/kiln-lang/kiln/infer"
)

func TestTriggersReport(t *testing.T) {
	r := NewRecorder()
	e := &fakeEngine{r: r, owner: infer.Native}
	g := &fakeEngine{r: r, owner: "ptx:sm_75"}
	at := 0.0
	dispatch := func(e *fakeEngine, tr Trigger, callee string, d float64) {
		r.BeginDispatch(tr)
		e.enter(callee, "sim.jl", 1, ms(at))
		e.enter("inner()", "sim.jl", 2, ms(at))
		e.exit(ms(at))
		at += d
		e.exit(ms(at))
		r.EndDispatch()
	}
	field := Trigger{Caller: "step!(::Sim)", File: "sim.jl", Line: 14, Category: NonConcreteField}
	field2 := Trigger{Caller: "step!(::Sim2)", File: "sim.jl", Line: 14, Category: NonConcreteField}
	global := Trigger{Caller: "top-level scope", File: "sim.jl", Line: 50, Category: UntypedGlobal}
	dispatch(e, field, "simulate(::Int64)", 2)
	dispatch(e, field2, "simulate(::Float64)", 1)
	dispatch(e, field, "simulate(::Int64)", 1)
	dispatch(e, global, "run(::Int64)", 0.5)
	dispatch(g, global, "kernel(::Float32)", 0.25)
	rep := Triggers(r.Tree())
	if rep.Count != 5 || len(rep.Sites) != 2 {
		t.Fatalf("report: %d triggers at %d sites", rep.Count, len(rep.Sites))
	}
	var b bytes.Buffer
	if err := WriteTriggersText(&b, rep); err != nil {
		t.Fatal(err)
	}
	want := `5 fresh entries into inference from runtime dispatch, at 2 call sites (4.750 ms)

sim.jl:14: 3 entries, 4.000 ms [non-concrete field type]
  in step!(::Sim)
  in step!(::Sim2)
      3.000 ms  2x  simulate(::Int64)  [native]
      1.000 ms  1x  simulate(::Float64)  [native]
  suggestion: ` + Suggestion(NonConcreteField) + `

sim.jl:50: 2 entries, 0.750 ms [untyped global]
  in top-level scope
      0.500 ms  1x  run(::Int64)  [native]
      0.250 ms  1x  kernel(::Float32)  [ptx:sm_75]
  suggestion: ` + Suggestion(UntypedGlobal) + `
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
	for _, c := range []Category{NonConcreteField, UntypedContainer, UntypedGlobal, Unknown} {
		if Suggestion(c) == Suggestion("") && c != Unknown {
			t.Errorf("category %q has the generic suggestion", c)
		}
	}
	sv := loadSchema(t)
	b.Reset()
	WriteTriggersJSON(&b, rep)
	if err := validateDoc(t, sv, b.Bytes()); err != nil {
		t.Error(err)
	}
}
