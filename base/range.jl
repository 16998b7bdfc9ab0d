# This file is a part of Kiln's Base library.
#
# range.jl — integer ranges: UnitRange (with Julia's unitrange_last),
# StepRange (with steprange_last), OneTo, the colon operator, iteration,
# length, indexing, membership, sum, show; as Julia's base/range.jl.

eltype(::Type) = Any
eltype(x) = eltype(typeof(x))
eltype(::Type{<:AbstractArray{E}}) where {E} = E
ndims(::AbstractArray{T,N}) where {T,N} = N
ndims(::Type{<:AbstractArray{<:Any,N}}) where {N} = N

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
function UnitRange(start, stop)
    startstop_promoted = promote(start, stop)
    not_sametype((start, stop), startstop_promoted)
    return UnitRange(startstop_promoted...)
end
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
StepRange{T}(start, step::S, stop) where {T,S} = StepRange{T,S}(start, step, stop)
# Julia's range.jl conversions between range types
StepRange{T1,T2}(r::StepRange{T1,T2}) where {T1,T2} = r
StepRange{T1,T2}(r::AbstractRange) where {T1,T2} =
    StepRange{T1,T2}(convert(T1, first(r)), convert(T2, step(r)), convert(T1, last(r)))
StepRange(r::OrdinalRange{T,S}) where {T,S} = StepRange{T,S}(first(r), step(r), last(r))
StepRange{T}(r::OrdinalRange{<:Any,S}) where {T,S} = StepRange{T,S}(first(r), step(r), last(r))
OrdinalRange{T,S}(r::OrdinalRange) where {T,S} = StepRange{T,S}(r)
OrdinalRange{T,T}(r::AbstractUnitRange) where {T} = AbstractUnitRange{T}(r)

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

# ---- range(...): Julia 1.10's range.jl (any three of start, step, stop, length;
# two of start, stop, length; stop or length alone) -----------------------------------------

range(start; stop=nothing, length::Union{Integer,Nothing}=nothing, step=nothing) =
    _range(start, step, stop, length)
range(start, stop; length::Union{Integer,Nothing}=nothing, step=nothing) = _range(start, step, stop, length)
range(start, stop, length::Integer) = _range(start, nothing, stop, length)
range(; start=nothing, stop=nothing, length::Union{Integer,Nothing}=nothing, step=nothing) =
    _range(start, step, stop, length)

_range(start::Nothing, step::Nothing, stop::Nothing, len::Nothing) = range_error(start, step, stop, len)
_range(start::Nothing, step::Nothing, stop::Nothing, len::Any) = range_length(len)
_range(start::Nothing, step::Nothing, stop::Any, len::Nothing) = range_stop(stop)
_range(start::Nothing, step::Nothing, stop::Any, len::Any) = range_stop_length(stop, len)
_range(start::Nothing, step::Any, stop::Nothing, len::Nothing) = range_error(start, step, stop, len)
_range(start::Nothing, step::Any, stop::Nothing, len::Any) = range_error(start, step, stop, len)
_range(start::Nothing, step::Any, stop::Any, len::Nothing) = range_error(start, step, stop, len)
_range(start::Nothing, step::Any, stop::Any, len::Any) = range_step_stop_length(step, stop, len)
_range(start::Any, step::Nothing, stop::Nothing, len::Nothing) = range_error(start, step, stop, len)
_range(start::Any, step::Nothing, stop::Nothing, len::Any) = range_start_length(start, len)
_range(start::Any, step::Nothing, stop::Any, len::Nothing) = range_start_stop(start, stop)
_range(start::Any, step::Nothing, stop::Any, len::Any) = range_start_stop_length(start, stop, len)
_range(start::Any, step::Any, stop::Nothing, len::Nothing) = range_error(start, step, stop, len)
_range(start::Any, step::Any, stop::Nothing, len::Any) = range_start_step_length(start, step, len)
_range(start::Any, step::Any, stop::Any, len::Nothing) = range_start_step_stop(start, step, stop)
_range(start::Any, step::Any, stop::Any, len::Any) = range_error(start, step, stop, len)

