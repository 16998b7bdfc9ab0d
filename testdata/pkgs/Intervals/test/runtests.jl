using Intervals
using Test

@testset "Intervals" begin
    @testset "construction" begin
        a = Interval(1, 2)
        @test a isa Interval{Int}
        @test Interval(1, 2.5) isa Interval{Float64}
        @test lo(a) == 1 && hi(a) == 2
        @test 1 .. 3 == Interval(1, 3)
        @test Interval(4) == Interval(4, 4)
        @test width(1 .. 4) == 3
        @test mid(1 .. 4) == 2.5
        @test_throws IntervalError Interval(3, 1)
        err = try
            Interval(3, 1.5)
        catch e
            e
        end
        @test err isa IntervalError{Float64}
        @test sprint(showerror, err) == "IntervalError: the interval [3.0, 1.5] is empty"
        @test 1.5 in a
        @test !(3 in a)
        @test (1 .. 2) ⊆ (0 .. 5)
        @test Interval(1, 2) == Interval(1.0, 2.0)
        @test Interval(1, 2) != Interval(1, 3)
    end

    @testset "arithmetic" begin
        @test (1 .. 2) + (3 .. 5) == 4 .. 7
        @test (1 .. 2) - (3 .. 5) == Interval(-4, -1)
        @test (-1 .. 2) * (3 .. 4) == Interval(-4, 8)
        @test (1 .. 2) / (4 .. 8) == 0.125 .. 0.5
        @test_throws DomainError (1 .. 2) / (-1 .. 1)
        a = 1 .. 2
        @test a + 1 == 2 .. 3
        @test 2 * a == 2 .. 4
        @test 1 - a == Interval(-1, 0)
        @test a / 2 == 0.5 .. 1.0
        @test -a == Interval(-2, -1)
        @test abs(-3 .. 2) == 0 .. 3
        @test abs(Interval(-3, -1)) == 1 .. 3
        @test exp(0 .. 1) ≈ Interval(1.0, ℯ)
        @test sqrt(4 .. 9) == 2.0 .. 3.0
        @test log(1 .. 1) == 0.0 .. 0.0
        @test cbrt(8 .. 27) ≈ 2.0 .. 3.0
        @test (0.1 .. 0.2) + (0.2 .. 0.3) ≈ 0.3 .. 0.5
        @test (1 .. 2) ≈ (1.0 .. 2.0000000001)
        @test width(sqrt(2 .. 3)) ≈ 0.318 atol=1e-3
        @test !isapprox(width(sqrt(2 .. 3)), 0.318; atol=1e-5)
        # x*x does not know both factors are the same number.
        @test_broken (-1 .. 1)^2 == 0 .. 1
        @test (1 .. 2) < (3 .. 4)
        @test !((1 .. 3) < (2 .. 4))
        @test (1 .. 2) <= (2 .. 3)
        @test (1 .. 2) > (0 .. 0.5)
    end

    @testset "generic code" begin
        @test zero(Interval{Int}) == 0 .. 0
        @test one(Interval{Float64}) == 1.0 .. 1.0
        @test sum([1 .. 2, 3 .. 4]) == 4 .. 6
        @test sum(Interval{Int}[]) == 0 .. 0
        @test prod([1 .. 2, 3 .. 4]) == 3 .. 8
        @test promote_type(Interval{Int}, Float64) == Interval{Float64}
        @test convert(Interval{Float64}, 1 .. 2) === Interval(1.0, 2.0)
        v = [1 .. 2, 3.0]
        @test eltype(v) == Interval{Float64}
        @test v[2] == 3.0 .. 3.0
        @test Interval(1, 2) .+ [1, 2] == [2 .. 3, 3 .. 4]
        @test hull(1 .. 2, 5 .. 6) == 1 .. 6
        @test @inferred((1 .. 2) + (3 .. 4)) == 4 .. 6
        @test @inferred(mid(1 .. 2)) === 1.5
        @inferred Interval(1, 2.0)
    end

    @testset "$T" for T in (Int, Float64)
        a = Interval{T}(1, 3)
        @test width(a) === T(2)
        @test a + a == Interval{T}(2, 6)
        @test zero(a) === Interval{T}(0, 0)
        @test eltype([a, a]) == Interval{T}
    end

    @testset "display" begin
        @test repr(1 .. 2) == "1..2"
        @test string(Interval(0.5, 1)) == "0.5..1.0"
        @test repr("text/plain", 1.0 .. 2.5) == "Interval{Float64}: [1.0, 2.5]"
        @test repr([1 .. 2]) == "Interval{Int64}[1..2]"
        @test repr("text/plain", [1 .. 2, 3 .. 4]) ==
              "2-element Vector{Interval{Int64}}:\n Interval{Int64}: [1, 2]\n Interval{Int64}: [3, 4]"
    end

    @testset "logging" begin
        @test_logs (:warn, "negative widening ignored") widen_by(1 .. 2, -1)
        @test (@test_logs widen_by(1 .. 2, 1)) == 0 .. 3
        @test_logs (:warn, r"widening") match_mode=:any widen_by(1 .. 2, -0.5)
    end
end
