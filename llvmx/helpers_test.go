package llvmx

import (
	"testing"

	"tinygo.org/x/go-llvm"
)

// fixture is a module under construction in its own context.
type fixture struct {
	t   *testing.T
	ctx llvm.Context
	m   llvm.Module
	b   llvm.Builder
	i64 llvm.Type
	f64 llvm.Type
	vd  llvm.Type
}

func newFixture(t *testing.T, name string) *fixture {
	t.Helper()
	ctx := llvm.NewContext()
	f := &fixture{t: t, ctx: ctx, m: ctx.NewModule(name), b: ctx.NewBuilder(),
		i64: ctx.Int64Type(), f64: ctx.DoubleType(), vd: ctx.VoidType()}
	t.Cleanup(func() {
		f.b.Dispose()
		ctx.Dispose() // also frees the module
	})
	return f
}

// declare adds (or returns) a function declaration.
func (f *fixture) declare(name string, ret llvm.Type, params ...llvm.Type) llvm.Value {
	if fn := f.m.NamedFunction(name); !fn.IsNil() {
		return fn
	}
	return llvm.AddFunction(f.m, name, llvm.FunctionType(ret, params, false))
}

// define adds a function and positions the builder at its entry block.
func (f *fixture) define(name string, ret llvm.Type, params ...llvm.Type) llvm.Value {
	fn := f.declare(name, ret, params...)
	f.b.SetInsertPointAtEnd(f.ctx.AddBasicBlock(fn, "entry"))
	return fn
}

// call calls fn (a function in this module) with args.
func (f *fixture) call(fn llvm.Value, args ...llvm.Value) llvm.Value {
	return f.b.CreateCall(fn.GlobalValueType(), fn, args, "")
}

// object verifies the module and emits it as an object for the host.
func (f *fixture) object(tm *TargetMachine) []byte {
	f.t.Helper()
	tm.SetDataLayout(f.m)
	if err := Verify(f.m); err != nil {
		f.t.Fatalf("verify: %v\n%s", err, f.m.String())
	}
	obj, err := tm.EmitObject(f.m)
	if err != nil {
		f.t.Fatal(err)
	}
	return obj
}

func hostMachine(t *testing.T, opt Level) *TargetMachine {
	t.Helper()
	tm, err := HostMachine(opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tm.Dispose)
	return tm
}

func newJIT(t *testing.T) *JIT {
	t.Helper()
	j, err := NewJIT()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := j.Close(); err != nil {
			t.Error(err)
		}
	})
	return j
}

func lookup(t *testing.T, j *JIT, name string) uintptr {
	t.Helper()
	a, err := j.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	if a == 0 {
		t.Fatalf("lookup %s: address 0", name)
	}
	return a
}