range_length(len::Integer) = OneTo(len)

range_stop(stop) = range_start_stop(oftype(stop, 1), stop)
range_stop(stop::Integer) = range_length(stop)

function range_step_stop_length(step, a, len::Integer)
    start = a - step * (len - oneunit(len))
    if start isa Signed
        # overflow in recomputing length from stop is okay
        return StepRange{typeof(start),typeof(step)}(start, step, convert(typeof(start), a))
    end
    return StepRangeLen{typeof(start),typeof(start),typeof(step)}(start, step, len)
end

function range_stop_length(a, len::Integer)
    step = oftype(a - a, 1)
    start = a - (len - oneunit(len))
    if start isa Signed
        return UnitRange(start, oftype(start, a))
    end
    return StepRangeLen{typeof(start),typeof(start),typeof(step)}(start, step, len)
end

function range_start_length(a, len::Integer)
    step = oftype(a - a, 1)
    stop = a + (len - oneunit(len))
    if stop isa Signed
        return UnitRange(oftype(stop, a), stop)
    end
    return StepRangeLen{typeof(stop),typeof(a),typeof(step)}(a, step, len)
end

range_start_stop(start, stop) = start:stop

# Julia's ArithmeticStyle trait (traits.jl), which range(start; step,
# length) consults: integers wrap, floats round; Dates' time types declare
# that they wrap. A wrapping start gives a StepRange.
abstract type ArithmeticStyle end
struct ArithmeticRounds <: ArithmeticStyle end
struct ArithmeticWraps <: ArithmeticStyle end
struct ArithmeticUnknown <: ArithmeticStyle end
ArithmeticStyle(instance) = ArithmeticStyle(typeof(instance))
ArithmeticStyle(::Type{<:AbstractFloat}) = ArithmeticRounds()
ArithmeticStyle(::Type{<:Integer}) = ArithmeticWraps()
ArithmeticStyle(::Type{<:Any}) = ArithmeticUnknown()

function range_start_step_length(a, step, len::Integer)
    stop = a + step * (len - oneunit(len))
    if stop isa Signed || (!(a isa Integer) && ArithmeticStyle(a) isa ArithmeticWraps)
        return StepRange{typeof(stop),typeof(step)}(convert(typeof(stop), a), step, stop)
    end
    return StepRangeLen{typeof(stop),typeof(a),typeof(step)}(a, step, len)
end

range_start_step_stop(start, step, stop) = start:step:stop

function range_error(start, step, stop, length)
    hasstart = start !== nothing
    hasstep = step !== nothing
    hasstop = stop !== nothing
    haslength = start !== nothing
    hint = if hasstart && hasstep && hasstop && haslength
        "Try specifying only three arguments"
    elseif !hasstop && !haslength
        "At least one of `length` or `stop` must be specified."
    elseif !hasstep && !haslength
        "At least one of `length` or `step` must be specified."
    elseif !hasstart && !hasstop
        "At least one of `start` or `stop` must be specified."
    else
        "Try specifying more arguments."
    end
    msg = string("Cannot construct range from arguments:\nstart = ", start, "\nstep = ", step,
                 "\nstop = ", stop, "\nlength = ", length, "\n", hint, "\n")
    throw(ArgumentError(msg))
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
function length(r::OrdinalRange{T}) where {T}
    s = step(r)
    start = first(r)
    if isempty(r)
        return Integer(div(start - start, oneunit(s)))
    end
    stop = last(r)
    if isless(s, zero(s))
        diff = start - stop
        s = -s
    else
        diff = stop - start
    end
    a = div(diff, s)
    return Integer(a + oneunit(a))
end
function length(r::AbstractUnitRange{T}) where {T}
    start, stop = first(r), last(r)
    a = oneunit(zero(stop) - zero(start))
    if a isa Signed || stop >= start
        a += stop - start # Signed are allowed to go negative
    else
        a = zero(a) # Unsigned don't necessarily underflow
    end
    return Integer(a)
