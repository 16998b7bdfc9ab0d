# This file is a part of Kiln's Base library.
#
# broadcast.jl — broadcasting as Julia 1.10's base/broadcast.jl defines it:
# lowering turns `f.(x, y)`, `x .+ y`, `y .= …`, `@.` into
# materialize(broadcasted(…)) / materialize!(dest, broadcasted(…)); a nested
# dotted expression is a tree of lazy Broadcasted objects that copyto!
# evaluates in one loop (fusion, no temporaries). Styles (BroadcastStyle,
# AbstractArrayStyle, DefaultArrayStyle, ArrayStyle, Style{Tuple}),
# broadcastable, similar(bc, T) and copyto!(dest, bc) are the extension
# points, as in Julia.
#
# Written for Kiln's inference: argument tuples are walked by small
# recursive methods that dispatch on the tuple's shape (no closures, no
# ntuple/map with closures), so a fused expression infers concretely and
# its loop has no dynamic calls. Element types come from the values (the
# first element, widened as Julia's copyto_nonleaf! does) since Kiln has
# no Core.Compiler.return_type; for concretely typed expressions this is
# the type Julia infers.

# ---- styles ------------------------------------------------------------------------------------

abstract type BroadcastStyle end
struct Unknown <: BroadcastStyle end
struct Style{T} <: BroadcastStyle end
abstract type AbstractArrayStyle{N} <: BroadcastStyle end
struct DefaultArrayStyle{N} <: AbstractArrayStyle{N} end
struct ArrayStyle{A<:AbstractArray} <: AbstractArrayStyle{Any} end
struct ArrayConflict <: AbstractArrayStyle{Any} end
const DefaultVectorStyle = DefaultArrayStyle{1}
const DefaultMatrixStyle = DefaultArrayStyle{2}

(::Type{DefaultArrayStyle{M}})(::Val{N}) where {M,N} = DefaultArrayStyle{N}()
(::Type{DefaultArrayStyle})(::Val{N}) where {N} = DefaultArrayStyle{N}()
(::Type{ArrayStyle{A}})(::Val) where {A} = ArrayStyle{A}()
(::Type{ArrayConflict})(::Val) = ArrayConflict()

BroadcastStyle(::Type{<:Tuple}) = Style{Tuple}()
BroadcastStyle(::Type{<:AbstractArray{T,N}}) where {T,N} = DefaultArrayStyle{N}()
BroadcastStyle(::Type{<:Ref}) = DefaultArrayStyle{0}()
BroadcastStyle(::Type{<:Number}) = DefaultArrayStyle{0}()
BroadcastStyle(::Type{<:AbstractChar}) = DefaultArrayStyle{0}()
BroadcastStyle(::Type{T}) where {T} = DefaultArrayStyle{ndims(T)}()
BroadcastStyle(::Type{Union{}}) = Unknown()

# Binary rules: a pair without a rule is Unknown; result_style tries both
# orders.
BroadcastStyle(::BroadcastStyle, ::BroadcastStyle) = Unknown()
BroadcastStyle(::S, ::S) where {S<:BroadcastStyle} = S()
BroadcastStyle(s::BroadcastStyle, ::Unknown) = s
BroadcastStyle(::Unknown, ::Unknown) = Unknown()
BroadcastStyle(::AbstractArrayStyle{0}, b::Style{Tuple}) = b
BroadcastStyle(a::AbstractArrayStyle, ::Style{Tuple}) = a
BroadcastStyle(a::AbstractArrayStyle{Any}, ::DefaultArrayStyle) = a
BroadcastStyle(a::AbstractArrayStyle{N}, ::DefaultArrayStyle{N}) where {N} = a
BroadcastStyle(a::AbstractArrayStyle{M}, ::DefaultArrayStyle{N}) where {M,N} = typeof(a)(Val(_maxdim(M, N)))
BroadcastStyle(::DefaultArrayStyle{M}, ::DefaultArrayStyle{N}) where {M,N} = DefaultArrayStyle{_maxdim(M, N)}()
BroadcastStyle(::DefaultArrayStyle{N}, ::DefaultArrayStyle{N}) where {N} = DefaultArrayStyle{N}()
_maxdim(m::Int, n::Int) = m > n ? m : n

result_style(s::BroadcastStyle) = s
result_style(s1::S, s2::S) where {S<:BroadcastStyle} = s1
result_style(s1, s2) = result_join(s1, s2, BroadcastStyle(s1, s2), BroadcastStyle(s2, s1))
result_join(::Any, ::Any, ::Unknown, ::Unknown) = Unknown()
result_join(::Any, ::Any, ::Unknown, s::BroadcastStyle) = s
result_join(::Any, ::Any, s::BroadcastStyle, ::Unknown) = s
result_join(::AbstractArrayStyle, ::AbstractArrayStyle, ::Unknown, ::Unknown) = ArrayConflict()
result_join(::Any, ::Any, s1::S, s2::S) where {S<:BroadcastStyle} = s1
function result_join(::S, ::T, ::U, ::V) where {S,T,U,V}
    error(string("conflicting broadcast rules defined\n  Broadcast.BroadcastStyle(::", S, ", ::", T, ") = ", U,
        "()\n  Broadcast.BroadcastStyle(::", T, ", ::", S, ") = ", V, "()\nOne of these should be undefined (and thus return Broadcast.Unknown)."))
end

combine_styles() = DefaultArrayStyle{0}()
combine_styles(c) = result_style(BroadcastStyle(typeof(c)))
combine_styles(c1, c2) = result_style(combine_styles(c1), combine_styles(c2))
combine_styles(c1, c2, cs...) = result_style(combine_styles(c1), combine_styles(c2, cs...))

# ---- Broadcasted -------------------------------------------------------------------------------

abstract type AbstractBroadcasted end

"""
The lazy form of a dotted expression: `f` applied to `args` over `axes`
(`nothing` until instantiated).
"""
struct Broadcasted{Style<:Union{Nothing,BroadcastStyle},Axes,F,Args<:Tuple} <: AbstractBroadcasted
    style::Style
    f::F
    args::Args
    axes::Axes
end

# The function's type parameter keeps a type's identity (Type{Float64},
# not DataType) so that `Float64.(x)` calls a known constructor.
_ftype(f) = typeof(f)
_ftype(::Type{T}) where {T} = Type{T}

