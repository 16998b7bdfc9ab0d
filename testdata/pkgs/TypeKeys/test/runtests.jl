using TypeKeys
using Test

@testset "TypeKeys" begin
    @test rule(Float64, 3) == [1.0, 2.0, 3.0]
    @test rule(ComplexF64, 3) === rule(Float64, 3)
    @test rule(Float32, 3) == Float32[1, 2, 3]
    @test computed[] == 0
    @test rule(Float64, 2) == [0.5, 1.0]
    @test computed[] == 1
    @test rule(Float64, 2) === rule(Float64, 2)
    @test computed[] == 1
    @test kind(Int) === :integer
    @test kind(Vector{Int}) === :vector
    @test kind(Tuple{Int,String}) === :tuple
    @test kind(Dict{Symbol,Any}) === :dict
    @test kind(Float32) === :other
    @test label(Int8) == "byte"
    @test label(ComplexF64) == "complex"
    @test label(Pair{Int,Int}) == "pair"
    @test label(Int16) == "?"
    @test hash(Vector{Int}) == hash(Array{Int,1})
    @test objectid(Float64) == objectid(Float64)
end
