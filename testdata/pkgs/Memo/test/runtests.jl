using Memo
using Test

# Collect, then allocate objects of the cache's size, before the first
# call: an unrooted cache would have been freed and its memory reused.
GC.gc(); GC.gc()
junk = []
for i in 1:100000
    push!(junk, Any[i])
    push!(junk, Dict{Int,Int}())
end

@testset "Memo" begin
    @test fib(10) == 55
    @test fib(90) == big"2880067194370816120"
    @test paths(2, 2) == 6
    @test paths(10, 10) == 184756
    @test fib(100) == big"354224848179261915075"
    @test paths(16, 16) == 601080390
end