Broadcasted(f, args::Tuple) = Broadcasted(combine_styles(args...), f, args, nothing)
Broadcasted(f, args::Tuple, axes) = Broadcasted(combine_styles(args...), f, args, axes)
Broadcasted(style::Union{Nothing,BroadcastStyle}, f, args::Tuple) = Broadcasted(style, f, args, nothing)
# disambiguation: a tuple is not callable (Julia's broadcast.jl)
Broadcasted(style::Union{Nothing,BroadcastStyle}, f::Tuple, args::Tuple) = error()
(::Type{Broadcasted})(style::S, f, args::Args, axes::A) where {S<:Union{Nothing,BroadcastStyle},Args<:Tuple,A} =
    Broadcasted{S,A,_ftype(f),Args}(style, f, args, axes)
(::Type{Broadcasted{S}})(f, args::Tuple, axes=nothing) where {S<:BroadcastStyle} = Broadcasted(S(), f, args, axes)

BroadcastStyle(::Type{<:Broadcasted{S}}) where {S<:BroadcastStyle} = S()
BroadcastStyle(::Type{<:Broadcasted{Nothing}}) = throw(ArgumentError("Broadcasted{Unknown} wrappers do not have a style assigned"))
combine_styles(bc::Broadcasted) = bc.style

function show(io::IO, bc::Broadcasted{S}) where {S}
    print(io, "Base.Broadcast.Broadcasted(")
    show(io, bc.f)
    print(io, ", ")
    show(io, bc.args)
    print(io, ")")
end

# axes: the given ones, or those of the arguments combined.
axes(bc::Broadcasted) = _axes(bc, bc.axes)
_axes(::Broadcasted, axes::Tuple) = axes
_axes(bc::Broadcasted, ::Nothing) = combine_axes(bc.args...)
axes(bc::Broadcasted, d::Integer) = d <= length(axes(bc)) ? axes(bc)[d] : OneTo(1)
size(bc::Broadcasted) = _lengths(axes(bc))
length(bc::Broadcasted) = prod(size(bc))
ndims(bc::Broadcasted) = length(axes(bc))
eltype(bc::Broadcasted) = Any
_lengths(::Tuple{}) = ()
_lengths(ax::Tuple) = (length(getfield(ax, 1)), _lengths(tail(ax))...)

# ---- broadcasted, materialize, broadcast -----------------------------------------------------------

# broadcastable: what an argument broadcasts as (scalars are wrapped in a
# Ref, other iterables are collected).
broadcastable(x::Union{Symbol,AbstractString,Function,UndefInitializer,Nothing,RoundingMode,Missing,Val,Ptr,AbstractPattern,Pair,IO}) = Ref(x)
broadcastable(::Type{T}) where {T} = RefValue{Type{T}}(T)
broadcastable(x::Union{AbstractArray,Number,AbstractChar,Ref,Tuple,Broadcasted}) = x
broadcastable(x) = collect(x)
broadcastable(::Union{AbstractDict,NamedTuple}) = throw(ArgumentError("broadcasting over dictionaries and `NamedTuple`s is reserved"))

axes(::Ref) = ()
axes(::AbstractChar) = ()
ndims(::Ref) = 0
ndims(::Type{<:Ref}) = 0
ndims(::Type{<:AbstractChar}) = 0
ndims(::Type{<:Tuple}) = 1

_broadcastables(::Tuple{}) = ()
_broadcastables(t::Tuple{Any}) = (broadcastable(getfield(t, 1)),)
_broadcastables(t::Tuple) = (broadcastable(getfield(t, 1)), _broadcastables(tail(t))...)

broadcasted(f) = Broadcasted(DefaultArrayStyle{0}(), f, (), nothing)
function broadcasted(f, arg1)
    a1 = broadcastable(arg1)
    return broadcasted(combine_styles(a1), f, a1)
end
function broadcasted(f, arg1, arg2)
    a1 = broadcastable(arg1)
    a2 = broadcastable(arg2)
    return broadcasted(combine_styles(a1, a2), f, a1, a2)
end
function broadcasted(f, arg1, arg2, args...)
    a1 = broadcastable(arg1)
    a2 = broadcastable(arg2)
    as = _broadcastables(args)
    return broadcasted(combine_styles(a1, a2, as...), f, a1, a2, as...)
end
broadcasted(style::BroadcastStyle, f, args...) = Broadcasted(style, f, args, nothing)

function broadcasted_kwsyntax(f, args...; kwargs...)
    isempty(kwargs) && return broadcasted(f, args...)
    return broadcasted((xs...) -> f(xs...; kwargs...), args...)
end

andand(a, b) = a && b
oror(a, b) = a || b
# a .&& b and a .|| b short-circuit elementwise, as Julia's: a fused b is
# flattened into a function that is called only when a does not decide.
struct _AndAndF{F} <: Function
    f::F
end
(g::_AndAndF)(a, args...) = a && g.f(args...)
struct _OrOrF{F} <: Function
    f::F
end
(g::_OrOrF)(a, args...) = a || g.f(args...)
function broadcasted(::typeof(andand), a, bc::Broadcasted)
    bcf = Broadcast.flatten(bc)
    return broadcasted(_AndAndF(bcf.f), a, bcf.args...)
end
function broadcasted(::typeof(oror), a, bc::Broadcasted)
    bcf = Broadcast.flatten(bc)
    return broadcasted(_OrOrF(bcf.f), a, bcf.args...)
end

"""
`BroadcastFunction(f)` is the dotted operator `.f` as a value: `map(.+, a, b)`.
"""
struct BroadcastFunction{F} <: Function
    f::F
end
(op::BroadcastFunction)(x...) = materialize(broadcasted(op.f, x...))
show(io::IO, op::BroadcastFunction) = (print(io, "Base.Broadcast.BroadcastFunction("); show(io, op.f); print(io, ")"))

instantiate(x) = x
instantiate(bc::Broadcasted{<:AbstractArrayStyle{0}}) = bc
instantiate(bc::Broadcasted) = _instantiate(bc, bc.axes)
_instantiate(bc::Broadcasted, ::Nothing) = Broadcasted(bc.style, bc.f, bc.args, combine_axes(bc.args...))
function _instantiate(bc::Broadcasted, axes::Tuple)
    check_broadcast_axes(axes, bc.args...)
    return bc
