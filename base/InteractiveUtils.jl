# This file is a part of Kiln's Base library.
#
# InteractiveUtils.jl — the standard library module InteractiveUtils,
# evaluated when a program first loads it (`using InteractiveUtils`), as
# Julia 1.10's stdlib/InteractiveUtils: subtypes, supertypes, @which,
# @functionloc, versioninfo, and the code reflection macros
# (@code_lowered, @code_typed, @code_warntype, @code_llvm, @code_native),
# which print Kiln's own intermediate forms as `kiln code` does
# (docs/code.md): Kiln's IR is not Julia's CodeInfo, so the text differs
# from Julia's while the information (the inferred types, how each call is
# resolved, the machine code) is the same kind.
#
# Not provided (each throws a clear error): methodswith over a module, varinfo, edit,
# less, clipboard, apropos, @time_imports.

module InteractiveUtils

export subtypes, supertypes, @which, @functionloc, functionloc, versioninfo,
    @code_lowered, @code_typed, @code_warntype, @code_llvm, @code_native,
    code_warntype, code_llvm, code_native, methodswith, varinfo, edit, less,
    clipboard, apropos

using Base: _reflect, _tuple_type, typesof

"""
    subtypes(T::DataType)

The direct subtypes of the abstract type `T` that loaded modules name, sorted
by their printed names. Not recursive.
"""
function subtypes(x::Type)
    sts = Any[]
    i = 1
    while true
        t = _reflect(30, x, i)
        t isa String && break
        push!(sts, t)
        i += 1
    end
    return permute!(sts, sortperm(map(string, sts)))
end

"""
    supertypes(T::Type)

The tuple `(T, ..., Any)` of `T` and all its supertypes.
"""
function supertypes(T::Type)
    S = supertype(T)
    return S === T ? (T,) : (T, supertypes(S)...)
end

# The call of a reflection macro (@which f(x), @code_typed a + b) as a
# call of fcn with the function and the argument types. Keyword arguments
# are not part of the method a call dispatches to in Kiln's reflection.
function _gen_call_with_types(fcn, ex0, macroname)
    if Meta.isexpr(ex0, :call) && !isempty(ex0.args)
        args = Any[]
        for a in ex0.args[2:end]
            if Meta.isexpr(a, :parameters) || Meta.isexpr(a, :kw)
                continue
            end
            push!(args, esc(a))
        end
        return :($fcn($(esc(ex0.args[1])), $typesof($(args...))))
    elseif Meta.isexpr(ex0, :ref)
        return :($fcn(getindex, $typesof($(map(esc, ex0.args)...))))
    elseif Meta.isexpr(ex0, :.) && length(ex0.args) == 2
        return :($fcn(getproperty, $typesof($(map(esc, ex0.args)...))))
    end
    ex0 isa Expr || return :(error("expression is not a function call or symbol"))
    msg = string("expression is not a function call, or is too complex for @", macroname,
                 " to analyze; break it down to simpler parts if possible. ",
                 "In some cases, you may want to use Meta.@lower.")
    return :(error($msg))
end

"""
    @which f(args...)

The `Method` that the call dispatches to, from the types of its arguments.
"""
macro which(ex0)
    # @which name: the module that the binding comes from
    ex0 isa Symbol && return :(which($__module__, $(QuoteNode(ex0))))
    _gen_call_with_types(which, ex0, "which")
end

"""
    functionloc(f, types)

The `(file, line)` where the method of `f` that a call with arguments of
`types` dispatches to is defined.
"""
function functionloc(@nospecialize(f), @nospecialize(types))
    m = which(f, types)
    return (string(m.file), m.line)
end

macro functionloc(ex0)
    _gen_call_with_types(functionloc, ex0, "functionloc")
end

# Kiln's printed intermediate form of one method at one stage.
_code_text(stage::Int, @nospecialize(f), @nospecialize(types)) =
    _reflect(stage, f, _tuple_type(types))::String

"""
    code_warntype([io::IO], f, types)

Print the typed IR of the method that a call of `f` with arguments of
`types` dispatches to, each non-concrete type marked (`# not concrete`,
`# union`), and a last line that counts the dynamic calls.
"""
code_warntype(io::IO, @nospecialize(f), @nospecialize(types); kwargs...) =
    (print(io, _code_text(33, f, types)); nothing)
code_warntype(@nospecialize(f), @nospecialize(types); kwargs...) = code_warntype(stdout, f, types)

"""
    code_llvm([io::IO], f, types)

Print the optimized LLVM IR of the method that a call of `f` with arguments
of `types` dispatches to, with what it calls statically.
"""
code_llvm(io::IO, @nospecialize(f), @nospecialize(types); kwargs...) =
    (print(io, _code_text(34, f, types)); nothing)
code_llvm(@nospecialize(f), @nospecialize(types); kwargs...) = code_llvm(stdout, f, types)

"""
    code_native([io::IO], f, types)

Print the host assembly of the method that a call of `f` with arguments of
`types` dispatches to.
"""
code_native(io::IO, @nospecialize(f), @nospecialize(types); kwargs...) =
    (print(io, _code_text(35, f, types)); nothing)