end
length(r::OneTo) = Integer(r.stop - zero(r.stop))
size(r::AbstractRange) = (length(r),)
axes(r::AbstractRange) = (OneTo(length(r)),)
firstindex(r::AbstractRange) = 1
lastindex(r::AbstractRange) = length(r)
eachindex(r::AbstractRange) = axes1(r)
keys(r::AbstractRange) = OneTo(Int(length(r)))
valtype(::Type{<:AbstractArray{T}}) where {T} = T
valtype(A::AbstractArray) = valtype(typeof(A))
checked_length(r) = length(r)
function checked_length(r::OrdinalRange{T}) where {T}
    s = step(r)
    start = first(r)
    if isempty(r)
        return Integer(div(start - start, oneunit(s)))
    end
    stop = last(r)
    if isless(s, zero(s))
        diff = checked_sub(start, stop)
        s = -s
    else
        diff = checked_sub(stop, start)
    end
    a = div(diff, s)
    return Integer(checked_add(a, oneunit(a)))
end
function checked_length(r::AbstractUnitRange{T}) where {T}
    if isempty(r)
        return Integer(first(r) - first(r))
    end
    a = checked_sub(last(r), first(r))
    return Integer(checked_add(a, oneunit(a)))
end
checked_length(r::OrdinalRange{T}) where {T<:_SmallInts} = length(r)
checked_length(r::AbstractUnitRange{T}) where {T<:_SmallInts} = length(r)
checked_length(r::OneTo{T}) where {T<:_SmallInts} = length(r)

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

# Julia's range.jl: element i after the bounds check; unsafe_getindex assumes
# the index is in bounds.
step_hp(r::AbstractRange) = step(r)
unsafe_getindex(v::OneTo{T}, i::Integer) where {T} = convert(T, i)
unsafe_getindex(v::AbstractRange{T}, i::Integer) where {T} = convert(T, first(v) + (i - oneunit(i)) * step_hp(v))
function getindex(v::AbstractRange, i::Integer)
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    checkbounds(Bool, v, i) || throw_boundserror(v, i)
    return unsafe_getindex(v, i)
end
const OverflowSafe = Union{Bool,Int8,Int16,Int32,Int64,Int128,UInt8,UInt16,UInt32,UInt64,UInt128}
_in_unit_range(v::UnitRange, val, i::Integer) = i > 0 && val <= v.stop && val >= v.start
function getindex(v::UnitRange{T}, i::Integer) where {T}
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    val = convert(T, v.start + (i - oneunit(i)))
    _in_unit_range(v, val, i) || throw_boundserror(v, i)
    return val
end
function getindex(v::UnitRange{T}, i::Integer) where {T<:OverflowSafe}
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    val = v.start + (i - oneunit(i))
    _in_unit_range(v, val, i) || throw_boundserror(v, i)
    return val % T
end
function getindex(v::OneTo{T}, i::Integer) where {T}
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    ((i > 0) & (i <= v.stop)) || throw_boundserror(v, i)
    return convert(T, i)
end
const _BitInteger64 = Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64}
function checkbounds(::Type{Bool}, v::StepRange{<:_BitInteger64,<:_BitInteger64}, i::_BitInteger64)
    res = widemul(step(v), i - oneunit(i)) + first(v)
    return (0 < i) & ifelse(0 < step(v), res <= last(v), res >= last(v))
end
getindex(r::AbstractRange, ::Colon) = copy(r)
function getindex(r::AbstractUnitRange, s::AbstractUnitRange{T}) where {T<:Integer}
    checkbounds(r, s)
    if T === Bool
        return range(first(s) ? first(r) : last(r), length = last(s))
    else
        f = first(r)
        start = oftype(f, f + first(s) - firstindex(r))
        len = length(s)
        stop = oftype(f, start + (len - oneunit(len)))
        return range(start, stop)
    end
end
function getindex(r::OneTo{T}, s::OneTo) where {T}
    checkbounds(r, s)
    return OneTo(T(s.stop))
