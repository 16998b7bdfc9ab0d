# This file is a part of Kiln's Base library.
#
# typeobj.jl — the fields of type objects as Julia 1.10 has them: a
# DataType's name (a Core.TypeName), parameters and types (Core.SimpleVector
# values), super and instance; a UnionAll's var and body; a Union's a and b;
# a TypeVar's name, lb and ub. The driver answers each field
# (driver/typeobj.go); SimpleVector and TypeName are defined here and print
# as Core's (driver/session.go).

"""
    Core.SimpleVector

The immutable vector of values that a type's `parameters` and `types` are,
printed as `svec(Int64, 1)`.
"""
struct SimpleVector
    data::Tuple
end
_svec_of(v::Vector{Any}) = SimpleVector((v...,))
# Core.svec(xs...): a SimpleVector of the arguments
svec(@nospecialize(xs...)) = SimpleVector(xs)

length(v::SimpleVector) = length(getfield(v, :data))
isempty(v::SimpleVector) = length(v) == 0
firstindex(v::SimpleVector) = 1
lastindex(v::SimpleVector) = length(v)
keys(v::SimpleVector) = OneTo(length(v))
eltype(::Type{SimpleVector}) = Any
function getindex(v::SimpleVector, i::Int)
    1 <= i <= length(v) || throw(BoundsError(v, i))
    return getfield(v, :data)[i]
end
getindex(v::SimpleVector, i::Integer) = v[Int(i)]
# last(a) = a[end], as Julia's generic last (abstractarray.jl)
last(v::SimpleVector) = v[lastindex(v)]
iterate(v::SimpleVector, i::Int=1) = length(v) < i ? nothing : (v[i], i + 1)
collect(v::SimpleVector) = Any[x for x in getfield(v, :data)]
map(f, v::SimpleVector) = Any[f(x) for x in getfield(v, :data)]
function ==(a::SimpleVector, b::SimpleVector)
    length(a) == length(b) || return false
    for i in 1:length(a)
        a[i] == b[i] || return false
    end
    return true
end
function show(io::IO, v::SimpleVector)
    print(io, "svec(")
    for i in 1:length(v)
        i > 1 && print(io, ", ")
        show(io, v[i])
    end
    print(io, ")")
end

"""
    Core.TypeName

The name of a family of types (`Vector{Int}.name`, `Base.typename(T)`): its
`name` (a Symbol), `module` and `wrapper` (the type the name denotes alone).
"""
struct TypeName
    name::Symbol
    mod::Module
    wrapper::Type
end
function getproperty(tn::TypeName, f::Symbol)
    f === :module && return getfield(tn, :mod)
    f === :mod && throw(ErrorException("type TypeName has no field mod"))
    f === :names && return _svec_of(Any[_fieldnames_of_wrapper(getfield(tn, :wrapper))...])
    return getfield(tn, f)
end
_fieldnames_of_wrapper(@nospecialize(w)) = _reflect(24, unwrap_unionall(w), :_tnnames)
show(io::IO, tn::TypeName) = (print(io, "typename("); show(io, getfield(tn, :wrapper)); print(io, ")"))

function _type_svec(T::DataType, kind::Int)
    n = _reflect(kind, T, 0)::Int
    v = Vector{Any}(undef, n)
    for i in 1:n
        v[i] = _reflect(kind, T, i)
    end
    return _svec_of(v)
end

function getproperty(T::DataType, f::Symbol)
    f === :name && return TypeName(_reflect(24, T, :_tnname)::Symbol, _reflect(24, T, :_tnmodule)::Module, _reflect(24, T, :_tnwrapper)::Type)
    f === :parameters && return _type_svec(T, 25)
    f === :types && return _type_svec(T, 26)
    _type_private_field(T, f)
    return _reflect(24, T, f)
end
# A DataType hashes by its structure (module, name, parameters), the same in
# every process, as Julia's type hash: a Dict keyed by types that a package
# image holds (QuadGK's rule cache) still finds them. Its objectid is that
# hash too (deepcopy.jl).
hash(T::DataType, h::UInt) = hash(reinterpret(UInt64, _reflect(24, T, :_hash)::Int64), h)
getproperty(T::UnionAll, f::Symbol) = (_type_private_field(T, f); _reflect(24, T, f))
getproperty(T::Union, f::Symbol) = (_type_private_field(T, f); _reflect(24, T, f))
getproperty(T::TypeVar, f::Symbol) = (_type_private_field(T, f); _reflect(24, T, f))
# the driver's own queries (_tnname, ...) are no fields
function _type_private_field(@nospecialize(T), f::Symbol)
    s = String(f)
    if !isempty(s) && _byte(s, 1) == UInt8('_')
        throw(ErrorException(string("type ", typeof(T) <: Union ? "Union" : nameof(typeof(T)), " has no field ", s)))
    end
    return nothing
end

"""
    Base.typename(T)

The `Core.TypeName` of a type: `Base.typename(Vector{Int}).wrapper === Array`.
"""
typename(@nospecialize(a)) = error("typename does not apply to this type")
typename(a::DataType) = a.name
typename(a::UnionAll) = typename(a.body)
function typename(a::Union)
    ta = typename(a.a)
    tb = typename(a.b)
    ta === tb || error("typename does not apply to unions whose components have different typenames")
    return tb
end

nameof(T::UnionAll) = nameof(unwrap_unionall(T))::Symbol

datatype_fieldtypes(T::DataType) = T.types

# The constructors of Core.TypeVar and Core.UnionAll (builtins in Julia):
# folded by inference for constant arguments, built by the runtime
# otherwise.
TypeVar(n::Symbol) = Core._typevar(n)
TypeVar(n::Symbol, @nospecialize(ub)) = Core._typevar(n, ub)
TypeVar(n::Symbol, @nospecialize(lb), @nospecialize(ub)) = Core._typevar(n, lb, ub)
UnionAll(v::TypeVar, @nospecialize(t)) = Core._unionall(v, t)

# TypeVar(:T), TypeVar(:T, ub), TypeVar(:T, lb, ub) print as Julia's show:
# the name, with the bounds that are not Union{} and Any.
function show(io::IO, tv::TypeVar)
    lb, ub = tv.lb, tv.ub
    if lb !== Union{}
        if ub === Any
            print(io, tv.name, ">:")
            _show_bound(io, lb)
        else
            _show_bound(io, lb)
            print(io, "<:", tv.name)
        end
    else
        print(io, tv.name)
    end
    if ub !== Any
        print(io, "<:")
        _show_bound(io, ub)
    end
    return nothing
end
function _show_bound(io::IO, @nospecialize(b))
    # a UnionAll prints in parentheses unless it is a type's wrapper (Array)
    parens = b isa UnionAll && !(unwrap_unionall(b) isa DataType && typename(b).wrapper === b)
    parens && print(io, "(")
    show(io, b)
    parens && print(io, ")")
end
