# @fastmath (Julia's base/fastmath.jl): operators and math functions become
# Base.FastMath's *_fast functions, which on Float32/Float64 carry LLVM's
# fast-math flags. Every value printed here is exact in any evaluation
# order, so the output is Julia's whatever the optimizer does.
function fsum(x)
    s = 0.0
    @fastmath for i in eachindex(x)
        @inbounds s += x[i]
    end
    return s
end
fmuladd(x, y) = @fastmath x * y + 1.0
fpow(x) = @fastmath x^3 + x^-2 + x^0
fmisc(x) = @fastmath sqrt(x) + max(x, 2.0) + min(1, x) + abs(-x) + abs2(x) + inv(x)
fcomplex(z) = @fastmath z * z + 2z - z / (1 + 1im)
function updates!(a)
    i = 0
    @fastmath a[i += 1] *= 2.0     # the index is evaluated once
    @fastmath a[end] -= 1          # `end` is a's
    t = 1.5
    @fastmath t ^= 2
    @fastmath t /= 0.5
    return a, i, t
end
@fastmath function fdef(x::Float64)
    y = x + 1.0
    y -= 0.5
    return y * y < 10.0 ? y : -y
end

println(fsum([0.5 * i for i in 1:100]))
println(fmuladd(2.0, 3.0), " ", fmuladd(2.0f0, 3.0f0))
println(fpow(2.0), " ", fpow(2.0f0), " ", fpow(3))
println(fmisc(4.0))
println(fcomplex(1.0 + 1.0im))
println(updates!([1.0, 2.0, 3.0]))
println(fdef(1.0), " ", fdef(5.0))
# numbers without fast operations fall back to the ordinary ones
println(@fastmath(1 + 2), " ", @fastmath(3 // 4 + 1), " ", @fastmath(big(2)^70), " ", @fastmath(7 - true))
println(@fastmath(sin(3)), " ", @fastmath(hypot(3.0, 4.0)), " ", @fastmath(minmax(3.0, 1.0)), " ", @fastmath(cmp(1.0, 2.0)))
# under fast math there is no NaN, Inf or subnormal to find
println(@fastmath(isnan(NaN)), " ", @fastmath(isinf(Inf)), " ", @fastmath(isfinite(Inf)), " ", isnan(NaN))
# comparisons
println(@fastmath(1.0 < 2.0), " ", @fastmath(2.0 <= 1.0), " ", @fastmath(1.0 == 1), " ", @fastmath(1.0 != 2.0))
# quoted code is left alone
println(@fastmath(:(a + b * c)))
println(Base.FastMath.add_fast(1.0, 2.0, 3.0), " ", Base.FastMath.mul_fast(2, 3.5), " ", Base.FastMath.sub_fast(2.5))
