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

const _TPFloat = Union{Float16,Float32,Float64}
_tp_precision(::Type{Float64}) = 53
_tp_precision(::Type{Float32}) = 24
_tp_precision(::Type{Float16}) = 11

# ---- Dekker arithmetic (Julia's twiceprecision.jl) --------------------------------------------

function splitprec(::Type{F}, i::Integer) where {F<:AbstractFloat}
    hi = truncbits(F(i), cld(_tp_precision(F), 2))
    ihi = oftype(i, hi)
    return hi, F(i - ihi)
end
truncmask(x::F, mask) where {F<:_TPFloat} = reinterpret(F, mask & reinterpret(uinttype(F), x))
truncmask(x, mask) = x
truncbits(x::F, nb) where {F<:_TPFloat} = truncmask(x, typemax(uinttype(F)) << nb)
truncbits(x, nb) = x

canonicalize2(big, little) = (h = big + little; (h, (big - h) + little))
function add12(x::T, y::T) where {T}
    x, y = ifelse(abs(y) > abs(x), (y, x), (x, y))
    return canonicalize2(x, y)
end
add12(x, y) = add12(promote(x, y)...)
_tp_two_mul(x::T, y::T) where {T<:Union{Float32,Float64}} = two_mul(x, y)
function _tp_two_mul(x::Float16, y::Float16)
    xy = widen(x) * widen(y)
    Txy = Float16(xy)
    return Txy, Float16(xy - Txy)
end
function _tp_two_mul(x::T, y::T) where {T<:AbstractFloat}
    xy = x * y
    return xy, fma(x, y, -xy)
end
function mul12(x::T, y::T) where {T<:AbstractFloat}
    h, l = _tp_two_mul(x, y)
    return ifelse(!isfinite(h), (h, h), (h, l))
end
mul12(x::T, y::T) where {T} = (p = x * y; (p, zero(p)))
mul12(x, y) = mul12(promote(x, y)...)
function div12(x::T, y::T) where {T<:AbstractFloat}
    # We lose precision if any intermediate calculation results in a subnormal.
    # To prevent this from happening, standardize the values.
    xs, xe = frexp(x)
    ys, ye = frexp(y)
    r = xs / ys
    rh, rl = canonicalize2(r, -fma(r, ys, -xs) / ys)
    return ifelse(iszero(r) | !isfinite(r), (r, r), (ldexp(rh, xe - ye), ldexp(rl, xe - ye)))
end
div12(x::T, y::T) where {T} = (p = x / y; (p, zero(p)))
div12(x, y) = div12(promote(x, y)...)

TwicePrecision{T}(x::T) where {T} = TwicePrecision{T}(x, zero(T))
TwicePrecision{T}(x::TwicePrecision{T}) where {T} = x
function TwicePrecision{T}(x) where {T}
    xT = T(x)
    Δx = x - xT
    return TwicePrecision{T}(xT, T(Δx))
end
TwicePrecision{T}(i::Integer) where {T<:AbstractFloat} =
    TwicePrecision{T}(canonicalize2(splitprec(T, i)...)...)
TwicePrecision(x) = TwicePrecision{typeof(x)}(x)
# numerator/denominator constructors
function TwicePrecision{T}(nd::Tuple{Integer,Integer}) where {T<:Union{Float16,Float32}}
    n, d = nd
    return TwicePrecision{T}(n / d)
end
function TwicePrecision{T}(nd::Tuple{Any,Any}) where {T}
    n, d = nd
    return TwicePrecision{T}(TwicePrecision{T}(n) / d)
end
TwicePrecision{T}(nd::Tuple{Any,Any}, nb::Integer) where {T} = twiceprecision(TwicePrecision{T}(nd), nb)

function twiceprecision(val::T, nb::Integer) where {T<:_TPFloat}
    hi = truncbits(val, nb)
    return TwicePrecision{T}(hi, val - hi)
end
function twiceprecision(val::TwicePrecision{T}, nb::Integer) where {T<:_TPFloat}
    hi = truncbits(val.hi, nb)
    return TwicePrecision{T}(hi, (val.hi - hi) + val.lo)
end

nbitslen(::Type{T}, len, offset) where {T<:_TPFloat} = min(cld(_tp_precision(T), 2), nbitslen(len, offset))
# The +1 here is for safety, because the precision of the significand
# is 1 bit higher than the number that is explicitly stored.
nbitslen(len, offset) = len < 2 ? 0 : top_set_bit(max(offset - 1, len - offset) - 1) + 1

eltype(::Type{TwicePrecision{T}}) where {T} = T
promote_rule(::Type{TwicePrecision{R}}, ::Type{TwicePrecision{S}}) where {R,S} = TwicePrecision{promote_type(R, S)}
promote_rule(::Type{TwicePrecision{R}}, ::Type{S}) where {R,S<:Number} = TwicePrecision{promote_type(R, S)}
(::Type{T})(x::TwicePrecision) where {T<:Number} = (T(x.hi) + T(x.lo))::T
convert(::Type{TwicePrecision{T}}, x::TwicePrecision{T}) where {T} = x
convert(::Type{TwicePrecision{T}}, x::TwicePrecision) where {T} =
    TwicePrecision{T}(convert(T, x.hi), convert(T, x.lo))::TwicePrecision{T}
convert(::Type{T}, x::TwicePrecision) where {T<:Number} = T(x)::T
convert(::Type{TwicePrecision{T}}, x::Number) where {T} = TwicePrecision{T}(x)::TwicePrecision{T}
float(x::TwicePrecision{<:AbstractFloat}) = x
float(x::TwicePrecision) = TwicePrecision(float(x.hi), float(x.lo))
big(x::TwicePrecision) = big(x.hi) + big(x.lo)
-(x::TwicePrecision) = TwicePrecision(-x.hi, -x.lo)
zero(x::TwicePrecision) = zero(typeof(x))
zero(::Type{TwicePrecision{T}}) where {T} = (z = zero(T); TwicePrecision{T}(z, z))

