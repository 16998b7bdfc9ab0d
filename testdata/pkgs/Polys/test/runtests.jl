using Polys
using Test

@testset "Polys" begin
    include("construct.jl")
    include("arith.jl")
    include("display.jl")
end