end
# A tuple style is checked against axes given to it (a .= (1, 2) into a
# vector of 3 is a DimensionMismatch, issue #33020).
instantiate(bc::Broadcasted{<:Style{Tuple}}) = bc.axes isa Tuple ? _instantiate(bc, bc.axes) : bc

materialize(bc::Broadcasted) = copy(instantiate(bc))
materialize(x) = x

materialize!(dest, x) = materialize!(dest, Broadcasted(identity, (x,), axes(dest)))
materialize!(dest, bc::Broadcasted) = materialize!(combine_styles(dest, bc), dest, bc)
materialize!(::BroadcastStyle, dest, bc::Broadcasted) =
    copyto!(dest, instantiate(Broadcasted(bc.style, bc.f, bc.args, axes(dest))))

broadcast(f, As...) = materialize(broadcasted(f, As...))
broadcast(f, x::Number...) = f(x...)
broadcast(f) = f()
function broadcast!(f, dest, As...)
    materialize!(dest, broadcasted(f, As...))
    return dest
end

# ---- shapes ------------------------------------------------------------------------------------

combine_axes(A) = axes(A)
combine_axes(A, B) = broadcast_shape(axes(A), axes(B))
combine_axes(A, B, C...) = broadcast_shape(axes(A), combine_axes(B, C...))

broadcast_shape(shape::Tuple) = shape
broadcast_shape(shape::Tuple, shape1::Tuple) = _bcs(shape, shape1)
broadcast_shape(shape::Tuple, shape1::Tuple, shapes::Tuple...) = broadcast_shape(_bcs(shape, shape1), shapes...)

_bcs(::Tuple{}, ::Tuple{}) = ()
_bcs(::Tuple{}, newshape::Tuple) = (getfield(newshape, 1), _bcs((), tail(newshape))...)
_bcs(shape::Tuple, ::Tuple{}) = (getfield(shape, 1), _bcs(tail(shape), ())...)
_bcs(shape::Tuple, newshape::Tuple) = (_bcs1(getfield(shape, 1), getfield(newshape, 1)), _bcs(tail(shape), tail(newshape))...)

_bcs1(a::Integer, b::Integer) = a == 1 ? b : (b == 1 ? a : (a == b ? a : _bcs_error(a, b)))
_bcs1(a::Integer, b) = a == 1 ? b : (first(b) == 1 && last(b) == a ? b : _bcs_error(a, length(b)))
_bcs1(a, b::Integer) = _bcs1(b, a)
_bcs1(a, b) = _bcsm(b, a) ? _axistype(b, a) : (_bcsm(a, b) ? _axistype(a, b) : _bcs_error(length(a), length(b)))
_bcsm(a, b) = a == b || length(b) == 1
_bcsm(a, b::Number) = b == 1
_bcsm(a::Number, b::Number) = a == b || b == 1
_axistype(a::T, b::T) where {T} = a
_axistype(a::OneTo, b::OneTo) = OneTo{Int}(a.stop)
_axistype(a, b) = UnitRange{Int}(first(a), last(a))
@noinline _bcs_error(a, b) = throw(DimensionMismatch(string("arrays could not be broadcast to a common size; got a dimension with lengths ", a, " and ", b)))

check_broadcast_shape(shp) = nothing
check_broadcast_shape(shp, ::Tuple{}) = nothing
check_broadcast_shape(::Tuple{}, ::Tuple{}) = nothing
function check_broadcast_shape(::Tuple{}, Ashp::Tuple)
    length(getfield(Ashp, 1)) == 1 || throw(DimensionMismatch("cannot broadcast array to have fewer non-singleton dimensions"))
    return check_broadcast_shape((), tail(Ashp))
end
function check_broadcast_shape(shp, Ashp::Tuple)
    _bcsm(getfield(shp, 1), getfield(Ashp, 1)) || throw(DimensionMismatch("array could not be broadcast to match destination"))
    return check_broadcast_shape(tail(shp), tail(Ashp))
end
check_broadcast_axes(shp) = nothing
check_broadcast_axes(shp, A) = check_broadcast_shape(shp, axes(A))
function check_broadcast_axes(shp, A, As...)
    check_broadcast_axes(shp, A)
    return check_broadcast_axes(shp, As...)
end

@noinline throwdm(axdest, axsrc) =
    throw(DimensionMismatch(string("destination axes ", axdest, " are not compatible with source axes ", axsrc)))

# ---- element access ------------------------------------------------------------------------------
#
# Two ways to read an argument at a point of the result:
#  - _lget(x, i): linear index i, when every array argument has exactly the
#    destination's axes (the common case: no extension), so A[i] directly;
#  - _cget(x, I): an index tuple I, for arguments that extend (Extruded
#    precomputes which dimensions to keep, as Julia).
# The Broadcasted methods evaluate f through _evalf, which does not
# propagate @inbounds into f.

@inline _evalf(f, args) = f(args...)
# A type argument is passed as itself, never inside a tuple (a tuple type
# holding Type{T} is not concrete, and the call would be dynamic).
@inline _evalf_t1(f, ::Type{T}, x) where {T} = f(T, x)
@inline _evalf_t2(f, x, ::Type{T}) where {T} = f(x, T)
@inline _evalf_tt(f, ::Type{T}, ::Type{U}) where {T,U} = f(T, U)

@propagate_inbounds _lget(bc::Broadcasted, i::Int) = _evalf(bc.f, _lgetargs(bc.args, i))
@propagate_inbounds _lget(A::AbstractArray, i::Int) = A[i]
_lget(x::Number, i::Int) = x
_lget(x::AbstractChar, i::Int) = x
_lget(r::Ref, i::Int) = r[]
_lget(::RefValue{Type{T}}, i::Int) where {T} = T
_lget(t::Tuple{Any}, i::Int) = getfield(t, 1)
@propagate_inbounds _lget(t::Tuple, i::Int) = t[i]
@propagate_inbounds _lget(x, i::Int) = _cget(x, _lin2cart(_lengths(axes(x)), i - 1))
_lgetargs(::Tuple{}, i::Int) = ()
@propagate_inbounds _lgetargs(t::Tuple{Any}, i::Int) = (_lget(getfield(t, 1), i),)
@propagate_inbounds _lgetargs(t::Tuple{Any,Any}, i::Int) = (_lget(getfield(t, 1), i), _lget(getfield(t, 2), i))
@propagate_inbounds _lgetargs(t::Tuple{Any,Any,Any}, i::Int) = (_lget(getfield(t, 1), i), _lget(getfield(t, 2), i), _lget(getfield(t, 3), i))
@propagate_inbounds _lgetargs(t::Tuple, i::Int) = (_lget(getfield(t, 1), i), _lgetargs(tail(t), i)...)
# A type among the first arguments stays a constant (convert.(Float64, x)).
@propagate_inbounds _lget(bc::Broadcasted{S,A,F,Tuple{RefValue{Type{T}},X}}, i::Int) where {S,A,F,T,X} =
    _evalf_t1(bc.f, T, _lget(getfield(bc.args, 2), i))
