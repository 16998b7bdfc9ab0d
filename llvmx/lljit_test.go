package llvmx

import (
	"testing"
	"unsafe"

	"tinygo.org/x/go-llvm"
)

func TestJIT(t *testing.T) {
	llvm.InitializeNativeTarget()
	llvm.InitializeNativeAsmPrinter()
	ctx := llvm.NewContext()
	m := ctx.NewModule("m")
	i64 := ctx.Int64Type()
	ft := llvm.FunctionType(i64, []llvm.Type{i64}, false)
	f := llvm.AddFunction(m, "double_it", ft)
	b := ctx.NewBuilder()
	b.SetInsertPointAtEnd(ctx.AddBasicBlock(f, "entry"))
	b.CreateRet(b.CreateAdd(f.Param(0), f.Param(0), ""))
	triple := llvm.DefaultTargetTriple()
	tg, _ := llvm.GetTargetFromTriple(triple)
	tm := tg.CreateTargetMachine(triple, "", "", llvm.CodeGenLevelDefault, llvm.RelocPIC, llvm.CodeModelDefault)
	buf, err := tm.EmitToMemoryBuffer(m, llvm.ObjectFile)
	if err != nil { t.Fatal(err) }
	j, err := NewJIT()
	if err != nil { t.Fatal(err) }
	if err := j.AddObject(buf); err != nil { t.Fatal(err) }
	a, err := j.Lookup("double_it")
	if err != nil { t.Fatal(err) }
	if r := callI64(unsafe.Pointer(a), 21); r != 42 { t.Fatal(r) }
}
