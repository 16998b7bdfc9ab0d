# Methods with static parameters: where T, where {T<:Real}, several params.
kind(x::T) where {T<:Real} = "real of type $T"
kind(x) = "not real"
println(kind(1))
println(kind(2.5))
println(kind(true))
println(kind("s"))

same(x::T, y::T) where T = "same $T"
same(x, y) = "different"
println(same(1, 2))
println(same(1, 2.0))
println(same(1.0, 2.0))

function addtyped(x::T, y::T) where {T<:Integer}
    return x + y
end
println(addtyped(3, 4))
println(addtyped(UInt8(200), UInt8(100)))
println(typeof(addtyped(Int32(1), Int32(2))))

zero_of(x::T) where {T<:Number} = zero(T)
println(zero_of(5))
println(zero_of(2.5))
println(typeof(zero_of(0x03)))

pairkind(x::T, y::S) where {T<:Integer, S<:AbstractFloat} = "$T and $S"
println(pairkind(1, 2.0))
println(pairkind(0x01, 2f0))

p(x::T) where {T<:Integer} = "T<:Integer"
p(x::Int64) = "Int64"
println(p(1))
println(p(0x01))