@propagate_inbounds _lget(bc::Broadcasted{S,A,F,Tuple{X,RefValue{Type{T}}}}, i::Int) where {S,A,F,T,X} =
    _evalf_t2(bc.f, _lget(getfield(bc.args, 1), i), T)
# two types (promote_type.(Int, Float64))
@propagate_inbounds _lget(bc::Broadcasted{S,A,F,Tuple{RefValue{Type{T}},RefValue{Type{U}}}}, i::Int) where {S,A,F,T,U} =
    _evalf_tt(bc.f, T, U)

struct Extruded{T,K,D}
    x::T
    keeps::K    # which dimensions index the array as given
    defaults::D # the index used in the others
end
axes(b::Extruded) = axes(b.x)
extrude(x::AbstractArray) = Extruded(x, _keeps(axes(x)), _defaults(axes(x)))
extrude(x) = x
_keeps(::Tuple{}) = ()
_keeps(ax::Tuple) = (length(getfield(ax, 1)) != 1, _keeps(tail(ax))...)
_defaults(::Tuple{}) = ()
_defaults(ax::Tuple) = (first(getfield(ax, 1)), _defaults(tail(ax))...)
_newindex(I::Tuple, keep::Tuple, def::Tuple) = (ifelse(getfield(keep, 1), getfield(I, 1), getfield(def, 1)), _newindex(tail(I), tail(keep), tail(def))...)
_newindex(I::Tuple, ::Tuple{}, def::Tuple) = () # (keep shorter than I: truncated, as Julia's)
_newindex(::Tuple{}, keep::Tuple, def::Tuple) = (getfield(def, 1), _newindex((), tail(keep), tail(def))...)
_newindex(::Tuple{}, ::Tuple{}, def::Tuple) = ()

_bc_unalias(dest, bc::Broadcasted) = Broadcasted(bc.style, bc.f, map(a -> _bc_unalias(dest, a), bc.args), bc.axes)
_bc_unalias(dest, x::AbstractArray) = dest === x ? x : unalias(dest, x)
_bc_unalias(dest, x) = x
preprocess(bc::Broadcasted) = Broadcasted(bc.style, bc.f, _preprocess_args(bc.args), bc.axes)
preprocess(x) = extrude(x)
_preprocess_args(::Tuple{}) = ()
_preprocess_args(t::Tuple{Any}) = (preprocess(getfield(t, 1)),)
_preprocess_args(t::Tuple) = (preprocess(getfield(t, 1)), _preprocess_args(tail(t))...)

@propagate_inbounds _cget(bc::Broadcasted, I::Tuple) = _evalf(bc.f, _cgetargs(bc.args, I))
@propagate_inbounds _cget(b::Extruded, I::Tuple) = b.x[_newindex(I, b.keeps, b.defaults)...]
# An array, or any object that broadcastable returned as itself (a user's
# type with axes and getindex), indexed through its axes as Julia's
# _broadcast_getindex(A, I) = A[newindex(A, I)].
@propagate_inbounds _cget(A, I::Tuple) = A[_newindex(I, _keeps(axes(A)), _defaults(axes(A)))...]
_cget(x::Number, I::Tuple) = x
_cget(x::AbstractChar, I::Tuple) = x
_cget(r::Ref, I::Tuple) = r[]
_cget(::RefValue{Type{T}}, I::Tuple) where {T} = T
_cget(t::Tuple{Any}, I::Tuple) = getfield(t, 1)
@propagate_inbounds _cget(t::Tuple, I::Tuple) = t[getfield(I, 1)]
_cgetargs(::Tuple{}, I::Tuple) = ()
@propagate_inbounds _cgetargs(t::Tuple{Any}, I::Tuple) = (_cget(getfield(t, 1), I),)
@propagate_inbounds _cgetargs(t::Tuple{Any,Any}, I::Tuple) = (_cget(getfield(t, 1), I), _cget(getfield(t, 2), I))
@propagate_inbounds _cgetargs(t::Tuple, I::Tuple) = (_cget(getfield(t, 1), I), _cgetargs(tail(t), I)...)
@propagate_inbounds _cget(bc::Broadcasted{S,A,F,Tuple{RefValue{Type{T}},X}}, I::Tuple) where {S,A,F,T,X} =
    _evalf_t1(bc.f, T, _cget(getfield(bc.args, 2), I))
@propagate_inbounds _cget(bc::Broadcasted{S,A,F,Tuple{X,RefValue{Type{T}}}}, I::Tuple) where {S,A,F,T,X} =
    _evalf_t2(bc.f, _cget(getfield(bc.args, 1), I), T)
@propagate_inbounds _cget(bc::Broadcasted{S,A,F,Tuple{RefValue{Type{T}},RefValue{Type{U}}}}, I::Tuple) where {S,A,F,T,U} =
    _evalf_tt(bc.f, T, U)

# getindex on a Broadcasted, as Julia's (bc[i], bc[i, j]).
getindex(bc::Broadcasted, I::Integer...) = _cget(bc, _bc_index(bc, map(Int, I)))
getindex(bc::Broadcasted{<:AbstractArrayStyle{0}}) = _lget(bc, 1)
_bc_index(bc::Broadcasted, I::Tuple{Int}) = length(axes(bc)) <= 1 ? I : _lin2cart(_lengths(axes(bc)), getfield(I, 1) - 1)
_bc_index(bc::Broadcasted, I::Tuple) = I
_lin2cart(::Tuple{}, k::Int) = ()
_lin2cart(sz::Tuple, k::Int) = (rem(k, getfield(sz, 1)) + 1, _lin2cart(tail(sz), div(k, getfield(sz, 1)))...)

