# The methods of a local function share one closure type holding the
# captures of all of them, created with the first method (Julia's closure
# conversion); a variable that only a later method captures and that is
# assigned after the first method lives in a Core.Box, so each call sees
# its current value.
function total(k)
    a = 1
    g(x) = x + a
    b = 2 * k
    g(x, y) = x + y + b
    return g(1) + g(1, 2)
end
println(total(10))

function collector()
    acc = Int[]
    add(x) = push!(acc, x)
    scale = 3
    add(x, y) = push!(acc, scale * x + y)
    add(1)
    add(2, 5)
    scale = 4
    add(1, 1)
    return acc
end
println(collector())

function describe()
    p(x::Int) = "int $x"
    suffix = "!"
    p(x::String) = x * suffix
    return (p(1), p("s"), map(p, (2, "t")))
end
println(describe())

using Test
@testset "local methods" begin
    lo = 0
    clampit(x) = max(x, lo)
    hi = 10
    clampit(x, y) = min(max(x, lo), hi, y)
    @test clampit(-5) == 0
    @test clampit(50, 7) == 7
    @test clampit(5, 20) == 5
end
