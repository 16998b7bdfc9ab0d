package lower

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// macroName returns the name of a macro call's macro (@show for both
// @show and Base.@show).
func macroName(e *syntax.Expr) string {
	if len(e.Args) == 0 {
		return ""
	}
	switch x := e.Args[0].(type) {
	case *syntax.Ident:
		return x.Name
	case *syntax.Expr:
		if x.Head == syntax.HeadDotCall && len(x.Args) == 2 {
			if q, ok := x.Args[1].(*syntax.QuoteNode); ok {
				if id, ok := q.Value.(*syntax.Ident); ok {
					return id.Name
				}
			}
		}
	}
	return ""
}

// knownMacros are the macros lowering expands and the macros of Julia's
// Base and standard libraries that Kiln does not have (lowering says
// "not supported" for those); any other name is not defined.
var knownMacros = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`@inbounds @boundscheck @inline @noinline @propagate_inbounds @simd
		@fastmath @views @nospecialize @specialize @polly @label_free @doc @compile_workload
		@precompile_all_calls @setup_workload @precompile_setup @show @assert @time @elapsed @printf @sprintf @cuda @v_str
		@b_str @raw_str @__LINE__ @__FILE__ @__DIR__ @__MODULE__ @r_str @generated @eval @threads
		@spawn @sync @async @. @__dot__ @macroexpand @macroexpand1 @kwdef @enum @view @isdefined
		@static @debug @info @warn @error @timev @timed @allocated @allocations @task @goto @label
		@ccall @cfunction @which @code_typed @code_lowered @code_llvm @code_native
		@code_warntype @evalpoly @NamedTuple @Kwargs @locals @invoke @invokelatest @atomic
		@big_str @int128_str @uint128_str @cmd @s_str @html_str @text_str @MIME_str
		@assume_effects @constprop @lock @something @test @testset @test_throws @test_broken
		@test_skip @test_logs @test_warn @inferred @device_override @lazy_str @dotimes @gensym
		@recompile_invalidations @dateformat_str @device_code_llvm @device_code_ptx @cuprintf @cushow @tturbo @turbo @nexprs @ncall @nloops @float16_str @bitstype @__dot__`) {
		knownMacros[n] = true
	}
}

// loweredMacros are the macros of Julia's Base that lowering expands
// itself (builder.macro) although Base also declares them, as Julia does,
// so that programs can ask about them (`isdefined(Base, Symbol("@inline"))`,
// `hasmethod(getfield(Base, Symbol("@inline")), (LineNumberNode, Module))`).
var loweredMacros = map[string]bool{"@inline": true, "@noinline": true}

// LoweredMacro reports whether name (@m) is a macro that lowering expands
// even where Base declares a binding for it: a call of Base's binding is
// expanded by lowering, not by calling the declared method.
func LoweredMacro(name string) bool { return loweredMacros[name] }

// KnownMacro reports whether name (@m) is a macro that lowering expands
// or a macro of Julia's libraries; the driver reports other macro names
// that are not defined as UndefVarError.
func KnownMacro(name string) bool { return knownMacros[name] }

// AssertExpansion is what Julia's @assert (base/error.jl) returns for the
// macro call e, for @macroexpand to show: `cond ? nothing :
// Base.throw(Base.AssertionError(msg))`, where msg is the condition's text,
// a string literal as written, Main.Base.string(m) of a message m that is
// an expression or a name, or the text of any other literal message.
// Lowering expands @assert itself; base is the Base module (for the
// global references). ok is false for a call @assert does not take.
func AssertExpansion(e *syntax.Expr, base any) (n syntax.Node, ok bool) {
	args := e.Args[1:]
	if len(args) == 0 || len(args) > 2 {
		return nil, false
	}
	pos := e.P
	var msg syntax.Node
	if len(args) == 1 {
		msg = &syntax.Literal{Kind: syntax.LitString, Value: unparse(args[0]), P: pos}
	} else {
		switch m := args[1].(type) {
		case *syntax.Literal:
			if m.Kind == syntax.LitString {
				msg = m
			} else {
				msg = &syntax.Literal{Kind: syntax.LitString, Value: unparse(m), P: pos}
			}
		case *syntax.Expr, *syntax.Ident:
			path := &syntax.Expr{Head: syntax.HeadDotCall, P: pos, Args: []syntax.Node{
				&syntax.Expr{Head: syntax.HeadDotCall, P: pos, Args: []syntax.Node{
					&syntax.Ident{Name: "Main", P: pos},
					&syntax.QuoteNode{Value: &syntax.Ident{Name: "Base", P: pos}, P: pos}}},
				&syntax.QuoteNode{Value: &syntax.Ident{Name: "string", P: pos}, P: pos}}}
			msg = &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{path, m}}
		default:
			msg = &syntax.Literal{Kind: syntax.LitString, Value: unparse(m), P: pos}
		}
	}
	throw := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&GlobalRef{Module: base, Name: "throw", P: pos},
		&syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
			&GlobalRef{Module: base, Name: "AssertionError", P: pos}, msg}}}}
	return &syntax.Expr{Head: syntax.HeadIf, P: pos, Args: []syntax.Node{
		args[0], &Value{V: types.NothingValue, P: pos}, throw}}, true
}

