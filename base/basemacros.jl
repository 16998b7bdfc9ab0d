# This file is a part of Kiln's Base library.
#
# basemacros.jl — Base macros written in Julia, after Julia 1.10's own
# (base/util.jl: @kwdef; base/osutils.jl: @static; base/some.jl: @something,
# @coalesce): the macro system expands them like user macros. The macros
# that need the compiler (@inbounds, @isdefined, @view, @time, ...) are
# expanded by lowering (lower/macro.go).

# @isdefined of a global (lower/macro.go): whether module m has a value
# for name (Julia: isdefined(m, name) for a binding it sees).
function _isdefined_global(m::Module, name::Symbol)
    try
        getfield(m, name)
        return true
    catch
        return false
    end
end

"""
    @kwdef typedef

Define a keyword constructor for the struct `typedef` (Julia's
`Base.@kwdef`): fields with `= default` get that default, the others are
required keywords (`UndefKeywordError` when missing).
"""
macro kwdef(expr)
    expr = macroexpand(__module__, expr) # to expand @static
    Meta.isexpr(expr, :struct) || error("Invalid usage of @kwdef")
    T = expr.args[2]
    if T isa Expr && T.head === :<:
        T = T.args[1]
    end

    params_ex = Expr(:parameters)
    call_args = Any[]

    _kwdef!(expr.args[3], params_ex.args, call_args)
    # Only define a constructor if the type has fields, otherwise we'll get a stack
    # overflow on construction
    if !isempty(params_ex.args)
        if T isa Symbol
            sig = :(($(esc(T)))($params_ex))
            call = :(($(esc(T)))($(call_args...)))
            body = Expr(:block, __source__, call)
            kwdefs = Expr(:function, sig, body)
        elseif Meta.isexpr(T, :curly)
            # if T == S{A<:AA,B<:BB}, define two methods
            #   S(...) = ...
            #   S{A,B}(...) where {A<:AA,B<:BB} = ...
            S = T.args[1]
            P = T.args[2:end]
            Q = Any[Meta.isexpr(U, :<:) ? U.args[1] : U for U in P]
            SQ = :($S{$(Q...)})
            body1 = Expr(:block, __source__, :(($(esc(S)))($(call_args...))))
            sig1 = :(($(esc(S)))($params_ex))
            def1 = Expr(:function, sig1, body1)
            body2 = Expr(:block, __source__, :(($(esc(SQ)))($(call_args...))))
            sig2 = :(($(esc(SQ)))($params_ex) where {$(map(esc, P)...)})
            def2 = Expr(:function, sig2, body2)
            kwdefs = Expr(:block, def1, def2)
        else
            error("Invalid usage of @kwdef")
        end
    else
        kwdefs = nothing
    end
    return quote
        $(esc(expr))
        $kwdefs
    end
end

# @kwdef helper function
# mutates arguments inplace
function _kwdef!(blk, params_args, call_args)
    for i in eachindex(blk.args)
        ei = blk.args[i]
        if ei isa Symbol
            #  var
            push!(params_args, ei)
            push!(call_args, ei)
        elseif ei isa Expr
            is_atomic = ei.head === :atomic
            ei = is_atomic ? first(ei.args) : ei # strip "@atomic" and add it back later
            is_const = ei.head === :const
            ei = is_const ? first(ei.args) : ei # strip "const" and add it back later
            if ei isa Symbol
                # const var
                push!(params_args, ei)
                push!(call_args, ei)
            elseif ei.head === :(=)
                lhs = ei.args[1]
                if lhs isa Symbol
                    #  var = defexpr
                    var = lhs
                elseif lhs isa Expr && lhs.head === :(::) && lhs.args[1] isa Symbol
                    #  var::T = defexpr
                    var = lhs.args[1]
                else
                    # something else, e.g. inline inner constructor
                    #   F(...) = ...
                    continue
                end
                defexpr = ei.args[2]  # defexpr
                push!(params_args, Expr(:kw, var, esc(defexpr)))
                push!(call_args, var)
                lhs = is_const ? Expr(:const, lhs) : lhs
                lhs = is_atomic ? Expr(:atomic, lhs) : lhs
                blk.args[i] = lhs # overrides arg
            elseif ei.head === :(::) && ei.args[1] isa Symbol
                # var::Typ
                var = ei.args[1]
                push!(params_args, var)
                push!(call_args, var)
            elseif ei.head === :block
                # can arise with use of @static inside type decl
                _kwdef!(ei, params_args, call_args)
            end
        end
    end
    blk
