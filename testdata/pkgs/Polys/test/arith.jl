@testset "arithmetic" begin
    p = Poly([1, 2])
    q = Poly([0, 1, 1])
    @test p + q == Poly([1, 3, 1])
    @test p - p == zero(p)
    @test degree(p - p) == -1
    @test p * q == Poly([0, 1, 3, 2])
    @test p^2 == p * p
    @test p^0 == one(p)
    @test 2p == Poly([2, 4])
    @test p * 3 == Poly([3, 6])
    @test p + 1 == Poly([2, 2])
    @test 1 - p == Poly([0, -2])
    @test -p == Poly([-1, -2])
    n = -1
    @test_throws DomainError p^n
    # A literal negative power is inv(p)^1 (Base.literal_pow), and there
    # is no inv for a Poly.
    @test_throws MethodError p^-1
    @testset "promotion" begin
        @test promote_type(Poly{Int}, Poly{Float64}) == Poly{Float64}
        @test promote_type(Poly{Int}, Float64) == Poly{Float64}
        r = p + Poly([0.5])
        @test r isa Poly{Float64}
        @test coeffs(r) == [1.5, 2.0]
        @test p + 0.5 == Poly([1.5, 2.0])
        @test convert(Poly{Float64}, p) isa Poly{Float64}
        @test convert(Poly{Int}, 3) == Poly([3])
        a, b = promote(p, 2.0)
        @test a isa Poly{Float64} && b == Poly([2.0])
        @test p / 2 == Poly([0.5, 1.0])
        @test Poly([1, 2]) * Poly([1 // 2]) == Poly([1 // 2, 1 // 1])
    end
    @testset "$T" for T in (Int, Float64, Rational{Int})
        x = Poly(T[0, 1])
        @test x isa Poly{T}
        @test (x + one(x))^2 == Poly(T[1, 2, 1])
        @test (x - 1) * (x + 1) == x^2 - 1
        @test eltype(x * x) == T
        @test (x^3)(T(2)) == 8
    end
    @testset "identities at $n" for n in 1:3
        x = Poly([0, 1])
        @test derivative(x^n) == n * x^(n - 1)
    end
    # Equal polynomials hash alike, so they work as Dict keys.
    d = Dict(Poly([1, 2]) => "a")
    @test d[Poly([1, 2, 0])] == "a"
    @test Poly([1.0, 2.0]) ≈ Poly([1.0, 2.0 + 1e-12])
    @test !(Poly([1.0, 2.0]) ≈ Poly([1.0, 2.1]))
    @test isapprox(Poly([1.0, 2.0]), Poly([1.0, 2.1]); atol = 0.2)
end
