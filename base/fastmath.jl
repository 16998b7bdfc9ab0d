# This file is a part of Kiln's Base library.
#
# fastmath.jl — Base.FastMath: the functions @fastmath rewrites operators
# and math functions to (the rewrite itself is lowering's: lower/fastmath.go,
# with Julia's fast_op table). On Float32/Float64 the arithmetic and the
# comparisons are the *_fast intrinsics, which carry all of LLVM's
# fast-math flags (the optimizer may reassociate, contract into fma, assume
# no NaN, Inf or signed zero, use reciprocals), as Julia 1.10's
# base/fastmath.jl; for other numbers each *_fast function promotes and
# falls back to the ordinary operation. Integer powers are LLVM's powi,
# computed by repeated squaring (_powi below gives the same products in the
# same order as LLVM's expansion and compiler-rt's __powidf2).
#
# Differences from Julia: Julia computes some transcendental *_fast
# functions of Float32/Float64 with libm's; here they are Kiln's ordinary
# functions (Julia's own algorithms), which may differ from libm's in the
# last bit.

module FastMath

const FloatTypes = Union{Float32,Float64}
const ComplexTypes = Union{ComplexF32,ComplexF64}

# ---- arithmetic and comparisons on floats: the fast intrinsics ---------------------------

sub_fast(x::FloatTypes) = Core.Intrinsics.neg_float_fast(x)

add_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.add_float_fast(x, y)
sub_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.sub_float_fast(x, y)
mul_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.mul_float_fast(x, y)
div_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.div_float_fast(x, y)
rem_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.rem_float_fast(x, y)

add_fast(x::T, y::T, zs::T...) where {T<:FloatTypes} = add_fast(add_fast(x, y), zs...)
mul_fast(x::T, y::T, zs::T...) where {T<:FloatTypes} = mul_fast(mul_fast(x, y), zs...)

eq_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.eq_float_fast(x, y)
ne_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.ne_float_fast(x, y)
lt_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.lt_float_fast(x, y)
le_fast(x::T, y::T) where {T<:FloatTypes} = Core.Intrinsics.le_float_fast(x, y)

cmp_fast(x::T, y::T) where {T<:FloatTypes} = ifelse(eq_fast(x, y), 0, ifelse(lt_fast(x, y), -1, 1))

# Under fast math there are no NaNs, infinities or subnormals to find.
isinf_fast(x) = false
isfinite_fast(x) = true
isnan_fast(x) = false
issubnormal_fast(x) = false

# One comparison for max, min and minmax, so the optimizer can share it.
max_fast(x::T, y::T) where {T<:FloatTypes} = ifelse(lt_fast(x, y), y, x)
min_fast(x::T, y::T) where {T<:FloatTypes} = ifelse(lt_fast(x, y), x, y)
minmax_fast(x::T, y::T) where {T<:FloatTypes} = ifelse(lt_fast(x, y), (x, y), (y, x))

sqrt_fast(x::FloatTypes) = Core.Intrinsics.sqrt_llvm_fast(x)
hypot_fast(x::T, y::T) where {T<:FloatTypes} = sqrt_fast(add_fast(mul_fast(x, x), mul_fast(y, y)))
log_fast(b::T, x::T) where {T<:FloatTypes} = div_fast(log(x), log(b))

# ---- powers -------------------------------------------------------------------------------

# LLVM's powi: square-and-multiply from the low bit, the reciprocal taken
# last for a negative exponent.
function _powi(a::T, n::Int32) where {T<:FloatTypes}
    recip = n < 0
    r = one(T)
    while true
        if (n & Int32(1)) != Int32(0)
            r = mul_fast(r, a)
        end
        n = div(n, Int32(2))
        n == Int32(0) && break
        a = mul_fast(a, a)
    end
    return recip ? div_fast(one(T), r) : r
end

pow_fast(x::T, y::Integer) where {T<:FloatTypes} = _powi(x, y % Int32)
pow_fast(x::FloatTypes, ::Val{p}) where {p} = pow_fast(x, p)
pow_fast(x, v::Val) = Base.literal_pow(^, x, v)

# ---- complex numbers ------------------------------------------------------------------------

