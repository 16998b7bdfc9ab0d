# Failing tests of every kind inside nested test sets, as Julia 1.10's Test
# reports them on stdout (stdlib/Test/src/Test.jl: Fail/Error show,
# eval_test's "Evaluated" line for comparisons — `isa` and `in` are
# comparison operators, precedence 7 — and for the DISPLAY_FAILED calls
# (≈ with its keywords as a suffix, isempty, occursin, ...), negated tests
# shown as !(...), @test_throws's Expected/Thrown/Message lines, the
# non-Boolean and Unexpected Pass errors, ContextTestSet's Context line,
# logging.jl's LogTestFailure, @test_warn's and @test_nowarn's inner @test
# expressions), then the summary with every nested set, and the
# TestSetException that ends the script. (The other kinds are in
# failures_throws.jl and failures_logs.jl.)
# Julia prints a Stacktrace section after each report and the absolute
# path of the file; see testdata/README.md for how goldens handle both.
using Test

struct Unsupported <: Exception
    what::String
end
Base.showerror(io::IO, e::Unsupported) = print(io, "Unsupported: ", e.what, " is not available")

area(w, h) = w * h
lookup(d, k) = d[k]
mixed(x) = x > 0 ? 1 : 1.0
parity(n) = isodd(n) ? throw(DomainError(n, "must be even")) : n ÷ 2
chatty() = (@info "chatty"; 1)

@testset "Package" begin
    @testset "values" begin
        w = 3
        @test area(w, 2) == 7
        @test area(0.1, 3) ≈ 0.3
        @test area(0.1, 3) ≈ 0.4 atol=0.01
        @test area(100, 1) ≈ 103 rtol=0.01
        @test area(w, 2) < 6
        @test area(w, 2) isa Float64
        @test area(w, 2) in (1, 2, 3)
        @test !(area(w, 2) == 6)
        @test !isodd(area(w, 1))
        @test isempty([area(w, 2)])
        @test occursin("z", string(area(w, 2)))
        @test 0 < area(w, 2) <= 5
        @test area(w, 2) === 6.0
        @test [area(i, 2) for i in 1:3] == [2, 4, 7]
        @test :sym == :other
        @test area(w, 2)
        @test area(w, 2) == 6
    end
    @testset "all good" begin
        @test area(2, 3) == 6
    end
end
