package gpu

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/llvmx"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Compiler compiles device code for one target: it owns the GPU
// interpreter's inference engine and a PTX target machine.
type Compiler struct {
	Target Target
	// Engine infers under the target's owner (Interp is an *Interpreter).
	Engine *infer.Engine
	// Runtime returns the device runtime's signal_exception() inferred
	// under the target's owner (nil: throws only exit the thread).
	Runtime func() (*infer.CodeInstance, error)

	mu sync.Mutex
	tm *llvmx.TargetMachine
}

// NewCompiler returns a compiler for t whose engine resolves globals with
// globalType and dispatches through overlay first.
func NewCompiler(t Target, overlay *Overlay, globalType func(ref ir.GlobalRef) any) (*Compiler, error) {
	if err := t.Check(); err != nil {
		return nil, err
	}
	e := &infer.Engine{Interp: &Interpreter{Target: t, Overlay: overlay}, GlobalType: globalType}
	return &Compiler{Target: t, Engine: e}, nil
}

// Owner is the compiler's owner.
func (c *Compiler) Owner() infer.Owner { return c.Target.Owner() }

func (c *Compiler) machine() (*llvmx.TargetMachine, error) {
	if c.tm != nil {
		return c.tm, nil
	}
	tm, err := llvmx.PTXMachine(c.Target.SM(), c.Target.Feature())
	if err != nil {
		return nil, err
	}
	c.tm = tm
	return tm, nil
}

// Job is one compilation: a MethodInstance, as a kernel or a device
// function.
type Job struct {
	MI     *methods.MethodInstance
	Kernel bool
	// MaxThreads is the kernel's launch bound (.maxntid); 0 for none.
	MaxThreads int
}

// Result is a compiled job.
type Result struct {
	CI *infer.CodeInstance
	// Entry is the symbol of the kernel or device function.
	Entry string
	// LLVM is the optimized LLVM IR; PTX the assembly.
	LLVM string
	PTX  string
	// Cached says the PTX came from the CodeInstance's artifact.
	Cached bool
}

// Infer infers the job's MethodInstance under the target's owner.
func (c *Compiler) Infer(mi *methods.MethodInstance) (*infer.CodeInstance, error) {
	return c.Engine.InferMI(mi)
}

// Artifact is a kernel's compiled code. Compile stores its PTX text (a
// string: the whole unit, with the kernel's callees and the device
// runtime) in the kernel's CodeInstance.Artifacts under the key
// string(owner), which is what package images persist; the entry is the
// unit's one .entry.
type Artifact struct {
	Entry string
	PTX   string
}

// ArtifactOf returns the PTX artifact a CodeInstance holds for owner.
func ArtifactOf(ci *infer.CodeInstance, owner infer.Owner) (Artifact, bool) {
	v, ok := ci.Artifacts.Load(string(owner))
	if !ok {
		return Artifact{}, false
	}
	ptx, ok := v.(string)
	if !ok {
		return Artifact{}, false
	}
	return Artifact{Entry: entryOf(ptx), PTX: ptx}, true
}

// entryOf finds the first .entry name in PTX text.
func entryOf(ptx string) string {
	i := strings.Index(ptx, ".entry ")
	if i < 0 {
		return ""
	}
	s := ptx[i+len(".entry "):]
	if j := strings.IndexAny(s, "( \n"); j >= 0 {
		return s[:j]
	}
	return s
}

