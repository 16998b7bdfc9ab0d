# Memoized functions in the style of Combinatorics' npartitions: a global
# function defined in a let block over a local cache. Lowering makes the
# definition an eval with the cache interpolated; the cache must live as
# long as the method does (Julia keeps it in the method's roots).
module Memo

export fib, paths

let cache = Dict{Int,BigInt}()
    global fib
    function fib(n::Int)
        n < 2 && return BigInt(n)
        get(cache, n, BigInt(0)) > 0 && return cache[n]
        cache[n] = fib(n - 1) + fib(n - 2)
    end
end

let cache = Dict{Tuple{Int,Int},Int}()
    global paths
    # lattice paths from (0, 0) to (m, n)
    function paths(m::Int, n::Int)
        (m == 0 || n == 0) && return 1
        (p = get(cache, (m, n), 0)) > 0 && return p
        cache[(m, n)] = paths(m - 1, n) + paths(m, n - 1)
    end
end

end
