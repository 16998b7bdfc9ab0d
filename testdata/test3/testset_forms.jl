# The @testset forms of package test files and what they return (Julia
# 1.10's stdlib/Test/src/Test.jl): a top-level loop over two variables is
# one outermost set per iteration, each printing its summary; verbose=true
# lists the nested sets (with blanks for the columns a set has no results
# in, and 0 for a set without tests); showtiming=false drops the Time
# column (the blanks after Total stay); wide characters in descriptions; @testset returns its
# DefaultTestSet, a loop returns a Vector{Any} of them; outside every set
# get_testset() is the FallbackTestSet, and passing tests return their
# results (Test Passed, with the exception's type or message for
# @test_throws; Test Broken for broken and skipped tests).
using Test
norm2(x, y) = sqrt(x^2 + y^2)

@testset "grid $i×$j" for i in 1:2, j in 1:2
    @test norm2(i, j) ≥ 1
end

@testset "Verbose" verbose=true begin
    @testset "a" begin
        @test true
    end
    @testset "b$i" for i in 1:2
        @test i > 0
    end
    @testset "pending" begin
        @test_broken false
    end
    @testset "no tests" begin
    end
end

# Descriptions are padded to a text width (rpad counts a wide character
# twice, as Julia's since 1.7), while the column is placed by their length.
@testset "数値 tests" verbose=true begin
    @testset "🍕 pizza" begin
        @test true
    end
    @testset "plain" begin
        @test true
    end
end

@testset "No timing" showtiming=false begin
    @test true
end

ts = @testset "returned" begin
    @test 1 + 1 == 2
    @test_broken 1 + 1 == 3
end
println(typeof(ts), " ", ts.description, " ", ts.n_passed, " ", length(ts.results))
sets = @testset "loop $i" for i in 1:2
    @test i < 3
end
println(typeof(sets), " ", [s.description for s in sets])
println(Test.get_testset(), " ", Test.get_testset_depth())

# Outside any test set, passing tests return their results.
println(@test 1 + 1 == 2)
println(@test_throws "odd" throw(ArgumentError("odd: 3")))
println(@test_throws DomainError sqrt(-1.0))
println(@test_broken 1 == 2)
println(@test_skip 1 == 2)
println(@test π ≈ 3.14 atol=0.01)
