# This file is a part of Kiln's Base library.
#
# reflection.jl — run-time reflection as Julia 1.10's base/reflection.jl
# and methodshow.jl have it: names, isconst, methods, which, hasmethod,
# applicable, parentmodule, fieldtypes, hasfield. The driver answers
# (kiln_reflect, driver/reflectrt.go) from its modules and method tables.

_reflect(kind::Int, @nospecialize(a), @nospecialize(b)) = ccall(:kiln_reflect, Any, (Int64, Any, Any), kind, a, b)

isconst(m::Module, s::Symbol) = _reflect(1, m, s)::String == "1"

"""
    names(m::Module; all=false, imported=false)

The exported names of `m` (with `all=true`, every name it defines), sorted.
"""
function names(m::Module; all::Bool=false, imported::Bool=false)
    s = _reflect(2, m, (all ? 1 : 0) | (imported ? 2 : 0))::String
    out = Symbol[]
    for n in split(s, '\n'; keepempty=false)
        push!(out, Symbol(n))
    end
    return out
end

"""
    Base.isexported(m::Module, s::Symbol) -> Bool

Whether `m` exports `s`.
"""
isexported(m::Module, s::Symbol) = _reflect(19, m, s)::String == "1"
# Base.active_project(): the active project file (Pkg.activate changes it), nothing when none
function active_project(search_load_path::Bool=true)
    p = _reflect(70, nothing, nothing)::String
    return isempty(p) ? nothing : p
end

# Base.source_path(default=""): the absolute path of the file being run or included
# (Julia's task-local SOURCE_PATH, base/loading.jl), default outside any file
function source_path(default::Union{AbstractString,Nothing}="")
    p = _reflect(75, nothing, nothing)::String
    return isempty(p) ? default : p
end

nameof(m::Module) = (s = ccall(:kiln_module_name, String, (Any,), m); Symbol(splitext_module(s)))
function splitext_module(s::String)
    i = ncodeunits(s)
    while i >= 1 && _byte(s, i) != UInt8('.')
        i -= 1
    end
    return s[i+1:end]
end

# pathof(m): the entry file of the package whose top module m is, else
# nothing (Julia 1.10's base/loading.jl); pkgdir and pkgversion look at the
# package that m belongs to.
function pathof(m::Module)
    s = _reflect(17, m, nothing)::String
    return isempty(s) ? nothing : s
end
function _package_module(m::Module)
    while true
        pathof(m) === nothing || return m
        p = parentmodule(m)
        p === m && return nothing
        m = p
    end
end
function pkgdir(m::Module, paths::String...)
    r = _package_module(m)
    r === nothing && return nothing
    return joinpath(dirname(dirname(pathof(r)::String)), paths...)
end
function pkgversion(m::Module)
    r = _package_module(m)
    r === nothing && return nothing
    s = _reflect(18, r, nothing)::String
    return isempty(s) ? nothing : VersionNumber(s)
end

# get_extension(parent, ext): the module of a loaded package extension of
# parent, else nothing (Julia 1.10's base/loading.jl). Kiln loads no
# package extensions (a Project.toml's [extensions] is ignored;
# docs/packages.md), so none is ever loaded. Packages test
# isdefined(Base, :get_extension) to choose extensions over Requires.jl.
get_extension(parent::Module, ext::Symbol) = nothing

parentmodule(m::Module) = _reflect(7, m, nothing)::Module
# Module(name, std_imports): a new anonymous module, whose parent is Main
# though Main does not bind it (Julia 1.10's boot.jl and jl_f_new_module).
# default_names (Julia's third argument) is accepted; the module's own
# name is always bound in it.
Core.Module(name::Symbol=:anonymous, std_imports::Bool=true, default_names::Bool=true) =
    _reflect(42, name, std_imports ? 1 : 0)::Module
# fullname(m): the names of m and the modules it is in, from its root
# module (Main, Base, Core or a package's top module), as Julia 1.10's
# reflection.jl: fullname(Main.A.B) == (:Main, :A, :B).
function fullname(m::Module)
    mn = nameof(m)
    if m === Main || m === Base || m === Core
        return (mn,)
    end
    mp = parentmodule(m)
    mp === m && return (mn,)
    return (fullname(mp)..., mn)
end
parentmodule(f::Function) = _reflect(7, f, nothing)::Module
parentmodule(T::Type) = _reflect(7, T, nothing)::Module

# a Tuple type's parameters may be values (fieldtypes(Tuple{2, 3}) is (2, 3))
fieldtypes(T::DataType) = ntuple(i -> _reflect(9, T, i), fieldcount(T))
hasfield(T::DataType, name::Symbol) = name in fieldnames(T)
fieldname(T::DataType, i::Integer) = Core._fieldname(T, Int(i))

# ---- methods -----------------------------------------------------------------------------------

"""
    Method

A method of a generic function, as `methods` and `which` return it: its
name, module, file, line and signature (`m.name`, `m.module`, `m.file`,
`m.line`, `m.sig`).
"""
struct Method
    name::Symbol
    mod::Module
    file::Symbol
    line::Int32
    decl::String
    id::Int         # the driver's method ID
