package precompile

import (
	"errors"
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// code wraps a hand-built body (untyped is enough for the default checks,
// which also read OpConst operands).
func code(build func(f *ir.Func, b *ir.Block) *ir.Value) *infer.CodeInstance {
	return &infer.CodeInstance{Owner: infer.Native, IR: body("t", 1, build)}
}

func TestDefaultHostCheck(t *testing.T) {
	barrier := methods.NewBuiltin("llvm.nvvm.barrier0")
	amd := methods.NewBuiltin("llvm.amdgcn.s.barrier")
	for _, c := range []struct {
		name  string
		ci    *infer.CodeInstance
		check func(*infer.CodeInstance) error
		want  string
	}{
		{"ccall string", code(func(f *ir.Func, b *ir.Block) *ir.Value {
			return call(f, b, konst(f, b, ccallB), konst(f, b, "llvm.nvvm.membar.gl"), konst(f, b, types.Type(types.Nothing)))
		}), DefaultHostCheck, "calls llvm.nvvm.membar.gl, which the host cannot select"},
		{"builtin call", code(func(f *ir.Func, b *ir.Block) *ir.Value {
			return call(f, b, konst(f, b, barrier))
		}), DefaultHostCheck, "calls llvm.nvvm.barrier0, which the host cannot select"},
		{"builtin referenced", code(func(f *ir.Func, b *ir.Block) *ir.Value {
			return konst(f, b, amd)
		}), DefaultHostCheck, "calls llvm.amdgcn.s.barrier, which the host cannot select"},
		{"host ccall", code(func(f *ir.Func, b *ir.Block) *ir.Value {
			return call(f, b, konst(f, b, ccallB), konst(f, b, types.Symbol("puts")), konst(f, b, types.Type(types.Int32)))
		}), DefaultHostCheck, ""},
		{"deny exact", code(func(f *ir.Func, b *ir.Block) *ir.Value {
			return call(f, b, konst(f, b, ccallB), konst(f, b, types.Symbol("gpu_report_exception")), konst(f, b, types.Type(types.Nothing)))
		}), NewHostCheck("gpu_report_exception"), "calls gpu_report_exception, which the host cannot select"},
		{"deny prefix", code(func(f *ir.Func, b *ir.Block) *ir.Value {
			return call(f, b, konst(f, b, ccallB), konst(f, b, types.Symbol("cuda_malloc")), konst(f, b, types.Type(types.Nothing)))
		}), NewHostCheck("cuda_*"), "calls cuda_malloc, which the host cannot select"},
		{"no IR", &infer.CodeInstance{}, DefaultHostCheck, ""},
	} {
		err := c.check(c.ci)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// The typed-IR path: the seed's threadfence_system, inferred, fails; f
// passes.
func TestDefaultHostCheckTyped(t *testing.T) {
	w := newWorld()
	tf := infer1(t, w.native, w.threadfence)
	if err := DefaultHostCheck(tf); err == nil || err.Error() != "calls llvm.nvvm.membar.sys, which the host cannot select" {
		t.Fatalf("threadfence_system: %v", err)
	}
	if err := DefaultHostCheck(infer1(t, w.native, w.f, types.Int64)); err != nil {
		t.Fatal(err)
	}
}

type heapObj struct{ name string }

func (h *heapObj) KilnType() types.Type { return types.Any }
func (h *heapObj) SymbolName() string   { return h.name }

type rawPtr struct{}

func (rawPtr) KilnType() types.Type { return types.Any }
func (rawPtr) String() string       { return "<Ptr @0x1>" }

// varargBinding stands for the driver's value of the binding Core.Vararg.
type varargBinding struct{}

func (varargBinding) KilnType() types.Type { return types.Any }
func (varargBinding) IsVarargBinding()     {}

func TestDefaultConstCheck(t *testing.T) {
	mod := methods.NewModule("PC", nil)
	fn := methods.NewFunction(mod, "f")
	tup := &types.TupleValue{Type: types.Tuple(types.Int64, types.String), Elems: []any{int64(1), "x"}}
	for _, c := range []struct {
		name string
		val  any
		want string
	}{
		{"int", int64(1), ""},
		{"string", "hello", ""},
		{"symbol", types.Symbol("a"), ""},
		{"type", types.Type(types.Float64), ""},
		{"function", fn, ""},
		{"module", mod, ""},
		{"nothing", types.NothingValue, ""},
		{"tuple", tup, ""},
		// Tuple{Vararg{Int}} in a body (Base's similar(a, T, dims)): the
		// binding Core.Vararg is a constant of its IR.
		{"Core.Vararg", varargBinding{}, ""},
		{"named runtime object", &heapObj{name: "PC.table"}, ""},
		{"anonymous runtime object", &heapObj{}, "holds a constant "},
		{"raw pointer", rawPtr{}, "holds a constant <Ptr @0x1> (precompile.rawPtr) that cannot be written to an image"},
		{"tuple of pointer", &types.TupleValue{Type: types.Tuple(types.Any), Elems: []any{rawPtr{}}}, "holds a constant "},
	} {
		err := DefaultConstCheck(code(func(f *ir.Func, b *ir.Block) *ir.Value { return konst(f, b, c.val) }))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if c.want == "" && got != "" || c.want != "" && (len(got) < len(c.want) || got[:len(c.want)] != c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
	// A value inferred as a constant counts too.
	ci := code(func(f *ir.Func, b *ir.Block) *ir.Value {
		v := arg(f, b, 0)
		v.Type = &infer.Const{Val: rawPtr{}}
		return v
	})
	if DefaultConstCheck(ci) == nil {
		t.Error("constant lattice type not checked")
	}
}

func TestAllOf(t *testing.T) {
	var order []int
	a := func(*infer.CodeInstance) error { order = append(order, 1); return nil }
	b := func(*infer.CodeInstance) error { order = append(order, 2); return errors.New("b") }
	c := func(*infer.CodeInstance) error { order = append(order, 3); return errors.New("c") }
	if err := AllOf(a, nil, b, c)(nil); err == nil || err.Error() != "b" || len(order) != 2 {
		t.Fatalf("%v %v", err, order)
	}
}
