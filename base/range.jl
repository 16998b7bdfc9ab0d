# This file is a part of Kiln's Base library.
#
# range.jl — integer ranges: UnitRange (with Julia's unitrange_last),
# StepRange (with steprange_last), OneTo, the colon operator, iteration,
# length, indexing, membership, sum, show; as Julia's base/range.jl.

eltype(::Type) = Any
eltype(x) = eltype(typeof(x))
eltype(::Type{<:AbstractArray{E}}) where {E} = E
ndims(::AbstractArray{T,N}) where {T,N} = N
ndims(::Type{<:AbstractArray{T,N}}) where {T,N} = N

abstract type AbstractRange{T} <: AbstractArray{T,1} end
abstract type OrdinalRange{T,S} <: AbstractRange{T} end
abstract type AbstractUnitRange{T} <: OrdinalRange{T,T} end

struct Colon <: Function end
const (:) = Colon()

# ---- UnitRange ----------------------------------------------------------------------------

struct UnitRange{T<:Real} <: AbstractUnitRange{T}
    start::T
    stop::T
    UnitRange{T}(start::T, stop::T) where {T<:Real} = new(start, unitrange_last(start, stop))
end
UnitRange{T}(start, stop) where {T<:Real} = UnitRange{T}(convert(T, start), convert(T, stop))
UnitRange(start::T, stop::T) where {T<:Real} = UnitRange{T}(start, stop)
UnitRange(start, stop) = UnitRange(promote(start, stop)...)
# As Julia's range.jl: the unit range of another's values, and conversions
# between range types by their constructors.
UnitRange{T}(r::AbstractUnitRange) where {T<:Real} = UnitRange{T}(first(r), last(r))
UnitRange(r::AbstractUnitRange) = UnitRange(first(r), last(r))
AbstractUnitRange{T}(r::AbstractUnitRange{T}) where {T} = r
AbstractUnitRange{T}(r::UnitRange) where {T} = UnitRange{T}(r)
convert(::Type{T}, r::AbstractRange) where {T<:AbstractRange} = r isa T ? r : T(r)

unitrange_last(::Bool, stop::Bool) = stop
function unitrange_last(start::T, stop::T) where {T<:Integer}
    return ifelse(stop >= start, stop, convert(T, start - oneunit(start - stop)))
end
function unitrange_last(start, stop)
    return ifelse(stop >= start, convert(typeof(stop), start + floor(stop - start)),
                  convert(typeof(stop), start - oneunit(start - stop)))
end

struct OneTo{T<:Integer} <: AbstractUnitRange{T}
    stop::T
    function OneTo{T}(stop) where {T<:Integer}
        T === Bool && throw(ArgumentError(string("invalid index: ", stop, " of type Bool")))
        return new(max(zero(T), stop))
    end
end
# an axis as a dimension (similar(a, T, axes), array.jl)
_to_shape1(r::OneTo) = Int(last(r))
OneTo(stop::T) where {T<:Integer} = OneTo{T}(stop)
# As Julia's range.jl: a OneTo of a range that starts at 1 with step 1.
function OneTo{T}(r::AbstractRange) where {T<:Integer}
    first(r) == 1 || throw(ArgumentError(string("first element must be 1, got ", first(r))))
    step(r) == 1 || throw(ArgumentError(string("step must be 1, got ", step(r))))
    return OneTo{T}(last(r))
end
OneTo(r::AbstractRange{T}) where {T<:Integer} = OneTo{T}(r)
AbstractUnitRange{T}(r::OneTo) where {T} = OneTo{T}(r)

# ---- StepRange ----------------------------------------------------------------------------

struct StepRange{T,S} <: OrdinalRange{T,S}
    start::T
    step::S
    stop::T
    function StepRange{T,S}(start, step, stop) where {T,S}
        sta = convert(T, start)
        ste = convert(S, step)
        sto = convert(T, stop)
        return new(sta, ste, steprange_last(sta, ste, sto))
    end
end
StepRange(start::T, step::S, stop::T) where {T,S} = StepRange{T,S}(start, step, stop)

