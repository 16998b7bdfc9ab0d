@testset "clamp01 $x" for x in (-1.0, 0.5, 2.0)
    @test 0 <= clamp01(x) <= 1
end