# _aligned(ax, x): every array inside x has exactly the axes ax, so the
# linear loop can index it directly.
_aligned(ax, bc::Broadcasted) = _aligned_args(ax, bc.args)
_aligned(ax, A::Array) = axes(A) == ax
_aligned(ax, A::AbstractArray) = ndims(A) == 1 && length(ax) == 1 && axes(A) == ax
_aligned(ax, x::Union{Number,AbstractChar,Ref}) = true
_aligned(ax, t::Tuple{Any}) = true
_aligned(ax, t::Tuple) = length(ax) == 1 && length(t) == length(getfield(ax, 1))
_aligned(ax, x) = false
_aligned_args(ax, ::Tuple{}) = true
_aligned_args(ax, t::Tuple) = _aligned(ax, getfield(t, 1)) && _aligned_args(ax, tail(t))
_linear_dest(dest::Array) = true
# the linear loop counts from 1: only for axes that start there
_onebased(ax::Tuple{Vararg{OneTo}}) = true
_onebased(ax) = false
_linear_dest(dest::AbstractArray) = ndims(dest) == 1

# ---- copy: the result of materialize --------------------------------------------------------------

copy(bc::Broadcasted{<:AbstractArrayStyle{0}}) = _lget(bc, 1)
copy(bc::Broadcasted{Nothing}) = throw(ArgumentError("broadcasting requires an assigned BroadcastStyle"))
copy(bc::Broadcasted{Unknown}) = throw(ArgumentError("broadcasting requires an assigned BroadcastStyle"))

function copy(bc::Broadcasted)
    ax = axes(bc)
    # Every array of one shape (any number of dimensions): one linear loop.
    if length(ax) >= 1 && _onebased(ax) && _aligned(ax, bc)
        n = Int(prod(map(length, ax)))
        n == 0 && return similar(bc, _empty_eltype(bc))
        @inbounds v1 = _lget(bc, 1)
        dest = similar(bc, typeof(v1))
        @inbounds dest[1] = v1
        return _copy_linear!(dest, bc, 2, n)
    end
    bc′ = preprocess(bc)
    _isempty_axes(ax) && return similar(bc, _empty_eltype(bc))
    I = _first_index(ax)
    @inbounds v1 = _cget(bc′, I)
    dest = similar(bc, typeof(v1))
    @inbounds dest[I...] = v1
    return _copy_cartesian!(dest, bc′, ax, I)
end
_isempty_axes(::Tuple{}) = false
_isempty_axes(ax::Tuple) = isempty(getfield(ax, 1)) || _isempty_axes(tail(ax))
_first_index(::Tuple{}) = ()
_first_index(ax::Tuple) = (first(getfield(ax, 1)), _first_index(tail(ax))...)

# Fill dest[i:n] (linear); widen dest when a value does not fit its
# element type (copyto_nonleaf!).
function _copy_linear!(dest::AbstractArray{T}, bc, i::Int, n::Int) where {T}
    while i <= n
        @inbounds v = _lget(bc, i)
        if v isa T
            @inbounds dest[i] = v
            i += 1
        else
            new = similar(bc, promote_typejoin(T, typeof(v)))
            for k in 1:i-1
                @inbounds new[k] = dest[k]
            end
            @inbounds new[i] = v
            return _copy_linear!(new, bc, i + 1, n)
        end
    end
    return dest
end

# Cartesian order after index I (which is already stored).
_next_index(I::Tuple{}, ax::Tuple{}) = nothing
function _next_index(I::Tuple, ax::Tuple)
    i = getfield(I, 1)
    i < last(getfield(ax, 1)) && return (i + 1, tail(I)...)
    r = _next_index(tail(I), tail(ax))
    r === nothing && return nothing
    return (first(getfield(ax, 1)), r...)
end
function _copy_cartesian!(dest::AbstractArray{T}, bc, ax::Tuple, I::Tuple) where {T}
    J = _next_index(I, ax)
    while J !== nothing
        @inbounds v = _cget(bc, J)
        if v isa T
            @inbounds dest[J...] = v
        else
            new = similar(bc, promote_typejoin(T, typeof(v)))
            K = _first_index(ax)
            while K != J
                @inbounds new[K...] = dest[K...]
                K = _next_index(K, ax)
            end
            @inbounds new[J...] = v
            return _copy_cartesian!(new, bc, ax, J)
        end
        J = _next_index(J, ax)
    end
    return dest
end

# The element type of an empty result. Julia infers f's return type; Kiln
# asks the known pure functions (arithmetic, comparison, conversion) for it
# on unit values of the argument element types, and uses Any otherwise.
const _PureBroadcastOps = Union{typeof(+),typeof(-),typeof(*),typeof(/),typeof(^),typeof(==),typeof(!=),typeof(<),
    typeof(<=),typeof(>),typeof(>=),typeof(abs),typeof(abs2),typeof(sqrt),typeof(exp),typeof(log),typeof(sin),
    typeof(cos),typeof(min),typeof(max),typeof(identity),typeof(!),typeof(&),typeof(|),typeof(div),typeof(rem),
    typeof(mod),typeof(float),typeof(round),typeof(floor),typeof(ceil),typeof(trunc),typeof(convert),
    typeof(isequal),typeof(literal_pow),typeof(muladd),typeof(fma),typeof(xor),typeof(~),typeof(andand),typeof(oror)}