function +(x::TwicePrecision, y::Number)
    s_hi, s_lo = add12(x.hi, y)
    return TwicePrecision(canonicalize2(s_hi, s_lo + x.lo)...)
end
+(x::Number, y::TwicePrecision) = y + x
function +(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T}
    r = x.hi + y.hi
    s = abs(x.hi) > abs(y.hi) ? (((x.hi - r) + y.hi) + y.lo) + x.lo : (((y.hi - r) + x.hi) + x.lo) + y.lo
    return TwicePrecision(canonicalize2(r, s)...)
end
+(x::TwicePrecision, y::TwicePrecision) = +(promote(x, y)...)
-(x::TwicePrecision, y::TwicePrecision) = x + (-y)
-(x::TwicePrecision, y::Number) = x + (-y)
-(x::Number, y::TwicePrecision) = x + (-y)
function *(x::TwicePrecision, v::Number)
    v == 0 && return TwicePrecision(x.hi * v, x.lo * v)
    return x * TwicePrecision(oftype(x.hi * v, v))
end
function *(x::TwicePrecision{<:_TPFloat}, v::Integer)
    v == 0 && return TwicePrecision(x.hi * v, x.lo * v)
    nb = top_set_bit(abs(v) - 1)
    u = truncbits(x.hi, nb)
    return TwicePrecision(canonicalize2(u * v, ((x.hi - u) + x.lo) * v)...)
end
*(v::Number, x::TwicePrecision) = x * v
function *(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T}
    zh, zl = mul12(x.hi, y.hi)
    ret = TwicePrecision{T}(canonicalize2(zh, (x.hi * y.lo + x.lo * y.hi) + zl)...)
    return ifelse(iszero(zh) | !isfinite(zh), TwicePrecision{T}(zh, zh), ret)
end
*(x::TwicePrecision, y::TwicePrecision) = *(promote(x, y)...)
/(x::TwicePrecision, v::Number) = x / TwicePrecision(oftype(x.hi / v, v))
function /(x::TwicePrecision, y::TwicePrecision)
    hi = x.hi / y.hi
    uh, ul = mul12(hi, y.hi)
    lo = ((((x.hi - uh) - ul) + x.lo) - hi * y.lo) / y.hi
    ret = TwicePrecision(canonicalize2(hi, lo)...)
    return ifelse(iszero(hi) | !isfinite(hi), TwicePrecision(hi, hi), ret)
end
<(x::TwicePrecision{T}, y::TwicePrecision{T}) where {T} = x.hi < y.hi || ((x.hi == y.hi) & (x.lo < y.lo))

# ---- StepRangeLen ---------------------------------------------------------------------------------

struct StepRangeLen{T,R,S,L<:Integer} <: AbstractRange{T}
    ref::R
    step::S
    len::L
    offset::L
    function StepRangeLen{T,R,S,L}(ref::R, step::S, len::Integer, offset::Integer = 1) where {T,R,S,L}
        if T <: Integer && !isinteger(ref + step)
            throw(ArgumentError("StepRangeLen{<:Integer} cannot have non-integer step"))
        end
        len = convert(L, len)
        len >= zero(len) || throw(ArgumentError("length cannot be negative, got $len"))
        offset = convert(L, offset)
        L1 = oneunit(typeof(len))
        L1 <= offset <= max(L1, len) || throw(ArgumentError("StepRangeLen: offset must be in [1,$len], got $offset"))
        return new(ref, step, len, offset)
    end
end
# Julia 1.10's outer constructors (range.jl): the element type is that of
# ref + zero(step), the length type at least Int.
StepRangeLen{T,R,S}(ref::R, step::S, len::Integer, offset::Integer = 1) where {T,R,S} =
    StepRangeLen{T,R,S,promote_type(Int,typeof(len))}(ref, step, len, offset)
StepRangeLen(ref::R, step::S, len::Integer, offset::Integer = 1) where {R,S} =
    StepRangeLen{typeof(ref+zero(step)),R,S,promote_type(Int,typeof(len))}(ref, step, len, offset)
StepRangeLen{T}(ref::R, step::S, len::Integer, offset::Integer = 1) where {T,R,S} =
    StepRangeLen{T,R,S,promote_type(Int,typeof(len))}(ref, step, len, offset)
StepRangeLen(ref::TwicePrecision{T}, step::TwicePrecision{T}, len::Integer, offset::Integer = 1) where {T} =
    StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}(ref, step, len, offset)
nbitslen(r::StepRangeLen) = nbitslen(eltype(r), length(r), r.offset)

# Float64 ranges keep a TwicePrecision reference and step; Float32 and Float16
# ranges keep them in Float64
function steprangelen_hp(::Type{Float64}, ref::Tuple{Integer,Integer}, step::Tuple{Integer,Integer},
                         nb::Integer, len::Integer, offset::Integer)
    return StepRangeLen(TwicePrecision{Float64}(ref), TwicePrecision{Float64}(step, nb), len, offset)
end
function steprangelen_hp(::Type{T}, ref::Tuple{Integer,Integer}, step::Tuple{Integer,Integer},
                         nb::Integer, len::Integer, offset::Integer) where {T<:_TPFloat}
    return StepRangeLen{T}(ref[1] / ref[2], step[1] / step[2], len, offset)
end
const F_or_FF = Union{AbstractFloat,Tuple{AbstractFloat,AbstractFloat}}
asF64(x::AbstractFloat) = Float64(x)
asF64(x::Tuple{AbstractFloat,AbstractFloat}) = Float64(x[1]) + Float64(x[2])
_tp_of(x::AbstractFloat) = TwicePrecision{Float64}(x)
_tp_of(x::Tuple{AbstractFloat,AbstractFloat}) = TwicePrecision{Float64}(x[1], x[2])
function steprangelen_hp(::Type{Float64}, ref::F_or_FF, step::F_or_FF, nb::Integer, len::Integer, offset::Integer)
    return StepRangeLen(_tp_of(ref), twiceprecision(_tp_of(step), nb), len, offset)
