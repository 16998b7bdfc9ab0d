# @test_logs nested inside @test: the inner macro records its own Pass
# and returns the value of its expression (stdlib/Test/src/logging.jl,
# `@test_logs` ends with `value`), which the outer @test compares. Both
# are counted in the enclosing test set.
using Test

@test (@test_logs (:warn, "x") (@warn "x"; 1)) == 1
println("top level ok")

function parsed(s)
    v = 0
    try
        v = parse(Int, s)
    catch
    end
    v
end

@testset "nested" begin
    @test (@test_logs (:warn, "x") (@warn "x"; 1)) == 1
    @test (@test_logs (:info, "a") (:warn, "b") (@info "a"; @warn "b"; 2)) + 1 == 3
    @test (let v = 0; try; v = parse(Int, "5"); catch; end; v; end) == 5
    @test parsed("7") == 7
    @test parsed("q") == 0
end
