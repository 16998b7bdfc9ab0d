# A test file as Julia packages write test/runtests.jl: nested test sets,
# loops with interpolated names, approximate comparisons, expected
# exceptions, broken and skipped tests, a `let` test set.
# Expected output from Julia 1.10's stdlib/Test/src/Test.jl (print_test_results,
# print_counts: column widths from the largest count and the header words;
# nested sets are listed only with verbose=true or when something failed).
using Test

struct Point
    x::Float64
    y::Float64
end
norm2(p::Point) = sqrt(p.x^2 + p.y^2)
half(n::Int) = iseven(n) ? n ÷ 2 : throw(ArgumentError("odd: $n"))

@testset "MiniPkg" begin
    @testset "geometry" begin
        p = Point(3.0, 4.0)
        @test norm2(p) == 5.0
        @test norm2(Point(1.0, 1.0)) ≈ sqrt(2)
        @test norm2(Point(0.1, 0.2)) ≈ 0.2236 atol=1e-4
        @test isapprox(0.1 + 0.2, 0.3; rtol=1e-12)
        @test p.x < p.y <= 4.0
        @test !(p.x > p.y)
    end
    @testset "half n=$n" for n in 2:2:6
        @test half(n) * 2 == n
    end
    @testset "errors" begin
        @test_throws ArgumentError half(3)
        @test_throws ArgumentError("odd: 5") half(5)
        @test_throws DivideError div(1, 0)
        @test_throws BoundsError [1, 2, 3][4]
        @test_throws "odd" half(7)
    end
    @testset "pending" begin
        @test_broken half(2) == 3
        @test half(4) == 3 broken=true
        @test half(4) == 3 skip=true
        @test_skip half(1) == 0
    end
    @testset let v = [1, 2, 3]
        @test sum(v) == 6
        @test length(v) == 3
    end
end

@testset "verbose" verbose=true begin
    @testset "a" begin
        @test true
    end
    @testset "bb" begin
        @test 1 == 1
        @test 2 == 2
    end
end

# Outside a test set a passing test returns its result.
println(@test 1 + 1 == 2)
println(@test_throws DomainError sqrt(-1.0))