end
function getindex(r::AbstractUnitRange, s::StepRange{T}) where {T<:Integer}
    checkbounds(r, s)
    if T === Bool
        len = Int(last(s))
        return range(first(s) ? first(r) : last(r), step=oneunit(eltype(r)), length=len)
    else
        f = first(r)
        start = oftype(f, f + s.start - firstindex(r))
        st = step(s)
        len = length(s)
        stop = oftype(f, start + (len - oneunit(len)) * (iszero(len) ? copysign(oneunit(st), st) : st))
        return range(start, stop; step=st)
    end
end
function getindex(r::StepRange, s::AbstractRange{T}) where {T<:Integer}
    checkbounds(r, s)
    if T === Bool
        # treat as a zero, one, or two-element vector, where at most one element is true
        st = step(s)
        nonempty = st > zero(st) ? last(s) : first(s)
        return range((first(s) ⊻ nonempty) ⊻ isempty(r) ? last(r) : first(r), step=step(r), length=Int(nonempty))
    else
        f = r.start
        fs = first(s)
        st = r.step
        start = oftype(f, f + (fs - firstindex(r)) * st)
        st *= step(s)
        len = length(s)
        # mimic steprange_last_empty here, to try to avoid overflow
        stop = oftype(f, start + (len - oneunit(len)) * (iszero(len) ? copysign(oneunit(st), st) : st))
        return range(start, stop; step=st)
    end
end

# ---- membership, comparison -----------------------------------------------------------------------

function _in_range(x, r::AbstractRange)
    isempty(r) && return false
    f, l = first(r), last(r)
    # check for NaN, Inf, and large x that may overflow in the next calculation
    f <= x <= l || l <= x <= f || return false
    iszero(step(r)) && return true
    n = round(Integer, (x - f) / step(r)) + 1
    return n >= 1 && n <= length(r) && r[n] == x
end
in(x::Real, r::AbstractRange{<:Real}) = _in_range(x, r)
# (-(::T, ::T) may be defined where -(::T, ::Real) is not)
in(x::T, r::AbstractRange{T}) where {T} = _in_range(x, r)
in(x::Integer, r::AbstractUnitRange{<:Integer}) = (first(r) <= x) & (x <= last(r))
in(x::Real, r::AbstractRange{T}) where {T<:Integer} =
    isinteger(x) && !isempty(r) &&
    (iszero(step(r)) ? x == first(r) : (x >= minimum(r) && x <= maximum(r) &&
        (mod(convert(T, x), step(r)) - mod(first(r), step(r)) == 0)))
in(x::AbstractChar, r::AbstractRange{<:AbstractChar}) =
    !isempty(r) &&
    (iszero(step(r)) ? x == first(r) : (x >= minimum(r) && x <= maximum(r) &&
        (mod(Int(x) - Int(first(r)), step(r)) == 0)))

function ==(r::T, s::T) where {T<:AbstractRange}
    isempty(r) && return isempty(s)
    _has_length_one(r) && return _has_length_one(s) & (first(r) == first(s))
    return (first(r) == first(s)) & (step(r) == step(s)) & (last(r) == last(s))
end
function ==(r::OrdinalRange, s::OrdinalRange)
    isempty(r) && return isempty(s)
    _has_length_one(r) && return _has_length_one(s) & (first(r) == first(s))
    return (first(r) == first(s)) & (step(r) == step(s)) & (last(r) == last(s))
end
==(r::AbstractUnitRange, s::AbstractUnitRange) =
    (isempty(r) & isempty(s)) | ((first(r) == first(s)) & (last(r) == last(s)))
==(r::OneTo, s::OneTo) = last(r) == last(s)
_has_length_one(r::OrdinalRange) = first(r) == last(r)
_has_length_one(r::AbstractRange) = isone(length(r))
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

# ---- intersect and issubset (Julia's range.jl) ------------------------------------------------------

