# This file is a part of Kiln's Base library.
#
# Enums.jl — Enum and @enum, after Julia 1.10's base/Enums.jl. Julia makes
# each enum a `primitive type` and converts with `bitcast`; Kiln has no
# primitive type definitions, so an enum is an immutable struct with one
# field of the base type (same size and bits, isbits, a subtype of
# Enum{T}). Everything users see (construction with its check, printing,
# instances, conversion to integers, ordering, hashing) is Julia's.

# instances(T): the values of an enum type (Julia's is in reflection.jl).
function instances end

# The (value, name) pairs of an enum type; @enum defines its method (a
# name of Base, as the expansion can define methods of Base.f only).
function _enum_namemap end

module Enums

export Enum, @enum

import Base: instances


"""
    Enum{T<:Integer}

The abstract supertype of all enumerated types defined with `@enum`.
"""
abstract type Enum{T<:Integer} end

namemap(T::Type{<:Enum}) = Base._enum_namemap(T)

basetype(::Type{<:Enum{T}}) where {T<:Integer} = T

# The value (Julia: bitcast(T2, x)).
_enumval(x::Enum) = getfield(x, 1)

(::Type{T})(x::Enum{T2}) where {T<:Integer,T2<:Integer} = T(_enumval(x))::T
Base.Integer(x::Enum) = _enumval(x)
Base.cconvert(::Type{T}, x::Enum{T2}) where {T<:Integer,T2<:Integer} = T(x)
Base.write(io::IO, x::Enum{T}) where {T<:Integer} = write(io, T(x))

Base.isless(x::T, y::T) where {T<:Enum} = isless(_enumval(x), _enumval(y))

# Julia: namemap(T)[Integer(x)], "<invalid #x>" for a value not in it.
function _symbol(x::Enum)
    names = Base._enum_namemap(typeof(x))
    v = _enumval(x)
    for p in names
        p[1] == v && return p[2]
    end
    return Symbol("<invalid #", v, ">")
end

Base.Symbol(x::Enum) = _symbol(x)
Base.print(io::IO, x::Enum) = print(io, _symbol(x))

# Julia qualifies the name with the enum's module where the current module
# does not see it; Kiln approximates "visible" by "the type prints without
# a module prefix".
function Base.show(io::IO, x::Enum)
    parts = split(string(typeof(x)), '.')
    for k in 1:length(parts)-1
        print(io, parts[k], '.')
    end
    print(io, _symbol(x))
end

function Base.show(io::IO, ::MIME"text/plain", x::Enum)
    print(io, x, "::")
    print(io, nameof(typeof(x)))
    print(io, " = ")
    show(io, Integer(x))
end

function Base.show(io::IO, ::MIME"text/plain", t::Type{<:Enum})
    if isconcretetype(t)
        print(io, "Enum ", t, ":")
        for x in instances(t)
            print(io, "\n", Symbol(x), " = ")
            show(io, Integer(x))
        end
    else
        show(io, t)
    end
end

# Code testing whether expr is one of values (Julia's).
function membershiptest(expr, values)
    lo, hi = extrema(values)
    if length(values) == hi - lo + 1
        :($lo <= $expr <= $hi)
    elseif length(values) < 20
        foldl((x1, x2) -> :($x1 || ($expr == $x2)), values[2:end]; init=:($expr == $(values[1])))
    else
        :($expr in $(Expr(:tuple, values...)))
    end
end

# Julia's enums are primitive types, reinterpreted to and from the bits of
# an integer (or another enum) of their size; Kiln's are structs of one
# field, built here from the bits without the constructor's check (so
# `reinterpret(Fruit, Int32(11))` is Julia's invalid value that prints as
# `<invalid #11>`).
function Base.reinterpret(::Type{T}, x::Union{Integer,Enum}) where {T<:Enum}
    B = basetype(T)
    sizeof(B) == sizeof(x) || throw(ErrorException("bitcast: argument size does not match size of target type"))
    return Core.Intrinsics.bitcast(T, reinterpret(B, x isa Enum ? _enumval(x) : x))
end
Base.reinterpret(::Type{T}, x::Enum) where {T<:Integer} = reinterpret(T, _enumval(x))

