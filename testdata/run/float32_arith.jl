# Float32 arithmetic stays in Float32 and rounds at every step.
function accumulate32(n)
    s = 0f0
    for _ in 1:n
        s += 0.1f0
    end
    return s
end
println(accumulate32(10))
println(accumulate32(1000))
println(typeof(accumulate32(3)))
x = 1f0 / 3f0
println(x)
println(x * 3f0)
println(Float32(2) ^ 10)
println(sqrt(2f0))
println(2f0 * 0.5f0 + 1f0)
println(1f0 - 0.9f0)
println(100f0 / 7f0)
println(Float32(1e-3) * 1000f0)
println(abs(-1.25f0), " ", floor(2.5f0), " ", round(3.5f0), " ", trunc(Int, -2.5f0))
println(typeof(floor(2.5f0)))
println(Float32(0.1) == 0.1, " ", Float32(0.5) == 0.5)
println(Float64(0.1f0 + 0.2f0))
