@testset "construction" begin
    p = Poly([1, 2, 3])
    @test p isa Poly{Int}
    @test coeffs(p) == [1, 2, 3]
    @test degree(p) == 2
    @test coeffs(Poly([1, 0, 0])) == [1]
    @test degree(Poly(Int[])) == -1
    @test degree(zero(Poly{Float64})) == -1
    @test Poly(5) == Poly([5])
    @test Poly{Float64}([1, 2]) isa Poly{Float64}
    @test p[0] == 1 && p[2] == 3 && p[7] == 0
    @test p[end] == 3
    @test length(p) == 3
    @test eltype(p) === Int
    @test collect(p) == [1, 2, 3]
    @test sum(p) == 6
    @test [c for c in Poly([2.0, 4.0])] == [2.0, 4.0]
    @test_throws InexactError Poly{Int}([1.5])
    # The zero polynomial's degree is -1, not 0 as some conventions have it.
    @test_broken degree(zero(Poly{Int})) == 0
end

@testset "evaluation" begin
    p = Poly([1, 2, 3])
    @test p(0) == 1
    @test p(2) == 17
    @test p(0.5) ≈ 2.75
    @test p.(1:3) == [6, 17, 34]
    @test map(p, [-1, 1]) == [2, 6]
    @inferred p(2)
    # evalpoly(2.0, ::Vector{Int}) starts from an Int coefficient, so its
    # inferred type is a Union; with Float64 coefficients it is Float64.
    @test (@inferred Poly([1.0, 2.0, 3.0])(2.0)) === 17.0
    @test evalpoly(2.0, coeffs(p)) === 17.0
    @test @inferred(degree(p)) == 2
    @test derivative(p) == Poly([2, 6])
    @test derivative(Poly([4])) == zero(Poly{Int})
    q = integrate(p)
    @test q isa Poly{Float64}
    @test coeffs(q) ≈ [0.0, 1.0, 1.0, 1.0]
    @test derivative(integrate(p, 2)) == p
    @test integrate(Poly([1.0]))(3.0) ≈ 3.0 atol = 1e-12
end
