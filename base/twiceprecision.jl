# This file is a part of Kiln's Base library.
#
# twiceprecision.jl — floating-point ranges: StepRangeLen with
# TwicePrecision reference and step, built from exact rational forms of
# start/step/stop when there are ones (so 0.1:0.1:0.5 holds 0.3, not
# 0.30000000000000004); as Julia's base/twiceprecision.jl.

struct TwicePrecision{T}
    hi::T
    lo::T
end

canonicalize2(big, little) = (h = big + little; (h, (big - h) + little))
function add12(x::T, y::T) where {T}
    if abs(y) > abs(x)
        x, y = y, x
    end
    return canonicalize2(x, y)
end
function div12(x::T, y::T) where {T<:AbstractFloat}
    xs, xe = frexp(x)
    ys, ye = frexp(y)
    r = xs / ys
    rh, rl = canonicalize2(r, -fma(r, ys, -xs) / ys)
    return ldexp(rh, xe - ye), ldexp(rl, xe - ye)
end
_tp(::Type{T}, n::Integer, d::Integer) where {T} = (hl = div12(T(n), T(d)); TwicePrecision{T}(hl[1], hl[2]))
truncbits(x::Float64, nb::Int) = reinterpret(Float64, reinterpret(UInt64, x) & (typemax(UInt64) << nb))
function twiceprecision(val::TwicePrecision{Float64}, nb::Int)
    hi = truncbits(val.hi, nb)
    return TwicePrecision{Float64}(hi, (val.hi - hi) + val.lo)
end
nbitslen(len::Int, offset::Int) = len < 2 ? 0 : ceil(Int, log2(Float64(max(offset - 1, len - offset))))
nbitslen(::Type{Float64}, len::Int, offset::Int) = min(27, nbitslen(len, offset))
nbitslen(::Type{Float32}, len::Int, offset::Int) = min(12, nbitslen(len, offset))
nbitslen(::Type{Float16}, len::Int, offset::Int) = min(6, nbitslen(len, offset))

struct StepRangeLen{T,R,S,L<:Integer} <: AbstractRange{T}
    ref::R
    step::S
    len::L
    offset::L
end
# Julia 1.10's outer constructors (range.jl): the element type is that of
# ref + zero(step), the length type at least Int.
StepRangeLen{T,R,S}(ref::R, step::S, len::Integer, offset::Integer = 1) where {T,R,S} =
    StepRangeLen{T,R,S,promote_type(Int,typeof(len))}(ref, step, len, offset)
StepRangeLen(ref::R, step::S, len::Integer, offset::Integer = 1) where {R,S} =
    StepRangeLen{typeof(ref+zero(step)),R,S,promote_type(Int,typeof(len))}(ref, step, len, offset)
StepRangeLen{T}(ref::R, step::S, len::Integer, offset::Integer = 1) where {T,R,S} =
    StepRangeLen{T,R,S,promote_type(Int,typeof(len))}(ref, step, len, offset)

# -r of a float range is the range of the negated values (Julia's
# -(r::StepRangeLen)): its reference value and step negated exactly.
-(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T},L}) where {T,L} =
    StepRangeLen{T,TwicePrecision{T},TwicePrecision{T},L}(TwicePrecision{T}(-r.ref.hi, -r.ref.lo),
        TwicePrecision{T}(-r.step.hi, -r.step.lo), r.len, r.offset)

function steprangelen_hp(::Type{Float64}, ref::Tuple, step::Tuple, nb::Int, len::Int, offset::Int)
    r = _tp(Float64, ref[1], ref[2])
    s = twiceprecision(_tp(Float64, step[1], step[2]), nb)
    return StepRangeLen{Float64,TwicePrecision{Float64},TwicePrecision{Float64},Int}(r, s, len, offset)
end
# Julia's twiceprecision.jl: Float32 and Float16 ranges keep a Float64 reference and step
steprangelen_hp(::Type{T}, ref::Tuple, step::Tuple, nb::Int, len::Int, offset::Int) where {T<:Union{Float16,Float32}} =
    StepRangeLen{T,Float64,Float64,Int}(ref[1] / ref[2], step[1] / step[2], len, offset)