end

"""
    @static

Partially evaluate an expression at macro expansion time: `@static if
cond … end` keeps only the branch `cond` selects (Julia's base/osutils.jl).
"""
macro static(ex)
    if isa(ex, Expr)
        while true
            hd = ex.head
            if hd === :if || hd === :elseif || hd === :&& || hd === :||
                cond = Core.eval(__module__, ex.args[1])
                if xor(cond, hd === :||)
                    return esc(ex.args[2])
                elseif length(ex.args) == 3
                    br = ex.args[3]
                    if br isa Expr && br.head === :elseif
                        ex = br
                        continue
                    else
                        return esc(ex.args[3])
                    end
                else
                    return nothing
                end
            end
            break
        end
    end
    throw(ArgumentError("invalid @static macro"))
end

"""
    @something(x...)

Short-circuiting `something`: the first argument that is not `nothing`
(unwrapping `Some`), evaluating no further (Julia's base/some.jl).
"""
macro something(args...)
    noth = GlobalRef(Base, :nothing)
    something = GlobalRef(Base, :something)
    expr = :($something($noth))
    for arg in reverse(args)
        val = gensym()
        expr = quote
            $val = $(esc(arg))
            if !isnothing($val)
                # unwrap eagerly to help type inference
                $something($val)
            else
                $expr
            end
        end
    end
    return expr
end

"""
    @coalesce(x...)

Short-circuiting `coalesce`: the first argument that is not `missing`.
"""
macro coalesce(args...)
    missing = GlobalRef(Base, :missing)
    expr = missing
    for arg in reverse(args)
        val = gensym()
        expr = quote
            $val = $(esc(arg))
            if !ismissing($val)
                $val
            else
                $expr
            end
        end
    end
    return expr
end

export @kwdef, @static, @something, @coalesce

# Base.@invokelatest f(args...; kwargs...): invokelatest(f, args...; kwargs...)
# (Julia's essentials.jl).
macro invokelatest(ex)
    (ex isa Expr && ex.head === :call) ||
        throw(ArgumentError("a call expression f(args...; kwargs...) should be given"))
    args = Any[]
    kws = Any[]
    for a in ex.args[2:end]
        if a isa Expr && a.head === :parameters
            append!(kws, a.args)
        elseif a isa Expr && a.head === :kw
            push!(kws, a)
        else
            push!(args, a)
        end
    end
    return esc(Expr(:call, Expr(:., :Base, QuoteNode(:invokelatest)), Expr(:parameters, kws...), ex.args[1], args...))
end

# ---- deprecations (Julia's base/deprecated.jl) ---------------------------------------------

"""
    Base.depwarn(msg, funcsym; force=false)

Warn that a deprecated function was called. Kiln runs as `julia` does with
its default `--depwarn=no`, so the warning is not printed.
"""
depwarn(msg, funcsym; force::Bool=false) = nothing

"""
    @deprecate_binding old new [export_old=true]

Define `old` as a constant alias of `new` (exported unless `export_old` is
false), as Julia's `Base.@deprecate_binding`.
"""
macro deprecate_binding(old, new, export_old=true, dep_message=:nothing, constant=true)
    return Expr(:toplevel,
        export_old ? Expr(:export, esc(old)) : nothing,
        constant ? Expr(:const, Expr(:(=), esc(old), esc(new))) : Expr(:(=), esc(old), esc(new)))
end

"""
    @deprecate old new [export_old=true]

Define the method `old` (a call signature, or a name) to call `new`, as
Julia's `Base.@deprecate` (the deprecation warning follows `--depwarn=no`).
"""
macro deprecate(old, new, export_old=true)
    if isa(old, Expr) && (old.head === :call || old.head === :where)
        callexpr = old.head === :call ? old : old.args[1]
        fnexpr = callexpr.args[1]
        if fnexpr isa Expr && fnexpr.head === :curly
            fnexpr = fnexpr.args[1]
        end
        if export_old && !(fnexpr isa Symbol)
            error("if the deprecated function is not a plain name, pass `export_old=false` to @deprecate")
        end
        return Expr(:toplevel,
            export_old ? Expr(:export, esc(fnexpr)) : nothing,
            Expr(:(=), esc(old), esc(new)))
    elseif isa(old, Symbol)
        # Julia 1.10 base/deprecated.jl: any `new` (`@deprecate f Iterators.reverse`).
        return Expr(:toplevel,
            export_old ? Expr(:export, esc(old)) : nothing,
            :(function $(esc(old))(args...; kwargs...)
                  $(esc(new))(args...; kwargs...)
              end))
    else
        error("invalid usage of @deprecate")
    end
