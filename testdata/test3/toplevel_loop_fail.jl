# A top-level `@testset for` is one outermost test set per iteration: each
# prints its own summary when it finishes, and the first that has a
# failure throws its TestSetException from inside the loop (Julia 1.10's
# testset_forloop finishes an iteration's set when the next one starts),
# so the later iterations do not run.
using Test
@testset "n = $n" for n in 1:4
    @test n^2 < 5
    @test n > 0
end
println("not reached")