// macro expands the built-in macros.
func (b *builder) macro(e *syntax.Expr, want bool) *ir.Value {
	name := macroName(e)
	args := e.Args[1:]
	pos := e.P
	switch name {
	case "@inbounds":
		if len(args) != 1 {
			fail(pos, "@inbounds takes one expression")
		}
		b.inbounds++
		v := b.expr(args[0], want)
		b.inbounds--
		return v
	case "@boundscheck":
		// if Core._boundscheck() … end: the block is skipped in the
		// @inbounds variant of the function (codegen/inbounds.go).
		if len(args) != 1 {
			fail(pos, "@boundscheck takes one expression")
		}
		c := b.coreCall(pos, "_boundscheck")
		yes, join := b.newBlock(), b.newBlock()
		b.branch(c, yes, join, pos)
		b.start(yes, true)
		b.expr(args[0], false)
		b.jump(join, pos)
		b.startJoin(join)
		return b.unit(pos, want)
	case "@views":
		if len(args) != 1 {
			fail(pos, "@views takes one expression")
		}
		return b.expr(viewsRewrite(args[0]), want)
	case "@inline", "@noinline", "@propagate_inbounds", "@simd", "@fastmath", "@nospecialize", "@specialize", "@polly", "@label_free":
		if name == "@nospecialize" || name == "@specialize" {
			// In a body, @nospecialize(x) is a no-op annotation.
			if len(args) == 0 || !isDefinition(args[len(args)-1]) {
				return b.unit(pos, want)
			}
		}
		if len(args) == 0 {
			return b.unit(pos, want)
		}
		if name == "@simd" {
			return b.simdLoop(pos, args, want)
		}
		return b.expr(args[len(args)-1], want)
	case "@doc":
		if len(args) >= 2 {
			if docSignatureOnly(args[len(args)-1]) {
				return b.unit(pos, want)
			}
			return b.expr(args[len(args)-1], want)
		}
	case "@compile_workload", "@precompile_all_calls":
		// Inside other code (a let of a setup block): the driver tracks
		// the whole enclosing top-level statement.
		if len(args) != 1 {
			fail(pos, "%s takes one block", name)
		}
		return b.expr(args[0], want)
	case "@view":
		// @view A[i...] is view(A, i...), `end` meaning A's.
		if r, ok := args[0].(*syntax.Expr); len(args) == 1 && ok && r.Head == syntax.HeadRef {
			return b.val(indexCall("view", r.P, r.Args))
		}
		fail(pos, "the @view macro requires a reference expression A[...] as its argument")
	case "@ccall":
		if len(args) != 1 {
			fail(pos, "@ccall takes one expression of the form f(a::T, ...)::R")
		}
		e, fixed := ccallMacroExpansion(args[0], pos)
		return b.ccallWith(e, fixed)
	case "@cfunction":
		// @cfunction(f, R, (A, B)) → Core._cfunction(f, R, Core.tuple(A, B)):
		// a C function pointer that calls f on arguments of types A and B
		// and returns its result converted to R (codegen's cfunction
		// wrapper; Base._cfunction_call converts).
		if len(args) != 3 {
			fail(pos, "@cfunction takes a function, a return type and a tuple of argument types")
		}
		if e, ok := args[0].(*syntax.Expr); ok && e.Head == syntax.HeadDollar {
			fail(pos, "@cfunction of a closure (`$f`) is not supported; pass a named function")
		}
		tt, ok := args[2].(*syntax.Expr)
		if !ok || tt.Head != syntax.HeadTuple {
			fail(args[2].Pos(), "@cfunction: the argument types must be a tuple literal")
		}
		ats := make([]*ir.Value, len(tt.Args))
		for i, a := range tt.Args {
			ats[i] = b.val(a)
		}
		return b.coreCall(pos, "_cfunction", b.val(args[0]), b.val(args[1]), b.coreCall(tt.P, "tuple", ats...))
	case "@show":
		var last *ir.Value
		for _, a := range args {
			v := b.val(a)
			text := unparseShow(b.l.source(a)) + " = "
			b.baseCall(a.Pos(), "println", b.constant(text, a.Pos()), b.baseCall(a.Pos(), "repr", v))
			last = v
		}
		if last == nil {
			return b.unit(pos, want)
		}
		return last
	case "@assert":
		if len(args) == 0 || len(args) > 2 {
			fail(pos, "@assert takes a condition and an optional message")
		}
		ok, bad := b.newBlock(), b.newBlock()
		b.cond(args[0], ok, bad)
		b.start(bad, true)
		var msg *ir.Value
		if len(args) == 2 {
			if lit, isLit := args[1].(*syntax.Literal); isLit && lit.Kind == syntax.LitString {
				msg = b.literal(lit)
			} else {
				msg = b.baseCall(pos, "string", b.val(args[1]))
			}
		} else {
			msg = b.constant(unparse(b.l.source(args[0])), pos)
		}
		b.throw(pos, b.baseCall(pos, "AssertionError", msg))
		b.start(ok, true)
		return b.unit(pos, want)
	case "@time", "@elapsed":
		// @time is Base's macro (base/timing.jl, with the allocation
		// count); this expansion serves code that does not see it (Base
		// itself, lowering alone).
		if len(args) != 1 {
			fail(pos, "%s takes one expression", name)
		}
		t0 := b.baseCall(pos, "time_ns")
		v := b.val(args[0])
		t1 := b.baseCall(pos, "time_ns")
		dt := b.baseCall(pos, "-", t1, t0)
		if name == "@elapsed" {
			return b.baseCall(pos, "/", dt, b.constant(1e9, pos))
		}
		zero := b.constant(int64(0), pos)
		b.baseCall(pos, "time_print", dt, zero, zero, zero, zero, zero, b.trueC)
		return v
	case "@printf", "@sprintf":
		return b.printf(e, name == "@sprintf")
	case "@cuda":
		return b.expr(cudaExpansion(e), want)
	case "@v_str":
		return b.versionString(e)
	case "@MIME_str":
		// MIME"text/plain" is the type Base.MIME{Symbol("text/plain")}.
		if len(e.Args) == 2 {
			if lit, ok := e.Args[1].(*syntax.Literal); ok && lit.Kind == syntax.LitString {
				return b.coreCall(pos, "apply_type", b.base("MIME", pos), b.constant(types.Symbol(lit.Value.(string)), pos))
			}
		}
		fail(pos, "invalid MIME literal")
	case "@cmd":
		return b.cmdLiteral(e)
	case "@b_str":
		if len(args) == 1 {
			if lit, ok := args[0].(*syntax.Literal); ok && lit.Kind == syntax.LitString {
				// Julia's @b_str: codeunits(unescape_string(s)), so
				// b"\xff\u2200" is the bytes ff e2 88 80.
				if raw, ok := lit.Value.(string); ok {
					if u, ok := syntax.Unescape(raw); ok {
						return b.baseCall(pos, "codeunits", b.constant(u, pos))
					}
					fail(pos, "invalid escape sequence in b\"...\" literal")
				}
				return b.baseCall(pos, "codeunits", b.literal(lit))
			}
		}
	case "@raw_str":
		if len(args) == 1 {
			if lit, ok := args[0].(*syntax.Literal); ok && lit.Kind == syntax.LitString {
				return b.literal(lit)
			}
		}
	case "@__LINE__":
		return b.constant(int64(pos.Line), pos)
	case "@__FILE__":
		// Julia's is the absolute path of the file (include makes it
		// absolute), "none" for kiln -e.
		return b.constant(absSourcePath(pos.File), pos)
	case "@__DIR__":
		// abspath(dirname(file)); the working directory for kiln -e.
		file := absSourcePath(pos.File)
		dir := filepath.Dir(file)
		if !filepath.IsAbs(file) {
			dir, _ = os.Getwd()
		}
		return b.constant(dir, pos)
	case "@r_str":
		// r"pat"flags → Base._regex_literal("pat", "flags"): the pattern is
		// compiled at its first evaluation and kept (Julia compiles it when
		// the macro expands).
		if pat, flags, ok := strMacroArgs(args); ok {
			return b.baseCall(pos, "_regex_literal", b.literal(pat), b.constant(flags, pos))
		}
		fail(pos, "r\"…\" takes a string literal and optional flags")
	case "@dateformat_str":
		// dateformat"…" → DateFormat("…") (Dates exports both); Julia builds
		// the DateFormat when the macro expands.
		if f, flags, ok := strMacroArgs(args); ok && flags == "" {
			call := &syntax.Expr{Head: syntax.HeadCall, Args: []syntax.Node{&syntax.Ident{Name: "DateFormat", P: pos}, f}, P: pos}
			return b.expr(call, true)
		}
		fail(pos, "dateformat\"…\" takes a string literal")
	case "@big_str", "@int128_str", "@uint128_str":
		// big"…" → Base._big_str("…"), int128"…" → parse(Int128, "…"):
		// parsed when the expression runs (Julia: when the macro expands;
		// the value and the errors are the same).
		if s, flags, ok := strMacroArgs(args); ok && flags == "" {
			switch name {
			case "@big_str":
				return b.baseCall(pos, "_big_str", b.literal(s))
			case "@int128_str":
				return b.baseCall(pos, "parse", b.base("Int128", pos), b.literal(s))
			default:
				return b.baseCall(pos, "parse", b.base("UInt128", pos), b.literal(s))
			}
		}
		fail(pos, "%s\"…\" takes a string literal", strings.TrimSuffix(strings.TrimPrefix(name, "@"), "_str"))
	case "@s_str":
		if pat, flags, ok := strMacroArgs(args); ok && flags == "" {
			return b.baseCall(pos, "SubstitutionString", b.literal(pat))
		}
		fail(pos, "s\"…\" takes a string literal")
	case "@generated":
		if len(args) == 0 {
			// `if @generated … else … end`: Julia may take either branch
			// and requires both to mean the same; Kiln always takes the
			// non-generated one.
			return b.constant(false, pos)
		}
		fail(pos, "local `@generated` functions are not supported")
	case "@eval":
		// @eval ex is Core.eval(mod, quote ex end); @eval M ex evaluates
		// in module M.
		var mod *ir.Value
		switch len(args) {
		case 1:
			mod = b.constant(b.l.mod, pos)
		case 2:
			mod = b.val(args[0])
		default:
			fail(pos, "wrong number of arguments to @eval")
		}
		return b.coreCall(pos, "eval", mod, b.quote(args[len(args)-1], 1))
	case "@threads":
		// Kiln runs Julia code on one thread, where Julia's
		// `Threads.@threads [schedule] for ... end` runs the iterations
		// in order on that thread (Threads.nthreads() is 1): the loop is
		// lowered as a plain `for`.
		if len(args) == 0 || len(args) > 2 {
			fail(pos, "wrong number of arguments in @threads")
		}
		if len(args) == 2 {
			sched, ok := args[0].(*syntax.QuoteNode)
			id, isID := (*syntax.Ident)(nil), false
			if ok {
				id, isID = sched.Value.(*syntax.Ident)
			}
			if !isID || id.Name != "static" && id.Name != "dynamic" && id.Name != "greedy" {
				fail(pos, "unsupported schedule argument in @threads %s", unparse(args[0]))
			}
		}
		loop, ok := args[len(args)-1].(*syntax.Expr)
		if !ok || loop.Head != syntax.HeadFor {
			fail(pos, "@threads requires a `for` loop expression")
		}
		return b.expr(loop, want)
	case "@.", "@__dot__":
		fail(pos, "broadcasting (dot syntax) is not supported")
	case "@macroexpand", "@macroexpand1":
		fail(pos, "%s takes one expression", name)
	case "@__MODULE__":
		return b.constant(b.l.mod, pos)
	case "@evalpoly":
		// Julia's @evalpoly(z, c...) is evalpoly(z, (c...,)).
		if len(args) < 1 {
			fail(pos, "@evalpoly takes a point and coefficients")
		}
		coeffs := &syntax.Expr{Head: syntax.HeadTuple, P: pos, Args: args[1:]}
		return b.expr(topCall(pos, "evalpoly", args[0], coeffs), want)
	case "@label", "@goto":
		// Julia's symbolic labels: a jump to a label anywhere in the same
		// function. The label's block is sealed at the end (a jump back
		// may come later).
		id, ok := (*syntax.Ident)(nil), len(args) == 1
		if ok {
			id, ok = args[0].(*syntax.Ident)
		}
		if !ok {
			fail(pos, "%s takes a label name", name)
		}
		l := b.label(id.Name, pos)
		if name == "@goto" {
			b.gotoLabel(l, id.Name, pos)
			return b.unit(pos, want)
		}
		if l.defined {
			fail(pos, "label \"%s\" defined multiple times", id.Name)
		}
		l.defined, l.pos = true, pos
		l.handlers, l.fins, l.catches = b.handlers, len(b.fins), append([]*catchCtx(nil), b.catches...)
		b.jump(l.blk, pos)
		b.start(l.blk, false)
		return b.unit(pos, want)
	case "@isdefined":
		// Julia's Expr(:isdefined, x): a local variable is checked for
		// having been assigned, any other name is a global of the module.
		if len(args) == 1 {
			if id, ok := args[0].(*syntax.Ident); ok {
				if v := b.r.refs[id]; v != nil {
					return b.isDefinedVar(v, pos)
				}
				return b.baseCall(pos, "_isdefined_global", b.constant(b.l.mod, pos), b.sym(id.Name, pos))
			}
		}
		fail(pos, "invalid @isdefined: expected a variable name")
	}
	if name == "" {
		fail(pos, "invalid macro call")
	}
	fail(pos, "macro `%s` is not supported", name)
	return nil
}