function steprange_last(start, step, stop)
    if isa(start, AbstractFloat) || isa(step, AbstractFloat)
        throw(ArgumentError("StepRange should not be used with floating point"))
    end
    if isa(start, Integer) && !isinteger(start + step)
        throw(ArgumentError("StepRange{<:Integer} cannot have non-integer step"))
    end
    z = zero(step)
    step == z && throw(ArgumentError("step cannot be zero"))
    if stop == start
        last = stop
    else
        if (step > z) != (stop > start)
            last = steprange_last_empty(start, step, stop)
        else
            # Compute absolute value of difference between `start` and `stop`
            # (to simplify handling both signed and unsigned T and checking for signed overflow):
            absdiff, absstep = stop > start ? (stop - start, step) : (start - stop, -step)
            # Compute remainder as a nonnegative number:
            if absdiff isa Signed && absdiff < zero(absdiff)
                # unlikely, but handle the signed overflow case with unsigned rem
                remain = _steprange_overflow_case(absdiff, absstep)
            else
                remain = convert(typeof(absdiff), absdiff % absstep)
            end
            # Move `stop` closer to `start` if there is a remainder:
            last = stop > start ? stop - remain : stop + remain
        end
    end
    return convert(typeof(stop), last)
end
_steprange_overflow_case(absdiff, absstep) = convert(typeof(absdiff), unsigned(absdiff) % absstep)

function steprange_last_empty(start::Integer, step, stop)
    # empty range has a special representation where stop = start-1,
    # which simplifies arithmetic for Signed numbers
    if step > zero(step)
        last = start - oneunit(step)
    else
        last = start + oneunit(step)
    end
    return convert(typeof(stop), last)
end
steprange_last_empty(start::Bool, step, stop) = start ⊻ (step > zero(step))
steprange_last_empty(start, step, stop) = stop

# ---- the colon operator -----------------------------------------------------------------------

(::Colon)(start::T, stop::T) where {T<:Real} = UnitRange{T}(start, stop)
(::Colon)(start::Real, stop::Real) = (:)(promote(start, stop)...)
(::Colon)(start::T, stop::T) where {T} = (:)(start, oftype(stop >= start ? stop - start : start - stop, 1), stop)
(::Colon)(start::T, step, stop::T) where {T} = _colon(start, step, stop)
(::Colon)(start::T, step, stop::T) where {T<:Real} = _colon(start, step, stop)
# a non-integer real step of another type: all three promoted (1:1//2:3 is
# a range of Rationals); an integer step of another integer type is kept
# (1:Int8(2):11 is a StepRange{Int64, Int8})
(::Colon)(start::T, step::T, stop::T) where {T<:Real} = _colon(start, step, stop)
(::Colon)(start::T, step::Real, stop::T) where {T<:Real} = (:)(promote(start, step, stop)...)
(::Colon)(start::T, step::Integer, stop::T) where {T<:Integer} = _colon(start, step, stop)
(::Colon)(start::T, step::T, stop::T) where {T<:Integer} = _colon(start, step, stop)
(::Colon)(start::A, step, stop::C) where {A<:Real,C<:Real} = (:)(convert(promote_type(A, C), start), step, convert(promote_type(A, C), stop))
_colon(start::T, step, stop::T) where {T} = StepRange(start, step, stop)
_float_range_error(a, b) = error("floating-point ranges (", a, ":", b, ") are not supported yet")

range(start; stop=nothing, length::Union{Integer,Nothing}=nothing, step=nothing) = _range(start, step, stop, length)
range(start, stop; length::Union{Integer,Nothing}=nothing, step=nothing) = _range(start, step, stop, length)
function _range(start, step, stop, len)
    if step === nothing && len === nothing
        return start:stop
    elseif len === nothing
        return start:step:stop
    elseif stop === nothing
        st = step === nothing ? oneunit(start) : step
        return start:st:(start + (len - 1) * st)
    elseif step === nothing
        return range_start_stop_length(start, stop, len)
    else
        return start:step:stop
    end
end

# ---- accessors ---------------------------------------------------------------------------------

first(r::OrdinalRange{T}) where {T} = convert(T, r.start)
first(r::OneTo{T}) where {T} = oneunit(T)
last(r::OrdinalRange{T}) where {T} = convert(T, r.stop)
last(r::OneTo) = r.stop
step(r::StepRange) = r.step
step(r::AbstractUnitRange{T}) where {T} = oneunit(T) - zero(T)
step(r::UnitRange{T}) where {T} = oneunit(T) - zero(T)

isempty(r::StepRange) = (r.start != r.stop) & ((r.step > zero(r.step)) != (r.stop > r.start))
isempty(r::AbstractUnitRange) = first(r) > last(r)
isempty(r::OneTo) = iszero(r.stop)

const _BigInts = Union{Int64,UInt64,Int128,UInt128}
const _SmallInts = Union{Int8,UInt8,Int16,UInt16,Int32,UInt32}