intersect(r::OneTo, s::OneTo) = OneTo(min(r.stop, s.stop))
union(r::OneTo, s::OneTo) = OneTo(max(r.stop, s.stop))
intersect(r::AbstractUnitRange{<:Integer}, s::AbstractUnitRange{<:Integer}) = max(first(r), first(s)):min(last(r), last(s))
intersect(i::Integer, r::AbstractUnitRange{<:Integer}) = range(max(i, first(r)), length=in(i, r))
intersect(r::AbstractUnitRange{<:Integer}, i::Integer) = intersect(i, r)
function intersect(r::AbstractUnitRange{<:Integer}, s::StepRange{<:Integer})
    T = promote_type(eltype(r), eltype(s))
    if isempty(s)
        return StepRange{T}(first(r), +step(s), first(r) - step(s))
    else
        sta, ste, sto = first_step_last_ascending(s)
        lo = first(r)
        hi = last(r)
        i0 = max(sta, lo + mod(sta - lo, ste))
        i1 = min(sto, hi - mod(hi - sta, ste))
        return StepRange{T}(i0, ste, i1)
    end
end
function first_step_last_ascending(r::StepRange)
    if step(r) < zero(step(r))
        return last(r), -step(r), first(r)
    else
        return first(r), +step(r), last(r)
    end
end
function intersect(r::StepRange{<:Integer}, s::AbstractUnitRange{<:Integer})
    if step(r) < 0
        return reverse(intersect(s, reverse(r)))
    else
        return intersect(s, r)
    end
end
function intersect(r::StepRange, s::StepRange)
    T = promote_type(eltype(r), eltype(s))
    S = promote_type(typeof(step(r)), typeof(step(s)))
    if isempty(r) || isempty(s)
        return StepRange{T,S}(first(r), step(r), first(r) - step(r))
    end
    start1, step1, stop1 = first_step_last_ascending(r)
    start2, step2, stop2 = first_step_last_ascending(s)
    a = lcm(step1, step2)
    g, x, y = gcdx(step1, step2)
    if !iszero(rem(start1 - start2, g))
        # Unaligned, no overlap possible.
        if step(r) < zero(step(r))
            return StepRange{T,S}(stop1, -a, stop1 + a)
        else
            return StepRange{T,S}(start1, a, start1 - a)
        end
    end
    z = div(start1 - start2, g)
    b = start1 - x * z * step1
    # Possible points of the intersection of r and s are
    # ..., b-2a, b-a, b, b+a, b+2a, ...
    # Determine where in the sequence to start and stop.
    m = max(start1 + mod(b - start1, a), start2 + mod(b - start2, a))
    n = min(stop1 - mod(stop1 - b, a), stop2 - mod(stop2 - b, a))
    return step(r) < zero(step(r)) ? StepRange{T,S}(n, -a, m) : StepRange{T,S}(m, a, n)
end
function intersect(r1::AbstractRange, r2::AbstractRange)
    # To iterate over the shorter range
    length(r1) > length(r2) && return intersect(r2, r1)
    r1 = unique(r1)
    T = promote_eltype(r1, r2)
    return T[x for x in r1 if x ∈ r2]
end
function intersect(r1::AbstractRange, r2::AbstractRange, r3::AbstractRange, r::AbstractRange...)
    i = intersect(intersect(r1, r2), r3)
    for t in r
        i = intersect(i, t)
    end
    return i
end
# (Julia's array.jl: the elements of v in r, without a set of r's elements)
function intersect(v::AbstractVector, r::AbstractRange)
    T = promote_eltype(v, r)
    seen = Set{T}()
    out = T[]
    for x in v
        if x in r && !(x in seen)
            push!(seen, x)
            push!(out, x)
        end
    end
    return out
end
intersect(r::AbstractRange, v::AbstractVector) = intersect(v, r)
issubset(r::OneTo, s::OneTo) = r.stop <= s.stop
issubset(r::AbstractUnitRange{<:Integer}, s::AbstractUnitRange{<:Integer}) =
    isempty(r) || (first(r) >= first(s) && last(r) <= last(s))

# ---- reductions and transforms ----------------------------------------------------------------------

function sum(r::AbstractRange{<:Real})
    l = length(r)
    # note that a little care is required to avoid overflow in l*(l-1)/2
    return l * first(r) + (iseven(l) ? (step(r) * (l - 1)) * (l >> 1) :
                                       (step(r) * l) * ((l - 1) >> 1))