// printf expands @printf([io,] fmt, args...) to
// Printf.format(io, Printf.Format(fmt), args...) (io defaults to
// Base.stdout) and @sprintf(fmt, args...) to
// Printf.format(Printf.Format(fmt), args...).
func (b *builder) printf(e *syntax.Expr, sprintf bool) *ir.Value {
	args := e.Args[1:]
	pos := e.P
	var io *ir.Value
	if !sprintf && len(args) > 0 {
		if lit, ok := args[0].(*syntax.Literal); !ok || lit.Kind != syntax.LitString {
			io = b.val(args[0])
			args = args[1:]
		}
	}
	if len(args) == 0 {
		fail(pos, "%s: missing format string", macroName(e))
	}
	lit, ok := args[0].(*syntax.Literal)
	if !ok || lit.Kind != syntax.LitString {
		fail(args[0].Pos(), "%s: the format must be a string literal", macroName(e))
	}
	if str, isStr := lit.Value.(string); isStr {
		if v, ok := b.printfTyped(pos, io, str, args[1:], sprintf); ok {
			return v
		}
	}
	fmtv := b.call(pos, b.ref(ir.PrintfModule, "Format", pos), b.literal(lit))
	vals, splat := b.args(args[1:])
	pre := []*ir.Value{fmtv}
	if !sprintf {
		if io == nil {
			io = b.base("stdout", pos)
		}
		pre = []*ir.Value{io, fmtv}
	}
	return b.callSplat(pos, b.ref(ir.PrintfModule, "format", pos), append(pre, vals...), append(make([]bool, len(pre)), splat...))
}