end
function steprangelen_hp(::Type{T}, ref::F_or_FF, step::F_or_FF, nb::Integer, len::Integer, offset::Integer) where {T<:_TPFloat}
    return StepRangeLen{T}(asF64(ref), asF64(step), len, offset)
end

# a range for rational start = start_n/den, step = step_n/den
function floatrange(::Type{T}, start_n::Integer, step_n::Integer, len::Integer, den::Integer) where {T}
    len = len + 0 # promote with Int
    if len < 2 || step_n == 0
        return steprangelen_hp(T, (start_n, den), (step_n, den), 0, len, oneunit(len))
    end
    # index of smallest-magnitude value
    L = typeof(len)
    imin = clamp(round(typeof(len), -start_n / step_n + 1), oneunit(L), len)
    # smallest-magnitude element to 2x precision
    ref_n = start_n + (imin - 1) * step_n
    nb = nbitslen(T, len, imin)
    return steprangelen_hp(T, (ref_n, den), (step_n, den), nb, len, imin)
end
floatrange(a::AbstractFloat, st::AbstractFloat, len::Real, divisor::AbstractFloat) =
    floatrange(promote(a, st, divisor)..., len)

# Approximate x with a rational representation as a pair of Int values.
function rat(x)
    y = x
    a = d = 1
    b = c = 0
    m = maxintfloat(narrow(typeof(x)), Int)
    while abs(y) <= m
        f = trunc(Int, y)
        y -= f
        a, c = f * a + c, a
        b, d = f * b + d, b
        max(abs(a), abs(b)) <= convert(Int, m) || return c, d
        oftype(x, a) / oftype(x, b) == x && break
        y = inv(y)
    end
    return a, b
end
narrow(::Type{T}) where {T<:AbstractFloat} = Float64
narrow(::Type{Float64}) = Float32
narrow(::Type{Float32}) = Float16
narrow(::Type{Float16}) = Float16
# lcm without the overflow check
lcm_unchecked(a::T, b::T) where {T<:Integer} = a * div(b, gcd(a, b))
isbetween(a, x, b) = a <= x <= b || b <= x <= a

function (::Colon)(start::T, step::T, stop::T) where {T<:_TPFloat}
    step == 0 && throw(ArgumentError("range step cannot be zero"))
    # see if the inputs have exact rational approximations (and if so,
    # perform all computations in terms of the rationals)
    step_n, step_d = rat(step)
    if step_d != 0 && T(step_n / step_d) == step
        start_n, start_d = rat(start)
        stop_n, stop_d = rat(stop)
        if start_d != 0 && stop_d != 0 && T(start_n / start_d) == start && T(stop_n / stop_d) == stop
            den = lcm_unchecked(start_d, step_d) # use same denominator for start and step
            m = maxintfloat(T, Int)
            if den != 0 && abs(start * den) <= m && abs(step * den) <= m &&  # will round succeed?
                    rem(den, start_d) == 0 && rem(den, step_d) == 0      # check lcm overflow
                start_n = round(Int, start * den)
                step_n = round(Int, step * den)
                len = max(0, Int(div(den * stop_n - stop_d * start_n + step_n * stop_d, step_n * stop_d)))
                # Integer ops could overflow, so check that this makes sense
                if isbetween(start, start + (len - 1) * step, stop + step / 2) &&
                        !isbetween(start, start + len * step, stop)
                    return floatrange(T, start_n, step_n, len, den)
                end
            end
        end
    end
    # Fallback, taking start and step literally
    lf = (stop - start) / step
    if lf < 0
        len = 0
    elseif lf == 0
        len = 1
    else
        len = round(Int, lf) + 1
        stop′ = start + (len - 1) * step
        # if we've overshot the end, subtract one:
        len -= (start < stop < stop′) + (start > stop > stop′)
    end
    return steprangelen_hp(T, start, step, 0, len, 1)
end
(::Colon)(start::T, stop::T) where {T<:_TPFloat} = (:)(start, T(1), stop)
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
    StepRangeLen(start, step, convert(Integer, fld(stop - start, step)) + 1)

step(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}) where {T<:AbstractFloat} = T(r.step)
step(r::StepRangeLen{T,TwicePrecision{T},TwicePrecision{T}}) where {T} = T(r.step)
step(r::StepRangeLen) = r.step
step(r::StepRangeLen{T}) where {T<:AbstractFloat} = T(r.step)
step_hp(r::StepRangeLen) = r.step

range_start_step_length(a::Real, st::_TPFloat, len::Integer) = range_start_step_length(promote(a, st)..., len)
range_start_step_length(a::_TPFloat, st::Real, len::Integer) = range_start_step_length(promote(a, st)..., len)
range_start_step_length(a::_TPFloat, st::_TPFloat, len::Integer) = range_start_step_length(promote(a, st)..., len)
function range_start_step_length(a::T, st::T, len::Integer) where {T<:_TPFloat}
    len = len + 0 # promote with Int
    start_n, start_d = rat(a)
    step_n, step_d = rat(st)
    if start_d != 0 && step_d != 0 && T(start_n / start_d) == a && T(step_n / step_d) == st
        den = lcm_unchecked(start_d, step_d)
        m = maxintfloat(T, Int)
        if abs(den * a) <= m && abs(den * st) <= m && rem(den, start_d) == 0 && rem(den, step_d) == 0
            start_n = round(Int, den * a)
            step_n = round(Int, den * st)
            return floatrange(T, start_n, step_n, len, den)
        end
    end
    return steprangelen_hp(T, a, st, 0, len, 1)