abs_fast(x::ComplexTypes) = hypot_fast(real(x), imag(x))
abs2_fast(x::ComplexTypes) = add_fast(mul_fast(real(x), real(x)), mul_fast(imag(x), imag(x)))
conj_fast(x::T) where {T<:ComplexTypes} = T(real(x), sub_fast(imag(x)))
inv_fast(x::ComplexTypes) = div_fast(conj_fast(x), abs2_fast(x))
sign_fast(x::ComplexTypes) = eq_fast(x, zero(x)) ? float(zero(x)) : div_fast(x, abs_fast(x))

add_fast(x::T, y::T) where {T<:ComplexTypes} = T(add_fast(real(x), real(y)), add_fast(imag(x), imag(y)))
add_fast(x::Complex{T}, b::T) where {T<:FloatTypes} = Complex{T}(add_fast(real(x), b), imag(x))
add_fast(a::T, y::Complex{T}) where {T<:FloatTypes} = Complex{T}(add_fast(a, real(y)), imag(y))

sub_fast(x::T, y::T) where {T<:ComplexTypes} = T(sub_fast(real(x), real(y)), sub_fast(imag(x), imag(y)))
sub_fast(x::Complex{T}, b::T) where {T<:FloatTypes} = Complex{T}(sub_fast(real(x), b), imag(x))
sub_fast(a::T, y::Complex{T}) where {T<:FloatTypes} = Complex{T}(sub_fast(a, real(y)), sub_fast(imag(y)))

mul_fast(x::T, y::T) where {T<:ComplexTypes} =
    T(sub_fast(mul_fast(real(x), real(y)), mul_fast(imag(x), imag(y))),
      add_fast(mul_fast(real(x), imag(y)), mul_fast(imag(x), real(y))))
mul_fast(x::Complex{T}, b::T) where {T<:FloatTypes} = Complex{T}(mul_fast(real(x), b), mul_fast(imag(x), b))
mul_fast(a::T, y::Complex{T}) where {T<:FloatTypes} = Complex{T}(mul_fast(a, real(y)), mul_fast(a, imag(y)))

function div_fast(x::T, y::T) where {T<:ComplexTypes}
    d = abs2_fast(y)
    re = add_fast(mul_fast(real(x), real(y)), mul_fast(imag(x), imag(y)))
    im = sub_fast(mul_fast(imag(x), real(y)), mul_fast(real(x), imag(y)))
    return T(div_fast(re, d), div_fast(im, d))
end
div_fast(x::Complex{T}, b::T) where {T<:FloatTypes} = Complex{T}(div_fast(real(x), b), div_fast(imag(x), b))
function div_fast(a::T, y::Complex{T}) where {T<:FloatTypes}
    d = abs2_fast(y)
    return Complex{T}(div_fast(mul_fast(a, real(y)), d), div_fast(sub_fast(mul_fast(a, imag(y))), d))
end

eq_fast(x::T, y::T) where {T<:ComplexTypes} = eq_fast(real(x), real(y)) & eq_fast(imag(x), imag(y))
eq_fast(x::Complex{T}, b::T) where {T<:FloatTypes} = eq_fast(real(x), b) & eq_fast(imag(x), zero(T))
eq_fast(a::T, y::Complex{T}) where {T<:FloatTypes} = eq_fast(a, real(y)) & eq_fast(zero(T), imag(y))
ne_fast(x::T, y::T) where {T<:ComplexTypes} = !eq_fast(x, y)

# ---- fallbacks: promote numbers, then the ordinary operation ------------------------------

abs_fast(x) = abs(x)
abs2_fast(x) = abs2(x)
conj_fast(x) = conj(x)
inv_fast(x) = inv(x)
sign_fast(x) = sign(x)
abs_fast(x::FloatTypes) = abs(x)
abs2_fast(x::FloatTypes) = mul_fast(x, x)
inv_fast(x::FloatTypes) = div_fast(one(x), x)

