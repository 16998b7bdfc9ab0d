# Failing log tests (logging.jl's LogTestFailure; @test_warn's and
# @test_nowarn's inner @test expressions, @test_nowarn printing what it
# captured on stderr again), a failure in a `@testset let` (the Context
# lines), and an exception outside any @test, as Julia 1.10's Test reports
# them (see failures.jl).
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
    @testset "logs" begin
        @test_logs (:warn, "careful") area(1, 2)
        @test_logs (:info, "chatty") chatty()
        @test_warn "zzz" chatty()
        @test_nowarn chatty()
    end
    @testset let n = 4, name = "four"
        @test parity(n) == 3
    end
    @testset "outside" begin
        @test true
        lookup(Dict(1 => 2), 3)
        @test false
    end
end
