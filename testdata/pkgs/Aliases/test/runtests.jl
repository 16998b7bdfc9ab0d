using Aliases
using LinearAlgebra
using Test

@testset "Aliases" begin
    @test [1, 2] ⊕ [3, 4] == [4, 6]
    @test ⊕ === plus
    @test twice(21) == 42
    @test vdot([1, 2], [3, 4]) == 11 == [1, 2] ⋅ [3, 4]
    @test hypot_c(3.0, 4.0) == 5.0
    @test v"1.5-" < v"1.5.0-rc1" < v"1.5"
    @test VERSION > v"1.5-"
end
