using Checks
using Test

# A helper macro of the test suite itself, built on Test's macros.
macro test_check_fails(ex)
    return :(@test_throws CheckFailure $(esc(ex)))
end

# A type of the tests, given a trait by extending the package's function.
struct EveryOther end
Checks.StorageStyle(::Type{EveryOther}) = Strided()
Base.step(::EveryOther) = 2

halve(n) = (@check iseven(n) "odd: $n"; n ÷ 2)

@testset "Checks" begin
    @testset "@check" begin
        @test (@check 1 < 2) === nothing
        x = -1
        err = try
            @check x > 0 "x must be positive, got $x"
        catch e
            e
        end
        @test err isa CheckFailure
        @test err.expr == :(x > 0)
        @test err.msg == "x must be positive, got -1"
        @test sprint(showerror, err) == "CheckFailure: x > 0 (x must be positive, got -1)"
        @test_throws CheckFailure @check isempty([1])
        v = [1, 2]
        @test_throws "CheckFailure: length(v) == 3" @check length(v) == 3
        @test_check_fails @check v[1] == 2
        @test halve(8) == 4
        @test_check_fails halve(3)
        @test_throws CheckFailure(:(iseven(n)), "odd: 5") halve(5)
        ex = @macroexpand @check a > b
        @test Meta.isexpr(ex, :block)
    end

    @testset "Config" begin
        c = Config()
        @test c.name == "default"
        @test c.level == MEDIUM
        @test c.retries == 3
        @test c.tol == 1e-6
        @test isempty(c.tags)
        s = Config(name = "strict", level = HIGH)
        @test s.level === HIGH && s.retries == 3
        @test Config("n", LOW, 1, 0.1, ["a"]).tags == ["a"]
        @test Config(tags = ["x", "y"]) == Config(tags = ["x", "y"])
        @test Config(retries = 1) != Config()
        @test Checks.strictness(Config(level = HIGH)) == 6
        @test Checks.strictness(c) == 2
        @test Checks.strictness(Config(level = LOW)) == 1
        @test_throws CheckFailure Checks.strictness(Config(retries = -1))
        @test repr(Config()) == "Config(\"default\", MEDIUM, 3, 1.0e-6, String[])"
        @test_throws MethodError Config(name = 1)
        err = try
            Checks.Counter(count = 1)
        catch e
            e
        end
        @test err isa UndefKeywordError
        @test sprint(showerror, err) == "UndefKeywordError: keyword argument `step` not assigned"
        k = Checks.Counter(step = 2)
        @test k isa Checks.Counter{Int}
        Checks.tick!(Checks.tick!(k))
        @test k.count == 4
        f = Checks.Counter(count = 1.0, step = 0.5)
        @test Checks.tick!(f).count == 1.5
    end

    @testset "Counter{$T}" for T in (Int, Float64)
        k = Checks.Counter{T}(step = 2)
        @test k.count === zero(T)
        Checks.tick!(k)
        @test k.count === T(2)
    end

    @testset "Level" begin
        @test Level(2) == MEDIUM
        @test Int(HIGH) == 3
        @test string(LOW) == "LOW"
        @test instances(Level) == (LOW, MEDIUM, HIGH)
        @test LOW < HIGH
        @test sort([HIGH, LOW, MEDIUM]) == [LOW, MEDIUM, HIGH]
        @test repr(MEDIUM) == "MEDIUM"
        @test repr("text/plain", HIGH) == "HIGH::Level = 3"
        @test repr([LOW, HIGH]) == "Level[LOW, HIGH]"
        @test_throws ArgumentError Level(7)
        @test_throws "invalid value for Enum Level: 7" Level(7)
        @test typemax(Level) == HIGH
        @test [l for l in instances(Level) if Int(l) >= 2] == [MEDIUM, HIGH]
    end

    @testset "module" begin
        # A package's top module is its own parent (Julia's parentmodule).
        @test parentmodule(Checks) === Checks
        @test fullname(Checks) == (:Checks,)
        @test pkgversion(Checks) == v"0.1.0"
    end

    @testset "traits" begin
        @test storage([1, 2]) === Contiguous()
        @test storage(1:3) === Contiguous()
        @test storage(1:2:9) === Strided()
        @test storage(Dict(1 => 2)) === Unknown()
        @test storage((1, 2)) isa Contiguous
        @test describe([1, 2, 3]) == "contiguous with 3 elements"
        @test describe(1:2:9) == "strided by 2"
        @test describe(Set([1])) == "unknown layout: Set{Int64}"
        @test stride_of(1:3:10) == 3
        @test stride_of([1.0]) == 1
        @test_throws MethodError stride_of(Dict(1 => 2))
        @test @inferred(stride_of(1:2:9)) == 2
        @test describe(EveryOther()) == "strided by 2"
        @testset "$(typeof(x))" for x in ([1], 1:2, 0:5:10)
            @test storage(x) isa StorageStyle
            @test stride_of(x) >= 1
        end
    end
end
