# Failing @test_throws (wrong type, nothing thrown, message mismatch,
# exception value mismatch), errors inside @test (the exception's message
# indented under "Test threw exception"), unexpectedly passing broken
# tests, and @inferred's failure inside and outside @test, as Julia 1.10's
# Test reports them (see failures.jl).
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
    @testset "exceptions" begin
        @test_throws ArgumentError parity(3)
        @test_throws DomainError parity(4)
        @test_throws "odd" parity(5)
        @test_throws DomainError(5, "must be odd") parity(5)
        @test_throws DomainError(5, "must be even") parity(5)
        @test lookup(Dict(:a => 1), :b) == 1
        @test parity(7) == 3
        @test throw(Unsupported("feature")) === nothing
    end
    @testset "broken" begin
        @test area(1, 1) == 1 broken=true
        @test_broken area(2, 2) == 4
        @test_broken area(2, 2) == 5
    end
    @testset "inference" begin
        @test @inferred(mixed(2)) == 1
        @inferred mixed(3)
        @test false
    end
end