end
function getproperty(m::Method, s::Symbol)
    s === :module && return getfield(m, :mod)
    s === :sig && return _reflect(43, getfield(m, :id), nothing)::Type
    return getfield(m, s)
end

function _method_from_record(rec::AbstractString)
    f = split(rec, '\t')
    mod = _module_by_path(String(f[3]))
    return Method(Symbol(f[2]), mod, Symbol(f[4]), Int32(parse(Int, f[5])), String(f[1]), parse(Int, f[6]))
end

_module_by_path(path::String) = _reflect(8, path, nothing)::Module
_main_module() = _module_by_path("Main")

# A method's location as Julia's print_module_path_file: " @ Module file:line"
# (the module left out where it is the function's own).
function _show_method_loc(io::IO, m::Method, showmodule::Bool, indent::Int)
    print(io, " "^indent, "@")
    showmodule && print(io, " ", m.module)
    print(io, " ", m.file, ":", m.line)
end

# show(m::Method) as Julia 1.10's methodshow.jl: the location on a line of
# its own ("f(x::Int64)\n     @ Main file.jl:3"), or on the same line
# under :compact.
function show(io::IO, m::Method)
    print(io, m.decl)
    compact = get(io, :compact, false)::Bool
    compact || println(io)
    _show_method_loc(io, m, true, compact ? 1 : 5)
end

"""
    MethodList

The result of `methods(f)`: a vector of `Method`s that prints as Julia's
method table.
"""
struct MethodList <: AbstractVector{Method}
    ms::Vector{Method}
    name::Symbol
    mod::Module
    kind::Symbol    # :function, :constructor, :callable
end
size(ml::MethodList) = (length(ml.ms),)
length(ml::MethodList) = length(ml.ms)
getindex(ml::MethodList, i::Int) = ml.ms[i]
iterate(ml::MethodList, i::Int=1) = i > length(ml.ms) ? nothing : (ml.ms[i], i + 1)

function show(io::IO, ml::MethodList)
    n = length(ml.ms)
    print(io, "# ", n, n == 1 ? " method" : " methods")
    sname = String(ml.name)
    if ml.kind === :function && occursin('#', sname)
        print(io, " for anonymous function \"", _unvar(sname), "\"")
    elseif ml.kind === :function
        print(io, " for ", startswith(String(ml.name), "@") ? "macro" : "generic function", " \"", ml.name, "\" from ", ml.mod)
    elseif ml.kind === :constructor
        print(io, " for type constructor")
    else
        print(io, " for callable object")
    end
    n == 0 || print(io, ":")
    w = length(string(n))
    for (i, m) in enumerate(ml.ms)
        print(io, "\n ", lpad(string("[", i, "]"), w + 2), " ", m.decl, "\n")
        _show_method_loc(io, m, m.module !== ml.mod, 5)
    end
end
show(io::IO, ::MIME"text/plain", ml::MethodList) = show(io, ml)
# the REPL does not abbreviate a list of methods (Julia's arrayshow.jl)
_repl_show(io::IO, ml::MethodList, rows::Int, cols::Int) = show(io, ml)

# a Tuple type, or a tuple of types (the driver reads either)
_tuple_type(@nospecialize(types)) = types

"""
    methods(f, [types])

The methods of `f` (those that may apply to arguments of `types`), most
specific first.
"""
function methods(@nospecialize(f), @nospecialize(types)=Tuple{Vararg{Any}})
    recs = _reflect(3, f, _tuple_type(types))::String
    ms = Method[]
    for r in split(recs, '\n'; keepempty=false)
        push!(ms, _method_from_record(r))
    end
    if f isa Function
        return MethodList(ms, nameof(f), parentmodule(f), :function)
    elseif f isa Type
        return MethodList(ms, Symbol(string(f)), _main_module(), :constructor)
    end
    return MethodList(ms, Symbol(""), _main_module(), :callable)
end
methods(@nospecialize(f), @nospecialize(types), mod::Module) =
    MethodList([m for m in methods(f, types) if m.module === mod], nameof(f), parentmodule(f), :function)

"""
    isambiguous(m1, m2; ambiguous_bottom=false) -> Bool

Whether methods `m1` and `m2` may be ambiguous for some call signature:
their signatures intersect, neither is more specific than the other and
no third method more specific than both covers the intersection. With
`ambiguous_bottom=false`, an intersection with a `Union{}` type parameter
does not count.
"""
isambiguous(m1::Method, m2::Method; ambiguous_bottom::Bool=false) =
    _reflect(39, (getfield(m1, :id), getfield(m2, :id)), ambiguous_bottom ? 1 : 0)::String == "1"

"""
    which(f, types)

The method that a call of `f` with arguments of `types` dispatches to.
"""
which(@nospecialize(f), @nospecialize(types)) = _method_from_record(_reflect(4, f, _tuple_type(types))::String)
which(m::Module, s::Symbol) = (isdefined(m, s) || throw(UndefVarError(s)); _which_module(m, s))
_which_module(m::Module, s::Symbol) = parentmodule(getproperty(m, s))