end
range_step_stop_length(step::Real, stop::_TPFloat, len::Integer) = range_step_stop_length(promote(step, stop)..., len)
range_step_stop_length(step::_TPFloat, stop::Real, len::Integer) = range_step_stop_length(promote(step, stop)..., len)
function range_step_stop_length(step::_TPFloat, stop::_TPFloat, len::Integer)
    r = range_start_step_length(stop, -step, len)
    return reverse(r)
end

# ---- indexing ---------------------------------------------------------------------------------------

length(r::StepRangeLen) = r.len
isempty(r::StepRangeLen) = length(r) == 0
first(r::StepRangeLen) = unsafe_getindex(r, 1)
last(r::StepRangeLen) = unsafe_getindex(r, length(r))
function unsafe_getindex(r::StepRangeLen{T}, i::Integer) where {T}
    u = oftype(r.offset, i) - r.offset
    return T(r.ref + u * r.step)
end
# This assumes that r.step has already been split so that (0:len-1)*r.step.hi is exact
function unsafe_getindex(r::StepRangeLen{T,<:TwicePrecision,<:TwicePrecision}, i::Integer) where {T}
    u = oftype(r.offset, i) - r.offset
    shift_hi, shift_lo = u * r.step.hi, u * r.step.lo
    x_hi, x_lo = add12(r.ref.hi, shift_hi)
    return T(x_hi + (x_lo + (shift_lo + r.ref.lo)))
end
_unsafe_getindex(r::StepRangeLen, i::Int) = unsafe_getindex(r, i)
function getindex(r::StepRangeLen, i::Integer)
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    (1 <= i <= length(r)) || throw_boundserror(r, i)
    return unsafe_getindex(r, i)
end
function iterate(r::StepRangeLen, i::Integer = zero(length(r)))
    i += oneunit(i)
    length(r) < i && return nothing
    return unsafe_getindex(r, i), i
end
function _getindex_hiprec(r::StepRangeLen, i::Integer)  # without rounding by T
    u = oftype(r.offset, i) - r.offset
    return r.ref + u * r.step
end
function _getindex_hiprec(r::StepRangeLen{<:Any,<:TwicePrecision,<:TwicePrecision}, i::Integer)
    u = oftype(r.offset, i) - r.offset
    shift_hi, shift_lo = u * r.step.hi, u * r.step.lo
    x_hi, x_lo = add12(r.ref.hi, shift_hi)
    x_hi, x_lo = add12(x_hi, x_lo + (shift_lo + r.ref.lo))
    return TwicePrecision(x_hi, x_lo)
end
function getindex(r::StepRangeLen{T}, s::OrdinalRange{S}) where {T,S<:Integer}
    checkbounds(r, s)
    len = length(s)
    sstep = step_hp(s)
    rstep = step_hp(r)
    L = typeof(len)
    if S === Bool
        rstep *= one(sstep)
        if len == 0
            return StepRangeLen{T}(first(r), rstep, zero(L), oneunit(L))
        elseif len == 1
            if first(s)
                return StepRangeLen{T}(first(r), rstep, oneunit(L), oneunit(L))
            else
                return StepRangeLen{T}(first(r), rstep, zero(L), oneunit(L))
            end
        else
            return StepRangeLen{T}(last(r), rstep, oneunit(L), oneunit(L))
        end
    else
        # Find closest approach to offset by s
        offset = L(max(min(1 + round(L, (r.offset - first(s)) / sstep), len), oneunit(L)))
        ref = _getindex_hiprec(r, first(s) + (offset - oneunit(offset)) * sstep)
        return StepRangeLen{T}(ref, rstep * sstep, len, offset)
    end
end
function getindex(r::StepRangeLen{T,<:TwicePrecision,<:TwicePrecision}, s::OrdinalRange{S}) where {T,S<:Integer}
    checkbounds(r, s)
    len = length(s)
    L = typeof(len)
    sstep = step_hp(s)
    rstep = step_hp(r)
    if S === Bool
        if len == 0
            return StepRangeLen{T}(first(r), rstep, zero(L), oneunit(L))
        elseif len == 1
            if first(s)
                return StepRangeLen{T}(first(r), rstep, oneunit(L), oneunit(L))
            else
                return StepRangeLen{T}(first(r), rstep, zero(L), oneunit(L))
            end
        else
            return StepRangeLen{T}(last(r), step(r), oneunit(L), oneunit(L))
        end
    else
        soffset = 1 + round(L, (r.offset - first(s)) / sstep)
        soffset = max(1, clamp(soffset, 1, len))
        ioffset = first(s) + (soffset - 1) * sstep
        if sstep == 1 || len < 2
            newstep = rstep
        else
            newstep = twiceprecision(rstep * sstep, nbitslen(T, len, soffset))
        end
        if ioffset == r.offset
            return StepRangeLen(r.ref, newstep, len, soffset)
        else
            return StepRangeLen(r.ref + (ioffset - r.offset) * rstep, newstep, len, soffset)
        end
    end
end

*(x::Real, r::StepRangeLen{<:Real,<:TwicePrecision}) =
    StepRangeLen(x * r.ref, twiceprecision(x * r.step, nbitslen(r)), length(r), r.offset)
*(r::StepRangeLen{<:Real,<:TwicePrecision}, x::Real) = x * r
/(r::StepRangeLen{<:Real,<:TwicePrecision}, x::Real) =
    StepRangeLen(r.ref / x, twiceprecision(r.step / x, nbitslen(r)), length(r), r.offset)

# ---- conversions --------------------------------------------------------------------------------------

StepRangeLen{T,R,S,L}(r::StepRangeLen{T,R,S,L}) where {T,R,S,L} = r
StepRangeLen{T,R,S,L}(r::StepRangeLen) where {T,R,S,L} =
    StepRangeLen{T,R,S,L}(convert(R, r.ref), convert(S, r.step), convert(L, r.len), convert(L, r.offset))