// Compile infers, validates and generates code for job. With wantLLVM it
// generates code even when the CodeInstance already holds PTX (to print
// the LLVM IR); otherwise a valid CodeInstance with an artifact for this
// owner is served from it (the in-memory kernel cache: redefining a callee
// invalidates the CodeInstance, and with it the artifact).
func (c *Compiler) Compile(job Job, wantLLVM bool) (*Result, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ci, err := c.Engine.InferMI(job.MI)
	if err != nil {
		return nil, err
	}
	if job.Kernel && !wantLLVM {
		if a, ok := ArtifactOf(ci, c.Owner()); ok {
			return &Result{CI: ci, Entry: a.Entry, PTX: a.PTX, Cached: true}, nil
		}
	}
	if err := Validate(ci, job.Kernel); err != nil {
		return nil, err
	}
	var rt *infer.CodeInstance
	if c.Runtime != nil {
		if rt, err = c.Runtime(); err != nil {
			return nil, fmt.Errorf("device runtime: %w", err)
		}
		if err := Validate(rt, false); err != nil {
			return nil, fmt.Errorf("device runtime: %w", err)
		}
	}
	tm, err := c.machine()
	if err != nil {
		return nil, err
	}
	dev := &codegen.Device{Kernels: map[*infer.CodeInstance]codegen.Kernel{}, Throw: rt}
	entry := ""
	if job.Kernel {
		entry = Mangle(job.MI)
		dev.Kernels[ci] = codegen.Kernel{Name: entry, MaxThreads: job.MaxThreads}
	}
	u, err := codegen.Compile([]*infer.CodeInstance{ci}, deviceLinker{}, codegen.Options{
		DataLayout: tm.DataLayout(), Triple: tm.Triple(), Prefix: "kiln_gpu", BoundsCheck: true, Device: dev})
	if err != nil {
		return nil, err
	}
	defer u.Ctx.Dispose()
	if !job.Kernel {
		entry = u.Entries[ci].Spec
	}
	if err := codegen.FinishDevice(u, false); err != nil {
		return nil, err
	}
	if err := llvmx.Verify(u.Mod); err != nil {
		return nil, fmt.Errorf("internal error: invalid LLVM IR for %s on %s: %v", job.MI, c.Owner(), err)
	}
	llvmx.SetFatalContext(fmt.Sprintf("while compiling %s for owner %s", job.MI, c.Owner()))
	if err := llvmx.Optimize(u.Mod, tm, "default<O2>"); err != nil {
		return nil, err
	}
	if err := codegen.FinishDevice(u, true); err != nil {
		return nil, err
	}
	if err := llvmx.Optimize(u.Mod, tm, "default<O1>"); err != nil {
		return nil, err
	}
	if err := codegen.FinishDevice(u, true); err != nil {
		return nil, err
	}
	// What optimization did not remove must be defined on the device.
	if syms := codegen.UndefinedSymbols(u); len(syms) > 0 {
		e := &InvalidIRError{Name: job.MI.String()}
		for _, s := range syms {
			e.Problems = append(e.Problems, Problem{Kind: KindUndefined, Reason: s + " is not available on the GPU",
				Backtrace: []Frame{{Function: funcName(job.MI), Pos: job.MI.Method.Pos}}})
		}
		return nil, e
	}
	ll := u.Mod.String()
	ptx, err := tm.EmitAssembly(u.Mod)
	if err != nil {
		return nil, err
	}
	if job.Kernel {
		ci.Artifacts.Store(string(c.Owner()), ptx)
	}
	return &Result{CI: ci, Entry: entry, LLVM: ll, PTX: ptx}, nil
}

// Mangle names a kernel's entry point as Itanium C++ names: _Z, the
// function's name and its argument types (ghosts omitted), each as
// length-prefixed identifiers.
func Mangle(mi *methods.MethodInstance) string {
	var sb strings.Builder
	sb.WriteString("_Z")
	ident := func(s string) {
		var b strings.Builder
		for _, r := range s {
			if r < 128 && (r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				b.WriteRune(r)
			} else {
				b.WriteByte('_')
			}
		}
		fmt.Fprintf(&sb, "%d%s", b.Len(), b.String())
	}
	ident(mi.Method.Name)
	n := 0
	for _, p := range mi.SpecTypes.Params[1:] {
		t := p.(types.Type)
		if types.IsSingleton(t) {
			continue
		}
		ident(strings.ReplaceAll(t.String(), " ", ""))
		n++
	}
	if n == 0 {
		sb.WriteString("v")
	}
	return sb.String()
}

// deviceLinker names host run-time objects for device code generation:
// device code can refer to none of them, so every name it hands out is
// left undefined and reported (UndefinedSymbols) unless optimization
// removed the reference.
type deviceLinker struct{}

func (deviceLinker) TypeDesc(t *types.DataType) string      { return fmt.Sprintf("kiln.host.T.%d", t.ID) }
func (deviceLinker) Instance(t *types.DataType) string      { return fmt.Sprintf("kiln.host.I.%d", t.ID) }
func (deviceLinker) TypeObject(t types.Type) string         { return "kiln.host.TT." + types.TypeKey(t) }
func (deviceLinker) SymbolObject(name string) string        { return "kiln.host.S." + name }
func (deviceLinker) GlobalDeclType(ir.GlobalRef) types.Type { return nil }
func (deviceLinker) WellKnown(string) types.Type            { return nil }
func (deviceLinker) ConstObject(any) (string, bool)         { return "", false }

// ToplevelForm: device code has no top level.
func (deviceLinker) ToplevelForm(syntax.Node, any) (int64, error) {
	return 0, fmt.Errorf("top-level definitions are not supported in device code")
}
func (deviceLinker) GlobalSlot(ref ir.GlobalRef) (string, error) {
	return "", errors.New("device code cannot access the global " + ref.Name + " (it lives in host memory)")
}

// DataLayout is the LLVM data layout of the target's device code (kernel
// parameters are laid out by it).
func (c *Compiler) DataLayout() (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	tm, err := c.machine()
	if err != nil {
		return "", err
	}
	return tm.DataLayout(), nil
}