_empty_eltype(bc::Broadcasted) = _typeof_unit(_unit_value(bc), bc)
_typeof_unit(v::Some, bc) = typeof(v.value)
# Otherwise the inferred result type of f on the arguments' element types,
# as Julia's combine_eltypes (promote_typejoin_union of
# Base._return_type): g.(Int[]) is an Int64[] when g(::Int64) infers
# Int64, Any[] when nothing better is known.
_typeof_unit(::Nothing, bc) = Core._default_eltype(bc.f, Tuple{_bc_eltypes(bc.args)...})
_bc_eltype(bc::Broadcasted) = _empty_eltype(bc)
_bc_eltype(A::AbstractArray) = eltype(A)
_bc_eltype(::RefValue{Type{T}}) where {T} = Type{T}
_bc_eltype(::RefValue{T}) where {T} = T
_bc_eltype(t::Tuple) = eltype(t)
_bc_eltype(x) = typeof(x)
_bc_eltypes(::Tuple{}) = ()
_bc_eltypes(t::Tuple) = (_bc_eltype(getfield(t, 1)), _bc_eltypes(tail(t))...)
# A value of the element type of each argument (Some(v)), or nothing.
_unit_value(bc::Broadcasted) = _unit_call(bc.f, _unit_values(bc.args))
_unit_value(A::AbstractArray{T}) where {T<:Number} = Some(one(T))
_unit_value(x::Union{Number,AbstractChar}) = Some(x)
_unit_value(::RefValue{Type{T}}) where {T} = nothing  # (a type inside Some is no constant: the fallback infers f(T, ...))
_unit_value(r::RefValue{<:Function}) = Some(r[])
_unit_value(r::RefValue{<:Val}) = Some(r[])
_unit_value(t::Tuple{Vararg{Number}}) = Some(getfield(t, 1))
_unit_value(x) = nothing
_unit_values(::Tuple{}) = ()
_unit_values(t::Tuple) = (_unit_value(getfield(t, 1)), _unit_values(tail(t))...)
_unit_call(f, vals::Tuple) = nothing
_unit_call(f::_PureBroadcastOps, vals::Tuple{Vararg{Some}}) = Some(f(_somethings(vals)...))
_unit_call(::Type{T}, vals::Tuple{Vararg{Some}}) where {T<:Number} = Some(one(T))
_somethings(::Tuple{}) = ()
_somethings(t::Tuple) = (getfield(t, 1).value, _somethings(tail(t))...)

# ---- similar: the destination of a result --------------------------------------------------------

similar(bc::Broadcasted{DefaultArrayStyle{N}}, ::Type{T}) where {N,T} = similar(Array{T}, axes(bc))
similar(bc::Broadcasted{<:AbstractArrayStyle}, ::Type{T}) where {T} = similar(Array{T}, axes(bc))
similar(bc::Broadcasted{ArrayConflict}, ::Type{T}) where {T} = similar(Array{T}, axes(bc))
# similar(ArrayType, shape), as Julia's abstractarray.jl: Dims make the
# array; a shape of Integers and OneTos is converted to Dims first.
similar(::Type{A}, dims::Tuple{Vararg{Int}}) where {A<:AbstractArray} = A(undef, dims)
similar(::Type{A}, shape::Tuple{Union{Integer,OneTo},Vararg{Union{Integer,OneTo}}}) where {A<:AbstractArray} = similar(A, _to_shape(shape))
similar(::Type{A}, dims::Union{Integer,AbstractUnitRange}...) where {A<:AbstractArray} = similar(A, dims)
similar(::Type{Array{T}}, ax::Tuple{}) where {T} = throw(ArgumentError("0-dimensional arrays are not supported by Kiln"))

# ---- copyto!: broadcasting into a destination -------------------------------------------------------

function copyto!(dest::AbstractArray, bc::Broadcasted)
    ax = axes(dest)
    ax == axes(bc) || throwdm(ax, axes(bc))
    # sources that might share dest's memory are copied first (Julia's
    # broadcast_unalias), so `a[b] .= a` reads the old values
    bc = _bc_unalias(dest, bc)
    if _linear_dest(dest) && _onebased(ax) && _aligned(ax, bc)
        _copyto_linear!(dest, bc)
    else
        _copyto_cartesian!(dest, preprocess(bc), ax)
    end
    return dest
end
# dest .= x for a scalar x: fill!.
function copyto!(dest::AbstractArray, bc::Broadcasted{<:AbstractArrayStyle{0},A,typeof(identity),<:Tuple{Union{Number,AbstractChar,Ref}}}) where {A}
    return fill!(dest, _lget(getfield(bc.args, 1), 1))
end

function _copyto_linear!(dest::AbstractArray, bc::Broadcasted)
    @inbounds @simd for i in 1:length(dest)
        dest[i] = _lget(bc, i)
    end
    return dest
end
function _copyto_cartesian!(dest::AbstractArray, bc, ax::Tuple)
    _isempty_axes(ax) && return dest
    I = _first_index(ax)
    while I !== nothing
        @inbounds dest[I...] = _cget(bc, I)
        I = _next_index(I, ax)
    end
    return dest
end
function _copyto_cartesian!(dest::AbstractArray, bc, ax::Tuple{Any,Any})
    for j in getfield(ax, 2)
        for i in getfield(ax, 1)
            @inbounds dest[i, j] = _cget(bc, (i, j))
        end
    end
    return dest
end
function _copyto_cartesian!(dest::AbstractArray, bc, ax::Tuple{Any})
    for i in getfield(ax, 1)
        @inbounds dest[i] = _cget(bc, (i,))
    end
    return dest
end

# ---- tuples ----------------------------------------------------------------------------------------

function copy(bc::Broadcasted{Style{Tuple}})
    ax = axes(bc)
    length(ax) == 1 || throw(DimensionMismatch("tuple only supports one dimension"))
    t = _longest_tuple(bc.args)
    return t === nothing ? () : _tuple_result(bc, t, 1)
end
# A tuple of the result's length (whose type gives that length statically).
_longest_tuple(::Tuple{}) = nothing
_longest_tuple(t::Tuple) = _longer(_as_tuple(getfield(t, 1)), _longest_tuple(tail(t)))
_as_tuple(t::Tuple) = t
_as_tuple(bc::Broadcasted{Style{Tuple}}) = _longest_tuple(bc.args)
_as_tuple(x) = nothing # not a tuple: it takes any length
# The result's length is the longest tuple's, or 0 when one is empty ((1,)
# .+ () is (); the axes were checked, so the others have length 1).
_longer(a::Tuple, b::Tuple) = length(a) >= length(b) ? a : b
_longer(a::Tuple, ::Tuple{}) = ()
_longer(::Tuple{}, b::Tuple) = ()
_longer(::Tuple{}, ::Tuple{}) = ()
_longer(a::Tuple, ::Nothing) = a
_longer(::Nothing, b::Tuple) = b
_longer(::Nothing, ::Nothing) = nothing
_tuple_result(bc, ::Tuple{}, i::Int) = ()
_tuple_result(bc, t::Tuple, i::Int) = (_cget(bc, (i,)), _tuple_result(bc, tail(t), i + 1)...)

# ---- dotview: the target of x[i] .= … ------------------------------------------------------------

dotview(A, I...) = maybeview(A, I...)

# ---- ranges stay ranges (as Julia's broadcast.jl) ------------------------------------------------------

broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::AbstractRange) = r
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::AbstractUnitRange) = (-first(r)):-1:(-last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::StepRange) = (-first(r)):(-step(r)):(-last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::AbstractUnitRange, x::Integer) = (first(r) + x):(last(r) + x)
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), x::Integer, r::AbstractUnitRange) = (x + first(r)):(x + last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::AbstractUnitRange, x::Integer) = (first(r) - x):(last(r) - x)
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::StepRange, x::Integer) = (first(r) + x):step(r):(last(r) + x)
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), x::Integer, r::StepRange) = (x + first(r)):step(r):(x + last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::StepRange, x::Integer) = (first(r) - x):step(r):(last(r) - x)
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), x::Integer, r::OrdinalRange) = (x - first(r)):(-step(r)):(x - last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), x::AbstractFloat, r::OrdinalRange{<:Integer}) = range(x * first(r), step=x * step(r), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), r::OrdinalRange{<:Integer}, x::AbstractFloat) = range(first(r) * x, step=step(r) * x, length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(/), r::OrdinalRange{<:Integer}, x::Number) = range(first(r) / x, step=step(r) / x, length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::AbstractUnitRange{<:Integer}, x::AbstractFloat) = range(first(r) + x, step=one(x), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), x::AbstractFloat, r::AbstractUnitRange{<:Integer}) = range(x + first(r), step=one(x), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::AbstractUnitRange{<:Integer}, x::AbstractFloat) = range(first(r) - x, step=one(x), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::LinRange) = LinRange(-r.start, -r.stop, length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), x::Number, r::LinRange) = LinRange(x + r.start, x + r.stop, length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::LinRange, x::Number) = LinRange(r.start + x, r.stop + x, length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::LinRange, x::Number) = LinRange(r.start - x, r.stop - x, length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), x::Number, r::LinRange) = LinRange(x - r.start, x - r.stop, length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), x::Number, r::LinRange) = LinRange(x * r.start, x * r.stop, r.len)
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), r::LinRange, x::Number) = LinRange(r.start * x, r.stop * x, r.len)
broadcasted(::DefaultArrayStyle{1}, ::typeof(/), r::LinRange, x::Number) = LinRange(r.start / x, r.stop / x, r.len)
# a float range keeps its TwicePrecision reference and step (Julia's broadcast.jl)
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::StepRangeLen) = StepRangeLen(-r.ref, -r.step, length(r), r.offset)
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::AbstractRange, x::Number) = range(first(r) + x, step=step(r), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), x::Number, r::AbstractRange) = range(x + first(r), step=step(r), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::AbstractRange, x::Number) = range(first(r) - x, step=step(r), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), x::Number, r::AbstractRange) = range(x - first(r), step=-step(r), length=length(r))
function broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r::StepRangeLen{T}, x::Number) where {T}
    newref = r.ref + x
    return StepRangeLen{typeof(T(r.ref) + x)}(newref, r.step, length(r), r.offset)
end
function broadcasted(::DefaultArrayStyle{1}, ::typeof(+), x::Number, r::StepRangeLen{T}) where {T}
    newref = x + r.ref
    return StepRangeLen{typeof(x + T(r.ref))}(newref, r.step, length(r), r.offset)
end
function broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r::StepRangeLen{T}, x::Number) where {T}
    newref = r.ref - x
    return StepRangeLen{typeof(T(r.ref) - x)}(newref, r.step, length(r), r.offset)
end
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), x::Number, r::StepRangeLen) =
    broadcasted(DefaultArrayStyle{1}(), +, x, broadcasted(DefaultArrayStyle{1}(), -, r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r1::AbstractRange, r2::AbstractRange) = r1 + r2
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r1::AbstractRange, r2::AbstractRange) = r1 - r2
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), x::Number, r::AbstractRange) = StepRangeLen(x * first(r), x * step(r), length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), r::AbstractRange, x::Number) = StepRangeLen(first(r) * x, step(r) * x, length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), x::Number, r::StepRangeLen{T}) where {T} =
    StepRangeLen{typeof(x * T(r.ref))}(x * r.ref, x * r.step, length(r), r.offset)
broadcasted(::DefaultArrayStyle{1}, ::typeof(*), r::StepRangeLen{T}, x::Number) where {T} =
    StepRangeLen{typeof(T(r.ref) * x)}(r.ref * x, r.step * x, length(r), r.offset)
broadcasted(::DefaultArrayStyle{1}, ::typeof(/), r::AbstractRange, x::Number) = range(first(r) / x, step=step(r) / x, length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(/), r::StepRangeLen{T}, x::Number) where {T} =
    StepRangeLen{typeof(T(r.ref) / x)}(r.ref / x, r.step / x, length(r), r.offset)