StepRangeLen{T}(r::StepRangeLen) where {T} = StepRangeLen(convert(T, r.ref), convert(T, r.step), r.len, r.offset)
StepRangeLen{T,R,S,L}(r::AbstractRange) where {T,R,S,L} = StepRangeLen{T,R,S,L}(R(first(r)), S(step(r)), length(r))
StepRangeLen{T}(r::AbstractRange) where {T} = StepRangeLen(T(first(r)), T(step(r)), length(r))
StepRangeLen(r::AbstractRange) = StepRangeLen{eltype(r)}(r)

StepRangeLen{T,R,S,L}(r::StepRangeLen{T,R,S,L}) where {T<:AbstractFloat,R<:TwicePrecision,S<:TwicePrecision,L} = r
StepRangeLen{T,R,S,L}(r::StepRangeLen) where {T<:AbstractFloat,R<:TwicePrecision,S<:TwicePrecision,L} =
    _convertSRL(StepRangeLen{T,R,S,L}, r)
StepRangeLen{Float64}(r::StepRangeLen) =
    _convertSRL(StepRangeLen{Float64,TwicePrecision{Float64},TwicePrecision{Float64},Int}, r)
StepRangeLen{T}(r::StepRangeLen) where {T<:_TPFloat} = _convertSRL(StepRangeLen{T,Float64,Float64,Int}, r)
StepRangeLen{Float64}(r::AbstractRange) =
    _convertSRL(StepRangeLen{Float64,TwicePrecision{Float64},TwicePrecision{Float64},Int}, r)
StepRangeLen{T}(r::AbstractRange) where {T<:_TPFloat} = _convertSRL(StepRangeLen{T,Float64,Float64,Int}, r)

_convertSRL(::Type{StepRangeLen{T,R,S,L}}, r::StepRangeLen{<:Integer}) where {T,R,S,L} =
    StepRangeLen{T,R,S,L}(R(r.ref), S(r.step), L(length(r)), L(r.offset))
_convertSRL(::Type{StepRangeLen{T,R,S,L}}, r::AbstractRange{<:Integer}) where {T,R,S,L} =
    StepRangeLen{T,R,S,L}(R(first(r)), S(step(r)), L(length(r)))
function _convertSRL(::Type{StepRangeLen{T,R,S,L}}, r::AbstractRange{U}) where {T,R,S,L,U}
    # if start and step have a rational approximation in the old type,
    # then we transfer that rational approximation to the new type
    f, s = first(r), step(r)
    start_n, start_d = rat(f)
    step_n, step_d = rat(s)
    if start_d != 0 && step_d != 0 && U(start_n / start_d) == f && U(step_n / step_d) == s
        den = lcm_unchecked(start_d, step_d)
        m = maxintfloat(T, Int)
        if den != 0 && abs(f * den) <= m && abs(s * den) <= m && rem(den, start_d) == 0 && rem(den, step_d) == 0
            start_n = round(Int, f * den)
            step_n = round(Int, s * den)
            return floatrange(T, start_n, step_n, L(length(r)), den)
        end
    end
    return __convertSRL(StepRangeLen{T,R,S,L}, r)
end
__convertSRL(::Type{StepRangeLen{T,R,S,L}}, r::StepRangeLen{U}) where {T,R,S,L,U} =
    StepRangeLen{T,R,S,L}(R(r.ref), S(r.step), L(length(r)), L(r.offset))
__convertSRL(::Type{StepRangeLen{T,R,S,L}}, r::AbstractRange{U}) where {T,R,S,L,U} =
    StepRangeLen{T,R,S,L}(R(first(r)), S(step(r)), L(length(r)))

# ---- sum and arithmetic -----------------------------------------------------------------------------

# sum(1:n) as a product of two integers
sumpair(n::Integer) = iseven(n) ? (n + 1, n >> 1) : (n, (n + 1) >> 1)
function sum(r::StepRangeLen)
    l = length(r)
    np, nn = l - r.offset, r.offset - 1  # positive, negative
    sp, sn = sumpair(np), sumpair(nn)
    W = widen(typeof(l))
    Δn = W(sp[1]) * W(sp[2]) - W(sn[1]) * W(sn[2])
    s = r.step * Δn
    ref = r.ref * l
    return convert(eltype(r), s + ref)
end
_tp_prod(t::TwicePrecision) = t
_tp_prod(t::TwicePrecision, x, y...) = _tp_prod(t * x, y...)
function sum(r::StepRangeLen{<:Any,<:TwicePrecision,<:TwicePrecision})
    l = length(r)
    np, nn = l - r.offset, r.offset - 1  # positive, negative
    sp, sn = sumpair(np), sumpair(nn)
    tp = _tp_prod(r.step, sp[1], sp[2])
    tn = _tp_prod(r.step, sn[1], sn[2])
    s_hi, s_lo = add12(tp.hi, -tn.hi)
    s_lo += tp.lo - tn.lo
    # Add in contributions of ref
    ref = r.ref * l
    sm_hi, sm_lo = add12(s_hi, ref.hi)
    return add12(sm_hi, sm_lo + s_lo + ref.lo)[1]
end

function +(r1::StepRangeLen{T,R}, r2::StepRangeLen{T,R}) where {T,R<:TwicePrecision}
    len = length(r1)
    (len == length(r2) || throw(DimensionMismatch("argument dimensions must match")))
    if r1.offset == r2.offset
        imid = r1.offset
        ref = r1.ref + r2.ref
    else
        imid = round(typeof(len), (r1.offset + r2.offset) / 2)
        ref1mid = _getindex_hiprec(r1, imid)
        ref2mid = _getindex_hiprec(r2, imid)
        ref = ref1mid + ref2mid
    end
    step = twiceprecision(r1.step + r2.step, nbitslen(T, len, imid))
    return StepRangeLen{T,typeof(ref),typeof(step),typeof(len)}(ref, step, len, imid)