steprangelen_hp(::Type{T}, ref::AbstractFloat, step::AbstractFloat, nb::Int, len::Int, offset::Int) where {T<:Union{Float16,Float32}} =
    StepRangeLen{T,Float64,Float64,Int}(Float64(ref), Float64(step), len, offset)
function steprangelen_hp(::Type{Float64}, ref::Float64, step::Float64, nb::Int, len::Int, offset::Int)
    r = TwicePrecision{Float64}(ref, 0.0)
    s = twiceprecision(TwicePrecision{Float64}(step, 0.0), nb)
    return StepRangeLen{Float64,TwicePrecision{Float64},TwicePrecision{Float64},Int}(r, s, len, offset)
end

function floatrange(::Type{T}, start_n::Int, step_n::Int, len::Int, den::Int) where {T}
    if len < 2 || step_n == 0
        return steprangelen_hp(T, (start_n, den), (step_n, den), 0, len, 1)
    end
    imin = clamp(round(Int, -start_n / step_n + 1), 1, len)
    ref_n = start_n + (imin - 1) * step_n
    nb = nbitslen(T, len, imin)
    return steprangelen_hp(T, (ref_n, den), (step_n, den), nb, len, imin)
end

_rat_max(::Type{Float64}) = 16777216   # maxintfloat(narrow(T), Int) of Julia's rat
_rat_max(::Type{Float32}) = 2048
_rat_max(::Type{Float16}) = 2048
function rat(x::Union{Float16,Float32,Float64})
    y = x
    a = d = 1
    b = c = 0
    m = _rat_max(typeof(x))
    while abs(y) <= m
        f = trunc(Int, y)
        y -= f
        a, c = f * a + c, a
        b, d = f * b + d, b
        max(abs(a), abs(b)) <= m || return c, d
        oftype(x, a) / oftype(x, b) == x && break
        y = inv(y)
    end
    return a, b
end
isbetween(a, x, b) = a <= x <= b || b <= x <= a

_maxintfloat(::Type{Float64}) = 9007199254740992.0
_maxintfloat(::Type{Float32}) = 1.6777216f7
_maxintfloat(::Type{Float16}) = Float16(2048)
function (::Colon)(start::T, step::T, stop::T) where {T<:Union{Float16,Float32,Float64}}
    step == 0 && throw(ArgumentError("range step cannot be zero"))
    step_n, step_d = rat(step)
    if step_d != 0 && T(step_n / step_d) == step
        start_n, start_d = rat(start)
        stop_n, stop_d = rat(stop)
        if start_d != 0 && stop_d != 0 && T(start_n / start_d) == start && T(stop_n / stop_d) == stop
            den = start_d * div(step_d, gcd(start_d, step_d))
            m = _maxintfloat(T)
            if den != 0 && abs(start * den) <= m && abs(step * den) <= m && rem(den, start_d) == 0 && rem(den, step_d) == 0
                start_n = round(Int, start * den)
                step_n = round(Int, step * den)
                len = max(0, Int(div(den * stop_n - stop_d * start_n + step_n * stop_d, step_n * stop_d)))
                if isbetween(start, start + (len - 1) * step, stop + step / 2) && !isbetween(start, start + len * step, stop)
                    return floatrange(T, start_n, step_n, len, den)
                end
            end
        end
    end
    lf = (stop - start) / step
    if lf < 0
        len = 0
    elseif lf == 0
        len = 1
    else
        len = round(Int, lf) + 1
        stop2 = start + (len - 1) * step
        len -= (start < stop < stop2) + (start > stop > stop2)
    end
    return steprangelen_hp(T, start, step, 0, len, 1)
