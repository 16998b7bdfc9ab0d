using Shapes
using Test
using Base.Meta

@testset "Shapes" begin
    # A method added while the test set runs is seen by the calls after it.
    Base.getproperty(b::Box, s::Symbol) = s === :w ? 10 : getfield(b, s)
    @test describe(Box(1, 2)) == (10, 2)
    @test size(outer([1 2; 3 4], [1, 10])) == (2, 2, 2)
    @test outer([1 2; 3 4], [1, 10])[:, :, 2] == [10 20; 30 40]
    @test scale3!(zeros(Int, 3), [1, 2, 3], [4, 5, 6]) == [4, 10, 18]
    @test_throws DimensionMismatch scale3!(zeros(Int, 2), [1, 2, 3], [4, 5, 6])
    Shapes.@marked y = 1 + 1
    @test y == 2
    @test isexpr(:(f(x)), :call)
    @test Base.IteratorSize(Iterators.product([1 2; 3 4], 1:3)) == Base.HasShape{3}()
end