// versionString expands v"1.2.3" to Base.VersionNumber(1, 2, 3).
func (b *builder) versionString(e *syntax.Expr) *ir.Value {
	pos := e.P
	if len(e.Args) != 2 {
		fail(pos, "invalid version literal")
	}
	lit, ok := e.Args[1].(*syntax.Literal)
	if !ok || lit.Kind != syntax.LitString {
		fail(pos, "invalid version literal")
	}
	s := strings.TrimPrefix(lit.Value.(string), "v")
	if strings.ContainsAny(s, "-+") {
		// v"1.5-", v"1.2.3-rc1+build": Base.VersionNumber parses the
		// pre-release and build identifiers.
		return b.baseCall(pos, "VersionNumber", b.constant(lit.Value.(string), pos))
	}
	parts := strings.Split(s, ".")
	if len(parts) == 0 || len(parts) > 3 {
		fail(pos, "invalid version string: %s", lit.Value.(string))
	}
	var nums []*ir.Value
	for _, p := range parts {
		n, err := strconv.ParseUint(p, 10, 32)
		if err != nil {
			fail(pos, "invalid version string: %s", lit.Value.(string))
		}
		nums = append(nums, b.constant(int64(n), pos))
	}
	for len(nums) < 3 {
		nums = append(nums, b.constant(int64(0), pos))
	}
	return b.baseCall(pos, "VersionNumber", nums...)
}