end
(::Colon)(start::T, stop::T) where {T<:Union{Float16,Float32,Float64}} = (:)(start, T(1), stop)
(::Colon)(a::AbstractFloat, b::AbstractFloat, c::AbstractFloat) = (:)(promote(a, b, c)...)
(::Colon)(a::Real, b::AbstractFloat, c::Real) = (:)(promote(a, b, c)...)
(::Colon)(a::AbstractFloat, b::Real, c::Real) = (:)(promote(a, b, c)...)
(::Colon)(a::AbstractFloat, b::AbstractFloat, c::Real) = (:)(promote(a, b, c)...)
(::Colon)(a::Real, b::AbstractFloat, c::AbstractFloat) = (:)(promote(a, b, c)...)
(::Colon)(a::AbstractFloat, b::Real, c::AbstractFloat) = (:)(promote(a, b, c)...)
(::Colon)(a::AbstractFloat, b::Real) = (:)(promote(a, b)...)
(::Colon)(a::Real, b::AbstractFloat) = (:)(promote(a, b)...)
(::Colon)(a::AbstractFloat, b::AbstractFloat) = (:)(promote(a, b)...)
# other floats (BigFloat): a StepRangeLen of the type itself, as Julia's
# range.jl does for types whose arithmetic rounds
(::Colon)(start::T, stop::T) where {T<:AbstractFloat} = (:)(start, T(1), stop)
(::Colon)(start::T, step::T, stop::T) where {T<:AbstractFloat} =
    StepRangeLen(start, step, Int(fld(stop - start, step)) + 1)

function _linspace(::Type{Float64}, start_n::Int, stop_n::Int, len::Int, den::Int=1)
    len < 2 && return steprangelen_hp(Float64, (start_n, den), (0, 1), 0, len, 1)
    start_n == stop_n && return steprangelen_hp(Float64, (start_n, den), (0, den), 0, len, 1)
    tmin = -start_n / (Float64(stop_n) - Float64(start_n))
    imin = clamp(round(Int, tmin * (len - 1) + 1), 1, len)
    ref_num = (len - imin) * start_n + (imin - 1) * stop_n
    ref_denom = (len - 1) * den
    return steprangelen_hp(Float64, (ref_num, ref_denom), (stop_n - start_n, ref_denom), nbitslen(Float64, len, imin), len, imin)
end
function _linspace(start::Float64, stop::Float64, len::Int)
    start_n, start_d = rat(start)
    stop_n, stop_d = rat(stop)
    if start_d != 0 && stop_d != 0
        den = start_d * div(stop_d, gcd(start_d, stop_d))
        if den != 0 && abs(den * start) <= 9007199254740992.0 && abs(den * stop) <= 9007199254740992.0
            sn = round(Int, den * start)
            tn = round(Int, den * stop)
            if sn / den == start && tn / den == stop
                return _linspace(Float64, sn, tn, len, den)
            end
        end
    end
    step = len > 1 ? (stop - start) / (len - 1) : 0.0
    return steprangelen_hp(Float64, start, step, 0, len, 1)
end
range_start_stop_length(a::Integer, b::Integer, len::Integer) = _linspace(Float64, Int(a), Int(b), Int(len))
range_start_stop_length(a::Real, b::Real, len::Integer) = _linspace(Float64(a), Float64(b), Int(len))

function getindex(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}, i::Integer) where {T}
    (1 <= i <= r.len) || throw_boundserror(r, i)
    return _unsafe_getindex(r, Int(i))
end
# A range with a plain-number reference and step (Float32 and Float16 ranges keep
# them in Float64): Julia's range.jl unsafe_getindex, T(ref + u*step).
function getindex(r::StepRangeLen{T,R,S}, i::Integer) where {T,R<:Real,S<:Real}
    (1 <= i <= r.len) || throw_boundserror(r, i)
    return _unsafe_getindex(r, Int(i))
end
_unsafe_getindex(r::StepRangeLen{T,R,S}, i::Int) where {T,R<:Real,S<:Real} = T(r.ref + (i - r.offset) * r.step)
step(r::StepRangeLen{T,R,S}) where {T,R<:Real,S<:Real} = T(r.step)
reverse(r::StepRangeLen{T,R,S,L}) where {T,R<:Real,S<:Real,L} =
    StepRangeLen{T,R,S,L}(r.ref, -r.step, r.len, r.len - r.offset + 1)
-(r::StepRangeLen{T,R,S,L}) where {T,R<:Real,S<:Real,L} = StepRangeLen{T,R,S,L}(-r.ref, -r.step, r.len, r.offset)
# Element i (1 <= i <= length(r)) without the bounds check, for iterate (as
# Julia's unsafe_getindex).
function _unsafe_getindex(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}, i::Int) where {T}
    u = i - r.offset
    shift_hi = u * r.step.hi
    shift_lo = u * r.step.lo
    x_hi, x_lo = add12(r.ref.hi, shift_hi)
    return T(x_hi + (x_lo + (shift_lo + r.ref.lo)))