end
function +(r1::StepRangeLen{T,S}, r2::StepRangeLen{T,S}) where {T,S}
    len = length(r1)
    (len == length(r2) ||
        throw(DimensionMismatch("argument dimensions must match: length of r1 is $len, length of r2 is $(length(r2))")))
    return StepRangeLen(first(r1) + first(r2), step(r1) + step(r2), len)
end
-(r1::StepRangeLen, r2::StepRangeLen) = +(r1, -r2)
-(r::StepRangeLen{T,R,S,L}) where {T,R,S,L} = StepRangeLen{T,R,S,L}(-r.ref, -r.step, r.len, r.offset)
function reverse(r::StepRangeLen)
    # If `r` is empty, `length(r) - r.offset + 1 will be nonpositive hence
    # invalid. As `reverse(r)` is also empty, any offset would work so we keep
    # `r.offset`
    offset = isempty(r) ? r.offset : length(r) - r.offset + 1
    return typeof(r)(r.ref, -r.step, length(r), offset)
end

# ---- range(start, stop, length) for floats: StepRangeLen (Julia's twiceprecision.jl) -----------------

function range_start_stop_length(start::T, stop::T, len::Integer) where {T<:_TPFloat}
    len = len + 0 # promote with Int
    len < 2 && return _linspace1(T, start, stop, len)
    if start == stop
        return steprangelen_hp(T, start, zero(T), 0, len, 1)
    end
    # Attempt to find exact rational approximations
    start_n, start_d = rat(start)
    stop_n, stop_d = rat(stop)
    if start_d != 0 && stop_d != 0
        den = lcm_unchecked(start_d, stop_d)
        m = maxintfloat(T, Int)
        if den != 0 && abs(den * start) <= m && abs(den * stop) <= m
            start_n = round(Int, den * start)
            stop_n = round(Int, den * stop)
            if T(start_n / den) == start && T(stop_n / den) == stop
                return _linspace(T, start_n, stop_n, len, den)
            end
        end
    end
    return _linspace(start, stop, len)
end

function _linspace(start::T, stop::T, len::Integer) where {T<:_TPFloat}
    len = len + 0 # promote with Int
    (isfinite(start) && isfinite(stop)) || throw(ArgumentError("start and stop must be finite, got $start and $stop"))
    # Find the index that returns the smallest-magnitude element
    Δ, Δfac = stop - start, 1
    if !isfinite(Δ)   # handle overflow for large endpoints
        Δ, Δfac = stop / len - start / len, Int(len)
    end
    tmin = -(start / Δ) / Δfac            # t such that (1-t)*start + t*stop == 0
    L = typeof(len)
    lenn1 = len - oneunit(L)
    imin = round(L, tmin * lenn1 + 1) # index approximately corresponding to t
    if 1 < imin < len
        # The smallest-magnitude element is in the interior
        t = (imin - 1) / lenn1
        ref = T((1 - t) * start + t * stop)
        step = imin - 1 < len - imin ? (ref - start) / (imin - 1) : (stop - ref) / (len - imin)
    elseif imin <= 1
        imin = oneunit(L)
        ref = start
        step = (Δ / (lenn1)) * Δfac
    else
        imin = len
        ref = stop
        step = (Δ / (lenn1)) * Δfac
    end
    if len == 2 && !isfinite(step)
        # For very large endpoints where step overflows, exploit the
        # split-representation to handle the overflow
        return steprangelen_hp(T, start, (-start, stop), 0, len, oneunit(L))
    end
    # 2x calculations to get high precision endpoint matching while also
    # preventing overflow in ref_hi+(i-offset)*step_hi
    m, k = prevfloat(floatmax(T)), max(imin - 1, len - imin)
    step_hi_pre = clamp(step, max(-(m + ref) / k, (-m + ref) / k), min((m - ref) / k, (m + ref) / k))
    nb = nbitslen(T, len, imin)
    step_hi = truncbits(step_hi_pre, nb)
    x1_hi, x1_lo = add12((1 - imin) * step_hi, ref)
    x2_hi, x2_lo = add12((len - imin) * step_hi, ref)
    a, b = (start - x1_hi) - x1_lo, (stop - x2_hi) - x2_lo
    step_lo = (b - a) / (len - 1)
    ref_lo = a - (1 - imin) * step_lo
    return steprangelen_hp(T, (ref, ref_lo), (step_hi, step_lo), 0, len, imin)
end

# range for rational numbers, start = start_n/den, stop = stop_n/den
_linspace(::Type{T}, start::Integer, stop::Integer, len::Integer) where {T<:_TPFloat} = _linspace(T, start, stop, len, one(start))
function _linspace(::Type{T}, start_n::Integer, stop_n::Integer, len::Integer, den::Integer) where {T<:_TPFloat}
    len = len + 0 # promote with Int
    len < 2 && return _linspace1(T, start_n / den, stop_n / den, len)
    L = typeof(len)
    start_n == stop_n && return steprangelen_hp(T, (start_n, den), (zero(start_n), den), 0, len, oneunit(L))
    tmin = -start_n / (Float64(stop_n) - Float64(start_n))
    imin = round(typeof(len), tmin * (len - 1) + 1)
    imin = clamp(imin, oneunit(L), len)
    W = widen(L)
    start_n = W(start_n)
    stop_n = W(stop_n)
    ref_num = W(len - imin) * start_n + W(imin - 1) * stop_n
    ref_denom = W(len - 1) * den
    ref = (ref_num, ref_denom)
    step_full = (stop_n - start_n, ref_denom)
    return steprangelen_hp(T, ref, step_full, nbitslen(T, len, imin), len, imin)
end
# other types: a plain LinRange
_linspace(::Type{T}, start::Integer, stop::Integer, len::Integer) where {T} = LinRange{T}(start, stop, len)

