using Test
using .MiniPkg

@testset "MiniPkg" begin
    include("clamp.jl")
    @testset "mean" begin
        include("mean.jl")
    end
end
