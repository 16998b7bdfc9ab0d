package codegen

import (
	"tinygo.org/x/go-llvm"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Debug information (Options.DebugInfo): every compiled function gets a
// DWARF subprogram named as Julia names the function in stack traces, and
// every instruction the source line of the IR statement it comes from.
// LLVM's inliner turns these into inlining records (DILocation inlinedAt,
// DW_TAG_inlined_subroutine), so that a return address resolves to the
// line of the call in each function, inlined frames included (see
// package lineinfo). It only adds metadata: the machine code is the same.

// TopLevelName is the subprogram name of a top-level thunk.
const TopLevelName = "top-level scope"

// EntryName is the subprogram name of a generic entry (the boxed-argument
// wrapper of a specialized function): not a frame of its own, but the
// specialized code may be inlined into it.
const EntryName = "#generic-entry"

// debugInfo is the per-unit DWARF state.
type debugInfo struct {
	b     *llvm.DIBuilder
	cu    llvm.Metadata
	files map[string]llvm.Metadata
	subTy llvm.Metadata
}

// fnDebug is the per-function debug state: the subprogram, the scope of
// each file its statements come from, and the current location.
type fnDebug struct {
	sp     llvm.Metadata
	file   string
	scopes map[string]llvm.Metadata
	line   int
	scope  llvm.Metadata
}

func (g *gen) initDebugInfo() {
	if !g.opts.DebugInfo || g.opts.Device != nil {
		return
	}
	di := &debugInfo{b: llvm.NewDIBuilder(g.mod), files: map[string]llvm.Metadata{}}
	di.cu = di.b.CreateCompileUnit(llvm.DICompileUnit{
		Language:  llvm.DwarfLang(0x1f), // DW_LANG_Julia
		File:      g.opts.Prefix,
		Producer:  "kiln",
		Optimized: true,
	})
	di.subTy = di.b.CreateSubroutineType(llvm.DISubroutineType{})
	g.mod.AddNamedMetadataOperand("llvm.module.flags", g.ctx.MDNode([]llvm.Metadata{
		llvm.ConstInt(g.i32, 2, false).ConstantAsMetadata(), // Warning
		g.ctx.MDString("Dwarf Version"),
		llvm.ConstInt(g.i32, 4, false).ConstantAsMetadata(),
	}))
	g.mod.AddNamedMetadataOperand("llvm.module.flags", g.ctx.MDNode([]llvm.Metadata{
		llvm.ConstInt(g.i32, 2, false).ConstantAsMetadata(),
		g.ctx.MDString("Debug Info Version"),
		llvm.ConstInt(g.i32, 3, false).ConstantAsMetadata(),
	}))
	g.di = di
}

func (g *gen) finishDebugInfo() {
	if g.di != nil {
		g.di.b.Finalize()
		g.di.b.Destroy()
		g.di = nil
	}
}

func (g *gen) diFile(name string) llvm.Metadata {
	f, ok := g.di.files[name]
	if !ok {
		recorded := name
		if g.opts.FileName != nil {
			recorded = g.opts.FileName(name)
		}
		f = g.di.b.CreateFile(recorded, "")
		g.di.files[name] = f
	}
	return f
}

// frameName is the name Julia's stack traces give a function's inlined
// frames: the method's name (a callable object's type when it has none).
func frameName(ci *infer.CodeInstance) string {
	if ci.MI == nil {
		return TopLevelName
	}
	if n := ci.MI.Method.Name; n != "" {
		return n
	}
	if dt, ok := ci.MI.SpecTypes.Params[0].(*types.DataType); ok {
		return dt.Name.Name // a closure: #1
	}
	return types.ParamString(ci.MI.SpecTypes.Params[0])
}

// beginDebug attaches a subprogram to f (the code of ci) and points the
// builder at the function's first line.
func (g *gen) beginDebug(ci *infer.CodeInstance, f llvm.Value) {
	if g.di == nil {
		return
	}
	pos := ci.IR.Pos
	if ci.MI != nil && ci.MI.Method.Pos.Line != 0 {
		pos = ci.MI.Method.Pos
	}
	file := g.diFile(pos.File)
	sp := g.di.b.CreateFunction(file, llvm.DIFunction{
		Name:         frameName(ci),
		LinkageName:  f.Name(),
		File:         file,
		Line:         int(pos.Line),
		Type:         g.di.subTy,
		LocalToUnit:  true,
		IsDefinition: true,
		ScopeLine:    int(pos.Line),
		Optimized:    true,
	})
	f.SetSubprogram(sp)
	g.fn.dbg = &fnDebug{sp: sp, file: pos.File, scopes: map[string]llvm.Metadata{pos.File: sp}, line: int(pos.Line), scope: sp}
	g.restoreLoc()
}

// beginEntryDebug attaches a subprogram to the generic entry f of ci.
func (g *gen) beginEntryDebug(ci *infer.CodeInstance, f llvm.Value) {
	if g.di == nil || ci.MI == nil {
		return
	}
	pos := ci.MI.Method.Pos
	file := g.diFile(pos.File)
	sp := g.di.b.CreateFunction(file, llvm.DIFunction{
		Name:         EntryName,
		LinkageName:  f.Name(),
		File:         file,
		Line:         int(pos.Line),
		Type:         g.di.subTy,
		IsDefinition: true,
		ScopeLine:    int(pos.Line),
		Optimized:    true,
	})
	f.SetSubprogram(sp)
	g.fn.dbg = &fnDebug{sp: sp, file: pos.File, scopes: map[string]llvm.Metadata{pos.File: sp}, line: int(pos.Line), scope: sp}
	g.restoreLoc()
}

// setLoc makes pos the location of the instructions built next (a
// position without a line keeps the current one).
func (g *gen) setLoc(pos syntax.Pos) {
	d := g.fn.dbg
	if d == nil || pos.Line == 0 {
		return
	}
	file := pos.File
	if file == "" {
		file = d.file
	}
	sc, ok := d.scopes[file]
	if !ok {
		sc = g.di.b.CreateLexicalBlockFile(d.sp, g.diFile(file), 0)
		d.scopes[file] = sc
	}
	d.line, d.scope = int(pos.Line), sc
	g.restoreLoc()
}

// restoreLoc sets the builder's location to the function's current one
// (positioning the builder before an instruction takes that instruction's
// location), or clears it outside functions with debug information.
func (g *gen) restoreLoc() {
	if g.di == nil {
		return
	}
	if g.fn == nil || g.fn.dbg == nil {
		g.b.SetCurrentDebugLocation(0, 0, llvm.Metadata{}, llvm.Metadata{})
		return
	}
	g.b.SetCurrentDebugLocation(uint(g.fn.dbg.line), 0, g.fn.dbg.scope, llvm.Metadata{})
}

// resume continues building at the end of cur after an excursion to the
// entry block.
func (g *gen) resume(cur llvm.BasicBlock) {
	g.b.SetInsertPointAtEnd(cur)
	g.restoreLoc()
}