end
length(r::StepRangeLen) = r.len
size(r::StepRangeLen) = (r.len,)
isempty(r::StepRangeLen) = r.len == 0
# Julia's range.jl: unsafe_getindex(r, 1) and unsafe_getindex(r, length(r)), so that
# an empty range has them too (1.0:-1.0 shows as 1.0:1.0:0.0)
first(r::StepRangeLen) = _unsafe_getindex(r, 1)
last(r::StepRangeLen) = _unsafe_getindex(r, r.len)
step(r::StepRangeLen{T}) where {T} = T(r.step.hi + r.step.lo)
_unsafe_getindex(r::StepRangeLen, i::Int) = r[i]
iterate(r::StepRangeLen, i::Int=1) = i > r.len || i < 1 ? nothing : (_unsafe_getindex(r, i), i + 1)
show(io::IO, r::StepRangeLen) = print(io, repr(first(r)), ':', repr(step(r)), ':', repr(last(r)))
sum(r::StepRangeLen) = _mapreduce_arr(identity, add_sum, r)
maximum(r::StepRangeLen) = isempty(r) ? _empty_reduce_error() : max(first(r), last(r))
minimum(r::StepRangeLen) = isempty(r) ? _empty_reduce_error() : min(first(r), last(r))
reverse(r::StepRangeLen{T,R,S,L}) where {T,R,S,L} =
    StepRangeLen{T,R,S,L}(r.ref, TwicePrecision{T}(-r.step.hi, -r.step.lo), r.len, r.len - r.offset + 1)
in(x::Real, r::StepRangeLen) = any(y -> y == x, r)

# ---- LinRange: len points from start to stop, each computed by linear interpolation -------------
# (Julia's range.jl: LinRange, lerpi, its show.)

struct LinRange{T,L<:Integer} <: AbstractRange{T}
    start::T
    stop::T
    len::L
    lendiv::L
    function LinRange{T,L}(start::T, stop::T, len::L) where {T,L<:Integer}
        len >= 0 || throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len, "): negative length")))
        onelen = one(len)
        if len == onelen
            start == stop || throw(ArgumentError(string("range(", start, ", stop=", stop, ", length=", len, "): endpoints differ")))
            return new(start, stop, len, len)
        end
        return new(start, stop, len, max(len - onelen, onelen))
    end
end
LinRange{T,L}(start, stop, len::Integer) where {T,L} = LinRange{T,L}(convert(T, start), convert(T, stop), convert(L, len))
LinRange{T}(start, stop, len::Integer) where {T} = LinRange{T,promote_type(Int, typeof(len))}(start, stop, len)
function LinRange(start, stop, len::Integer)
    T = typeof((zero(stop) - zero(start)) / oneunit(len))
    return LinRange{T}(start, stop, len)
end

# The value at j of d steps from a to b, as Julia's lerpi.
function _lerpi(j::Integer, d::Integer, a::T, b::T) where {T}
    t = j / d
    return T((1 - t) * a + t * b)
end

length(r::LinRange) = Int(r.len)
size(r::LinRange) = (length(r),)
isempty(r::LinRange) = r.len == 0
first(r::LinRange) = r.start
last(r::LinRange) = r.stop
step(r::LinRange) = (r.stop - r.start) / r.lendiv
function getindex(r::LinRange, i::Integer)
    (1 <= i <= r.len) || throw_boundserror(r, i)
    return _lerpi(i - 1, r.lendiv, r.start, r.stop)
end
iterate(r::LinRange, i::Int=1) = i > r.len || i < 1 ? nothing : (_lerpi(i - 1, r.lendiv, r.start, r.stop), i + 1)
sum(r::LinRange) = _mapreduce_arr(identity, add_sum, r)
reverse(r::LinRange) = LinRange(r.stop, r.start, length(r))
==(r::LinRange, s::LinRange) = (isempty(r) & isempty(s)) | ((r.start == s.start) & (r.stop == s.stop) & (r.len == s.len))
function show(io::IO, r::LinRange{T}) where {T}
    print(io, "LinRange{", T, "}(", repr(first(r)), ", ", repr(last(r)), ", ", length(r), ")")
end