end
_range_empty_error() = throw(ArgumentError("range must be non-empty"))
maximum(r::AbstractUnitRange) = isempty(r) ? _range_empty_error() : last(r)
minimum(r::AbstractUnitRange) = isempty(r) ? _range_empty_error() : first(r)
maximum(r::AbstractRange) = isempty(r) ? _range_empty_error() : max(first(r), last(r))
minimum(r::AbstractRange) = isempty(r) ? _range_empty_error() : min(first(r), last(r))
extrema(r::AbstractRange) = (minimum(r), maximum(r))
# Julia's range.jl: a minimal (maximal) index, not necessarily the first
argmin(r::AbstractRange) = isempty(r) ? _range_empty_error() : step(r) > 0 ? firstindex(r) : lastindex(r)
argmax(r::AbstractRange) = isempty(r) ? _range_empty_error() : step(r) > 0 ? lastindex(r) : firstindex(r)
function first(r::OneTo, n::Integer)
    n < 0 && throw(ArgumentError("Number of elements must be non-negative"))
    return OneTo(oftype(r.stop, min(r.stop, n)))
end
function isassigned(r::AbstractRange, i::Integer)
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    return firstindex(r) <= i <= lastindex(r)
end
issorted(r::AbstractUnitRange) = true
issorted(r::AbstractRange) = length(r) <= 1 || step(r) >= zero(step(r))
sort(r::AbstractUnitRange) = r
sort!(r::AbstractUnitRange) = r
sort(r::AbstractRange) = issorted(r) ? r : reverse(r)
sortperm(r::AbstractUnitRange) = eachindex(r)
sortperm(r::AbstractRange) = issorted(r) ? (1:1:length(r)) : (length(r):-1:1)

reverse(r::OrdinalRange) = (:)(last(r), -step(r), first(r))
reverse(r::OneTo) = (:)(last(r), -one(eltype(r)), first(r))
copy(r::AbstractRange) = r

-(r::OrdinalRange) = range(-first(r), step=-step(r), length=length(r))
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

promote_eltype() = Union{}
promote_eltype(v1, vs...) = promote_type(eltype(v1), promote_eltype(vs...))

# Julia's array.jl: the index of a value in a range, without a search
findfirst(p::Union{Fix2{typeof(isequal),Int},Fix2{typeof(==),Int}}, r::OneTo{Int}) =
    1 <= p.x <= r.stop ? p.x : nothing
findfirst(p::Union{Fix2{typeof(isequal),T},Fix2{typeof(==),T}}, r::AbstractUnitRange) where {T<:Integer} =
    first(r) <= p.x <= last(r) ? firstindex(r) + Int(p.x - first(r)) : nothing
function findfirst(p::Union{Fix2{typeof(isequal),T},Fix2{typeof(==),T}}, r::StepRange{T,S}) where {T,S}
    isempty(r) && return nothing
    minimum(r) <= p.x <= maximum(r) || return nothing
    d = convert(S, p.x - first(r))::S
    iszero(d % step(r)) || return nothing
    return d ÷ step(r) + 1
end

# findall(in(span), r): the indices of r's elements in span, as a range (Julia's _findin)
function _findin(r::AbstractRange{<:Integer}, span::AbstractUnitRange{<:Integer})
    fspan = first(span)
    lspan = last(span)
    fr = first(r)
    lr = last(r)
    sr = step(r)
    if sr > 0
        ifirst = fr >= fspan ? 1 : cld(fspan - fr, sr) + 1
        ilast = lr <= lspan ? length(r) : length(r) - cld(lr - lspan, sr)
    elseif sr < 0
        ifirst = fr <= lspan ? 1 : cld(lspan - fr, sr) + 1
        ilast = lr >= fspan ? length(r) : length(r) - cld(lr - fspan, sr)
    else
        ifirst = fr >= fspan ? 1 : length(r) + 1
        ilast = fr <= lspan ? length(r) : 0
    end
    return r isa AbstractUnitRange ? (ifirst:ilast) : (ifirst:1:ilast)
end
findall(pred::Fix2{typeof(in),<:AbstractUnitRange{<:Integer}}, r::AbstractRange{<:Integer}) = _findin(r, pred.x)
