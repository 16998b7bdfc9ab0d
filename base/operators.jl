# This file is a part of Kiln's Base library.
#
# operators.jl — generic comparison and logic operators, as Julia's
# base/operators.jl and base/essentials.jl.

# ---- identity and negation --------------------------------------------------

!==(x, y) = !(x === y)
const ≡ = ===
const ≢ = !==

!(x::Bool) = xor_int(x, true)
!(f::Function) = ComposedFunction(!, f)

identity(x) = x

# ---- equality ---------------------------------------------------------------

==(x, y) = x === y
!=(x, y) = !(x == y)
const ≠ = !=

isequal(x, y) = (x == y)::Bool

# ---- ordering ---------------------------------------------------------------

<(x, y) = isless(x, y)
>(x, y) = y < x
<=(x, y) = (x < y) | (x == y)
>=(x, y) = (y <= x)
const ≤ = <=
const ≥ = >=

isless(x::Real, y::Real) = x < y

cmp(x, y) = isless(x, y) ? -1 : ifelse(isless(y, x), 1, 0)
cmp(x::Integer, y::Integer) = ifelse(isless(x, y), -1, ifelse(isless(y, x), 1, 0))

max(x, y) = ifelse(isless(y, x), x, y)
min(x, y) = ifelse(isless(y, x), y, x)
minmax(x, y) = isless(y, x) ? (y, x) : (x, y)
max(x::T, y::T) where {T<:Real} = ifelse(isless(y, x), x, y)
min(x::T, y::T) where {T<:Real} = ifelse(isless(y, x), y, x)
minmax(x::T, y::T) where {T<:Real} = isless(y, x) ? (y, x) : (x, y)

# as Julia's operators.jl: one afoldl whatever the number of operands
# (max(v...) of thousands was compiled once per arity)
max(a, b, c, xs...) = afoldl(max, max(max(a, b), c), xs...)
min(a, b, c, xs...) = afoldl(min, min(min(a, b), c), xs...)
# as Julia's promotion.jl: max([1, 2]) is a MethodError (whose hint
# names maximum)
max(x::Real) = x
min(x::Real) = x
minmax(x::Real) = (x, x)

# ---- bitwise / logical -------------------------------------------------------

xor(x::Bool, y::Bool) = (x != y)
const ⊻ = xor
nand(x...) = ~(&)(x...)
nor(x...) = ~(|)(x...)
const ⊼ = nand
const ⊽ = nor

# n-ary forms fold left with Julia's afoldl (operators.jl): one method
# instance whatever the number of operands (a + b + c + ... with 500 terms
# is one call), the first 31 steps unrolled so that a heterogeneous tuple's
# elements keep their types (the index is a constant at each step), the
# rest a loop. @inline: with the operand count known, all but a few
# steps fold away, so `a * b * c` is two multiplies; without it a caller
# got afoldl from the system image as an opaque call (its body is too
# large to be offered for inlining otherwise).
@inline function afoldl(op, a, bs...)
    l = length(bs)
    i = 0; y = a; l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    i += 1; y = op(y, bs[i]); l == i && return y
    for i in (i + 1):l
        y = op(y, bs[i])
    end
    return y
end
+(x::Number) = x
*(x::Number) = x
(&)(x::Integer) = x
(|)(x::Integer) = x
xor(x::Integer) = x
+(a, b, c, xs...) = afoldl(+, a + b, c, xs...)
*(a, b, c, xs...) = afoldl(*, a * b, c, xs...)
(&)(a, b, c, xs...) = afoldl(&, a & b, c, xs...)
(|)(a, b, c, xs...) = afoldl(|, a | b, c, xs...)
xor(a, b, c, xs...) = afoldl(xor, xor(a, b), c, xs...)

# ---- misc ---------------------------------------------------------------------

# ifelse is the builtin Core.ifelse (visible here).

|>(x, f) = f(x)

# Julia 1.10's: a type as a component is stored as a Type{T} (its
# Core.Typeof), and a call applies the flattened tuple of components from
# the last one (unwrap_composed), which infers through nested compositions.
struct ComposedFunction{O,I} <: Function
    outer::O
    inner::I
    ComposedFunction{O,I}(outer, inner) where {O,I} = new{O,I}(outer, inner)
    ComposedFunction(outer, inner) = new{_typeof_captured(outer),_typeof_captured(inner)}(outer, inner)