end

"""
    Base.@pure ex

Julia's (deprecated) promise that a function is pure; Kiln infers what it
needs itself, so the definition is used as written.
"""
macro pure(ex)
    esc(ex)
end

"""
    Base.@assume_effects setting... ex

Julia's promise about a method's effects (`:foldable`, `:total`, ...), which
lets its optimizer fold calls; Kiln's inference derives the effects it uses,
so the definition (or call) is used as written.
"""
macro assume_effects(args...)
    isempty(args) && throw(ArgumentError("@assume_effects needs an expression"))
    esc(args[end])
end

"""
    Base.@constprop setting ex

Julia's constant-propagation hint (`:aggressive`, `:none`) for a method;
Kiln decides constant propagation itself, so the definition is used as
written.
"""
macro constprop(setting, ex)
    esc(ex)
end
macro constprop(setting)
    throw(ArgumentError("@constprop needs a setting and a definition"))
end

"""
    Base.@nospecializeinfer def

Julia's request to infer a method with its `@nospecialize` arguments at
their declared types; Kiln specializes as usual, so the definition is used
as written.
"""
macro nospecializeinfer(ex)
    esc(ex)
end

# Base.@default_eltype(itr) (Julia 1.10's array.jl): the element type
# inference gives the values of itr (f itself for a Generator over a type
# f), widened by promote_typejoin_union. Kiln answers it with the inferred
# result of the generator's function (as _empty_eltype), and eltype(itr) for
# any other iterator.
macro default_eltype(itr)
    I = esc(itr)
    return quote
        if $I isa Generator && ($I).f isa Type
            T = ($I).f
        else
            T = _default_eltype_of($I)
        end
        promote_typejoin_union(T)
    end
end
# Base.@__doc__ ex (Julia 1.10's docs/Docs.jl): marks the definitions in a
# macro's result that a docstring written before the macro call documents.
macro __doc__(x)
    return Expr(:escape, Expr(:block, Expr(:meta, :doc), x))
end

# Base.@_inline_meta / @_noinline_meta, used inside quoted function bodies
# (a @generated function's result): the meta statement Julia's inliner
# reads, a no-op when run.
macro _inline_meta()
    Expr(:meta, :inline)
end
macro _noinline_meta()
    Expr(:meta, :noinline)
end
# Base.@_propagate_inbounds_meta and @_pure_meta (Julia 1.10's
# essentials.jl and expr.jl, imported by StaticArrays): the meta
# statements of @propagate_inbounds and of a pure function.
macro _propagate_inbounds_meta()
    Expr(:meta, :inline, :propagate_inbounds)
end
macro _pure_meta()
    Expr(:meta, :pure)
end
export @deprecate

# `@_after_image stmt`: while Kiln loads Base, the statement is set aside
# and evaluated once the system image's code is installed (see
# driver.runBaseInit), so that building Base's mutable state calls
# precompiled code instead of compiling it at every start-up. Anywhere
# else it is the statement itself.
macro _after_image(ex)
    esc(ex)
end

# ---- Base's submodules that Kiln's Base defines flat ---------------------------------------------
# Julia's Base keeps its math in module Base.Math, its file functions in
# Base.Filesystem and its C-library wrappers in Base.Libc; Kiln defines
# those names in Base itself. These modules see them through `using Base`,
# so Base.Math.sin, Base.Filesystem.joinpath and Base.Libc.time are Base's
# functions, as in Julia.

"""
    Base.Math

Julia's module of mathematical functions; in Kiln the functions are
Base's own (`Base.Math.sin === sin`), plus `@horner`.
"""
module Math
# Base.Math's internals that programs reach (Julia's special/*.jl names)
import ..Base: rem_pio2_kernel, COSH_SMALL_X, H_SMALL_X, H_MEDIUM_X, H_LARGE_X,
    sin_kernel, cos_kernel, tan_kernel, exthorner