length(r::OneTo{T}) where {T<:_BigInts} = r.stop
length(r::OneTo{T}) where {T<:_SmallInts} = Int(r.stop)
function length(r::AbstractUnitRange{T}) where {T<:_BigInts}
    return last(r) - first(r) + one(T)
end
length(r::AbstractUnitRange{T}) where {T<:_SmallInts} = Int(last(r)) - Int(first(r)) + 1
length(r::AbstractUnitRange{Bool}) = Int(last(r)) - Int(first(r)) + 1
function length(r::OrdinalRange{T}) where {T<:_BigInts}
    s = step(r)
    diff = last(r) - first(r)
    isempty(r) && return zero(diff)
    # Compute `(diff ÷ s) + 1` in a manner robust to signed overflow
    # by using the absolute values as unsigneds for non-empty ranges.
    a = div(unsigned(flipsign(diff, s)), s) % typeof(diff)
    return flipsign(a, s) + oneunit(a)
end
function length(r::OrdinalRange{T}) where {T<:_SmallInts}
    s = step(r)
    isempty(r) && return 0
    return div(Int(last(r)) - Int(first(r)), s) + 1
end
function length(r::OrdinalRange)
    s = step(r)
    isempty(r) && return 0
    return Int(div(last(r) - first(r), s)) + 1
end
size(r::AbstractRange) = (length(r),)
axes(r::AbstractRange) = (OneTo(length(r)),)
firstindex(r::AbstractRange) = 1
lastindex(r::AbstractRange) = length(r)
eachindex(r::AbstractRange) = axes1(r)
keys(r::AbstractRange) = OneTo(length(r))
checked_length(r) = length(r)

# ---- iteration ------------------------------------------------------------------------------------

iterate(r::OrdinalRange) = isempty(r) ? nothing : (first(r), first(r))
function iterate(r::OrdinalRange{T}, i) where {T}
    i == last(r) && return nothing
    next = convert(T, i + step(r))
    return (next, next)
end
iterate(r::OneTo) = isempty(r) ? nothing : (oneunit(eltype(r)), oneunit(eltype(r)))
iterate(r::OneTo{T}, i) where {T} = i == r.stop ? nothing : (i + oneunit(T), i + oneunit(T))

# ---- indexing ---------------------------------------------------------------------------------------

throw_boundserror(A, I) = throw(BoundsError(A, I))

function getindex(v::AbstractUnitRange{T}, i::Integer) where {T}
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    val = convert(T, first(v) + (i - oneunit(i)))
    ((i > 0) & (val <= last(v)) & (val >= first(v))) || throw_boundserror(v, i)
    return val
end
function getindex(v::OneTo{T}, i::Integer) where {T}
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    ((i > 0) & (i <= v.stop)) || throw_boundserror(v, i)
    return convert(T, i)
end
function getindex(v::StepRange{T}, i::Integer) where {T}
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    ret = convert(T, first(v) + (i - oneunit(i)) * step(v))
    ok = ifelse(step(v) > zero(step(v)),
                (ret <= last(v)) & (ret >= first(v)),
                (ret <= first(v)) & (ret >= last(v)))
    ((i > 0) & ok) || throw_boundserror(v, i)
    return ret
end
function getindex(r::AbstractUnitRange, s::AbstractUnitRange{<:Integer})
    isempty(s) && return range(first(r) + (first(s) - 1), length=0)
    (first(s) >= 1 && last(s) <= length(r)) || throw_boundserror(r, s)
    f = first(r)
    st = oftype(f, f + (first(s) - 1))
    return st:oftype(f, st + (length(s) - 1))
end
function getindex(r::OrdinalRange, s::AbstractRange{<:Integer})
    isempty(s) || (first(s) >= 1 && last(s) <= length(r)) || throw_boundserror(r, s)
    st = r[first(s)]
    return st:(step(r) * step(s)):(isempty(s) ? st - step(r) * step(s) : r[last(s)])
end

# ---- membership, comparison -----------------------------------------------------------------------

in(x::Integer, r::AbstractUnitRange{<:Integer}) = (first(r) <= x) & (x <= last(r))
function in(x::Integer, r::OrdinalRange{<:Integer})
    isempty(r) && return false
    f, l, s = first(r), last(r), step(r)
    (min(f, l) <= x <= max(f, l)) || return false
    return mod(x - f, s) == 0
