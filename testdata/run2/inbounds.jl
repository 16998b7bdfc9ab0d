# @boundscheck blocks run, except in a call made inside @inbounds (the
# callee is small and @inline, so Julia inlines it); @propagate_inbounds
# passes the context on to the callee's own calls. Indexing inside
# @inbounds gives the same values as outside.

@inline function checked(x)
    @boundscheck println("checking ", x)
    return x + 1
end

@inline wrapper(x) = checked(x)
@inline @propagate_inbounds propagating(x) = checked(x)

function sumall(v::Vector{Float64})
    s = 0.0
    @inbounds for i in eachindex(v)
        s += v[i]
    end
    return s
end

function fill2!(A::Matrix{Int})
    @inbounds for j in 1:size(A, 2), i in 1:size(A, 1)
        A[i, j] = 10i + j
    end
    return A
end

println(checked(1))
println(@inbounds checked(2))
println(@inbounds wrapper(3))
println(@inbounds propagating(4))
println(propagating(5))
println(sumall([1.0, 2.0, 3.5]))
println(fill2!(zeros(Int, 2, 3)))
v = [1, 2, 3]
try
    v[4]
catch e
    println(e)
end
