# mean sums through Statistics._mean_promote, which a package extends to
# choose the accumulator (FixedPointNumbers sums its numbers in Float64).
using Statistics
struct Fix8 <: Real
    i::UInt8
end
Base.Float32(x::Fix8) = Float32(x.i) / 255f0
Base.Float64(x::Fix8) = Float64(x.i) / 255
Base.promote_rule(::Type{Fix8}, ::Type{<:Integer}) = Float32
Base.convert(::Type{Float32}, x::Fix8) = Float32(x)
Base.:/(x::Fix8, n::Int) = Float32(x) / n
Statistics._mean_promote(x::Real, y::Fix8) = Float64(y)
a = [Fix8(0x80), Fix8(0x40)]
m = mean(a)
println(typeof(m), " ", m === (Float64(a[1]) + Float64(a[2])) / 2)
println(mean([1, 2, 4]), " ", mean(Float32[1, 2]), " ", mean(x -> 2x, [1, 2]))