// cudaExpansion expands @cuda threads=t blocks=b shmem=s f(args...) to
// CUDA.launch_kernel(f, t, b, s, args...) (defaults 1, 1, 0), as CUDA.jl's
// @cuda: CUDA is the module the user's `using CUDA` binds.
func cudaExpansion(e *syntax.Expr) syntax.Node {
	pos := e.P
	args := e.Args[1:]
	if len(args) == 0 {
		fail(pos, "@cuda: missing the kernel call (@cuda threads=... blocks=... f(args...))")
	}
	call, ok := args[len(args)-1].(*syntax.Expr)
	if !ok || call.Head != syntax.HeadCall || len(call.Args) == 0 {
		fail(args[len(args)-1].Pos(), "@cuda: the last argument must be a call f(args...)")
	}
	for _, a := range call.Args[1:] {
		if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadKw || x.Head == syntax.HeadParameters) {
			fail(a.Pos(), "@cuda: kernels take no keyword arguments")
		}
	}
	kw := map[string]syntax.Node{
		"threads": &syntax.Literal{Kind: syntax.LitInt64, Value: int64(1), P: pos},
		"blocks":  &syntax.Literal{Kind: syntax.LitInt64, Value: int64(1), P: pos},
		"shmem":   &syntax.Literal{Kind: syntax.LitInt64, Value: int64(0), P: pos},
	}
	seen := map[string]bool{}
	for _, a := range args[:len(args)-1] {
		x, ok := a.(*syntax.Expr)
		if !ok || (x.Head != syntax.HeadAssign && x.Head != syntax.HeadKw) || len(x.Args) != 2 {
			fail(a.Pos(), "@cuda: expected keyword=value before the kernel call")
		}
		id, ok := x.Args[0].(*syntax.Ident)
		if !ok {
			fail(a.Pos(), "@cuda: expected keyword=value before the kernel call")
		}
		if _, known := kw[id.Name]; !known {
			fail(a.Pos(), "@cuda: unsupported keyword %s (Kiln supports threads, blocks and shmem)", id.Name)
		}
		if seen[id.Name] {
			fail(a.Pos(), "@cuda: keyword %s given twice", id.Name)
		}
		seen[id.Name] = true
		kw[id.Name] = x.Args[1]
	}
	fn := &syntax.Expr{Head: syntax.HeadDotCall, P: pos, Args: []syntax.Node{
		&syntax.Ident{Name: "CUDA", P: pos},
		&syntax.QuoteNode{Value: &syntax.Ident{Name: "launch_kernel", P: pos}, P: pos}}}
	out := []syntax.Node{fn, call.Args[0], kw["threads"], kw["blocks"], kw["shmem"]}
	out = append(out, call.Args[1:]...)
	return &syntax.Expr{Head: syntax.HeadCall, P: call.P, Args: out}
}