end
(c::ComposedFunction)(xs...; kw...) = _call_composed(_unwrap_composed(c), xs, kw)
_unwrap_composed(c::ComposedFunction) = (_unwrap_composed(c.outer)..., _unwrap_composed(c.inner)...)
_unwrap_composed(c) = (_maybeconstructor(c),)
_call_composed(fs, x, kw) = fs[1](_call_composed(tail(fs), x, kw))
_call_composed(fs::Tuple{Any}, x, kw) = fs[1](x...; kw...)
# A type called as a component (Julia's Base.Constructor).
struct _Constructor{F} <: Function end
(::_Constructor{F})(args...; kw...) where {F} = F(args...; kw...)
_maybeconstructor(::Type{F}) where {F} = _Constructor{F}()
_maybeconstructor(f) = f
!(f::ComposedFunction{typeof(!)}) = f.inner # !!f === f, as Julia's
∘(f) = f
∘(f, g) = ComposedFunction(f, g)
∘(f, g, h...) = ∘(f ∘ g, h...)

# as Julia 1.10's operators.jl: sin ∘ cos, (+) ∘ abs, !iszero, (f ∘ g) ∘ h
function show(io::IO, c::ComposedFunction)
    c.outer isa ComposedFunction ? show(io, c.outer) : _showcomposed(io, c.outer)
    print(io, " ∘ ")
    _showcomposed(io, c.inner)
end
function show(io::IO, c::ComposedFunction{typeof(!)})
    print(io, '!')
    _showcomposed(io, c.inner)
end
_showcomposed(io::IO, x) = show(io, x)
_showcomposed(io::IO, f::Function) = isoperator(Symbol(f)) ? (print(io, '('); show(io, f); print(io, ')')) : show(io, f)
_showcomposed(io::IO, f::ComposedFunction) = (print(io, '('); show(io, f); print(io, ')'))
_showcomposed(io::IO, f::ComposedFunction{typeof(!)}) = show(io, f)

# Curried comparisons: ==(x), isequal(x), <(x), ...
struct Fix1{F,T} <: Function
    f::F
    x::T
end
(f::Fix1)(y) = f.f(f.x, y)
struct Fix2{F,T} <: Function
    f::F
    x::T
end
(f::Fix2)(y) = f.f(y, f.x)

==(x) = Fix2(==, x)
!=(x) = Fix2(!=, x)
isequal(x) = Fix2(isequal, x)
<(x) = Fix2(<, x)
>(x) = Fix2(>, x)
<=(x) = Fix2(<=, x)
>=(x) = Fix2(>=, x)
in(x) = Fix2(in, x)

# Type relations.
(>:)(a, b) = b <: a
typejoin(a, b) = Core._typejoin(a, b)
typejoin() = Bottom
typejoin(a) = a
typejoin(a, b, c, xs...) = typejoin(typejoin(a, b), c, xs...)

supertype(T::DataType) = Core._supertype(T)
supertype(T::UnionAll) = UnionAll(T.var, supertype(T.body))

oftype(x, y) = convert(typeof(x), y)

isnothing(x) = x === nothing
notnothing(x) = x
notnothing(::Nothing) = throw(ArgumentError("nothing passed to notnothing"))

something() = throw(ArgumentError("No value arguments present"))
something(x::Nothing, y...) = something(y...)
something(x::Some, y...) = x.value
something(x, y...) = x

# Property access (a.b lowers to getproperty(a, :b)).
getproperty(x, f::Symbol) = getfield(x, f)
function getproperty(x::Module, f::Symbol)
    # every module has its own eval(ex) and include(path) (M.eval(ex),
    # M.include(p)): Kiln makes them on use rather than binding them in each
    # module (where a name not bound there may be Base's, seen by `using`)
    if (f === :eval || f === :include) && x !== Base && x !== Core &&
            (!isdefined(x, f) || getfield(x, f) === getfield(Base, f))
        return f === :eval ? _module_eval(x) : _module_include(x)
    end
    return getfield(x, f)
end
function setproperty!(x, f::Symbol, v)
    ty = fieldtype(typeof(x), f)
    val = v isa ty ? v : convert(ty, v)
    return setfield!(x, f, val)
end

# Julia's fieldcount: an abstract type has no definite number of fields
# (fieldnames(AbstractVector) throws too).
function fieldcount(T::DataType)
    Core._isabstracttype(T) && throw(ArgumentError("type does not have a definite number of fields"))
    return Core._fieldcount(T)
end
# A NamedTuple type with its names or field types known has that many
# fields (fieldcount(NamedTuple{(:a, :b)}) == 2), as Julia's fieldcount.
function fieldcount(T::UnionAll)
    t = unwrap_unionall(T)
    if t isa DataType && t.name === NamedTuple{(),Tuple{}}.name
        names, types = t.parameters[1], t.parameters[2]
        names isa Tuple && return length(names)
        types isa DataType && types <: Tuple && return fieldcount(types)
        throw(ArgumentError("type does not have a definite number of fields"))
    end
    return fieldcount(t)
end
