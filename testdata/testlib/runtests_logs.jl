# Log tests and @inferred, as package test files write them (see
# runtests_pass.jl); @test_logs matches (level, message) patterns against
# the records the logging macros make (stdlib/Test/src/logging.jl).
using Test
using Logging

half(n::Int) = iseven(n) ? n ÷ 2 : throw(ArgumentError("odd: $n"))
function work(n)
    @info "working" n
    @debug "detail"
    n
end

@testset "MiniPkg logs" begin
    @test_logs (:info, "starting") @info "starting"
    @test_logs (:warn, r"deprec") (:info, "done") begin
        @warn "deprecated call"
        @info "done"
    end
    @test_warn "careful" @warn "be careful"
    @test_nowarn half(8)
    @test_logs (:info, "working") work(3)
    @test_logs (:info, "working") (:debug, "detail") min_level=Logging.Debug work(1)
    @test_logs (:debug, "detail") min_level=Logging.Debug match_mode=:any work(2)
end

# @inferred compares the value's type with the inferred return type.
mixed(a) = a > 1 ? 1 : 1.0
maybe(a) = a < 10 ? missing : 1.0
@testset "inferred" begin
    @test @inferred(max(1, 2)) == 2
    @test (@inferred Missing maybe(20)) == 1.0
    @test_throws ErrorException @inferred mixed(2)
end