// macroDef lowers `macro m(args...) body end` to the method
// var"@m"(__source__::LineNumberNode, __module__::Module, args...) of the
// function @m, as Julia defines macros.
func (l *lowerer) macroDef(e *syntax.Expr) {
	if len(e.Args) != 2 {
		fail(e.P, "invalid macro definition")
	}
	sig, ok := e.Args[0].(*syntax.Expr)
	if !ok || sig.Head != syntax.HeadCall || len(sig.Args) == 0 {
		fail(e.P, "invalid macro definition")
	}
	id, ok := sig.Args[0].(*syntax.Ident)
	if !ok {
		fail(e.P, "invalid macro name")
	}
	p := sig.P
	decl := func(name, typ string) syntax.Node {
		return &syntax.Expr{Head: syntax.HeadDecl, P: p, Args: []syntax.Node{
			&syntax.Ident{Name: name, P: p}, &syntax.Ident{Name: typ, P: p}}}
	}
	args := []syntax.Node{&syntax.Ident{Name: "@" + id.Name, P: id.P}, decl("__source__", "LineNumberNode"), decl("__module__", "Module")}
	args = append(args, sig.Args[1:]...)
	fn := &syntax.Expr{Head: syntax.HeadFunction, P: e.P, Args: []syntax.Node{
		&syntax.Expr{Head: syntax.HeadCall, P: p, Args: args}, e.Args[1]}}
	l.toplevel(fn)
}