add_fast(xs...) = +(xs...)
add_fast(x::Number, y::Number, zs::Number...) = add_fast(promote(x, y, zs...)...)
add_fast(x::T, ys::T...) where {T<:Number} = +(x, ys...)
sub_fast(xs...) = -(xs...)
sub_fast(x::Number, y::Number, zs::Number...) = sub_fast(promote(x, y, zs...)...)
sub_fast(x::T, ys::T...) where {T<:Number} = -(x, ys...)
mul_fast(xs...) = *(xs...)
mul_fast(x::Number, y::Number, zs::Number...) = mul_fast(promote(x, y, zs...)...)
mul_fast(x::T, ys::T...) where {T<:Number} = *(x, ys...)
div_fast(xs...) = /(xs...)
div_fast(x::Number, y::Number, zs::Number...) = div_fast(promote(x, y, zs...)...)
div_fast(x::T, ys::T...) where {T<:Number} = /(x, ys...)
rem_fast(xs...) = rem(xs...)
rem_fast(x::Number, y::Number, zs::Number...) = rem_fast(promote(x, y, zs...)...)
rem_fast(x::T, ys::T...) where {T<:Number} = rem(x, ys...)
eq_fast(xs...) = ==(xs...)
eq_fast(x::Number, y::Number, zs::Number...) = eq_fast(promote(x, y, zs...)...)
eq_fast(x::T, ys::T...) where {T<:Number} = ==(x, ys...)
ne_fast(xs...) = !=(xs...)
ne_fast(x::Number, y::Number, zs::Number...) = ne_fast(promote(x, y, zs...)...)
ne_fast(x::T, ys::T...) where {T<:Number} = !=(x, ys...)
lt_fast(xs...) = <(xs...)
lt_fast(x::Number, y::Number, zs::Number...) = lt_fast(promote(x, y, zs...)...)
lt_fast(x::T, ys::T...) where {T<:Number} = <(x, ys...)
le_fast(xs...) = <=(xs...)
le_fast(x::Number, y::Number, zs::Number...) = le_fast(promote(x, y, zs...)...)
le_fast(x::T, ys::T...) where {T<:Number} = <=(x, ys...)
cmp_fast(xs...) = cmp(xs...)
cmp_fast(x::Number, y::Number, zs::Number...) = cmp_fast(promote(x, y, zs...)...)
cmp_fast(x::T, ys::T...) where {T<:Number} = cmp(x, ys...)

pow_fast(x, y) = x^y
pow_fast(x::Number, y::Number) = pow_fast(promote(x, y)...)
pow_fast(x::T, y::T) where {T<:Number} = x^y
hypot_fast(x, y) = hypot(x, y)
hypot_fast(x::Number, y::Number) = hypot_fast(promote(x, y)...)
hypot_fast(x::T, y::T) where {T<:Number} = hypot(x, y)
max_fast(x, y) = max(x, y)
max_fast(x::Number, y::Number) = max_fast(promote(x, y)...)
max_fast(x::T, y::T) where {T<:Number} = max(x, y)
min_fast(x, y) = min(x, y)
min_fast(x::Number, y::Number) = min_fast(promote(x, y)...)
min_fast(x::T, y::T) where {T<:Number} = min(x, y)
minmax_fast(x, y) = minmax(x, y)
minmax_fast(x::Number, y::Number) = minmax_fast(promote(x, y)...)
minmax_fast(x::T, y::T) where {T<:Number} = minmax(x, y)
log_fast(b, x) = log(b, x)
log_fast(b::Number, x::Number) = log_fast(promote(b, x)...)
log_fast(b::T, x::T) where {T<:Number} = log(b, x)
atan_fast(y, x) = atan(y, x)

sqrt_fast(x) = sqrt(x)
cbrt_fast(x) = cbrt(x)
exp_fast(x) = exp(x)
exp2_fast(x) = exp2(x)
exp10_fast(x) = exp10(x)
expm1_fast(x) = expm1(x)
log_fast(x) = log(x)
log2_fast(x) = log2(x)
log10_fast(x) = log10(x)
log1p_fast(x) = log1p(x)
sin_fast(x) = sin(x)
cos_fast(x) = cos(x)
tan_fast(x) = tan(x)
asin_fast(x) = asin(x)
acos_fast(x) = acos(x)
atan_fast(x) = atan(x)
sinh_fast(x) = sinh(x)
cosh_fast(x) = cosh(x)
tanh_fast(x) = tanh(x)
asinh_fast(x) = asinh(x)
acosh_fast(x) = acosh(x)
atanh_fast(x) = atanh(x)
sincos_fast(x) = sincos(x)
angle_fast(x) = angle(x)
cis_fast(x) = cis(x)

end # module FastMath
