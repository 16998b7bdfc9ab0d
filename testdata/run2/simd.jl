# @simd loops (Julia's base/simdloop.jl): the loop runs as written; the
# compiler may reassociate its floating-point reductions, so every sum
# below is of values whose sum is exact in any order.
function simd_sum(x)
    s = zero(eltype(x))
    @simd for i in eachindex(x)
        @inbounds s += x[i]
    end
    return s
end

function simd_dot(x, y)
    s = 0.0
    @simd ivdep for i in 1:length(x)
        @inbounds s += x[i] * y[i]
    end
    return s
end

# two reductions, a product and a store in one loop (as Julia's
# test/simdloop.jl simd_loop_with_multiple_reductions)
function two_reductions(x, y, z)
    s, t = 1.0, 2.0
    @simd for i in 1:length(z)
        @inbounds begin
            s += x[i]
            t *= y[i]
            z[i] = x[i] - y[i]
        end
    end
    return s, t
end

# an outer @simd loop whose body has its own loop
function nested(n)
    total = 0
    @simd for i in 1:n
        for j in 1:i
            total += j
        end
    end
    return total
end

# a running value also used for something else stays in order
function running_max(x)
    s = 0.0
    m = 0.0
    @simd for v in x
        s += v
        m = max(m, s)
    end
    return s, m
end

halves = [0.5 * (i % 7) for i in 1:1000]
println(simd_sum(halves))
println(simd_sum(collect(1:100)))
println(simd_sum(Float32[i for i in 1:64]))
println(simd_dot(halves, fill(2.0, 1000)))
z = zeros(10)
println(two_reductions([1.0 * i for i in 1:10], fill(2.0, 10), z))
println(z)
println(nested(10))
println(running_max([1.0, -2.0, 3.0, 0.5]))
println(simd_sum(Float64[]))
# the reductions of Base go through @simd blocks, as Julia's mapreduce_impl
println(sum(halves), " ", sum(Float64[i for i in 1:2000]), " ", prod(fill(2.0, 20)))
println(sum(abs, [-1.0 * i for i in 1:100]), " ", maximum(halves), " ", minimum(halves))
# a loop variable that the body does not use, and a range with a step
c = 0
@simd for _ in 1:5
    global c += 1
end
println(c)
println(simd_sum(1:3:30))