// strMacroArgs reads the arguments of a non-standard string literal
// (`@x_str "text" ["suffix"]`): the text's literal and the suffix.
func strMacroArgs(args []syntax.Node) (*syntax.Literal, string, bool) {
	if len(args) < 1 || len(args) > 2 {
		return nil, "", false
	}
	lit, ok := args[0].(*syntax.Literal)
	if !ok || lit.Kind != syntax.LitString {
		return nil, "", false
	}
	flags := ""
	if len(args) == 2 {
		f, ok := args[1].(*syntax.Literal)
		if !ok || f.Kind != syntax.LitString {
			return nil, "", false
		}
		flags, _ = f.Value.(string)
	}
	return lit, flags, true
}

// viewsRewrite is Julia's @views (base/views.jl _views): every A[i...]
// read in n becomes Base.maybeview(A, i...) (a view, or the element for
// scalar indices), `end` meaning A's; the target of an assignment stays
// an indexing (its indices are rewritten), as in Julia. Quoted code is
// left alone.
func viewsRewrite(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return n
	}
	rewriteAll := func(args []syntax.Node) []syntax.Node {
		out := make([]syntax.Node, len(args))
		for i, a := range args {
			out[i] = viewsRewrite(a)
		}
		return out
	}
	switch e.Head {
	case syntax.HeadQuote, headIndexCall:
		return e
	case syntax.HeadRef:
		return indexCall("maybeview", e.P, rewriteAll(e.Args))
	}
	if isAssignHead(e.Head) && len(e.Args) == 2 {
		lhs := e.Args[0]
		if r, ok := lhs.(*syntax.Expr); ok && r.Head == syntax.HeadRef {
			lhs = &syntax.Expr{Head: syntax.HeadRef, P: r.P, Args: rewriteAll(r.Args)}
		} else {
			lhs = viewsRewrite(lhs)
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{lhs, viewsRewrite(e.Args[1])}}
	}
	return &syntax.Expr{Head: e.Head, P: e.P, Args: rewriteAll(e.Args)}
}

// isAssignHead reports whether h is =, .= or an updating assignment
// (+=, .*=, …).
func isAssignHead(h syntax.Head) bool {
	s := string(h)
	if h == syntax.HeadAssign || isUpdateHead(h) {
		return true
	}
	return s == ".="
}

// absSourcePath is a source file's absolute path, as Julia's include
// records it; code that is not from a file (kiln -e: "none") and Kiln's
// embedded Base ("base/…") keep their names.
func absSourcePath(file string) string {
	if file == "" || file == "none" || strings.HasPrefix(file, "base/") || strings.HasPrefix(file, "REPL[") || filepath.IsAbs(file) {
		return file
	}
	return AbsPath(file)
}

// startDir is the working directory the process started in. A source
// file named by a relative path (a script on the command line, a file it
// includes) is relative to it: Julia makes the path absolute when it
// includes the file, so a later cd changes neither @__FILE__, @__DIR__
// nor where the file's own includes are found.
var startDir, _ = os.Getwd()

