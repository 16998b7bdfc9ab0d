# Global methods defined inside a top-level `let`/`for` block share the
# block's local variables, as Julia's closure conversion makes them share a
# captured binding (a Core.Box when the variable changes after the method
# is defined): the module-level counter and cache idioms.
let count = 0
    global next_count() = (count += 1)
    global current_count() = count
end
println(next_count(), " ", next_count(), " ", current_count())

# assignments in the block after the definition are seen too
let mode = :fast
    global get_mode() = mode
    mode = :safe
end
println(get_mode())

# a read-only variable keeps the value it had
let scale = 10
    global scaled(x) = scale * x
end
println(scaled(4))

# several variables, update operators, named tuple fields named like them
let total = 0.0, n = 0
    global function record!(x)
        total += x
        n = n + 1
        return (total = total, n = n, mean = total / n)
    end
    global reset!() = (total = 0.0; n = 0; nothing)
end
println(record!(2.0))
println(record!(4.0))
reset!()
println(record!(1.0))

# loop variables stay per-iteration values in signatures and bodies
for (T, tag) in ((Int8, "small"), (Int64, "big"))
    global sizetag(::Type{T}) = string(tag, " ", sizeof(T))
end
println(sizetag(Int8), "; ", sizetag(Int64))

# a cache shared by two methods
let cache = Dict{Int,Int}(), misses = 0
    global function fibc(k)
        k <= 2 && return 1
        haskey(cache, k) && return cache[k]
        misses += 1
        return cache[k] = fibc(k - 1) + fibc(k - 2)
    end
    global cache_misses() = misses
end
println(fibc(50), " ", cache_misses())