"""
    Base.Math.@horner(x, p...)

The polynomial `p[1] + p[2]*x + p[3]*x^2 + …` by Horner's rule, unrolled
(what Julia's `@horner` computes, as `evalpoly(x, p)`).
"""
macro horner(x, p...)
    xesc, pesc = esc(x), map(esc, p)
    :(evalpoly($xesc, ($(pesc...),)))
end
end

"""
    Base.Filesystem

Julia's module of file-system functions (`joinpath`, `isfile`, `rm`, …);
in Kiln they are Base's own.
"""
module Filesystem
end

"""
    Base.Libc

Julia's interface to the C library: `Libc.time()`, `Libc.getpid()`,
`Libc.malloc`/`calloc`/`realloc`/`free`, `Libc.strerror`,
`Libc.systemsleep`, `Libc.flush_cstdio`, `Libc.errno`.
"""
module Libc
malloc(size::Integer) = ccall(:malloc, Ptr{Cvoid}, (Csize_t,), size)
calloc(num::Integer, size::Integer) = ccall(:calloc, Ptr{Cvoid}, (Csize_t, Csize_t), num, size)
realloc(p::Ptr, size::Integer) = ccall(:realloc, Ptr{Cvoid}, (Ptr{Cvoid}, Csize_t), p, size)
free(p::Ptr) = ccall(:free, Cvoid, (Ptr{Cvoid},), p)
strerror(e::Integer) = Base._strerror(e)
systemsleep(s::Real) = ccall(:usleep, Int32, (UInt32,), round(UInt32, s * 1e6))
# the C library's stdio buffers (what printf through ccall wrote)
flush_cstdio() = (ccall(:fflush, Cint, (Ptr{Cvoid},), C_NULL); nothing)
# the C library's errno, read or set
errno() = unsafe_load(ccall(:__errno_location, Ptr{Cint}, ()))
errno(e::Integer) = (unsafe_store!(ccall(:__errno_location, Ptr{Cint}, ()), Cint(e)); nothing)
end
export Libc

"""
    Base.Experimental

Julia's experimental compiler hints. `@optlevel`, `@compiler_options` and
`@max_methods` tune how Julia compiles a module; Kiln compiles every module
the same way, so they are accepted and have no effect.
"""
module Experimental
macro optlevel(n::Int)
    nothing
end
macro compiler_options(args...)
    nothing
end
macro max_methods(args...)
    nothing
end
# Julia's @force_compile asks the interpreter to compile the enclosing
# code; Kiln always compiles.
macro force_compile()
    nothing
end

# The error hint handlers registered by type of exception: nothing until
# the first register_error_hint (an IdDict{Type, Vector{Any}} then, as
# Julia's _hint_handlers), so that loading Base calls nothing.
_hint_handlers = nothing

"""
    Base.Experimental.register_error_hint(handler, exceptiontype)

Register `handler(io, exception, args...)` to print hints after the error
message of an exception of type `exceptiontype`, as Julia's
base/experimental.jl: for a `MethodError` the arguments are the argument
types and the keyword arguments.
"""
function register_error_hint(@nospecialize(handler), @nospecialize(exct::Type))
    global _hint_handlers
    if _hint_handlers === nothing
        _hint_handlers = Base.IdDict{Type,Vector{Any}}()
    end
    list = get!(Vector{Any}, _hint_handlers, exct)
    push!(list, handler)
    return nothing
end

"""
    Base.Experimental.show_error_hints(io, ex, args...)

Run the hint handlers registered for `typeof(ex)` (Base's own first).
"""
function show_error_hints(io, ex, args...)
    ex isa MethodError && Base._builtin_method_hints(io, ex, args...)
    hs = _hint_handlers
    hs === nothing && return nothing
    hinters = get(hs, typeof(ex), nothing)
    hinters === nothing && return nothing
    for handler in hinters
        try
            Base.invokelatest(handler, io, ex, args...)
        catch err
            # @error's expansion, written out: Base cannot call a macro
            # that Base defines in Julia.
            logger = Base.CoreLogging.current_logger()
            lvl = Base.CoreLogging.Error
            if Base.CoreLogging._log_enabled(logger, lvl, Experimental, :experimental, :hint_handler_error)
                Base.CoreLogging.handle_message(logger, lvl, string("Hint-handler ", handler, " for ", typeof(ex), " caused an error"),
                                               Experimental, :experimental, :hint_handler_error, "experimental.jl", 0)
            end
        end
    end
    return nothing
end
end