"""
    invoke(f, argtypes::Type, args...)

Call the method of `f` that arguments of the types `argtypes` (a Tuple
type) dispatch to, on `args`, which must be of those types: a more
general method than `args`' own types select (a fallback reached from a
specialized method).
"""
invoke(f, ::Type{T}, args...; kwargs...) where {T<:Tuple} = isempty(kwargs) ? _invoke(f, T, args...) :
    _invoke_kw(values(kwargs), f, T, args...)
# Julia's: the keyword call is Core.kwcall(kws, f, args...) invoked with
# the method of Tuple{typeof(kws), typeof(f), T's parameters...}.
_invoke_kw(kws::NamedTuple, f, ::Type{T}, args...) where {T<:Tuple} =
    _invoke(Core.kwcall, Tuple{typeof(kws), typeof(f), T.parameters...}, kws, f, args...)
# Inference calls the method that T selects in place of this one (infer:
# invokeCall); this body runs only where that could not be decided.
function _invoke(f, ::Type{T}, args...) where {T}
    args isa T || throw(TypeError(Symbol("invoke: argument type error"), "", T, args))
    hasmethod(f, T) || throw(MethodError(f, args))
    throw(ErrorException(string("invoke(", f, ", ", T, ", ...): Kiln cannot call the method these argument types select")))
end

hasmethod(@nospecialize(f), @nospecialize(t)) = _reflect(5, f, _tuple_type(t))::String == "1"
applicable(@nospecialize(f), args...) = _reflect(6, f, args)::String == "1"

# The inferred return type of each method a call of f with arguments of
# types may dispatch to. Kiln infers the one method such a call dispatches
# to (Julia infers every method that may apply to an abstract signature).
function return_types(@nospecialize(f), @nospecialize(types)=Tuple{Vararg{Any}})
    hasmethod(f, types) || return Any[]
    return Any[_reflect(36, f, _tuple_type(types))]
end

# Julia's Core.Compiler.return_type: the type inference gives a call of f
# with arguments of the types of Tuple type t (Union{} when it cannot
# return, Any when inference knows nothing better). Inference folds it
# where f's type and t are known at compile time (infer: returnTypeConst);
# otherwise Kiln infers the call when it runs.
Core.Compiler.return_type(f, t::Type) = _return_type_sig(_typeof_call_arg(f), t)
Core.Compiler.return_type(t::Type) = Core._return_type(t)
_return_type_sig(::Type{F}, ::Type{T}) where {F,T<:Tuple} = Core._return_type(Tuple{F, T.parameters...})
_return_type_sig(::Type, ::Type{Union{}}) = Union{}
_return_type(f, t::Type) = Core.Compiler.return_type(f, t)
# Julia's Core.Compiler.have_fma: whether fma of T is a hardware
# instruction. Kiln's fma of Float32/Float64 is LLVM's llvm.fma, exact
# on every target (emulated without the instruction).
Core.Compiler.have_fma(::Type{T}) where {T} = T === Float32 || T === Float64

"""
    promote_op(f, argtypes...)

The type of `f(args...)` for arguments of types `argtypes`, as inference
sees it: the element type generic array code gives the results of `f`
(Julia's Base.promote_op).
"""
function promote_op(f, S::Type...)
    argT = _tuple_or_bottom(S...)
    argT === Union{} && return Union{}
    return _return_type(f, argT)
end
_tuple_or_bottom(S...) = any(s -> s === Union{}, S) ? Union{} : Tuple{S...}

# The Tuple type of a call's arguments, a type argument as Type{T}
# (Julia's Base.typesof, with Core.Typeof for each argument).
typesof(@nospecialize(args...)) = Tuple{Any[_typeof_call_arg(a) for a in args]...}
_typeof_call_arg(@nospecialize(x)) = typeof(x)
_typeof_call_arg(::Type{T}) where {T} = Type{T}

# var"#2" -> #2
_unvar(s::String) = startswith(s, "var\"") && endswith(s, "\"") ? s[5:end-1] : s

# ---- type relations (Julia's reflection.jl and essentials.jl) ---------------------------------------

"""
    typeintersect(T::Type, S::Type)

The largest type contained in both `T` and `S` (`Union{}` when they share
no values).
"""
typeintersect(@nospecialize(a), @nospecialize(b)) = _reflect(20, a, b)::Type
# a concrete immutable type with exactly one instance (Nothing, Val{1}, the
# type of a function)
issingletontype(@nospecialize(t)) = _reflect(21, t, nothing)::String == "1"
# the body of a UnionAll inside all its `where`s (a type with free type
# variables); any other value as it is
unwrap_unionall(@nospecialize(a)) = _reflect(22, a, nothing)
# t put inside the `where`s of u (those whose variable t uses)
rewrap_unionall(@nospecialize(t), @nospecialize(u)) = _reflect(23, t, u)

# Base.uniontypes(U): the member types of a Union (a vector of one for any
# other type), as Julia's reflection.jl.
_uniontypes(x::Union, ts) = (_uniontypes(x.a, ts); _uniontypes(x.b, ts); ts)
_uniontypes(x, ts) = (push!(ts, x); ts)
uniontypes(x) = _uniontypes(x, Any[])
