using Test
@testset "broken syntax" begin
    @test f(1, 2))
end