end
function in(x, r::AbstractRange)
    for y in r
        y == x && return true
    end
    return false
end

function ==(r::AbstractRange, s::AbstractRange)
    lr = length(r)
    lr != length(s) && return false
    iszero(lr) && return true
    yr, ys = iterate(r), iterate(s)
    while yr !== nothing
        yr[1] == ys[1] || return false
        yr, ys = iterate(r, yr[2]), iterate(s, ys[2])
    end
    return true
end
==(r::T, s::T) where {T<:Union{StepRange,UnitRange,OneTo}} =
    (isempty(r) & isempty(s)) | ((first(r) == first(s)) & (step(r) == step(s)) & (last(r) == last(s)))

# ---- reductions and transforms ----------------------------------------------------------------------

function sum(r::AbstractRange{<:Real})
    l = length(r)
    # note that a little care is required to avoid overflow in l*(l-1)/2
    return l * first(r) + (iseven(l) ? (step(r) * (l - 1)) * (l >> 1) :
                                       (step(r) * l) * ((l - 1) >> 1))
end
maximum(r::AbstractUnitRange) = isempty(r) ? _empty_reduce_error() : last(r)
minimum(r::AbstractUnitRange) = isempty(r) ? _empty_reduce_error() : first(r)
maximum(r::AbstractRange) = isempty(r) ? _empty_reduce_error() : max(first(r), last(r))
minimum(r::AbstractRange) = isempty(r) ? _empty_reduce_error() : min(first(r), last(r))
extrema(r::AbstractRange) = (minimum(r), maximum(r))

reverse(r::OrdinalRange) = (:)(last(r), -step(r), first(r))
reverse(r::OneTo) = (:)(last(r), -one(eltype(r)), first(r))
copy(r::AbstractRange) = r

-(r::OrdinalRange) = (:)(-first(r), -step(r), -last(r))
# Sum and difference of two integer ranges of one length, a range (Julia's
# _define_range_op).
function +(r1::OrdinalRange, r2::OrdinalRange)
    r1l = length(r1)
    r1l == length(r2) || throw(DimensionMismatch(string("argument dimensions must match: length of r1 is ", r1l, ", length of r2 is ", length(r2))))
    return range(first(r1) + first(r2), step=step(r1) + step(r2), length=r1l)
end
function -(r1::OrdinalRange, r2::OrdinalRange)
    r1l = length(r1)
    r1l == length(r2) || throw(DimensionMismatch(string("argument dimensions must match: length of r1 is ", r1l, ", length of r2 is ", length(r2))))
    return range(first(r1) - first(r2), step=step(r1) - step(r2), length=r1l)
end
+(r::AbstractUnitRange{T}, x::Integer) where {T<:Integer} = (first(r) + x):(last(r) + x)
+(x::Integer, r::AbstractUnitRange{T}) where {T<:Integer} = r + x
-(r::AbstractUnitRange{T}, x::Integer) where {T<:Integer} = (first(r) - x):(last(r) - x)
+(r::StepRange, x::Integer) = (first(r) + x):step(r):(last(r) + x)
-(r::StepRange, x::Integer) = (first(r) - x):step(r):(last(r) - x)

# ---- show ---------------------------------------------------------------------------------------------

show(io::IO, r::AbstractRange) = print(io, repr(first(r)), ':', repr(step(r)), ':', repr(last(r)))
show(io::IO, r::UnitRange) = print(io, repr(first(r)), ':', repr(last(r)))
show(io::IO, r::OneTo) = print(io, "Base.OneTo(", r.stop, ")")

# The length, or OverflowError when it does not fit the element type, as
# Julia's range.jl (`length` itself wraps: length(typemin(Int):typemax(Int))
# is 0 in Julia 1.10, test/ranges.jl "overflow in length").
function checked_length(r::AbstractUnitRange{T}) where {T<:_BigInts}
    isempty(r) && return zero(T)
    a = checked_sub(last(r), first(r))
    return checked_add(a, oneunit(a))
end
function checked_length(r::OrdinalRange{T}) where {T<:_BigInts}
    s = step(r)
    isempty(r) && return zero(T)
    stop, start = last(r), first(r)
    if s > 1
        a = convert(T, div(unsigned(stop - start), s))
    elseif s < -1
        a = convert(T, div(unsigned(start - stop), -s))
    elseif s > 0
        a = div(checked_sub(stop, start), s)
    else
        a = div(checked_sub(start, stop), -s)
    end
    return checked_add(convert(T, a), oneunit(T))
end
