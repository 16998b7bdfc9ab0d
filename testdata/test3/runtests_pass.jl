# A package's test/runtests.jl in the forms package authors write: keyword
# tolerances, broken/skip keywords, @test_throws with a type, an exception
# value, a message substring, a regex or several substrings, @inferred
# (also of a call with keywords),
# the log-testing macros, @test_deprecated, and the @testset forms (loops
# with interpolated names and destructuring, let, nested sets; the other
# forms are in testset_forms.jl).
# Expected output from Julia 1.10's stdlib/Test/src/Test.jl and logging.jl:
# a set that passes prints only its summary table (the nested sets only
# with verbose=true), columns sized by print_test_results; @test_deprecated
# under the default --depwarn=no just runs its expression and records
# nothing.
using Test
using Logging

module Geometry
export Vec2, norm2, unit, scale
struct Vec2
    x::Float64
    y::Float64
end
norm2(v::Vec2) = sqrt(v.x^2 + v.y^2)
function unit(v::Vec2)
    n = norm2(v)
    n == 0 && throw(ArgumentError("zero vector has no direction"))
    return Vec2(v.x / n, v.y / n)
end
scale(v::Vec2, k::Real) = Vec2(k * v.x, k * v.y)
shift(v::Vec2; dx=0.0, dy=0.0) = Vec2(v.x + dx, v.y + dy)
function checked(v::Vec2)
    v.x < 0 && @warn "negative x" v.x
    @info "checked"
    @debug "details" v
    return v
end
oldname(v) = norm2(v)
end
using .Geometry

@testset "Geometry.jl" begin
    @testset "norms" begin
        @test norm2(Vec2(3, 4)) == 5
        @test norm2(Vec2(1, 1)) ≈ sqrt(2)
        @test norm2(Vec2(0.1, 0.2)) ≈ 0.2236068 atol=1e-7
        @test norm2(Vec2(1e6, 1)) ≈ 1e6 rtol=1e-9
        @test isapprox(norm2(Vec2(1, 2)), 2.236; atol=1e-3)
        @test [norm2(Vec2(i, 0)) for i in 1:3] ≈ [1.0, 2.0, 3.0]
        @test norm2(Vec2(3, 4)) isa Float64
        @test 5.0 in [norm2(Vec2(3, 4))]
        @test !(norm2(Vec2(0, 0)) > 0)
        @test 0 < norm2(Vec2(1, 0)) <= 1
    end
    @testset "unit $(v.x),$(v.y)" for v in (Vec2(2, 0), Vec2(0, -5))
        @test norm2(unit(v)) ≈ 1
    end
    @testset "scale by $k: $a" for (k, a) in ((2, "double"), (0.5, "half"))
        @test norm2(scale(Vec2(3, 4), k)) == 5k
    end
    @testset "errors" begin
        @test_throws ArgumentError unit(Vec2(0, 0))
        @test_throws ArgumentError("zero vector has no direction") unit(Vec2(0, 0))
        @test_throws "no direction" unit(Vec2(0, 0))
        @test_throws r"^ArgumentError: zero .* direction$" unit(Vec2(0, 0))
        @test_throws ["zero", "vector"] unit(Vec2(0, 0))
        @test_throws MethodError norm2((3, 4))
        @test_throws ErrorException("boom") error("boom")
    end
    @testset "pending" begin
        @test norm2(Vec2(1, 1)) == 2 broken=true
        @test norm2(Vec2(1, 1)) == 2 broken=Sys.WORD_SIZE == 64
        @test norm2(Vec2(1, 1)) == 1.4 skip=true
        @test norm2(Vec2(3, 4)) == 5 skip=false
        @test_broken norm2(Vec2(1, 1)) == 2
        @test_skip error("not run")
    end
    @testset "inference" begin
        @test @inferred(norm2(Vec2(1, 0))) == 1.0
        @test (@inferred unit(Vec2(1, 0))) == Vec2(1, 0)
        v = @inferred scale(Vec2(1, 2), 3)
        @test v.y == 6
        @test (@inferred Geometry.shift(Vec2(1, 1); dx=2.0)).x == 3
    end
    @testset "logs" begin
        @test_logs (:info, "checked") Geometry.checked(Vec2(1, 1))
        @test_logs (:warn, "negative x") (:info, "checked") Geometry.checked(Vec2(-1, 1))
        @test_logs (:warn, r"^neg") min_level=Logging.Warn Geometry.checked(Vec2(-1, 1))
        @test_logs min_level=Logging.Warn Geometry.checked(Vec2(1, 1))
        @test_logs (:debug, "details") match_mode=:any min_level=Logging.Debug Geometry.checked(Vec2(1, 1))
        @test (@test_logs (:info, "checked") Geometry.checked(Vec2(2, 2))).x == 2
        @test_warn "negative" Geometry.checked(Vec2(-2, 0))
        @test_warn ["Warning", "negative x"] Geometry.checked(Vec2(-2, 0))
        @test (@test_nowarn norm2(Vec2(3, 4))) == 5
        @test (@test_deprecated Geometry.oldname(Vec2(3, 4))) == 5
        @test (@test_deprecated r"old" Geometry.oldname(Vec2(6, 8))) == 10
    end
    @testset let v = Vec2(3, 4), k = 2
        @test norm2(scale(v, k)) == 10
    end
    @testset "depth" begin
        @test Test.get_testset().description == "depth"
        @test Test.get_testset_depth() == 2
    end
end
