# A Real type hooks into value-based hashing by `decompose` (Julia's
# generic hash(::Real)): equal values of different types hash alike.
struct Fix8 <: Real
    i::Int16            # value i / 2^8
end
Base.decompose(x::Fix8) = x.i, -8, 1
Base.:(==)(x::Fix8, y::Float64) = x.i / 256 == y
Base.isequal(x::Fix8, y::Real) = x.i // 256 == y

for v in (Fix8(384), Fix8(-64), Fix8(0), Fix8(256))
    f = v.i / 256
    r = v.i // 256
    println(f, " ", hash(v) == hash(f), " ", hash(v) == hash(r),
            " ", hash(v) == hash(Rational{BigInt}(r)), " ", hash(v) == hash(BigFloat(f)))
end
println(hash(Fix8(256)) == hash(1), " ", hash(Fix8(384)) == hash(3//2))

# decompositions of Base's numbers
println(Base.decompose(3), " ", Base.decompose(-3//4), " ", Base.decompose(0.75))
println(Base.decompose(1.5f0), " ", Base.decompose(Float16(-2.0)), " ", Base.decompose(-0.0))
println(Base.decompose(Inf), " ", Base.decompose(NaN))

# rationals, big numbers and floats of equal value hash alike
println(hash(1//2) == hash(0.5), " ", hash(3//1) == hash(3), " ", hash(1//3) == hash(big(1)//3))
println(hash(big"1.5") == hash(3//2), " ", hash(big(2)^70) == hash(big(2)^70 // 1))
x = big(1) + big(2)^-100
println(hash(x) == hash((big(2)^100 + 1) // big(2)^100), " ", hash(x) == hash(1.0))
println(hash(Int128(2)^70) == hash(big(2)^70), " ", hash(1//0) == hash(Inf), " ", hash(-1//0) == hash(-Inf))
d = Dict{Real,Int}(1//2 => 1, π => 2)
println(d[0.5], " ", d[π], " ", haskey(d, big"0.5"))

# a Real with no decompose method has no hash (as in Julia)
struct Opaque <: Real end
try
    hash(Opaque())
catch e
    println(typeof(e), " ", e.f)
end