# Enum types are scalars in broadcasting.
Base.broadcastable(x::Enum) = Ref(x)

function _check_basetype(typename, T, btype)
    if !isa(btype, DataType) || !(btype <: Integer) || !isbitstype(btype)
        throw(ArgumentError("invalid base type for Enum $typename, $T=::$btype; base type must be an integer primitive type"))
    end
end

@noinline enum_argument_error(typename, x) = throw(ArgumentError(string("invalid value for Enum ", typename, ": ", x)))

"""
    @enum EnumName[::BaseType] value1[=x] value2[=y]

Create an `Enum{BaseType}` subtype with name `EnumName` and enum member
values `value1` and `value2` (Julia's `@enum`).
"""
macro enum(T, syms...)
    if isempty(syms)
        throw(ArgumentError("no arguments given for Enum $T"))
    end
    btype = Int32
    typename = T
    if isa(T, Expr) && T.head === :(::) && length(T.args) == 2 && isa(T.args[1], Symbol)
        typename = T.args[1]
        btype = Core.eval(__module__, T.args[2])
        # Checked in a function of its own: narrowing btype to DataType
        # here would make zero(btype) below a call Kiln compiles wrongly.
        _check_basetype(typename, T, btype)
    elseif !isa(T, Symbol)
        throw(ArgumentError("invalid type expression for enum $T"))
    end
    values = Any[]  # Julia: btype[] (getindex(::DataType) with an unknown T does not compile in Kiln)
    names = Symbol[]
    lo = hi = zero(btype)
    i = zero(btype)
    hasexpr = false
    if length(syms) == 1 && syms[1] isa Expr && syms[1].head === :block
        syms = syms[1].args
    end
    for s in syms
        s isa LineNumberNode && continue
        if isa(s, Symbol)
            if i == typemin(btype) && !isempty(values)
                throw(ArgumentError("overflow in value \"$s\" of Enum $typename"))
            end
        elseif isa(s, Expr) && (s.head === :(=) || s.head === :kw) &&
               length(s.args) == 2 && isa(s.args[1], Symbol)
            i = Core.eval(__module__, s.args[2]) # allow exprs, e.g. uint128"1"
            if !isa(i, Integer)
                throw(ArgumentError("invalid value for Enum $typename, $s; values must be integers"))
            end
            i = convert(btype, i)
            s = s.args[1]
            hasexpr = true
        else
            throw(ArgumentError(string("invalid argument for Enum ", typename, ": ", s)))
        end
        s = s::Symbol
        if !Base.isidentifier(s)
            throw(ArgumentError("invalid name for Enum $typename; \"$s\" is not a valid identifier"))
        end
        if hasexpr && i in values
            throw(ArgumentError("both $s and $(names[findfirst(==(i), values)]) have value $i in Enum $typename; values must be unique"))
        end
        if s in names
            throw(ArgumentError("name \"$s\" in Enum $typename is not unique"))
        end
        push!(values, i)
        push!(names, s)
        if length(values) == 1
            lo = hi = i
        else
            lo = min(lo, i)
            hi = max(hi, i)
        end
        i += oneunit(i)
    end
    tn = esc(typename)
    pairs = Expr(:tuple, [:(($v, $(QuoteNode(n)))) for (v, n) in zip(values, names)]...)
    blk = quote
        # enum definition (Julia: primitive type $typename <: Enum{$btype} $(8sizeof(btype)) end)
        struct $tn <: Enum{$btype}
            _val::$btype
            function $tn(x::Integer)
                $(membershiptest(:x, values)) || $enum_argument_error($(Expr(:quote, typename)), x)
                return new(convert($btype, x))
            end
        end
        Base._enum_namemap(::Type{$tn}) = $pairs
        Base.typemin(x::Type{$tn}) = $tn($lo)
        Base.typemax(x::Type{$tn}) = $tn($hi)
        Base.instances(::Type{$tn}) = $(Expr(:tuple, [:($tn($v)) for v in values]...))
    end
    for (v, n) in zip(values, names)
        push!(blk.args, :(const $(esc(n)) = $tn($v)))
    end
    push!(blk.args, :nothing)
    blk.head = :toplevel
    return blk
end

end # module Enums

using .Enums
export Enum, @enum, instances