code_native(@nospecialize(f), @nospecialize(types); kwargs...) = code_native(stdout, f, types)

"""
    KilnIR

Kiln's intermediate form of one method at one stage (what `code_lowered`
and `code_typed` return where Julia returns a `CodeInfo`); it prints as the
text `kiln code` prints.
"""
struct KilnIR
    stage::Symbol
    text::String
end
Base.show(io::IO, c::KilnIR) = print(io, rstrip(c.text))

"""
    code_lowered(f, types)

Kiln's lowered IR of the method that a call of `f` with arguments of `types`
dispatches to, in a one-element vector (a `KilnIR`).
"""
code_lowered(@nospecialize(f), @nospecialize(types)) = Any[KilnIR(:lowered, _code_text(31, f, types))]

"""
    code_typed(f, types)

Kiln's typed IR of the method that a call of `f` with arguments of `types`
dispatches to, paired with its inferred return type, in a one-element
vector.
"""
code_typed(@nospecialize(f), @nospecialize(types); kwargs...) =
    Any[KilnIR(:typed, _code_text(32, f, types)) => Base.return_types(f, types)[1]]

macro code_lowered(ex0)
    _gen_call_with_types(code_lowered, ex0, "code_lowered")
end
macro code_typed(ex0)
    :(only($(_gen_call_with_types(code_typed, ex0, "code_typed"))))
end
macro code_warntype(ex0)
    _gen_call_with_types(code_warntype, ex0, "code_warntype")
end
macro code_llvm(ex0)
    _gen_call_with_types(code_llvm, ex0, "code_llvm")
end
macro code_native(ex0)
    _gen_call_with_types(code_native, ex0, "code_native")
end

function _cpu_model()
    isfile("/proc/cpuinfo") || return "unknown"
    for line in eachline("/proc/cpuinfo")
        if startswith(line, "model name")
            return strip(split(line, ':'; limit=2)[2])
        end
    end
    return "unknown"
end

"""
    versioninfo(io::IO=stdout)

Print the version of the Julia language Kiln implements and information
about the platform.
"""
function versioninfo(io::IO=stdout; verbose::Bool=false)
    println(io, "Julia Version ", VERSION, " (Kiln)")
    println(io, "Platform Info:")
    println(io, "  OS: ", Sys.KERNEL, " (", Sys.MACHINE, ")")
    println(io, "  CPU: ", Sys.CPU_THREADS, " × ", _cpu_model())
    println(io, "  WORD_SIZE: ", Sys.WORD_SIZE)
    println(io, "  LLVM: libLLVM-14 (ORCJIT)")
    println(io, "Threads: 1 default, 0 interactive, 1 GC (on ", Sys.CPU_THREADS, " virtual cores)")
    return nothing
end

"""
    methodswith(t::Type, f::Function, meths = Method[]; supertypes::Bool=false)

The methods of `f` with an argument of type `t` (with `supertypes=true`,
also those taking a supertype of `t` other than `Any`), pushed to `meths`,
as Julia 1.10's stdlib/InteractiveUtils. The form over a module's functions
is not supported.
"""
function methodswith(@nospecialize(t::Type), @nospecialize(f::Base.Callable), meths = Method[]; supertypes::Bool=false)
    for d in methods(f)
        sig = Base.unwrap_unionall(d.sig)
        for i in 1:Base._reflect(25, sig, 0)::Int
            # A Vararg parameter has no run-time value in Kiln; in Julia it
            # is no Type and never matches, so it is skipped.
            p = try
                Base._reflect(25, sig, i)
            catch
                continue
            end
            x = Base.rewrap_unionall(p, d.sig)
            if (_type_close_enough(x, t) ||
                (supertypes ? (isa(x, Type) && t <: x && (!isa(x, TypeVar) || x.ub != Any)) :
                 (isa(x, TypeVar) && x.ub != Any && t == x.ub)) &&
                x != Any)
                push!(meths, d)
                break
            end
        end
    end
    return meths
end
methodswith(@nospecialize(t::Type), m::Module; supertypes::Bool=false) =
    throw(ErrorException("InteractiveUtils.methodswith over a module is not supported by Kiln"))
methodswith(@nospecialize(t::Type); supertypes::Bool=false) =
    throw(ErrorException("InteractiveUtils.methodswith over a module is not supported by Kiln"))
# Julia 1.10 InteractiveUtils type_close_enough: x is t, a subtype of t of
# the same type name, or a Union with such a member.
function _type_close_enough(@nospecialize(x), @nospecialize(t))
    x == t && return true
    return (isa(x, DataType) && isa(t, DataType) && x.name === t.name && x <: t) ||
           (isa(x, Union) && isa(t, DataType) && (_type_close_enough(x.a, t) || _type_close_enough(x.b, t)))
end

for (name, what) in ((:varinfo, "varinfo"), (:edit, "edit"),
                     (:less, "less"), (:clipboard, "clipboard"), (:apropos, "apropos"))
    msg = string("InteractiveUtils.", what, " is not supported by Kiln")
    @eval $name(args...; kwargs...) = throw(ErrorException($msg))
end

end # module InteractiveUtils