# For len < 2
function _linspace1(::Type{T}, start, stop, len::Integer) where {T<:_TPFloat}
    len >= 0 || throw(ArgumentError("range($start, stop=$stop, length=$len): negative length"))
    if len <= 1
        len == 1 && (start == stop || throw(ArgumentError("range($start, stop=$stop, length=$len): endpoints differ")))
        # Ensure that first(r)==start and last(r)==stop even for len==0
        # The output type must be consistent with steprangelen_hp
        if T <: Union{Float32,Float16}
            return StepRangeLen{T}(Float64(start), Float64(start) - Float64(stop), len, 1)
        else
            return StepRangeLen(TwicePrecision(start, zero(T)), TwicePrecision(start, -stop), len, 1)
        end
    end
    throw(ArgumentError("should only be called for len < 2, got $len"))
end

range_start_stop_length(start, stop, len::Integer) = range_start_stop_length(promote(start, stop)..., len)
range_start_stop_length(start::T, stop::T, len::Integer) where {T} = LinRange(start, stop, len)
range_start_stop_length(start::T, stop::T, len::Integer) where {T<:Integer} = _linspace(float(T), start, stop, len)

size(r::StepRangeLen) = (length(r),)
function show(io::IO, r::StepRangeLen)
    if !iszero(step(r))
        print(io, repr(first(r)), ':', repr(step(r)), ':', repr(last(r)))
    else
        # ugly temporary printing, to avoid 0:0:0 etc.
        print(io, "StepRangeLen(", repr(first(r)), ", ", repr(step(r)), ", ", repr(length(r)), ")")
    end
end

# ---- LinRange: len points from start to stop, each computed by linear interpolation -------------
# (Julia's range.jl: LinRange, lerpi, its show.)

struct LinRange{T,L<:Integer} <: AbstractRange{T}
    start::T
    stop::T
    len::L
    lendiv::L
    function LinRange{T,L}(start::T, stop::T, len::L) where {T,L<:Integer}
        len >= 0 || throw(ArgumentError("range($start, stop=$stop, length=$len): negative length"))
        onelen = oneunit(typeof(len))
        if len == onelen
            start == stop || throw(ArgumentError("range($start, stop=$stop, length=$len): endpoints differ"))
            return new(start, stop, len, len)
        end
        lendiv = max(len - onelen, onelen)
        if T <: Integer && !iszero(mod(stop - start, lendiv))
            throw(ArgumentError("LinRange{<:Integer} cannot have non-integer step"))
        end
        return new(start, stop, len, lendiv)
    end
end
LinRange{T,L}(start, stop, len::Integer) where {T,L} = LinRange{T,L}(convert(T, start), convert(T, stop), convert(L, len))
LinRange{T}(start, stop, len::Integer) where {T} = LinRange{T,promote_type(Int, typeof(len))}(start, stop, len)
function LinRange(start, stop, len::Integer)
    T = typeof((zero(stop) - zero(start)) / oneunit(len))
    return LinRange{T}(start, stop, len)
end
LinRange{T,L}(r::LinRange{T,L}) where {T,L} = r
LinRange{T,L}(r::AbstractRange) where {T,L} = LinRange{T,L}(first(r), last(r), length(r))
LinRange{T}(r::AbstractRange) where {T} = LinRange{T,typeof(length(r))}(first(r), last(r), length(r))
LinRange(r::AbstractRange{T}) where {T} = LinRange{T}(r)

_lerp_fraction_type(::Type) = Float64
_lerp_fraction_type(::Type{T}) where {T<:AbstractFloat} = promote_type(T, Float32)
# The value at j of d steps from a to b, as Julia's lerpi.
function lerpi(j::Integer, d::Integer, a::T, b::T) where {T}
    F = _lerp_fraction_type(T)
    t = F(j) / d
    return T((1 - t) * a + t * b)
end
_lerpi(j::Integer, d::Integer, a::T, b::T) where {T} = lerpi(j, d, a, b)

length(r::LinRange) = r.len
size(r::LinRange) = (length(r),)
isempty(r::LinRange) = length(r) == 0
first(r::LinRange) = r.start
last(r::LinRange) = r.stop
step(r::LinRange) = (last(r) - first(r)) / r.lendiv
unsafe_getindex(r::LinRange, i::Integer) = lerpi(i - oneunit(i), r.lendiv, r.start, r.stop)
function getindex(r::LinRange, i::Integer)
    i isa Bool && throw(ArgumentError("invalid index: $i of type Bool"))
    (1 <= i <= r.len) || throw_boundserror(r, i)
    return unsafe_getindex(r, i)
end
function iterate(r::LinRange, i::Integer = zero(length(r)))
    i += oneunit(i)
    length(r) < i && return nothing
    return unsafe_getindex(r, i), i
end
function getindex(r::LinRange{T}, s::OrdinalRange{S}) where {T,S<:Integer}
    checkbounds(r, s)
    len = length(s)
    L = typeof(len)
    if S === Bool
        if len == 0
            return LinRange{T}(first(r), first(r), len)
        elseif len == 1
            if first(s)
                return LinRange{T}(first(r), first(r), len)
            else
                return LinRange{T}(first(r), first(r), zero(L))
            end
        else
            return LinRange{T}(last(r), last(r), oneunit(L))
        end
    else
        vfirst = unsafe_getindex(r, first(s))
        vlast = unsafe_getindex(r, last(s))
        return LinRange{T}(vfirst, vlast, len)
    end
end
sum(r::LinRange) = _mapreduce_arr(identity, add_sum, r)
reverse(r::LinRange{T}) where {T} = typeof(r)(r.stop, r.start, length(r))
function -(r::LinRange)
    start = -r.start
    return LinRange{typeof(start)}(start, -r.stop, length(r))
