# @test outside a test set: a pass returns its result; a failure prints
# Julia's report on stdout and throws (Test's FallbackTestSet).
using Test
@test 2 + 2 == 4
println("after the passing test")
x = 3
@test x * 2 == 7
println("not reached")
