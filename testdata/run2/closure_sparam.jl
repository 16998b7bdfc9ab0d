# Closures that use the enclosing method's static parameters.
function fill_typed(::Type{T}, n) where T
    A = Vector{T}(undef, n)
    foreach(1:n) do i
        A[i] = T(i)
    end
    A
end
println(fill_typed(Float64, 3))
println(fill_typed(Int32, 4))

function rt(::Type{T}, ws) where T
    out = T[]
    foreach(ws) do w
        push!(out, reinterpret(T, w))
    end
    out
end
println(rt(Float64, UInt64[0x3ff0000000000000, 0x4000000000000000]))

mk(::Type{T}) where T = () -> T
println(mk(Int)())
addn(x::NTuple{N,Any}) where N = map(i -> i + N, 1:3)
println(addn((1, 2)))

function nest(::Type{T}) where T
    f = x -> (y -> T(x + y))
    f(1)(2)
end
println(nest(Float32))

# a type read from a field is called dynamically
struct Box1{X}
    t::X
end
callt(c, i) = c.t(i)
println(callt(Box1(Float64), 2))