end
==(r::T, s::T) where {T<:Union{StepRangeLen,LinRange}} =
    (isempty(r) & isempty(s)) | ((first(r) == first(s)) & (length(r) == length(s)) & (last(r) == last(s)))
function show(io::IO, r::LinRange{T}) where {T}
    print(io, "LinRange{")
    show(io, T)
    print(io, "}(")
    # the elements as shown with :typeinfo => T (1.5, not 1.5f0)
    print(io, _elem_string(first(r), T, false))
    print(io, ", ")
    print(io, _elem_string(last(r), T, false))
    print(io, ", ")
    show(io, length(r))
    print(io, ')')
end

# ---- promotion between range types, + and - of two ranges (Julia's range.jl) -------------------

_range_el_same(::Type{T}, a::Type{<:AbstractArray{T,n}}, b::Type{<:AbstractArray{T,n}}) where {T,n} = a
_range_el_same(::Type{T}, a::Type{<:AbstractArray{T,n}}, b::Type{<:AbstractArray{S,n}}) where {T,S,n} = a
_range_el_same(::Type{T}, a::Type{<:AbstractArray{S,n}}, b::Type{<:AbstractArray{T,n}}) where {T,S,n} = b
_range_el_same(::Type, a, b) = promote_typejoin(a, b)

promote_rule(a::Type{UnitRange{T1}}, b::Type{UnitRange{T2}}) where {T1,T2} =
    _range_el_same(promote_type(T1, T2), a, b)
UnitRange{T}(r::UnitRange{T}) where {T<:Real} = r
UnitRange{T}(r::UnitRange) where {T<:Real} = UnitRange{T}(r.start, r.stop)
promote_rule(a::Type{OneTo{T1}}, b::Type{OneTo{T2}}) where {T1,T2} =
    _range_el_same(promote_type(T1, T2), a, b)
OneTo{T}(r::OneTo{T}) where {T<:Integer} = r
OneTo{T}(r::OneTo) where {T<:Integer} = OneTo{T}(r.stop)
promote_rule(a::Type{OneTo{T1}}, ::Type{UR}) where {T1,UR<:AbstractUnitRange} = promote_rule(UnitRange{T1}, UR)
promote_rule(a::Type{UnitRange{T1}}, ::Type{UR}) where {T1,UR<:AbstractUnitRange} = promote_rule(a, UnitRange{eltype(UR)})
function promote_rule(::Type{StepRange{T1a,T1b}}, ::Type{StepRange{T2a,T2b}}) where {T1a,T1b,T2a,T2b}
    Tb = promote_type(T1b, T2b)
    return _range_el_same(promote_type(T1a, T2a), StepRange{T1a,Tb}, StepRange{T2a,Tb})
end
promote_rule(a::Type{StepRange{T1a,T1b}}, ::Type{UR}) where {T1a,T1b,UR<:AbstractUnitRange} =
    promote_rule(a, StepRange{eltype(UR),eltype(UR)})
function promote_rule(::Type{StepRangeLen{T1,R1,S1,L1}}, ::Type{StepRangeLen{T2,R2,S2,L2}}) where {T1,T2,R1,R2,S1,S2,L1,L2}
    R, S, L = promote_type(R1, R2), promote_type(S1, S2), promote_type(L1, L2)
    return _range_el_same(promote_type(T1, T2), StepRangeLen{T1,R,S,L}, StepRangeLen{T2,R,S,L})
end
promote_rule(a::Type{StepRangeLen{T,R,S,L}}, ::Type{OR}) where {T,R,S,L,OR<:AbstractRange} =
    promote_rule(a, StepRangeLen{eltype(OR),eltype(OR),eltype(OR),Int})
function promote_rule(a::Type{LinRange{T1,L1}}, b::Type{LinRange{T2,L2}}) where {T1,T2,L1,L2}
    L = promote_type(L1, L2)
    return _range_el_same(promote_type(T1, T2), LinRange{T1,L}, LinRange{T2,L})
end
promote_rule(a::Type{LinRange{T,L}}, ::Type{OR}) where {T,L,OR<:OrdinalRange} = promote_rule(a, LinRange{eltype(OR),L})
promote_rule(::Type{LinRange{A,L}}, b::Type{StepRangeLen{T2,R2,S2,L2}}) where {A,L,T2,R2,S2,L2} =
    promote_rule(StepRangeLen{A,A,A,L}, b)

function _range_dims_check(r1l, r2l)
    r1l == r2l || throw(DimensionMismatch("argument dimensions must match: length of r1 is $r1l, length of r2 is $r2l"))
end
function +(r1::OrdinalRange, r2::OrdinalRange)
    r1l = length(r1)
    _range_dims_check(r1l, length(r2))
    return StepRangeLen(first(r1) + first(r2), step(r1) + step(r2), r1l)
end
function -(r1::OrdinalRange, r2::OrdinalRange)
    r1l = length(r1)
    _range_dims_check(r1l, length(r2))
    return StepRangeLen(first(r1) - first(r2), step(r1) - step(r2), r1l)
end
function +(r1::LinRange{T}, r2::LinRange{T}) where {T}
    len = r1.len
    _range_dims_check(len, r2.len)
    return LinRange{T}(convert(T, first(r1) + first(r2)), convert(T, last(r1) + last(r2)), len)
end
function -(r1::LinRange{T}, r2::LinRange{T}) where {T}
    len = r1.len
    _range_dims_check(len, r2.len)
    return LinRange{T}(convert(T, first(r1) - first(r2)), convert(T, last(r1) - last(r2)), len)
end
+(r1::Union{StepRangeLen,OrdinalRange,LinRange}, r2::Union{StepRangeLen,OrdinalRange,LinRange}) = +(promote(r1, r2)...)
-(r1::Union{StepRangeLen,OrdinalRange,LinRange}, r2::Union{StepRangeLen,OrdinalRange,LinRange}) = -(promote(r1, r2)...)