// AbsPath is path made absolute against the directory the process started
// in (the working directory at that time, not after a cd).
func AbsPath(path string) string {
	if filepath.IsAbs(path) {
		return filepath.Clean(path)
	}
	if startDir != "" {
		return filepath.Join(startDir, path)
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// ccallMacroExpansion rewrites Julia's @ccall form (base/c.jl, ccall_macro_parse)
// into the ccall call it stands for: `@ccall f(a::A, b::B)::R` is
// ccall(:f, R, (A, B), a, b), `@ccall lib.f(...)` is ccall((:f, lib), ...),
// and `@ccall $p(...)` calls the function pointer p. The return type
// defaults to Cvoid. Variadic C functions (`; c::C`) are not supported.
func ccallMacroExpansion(n syntax.Node, pos syntax.Pos) (*syntax.Expr, int) {
	var ret syntax.Node = &syntax.Ident{Name: "Cvoid", P: pos}
	call, ok := n.(*syntax.Expr)
	if ok && call.Head == syntax.HeadDecl && len(call.Args) == 2 {
		ret = call.Args[1]
		call, ok = call.Args[0].(*syntax.Expr)
	}
	if !ok || call.Head != syntax.HeadCall || len(call.Args) == 0 {
		fail(pos, "@ccall needs a function call")
	}
	var fn syntax.Node
	switch f := call.Args[0].(type) {
	case *syntax.Ident:
		fn = &syntax.QuoteNode{Value: f, P: f.P}
	case *syntax.Expr:
		switch {
		case f.Head == syntax.HeadDollar && len(f.Args) == 1:
			fn = f.Args[0]
		case f.Head == syntax.HeadDotCall && len(f.Args) == 2:
			q, isQ := f.Args[1].(*syntax.QuoteNode)
			if !isQ {
				fail(pos, "@ccall: the function must be a name, lib.name or $pointer")
			}
			fn = &syntax.Expr{Head: syntax.HeadTuple, P: f.P, Args: []syntax.Node{q, f.Args[0]}}
		default:
			fail(pos, "@ccall: the function must be a name, lib.name or $pointer")
		}
	default:
		fail(pos, "@ccall: the function must be a name, lib.name or $pointer")
	}
	tt := &syntax.Expr{Head: syntax.HeadTuple, P: pos}
	out := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{&syntax.Ident{Name: "ccall", P: pos}, fn, ret, tt}}
	fixed := -1
	add := func(a syntax.Node) {
		d, isD := a.(*syntax.Expr)
		if !isD || d.Head != syntax.HeadDecl || len(d.Args) != 2 {
			fail(a.Pos(), "@ccall: args in @ccall need type annotations. '%s' doesn't have one.", unparse(a))
		}
		tt.Args = append(tt.Args, d.Args[1])
		out.Args = append(out.Args, d.Args[0])
	}
	var params *syntax.Expr
	for _, a := range call.Args[1:] {
		if d, isD := a.(*syntax.Expr); isD && d.Head == syntax.HeadParameters {
			params = d
			continue
		}
		add(a)
	}
	if params != nil {
		// f(fixed...; variadic...): a C variadic function
		fixed = len(tt.Args)
		for _, a := range params.Args {
			add(a)
		}
	}
	return out, fixed
}

// docSignatureOnly reports whether a documented expression only names what
// it documents, and is not evaluated: a call signature `f(x, y)` (also with
// `where`), a name, or a qualified name `M.f`. Julia's Docs (calldoc and
// objectdoc with no definition, base/docs/Docs.jl) record the docstring
// for such a target and evaluate nothing, so `"doc" get!(collection, key,
// default)` needs no variables called collection, key and default.
func docSignatureOnly(ex syntax.Node) bool {
	switch x := ex.(type) {
	case *syntax.Ident:
		return true
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadCall:
			return true
		case syntax.HeadWhere:
			return len(x.Args) > 0 && docSignatureOnly(x.Args[0])
		case syntax.HeadDotCall:
			if len(x.Args) == 2 {
				_, q := x.Args[1].(*syntax.QuoteNode)
				return q
			}
		}
	}
	return false
}