broadcasted(::DefaultArrayStyle{1}, ::typeof(\), x::Number, r::AbstractRange) = range(x \ first(r), step=x \ step(r), length=length(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(\), x::Number, r::StepRangeLen) = StepRangeLen(x \ r.ref, x \ r.step, length(r), r.offset)
broadcasted(::DefaultArrayStyle{1}, ::typeof(\), x::Number, r::LinRange) = LinRange(x \ r.start, x \ r.stop, r.len)
broadcasted(::DefaultArrayStyle{1}, ::typeof(big), r::UnitRange) = big(r.start):big(last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(big), r::StepRange) = big(r.start):big(r.step):big(last(r))
broadcasted(::DefaultArrayStyle{1}, ::typeof(big), r::StepRangeLen) = StepRangeLen(big(r.ref), big(r.step), length(r), r.offset)
broadcasted(::DefaultArrayStyle{1}, ::typeof(big), r::LinRange) = LinRange(big(r.start), big(r.stop), length(r))
# x * r, r * x and r / x of a range are the broadcast ones (Julia's
# abstractarraymath.jl), so ranges stay ranges
*(x::Number, r::AbstractRange) = broadcasted(DefaultArrayStyle{1}(), *, x, r)
*(r::AbstractRange, x::Number) = broadcasted(DefaultArrayStyle{1}(), *, r, x)
/(r::AbstractRange, x::Number) = broadcasted(DefaultArrayStyle{1}(), /, r, x)
# As Julia's StepRangeLen(x*first(r), x*step(r), length(r)) for integers: a
# zero step cannot be a StepRange, so fall back to an array then.
_mul_range(a::Integer, s::Integer, n::Integer) = s == 0 ? fill(a, n) : a:s:(a + s * (n - 1))

# (r1 .+ r2 of integer ranges is a range, as Julia's r1 + r2.)
broadcasted(::DefaultArrayStyle{1}, ::typeof(+), r1::OrdinalRange, r2::OrdinalRange) = r1 + r2
broadcasted(::DefaultArrayStyle{1}, ::typeof(-), r1::OrdinalRange, r2::OrdinalRange) = r1 - r2

# ---- a Broadcasted as a collection: indexing, iteration, reductions (Julia's) -------------------------

ndims(::Type{<:Broadcasted{<:Any,<:NTuple{N,Any}}}) where {N} = N
ndims(BC::Type{<:Broadcasted{<:Any,Nothing}}) = _maxndims(fieldtype(BC, 4))
function _maxndims(T::Type{<:Tuple})
    m = 0
    for i in 1:fieldcount(T)
        m = max(m, _ndims_bc(fieldtype(T, i)))
    end
    return m
end
_ndims_bc(::Type{<:Tuple}) = 1
_ndims_bc(T::Type) = ndims(T)
axes1(bc::Broadcasted) = axes(bc, 1)
eachindex(bc::Broadcasted) = _bc_eachindex(axes(bc))
_bc_eachindex(t::Tuple{Any}) = getfield(t, 1)
_bc_eachindex(t::Tuple) = CartesianIndices(t)
IteratorSize(::Type{T}) where {T<:Broadcasted} = HasShape{ndims(T)}()
IteratorEltype(::Type{<:Broadcasted}) = EltypeUnknown()
function iterate(bc::Broadcasted)
    iter = eachindex(bc)
    return iterate(bc, (iter,))
end
function iterate(bc::Broadcasted, s::Tuple)
    y = iterate(s...)
    y === nothing && return nothing
    i, newstate = y
    return (bc[i], (getfield(s, 1), newstate))
end

# Reductions, as Julia's methods for AbstractArrayOrBroadcasted: with one
# axis (IndexLinear) pairwise by index, as an array is; otherwise in
# iteration order (mapfoldl); over dims, of the materialized values.
mapreduce(f, op, bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(f, op, bc, dims, init)
reduce(op, bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(identity, op, bc, dims, init)
sum(bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(identity, add_sum, bc, dims, init)
sum(f, bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(f, add_sum, bc, dims, init)
prod(bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(identity, mul_prod, bc, dims, init)
prod(f, bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(f, mul_prod, bc, dims, init)
maximum(bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(identity, max, bc, dims, init)
maximum(f, bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(f, max, bc, dims, init)
minimum(bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(identity, min, bc, dims, init)
minimum(f, bc::Broadcasted; dims=:, init=_NoInit()) = _bc_reduce(f, min, bc, dims, init)
function _bc_reduce(f, op, bc::Broadcasted, dims, init)
    dims isa Colon || return mapreduce(f, op, copy(instantiate(bc)); dims=dims, init=init)
    init isa _NoInit || return mapfoldl(f, op, bc; init=init)
    IndexStyle(bc) isa IndexLinear || return mapfoldl(f, op, bc)
    n = length(bc)
    n == 0 && _empty_reduce_error()
    n == 1 && return reduce_first(op, f(bc[1]))
    n < 16 || return mapreduce_impl(f, op, bc, 1, n, pairwise_blocksize(f, op))
    s = op(f(bc[1]), f(bc[2]))
    for i in 3:n
        s = op(s, f(bc[i]))
    end
    return s
end

# ---- module Broadcast: Julia's names for these -----------------------------------------------------

module Broadcast
import Base: BroadcastStyle, AbstractArrayStyle, DefaultArrayStyle, ArrayStyle, ArrayConflict, Style, Unknown,
    Broadcasted, broadcasted, broadcastable, materialize, materialize!, instantiate, combine_styles, result_style,
    combine_axes, broadcast_shape, check_broadcast_axes, check_broadcast_shape, BroadcastFunction, broadcast,
    broadcast!, Extruded, extrude, dotview, DefaultVectorStyle, DefaultMatrixStyle, AbstractBroadcasted, _bcs,
    broadcasted_kwsyntax, preprocess, andand, oror
export broadcast, broadcast!, BroadcastStyle, broadcastable, dotview

# The element type broadcasting f over args gives, as inferred (Julia's
# combine_eltypes).
combine_eltypes(f, args::Tuple) = Core._default_eltype(f, Tuple{Base._bc_eltypes(args)...})

# newindex(I, keep, Idefault): the index of an argument at the result's
# index I (collections2.jl, where CartesianIndex is).
function newindex end

# cat_nested(bc): the leaf arguments of a nested Broadcasted, in order;
# flatten(bc): one Broadcasted of them whose function evaluates the tree
# (it holds the tree's functions only, so it is isbits when they are).
cat_nested(bc::Broadcasted) = _cat_args(bc.args)
_cat_args(::Tuple{}) = ()
_cat_args(t::Tuple) = (_cat1(getfield(t, 1))..., _cat_args(Base.tail(t))...)
_cat1(bc::Broadcasted) = cat_nested(bc)
_cat1(x) = (x,)

struct FlatCall{S} <: Function
    skel::S
end
_skel(bc::Broadcasted) = (bc.f, _skel_args(bc.args))
_skel(x) = nothing
_skel_args(::Tuple{}) = ()
_skel_args(t::Tuple) = (_skel(getfield(t, 1)), _skel_args(Base.tail(t))...)
(fc::FlatCall)(xs...) = getfield(_feval(fc.skel, xs), 1)
_feval(::Nothing, xs::Tuple) = (getfield(xs, 1), Base.tail(xs))
function _feval(node::Tuple{Any,Tuple}, xs::Tuple)
    vr = _feval_args(getfield(node, 2), xs)
    return (getfield(node, 1)(getfield(vr, 1)...), getfield(vr, 2))
end
_feval_args(::Tuple{}, xs::Tuple) = ((), xs)
function _feval_args(subs::Tuple, xs::Tuple)
    a = _feval(getfield(subs, 1), xs)
    b = _feval_args(Base.tail(subs), getfield(a, 2))
    return ((getfield(a, 1), getfield(b, 1)...), getfield(b, 2))
end
flatten(bc::Broadcasted) = Broadcasted(bc.style, FlatCall(_skel(bc)), cat_nested(bc), bc.axes)
end
