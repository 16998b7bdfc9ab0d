# A test file with a deliberately failing test and an error inside a test
# set: each is reported when it happens (stdout, as Julia's Test prints),
# the summary lists the nested sets because something failed, and the
# script ends with Julia's TestSetException (exit status 1).
# Julia 1.10 prints a "Stacktrace:" section after each report; the frames
# under it are not compared (see testdata/README.md).
using Test

add(a, b) = a + b

@testset "Arithmetic" begin
    @testset "add" begin
        @test add(1, 2) == 3
        @test add(2, 2) == 5
        @test add(0.1, 0.2) ≈ 0.4 atol=0.01
    end
    @testset "division" begin
        @test 6 ÷ 3 == 2
        @test div(1, 0) == 0
    end
    @testset "outside" begin
        x = [1, 2, 3]
        @test length(x) == 3
        x[5]
    end
    @testset "ok" begin
        @test true
    end
end
