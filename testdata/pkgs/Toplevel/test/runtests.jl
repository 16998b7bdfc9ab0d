using Toplevel
using Test

@testset "Toplevel" begin
    @test tlmark() == "marked"
    @test __precompile__() === nothing
    @test __precompile__(true) === nothing
    @test !isdefined(Main, :TOPLEVEL_MARK)
end
