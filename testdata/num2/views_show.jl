# Views of matrices: what they print, writing through them, @views.
# Semantics relied on (Julia 1.10): base/subarray.jl showarg(io,
# ::SubArray, toplevel) — the summary of a view is
# "view(::ParentType, idx1, idx2)" with `:` for a whole dimension, the
# other indices printed as they print, then " with eltype T" at top
# level; base/arrayshow.jl (the text/plain body is the one of a Matrix
# or Vector of the same elements); view/@view/@views share memory with
# the parent (base/views.jl).

A = reshape(collect(1:12), 3, 4)
r = view(A, 2, :)
display(r)
c = view(A, :, 3)
display(c)
b = view(A, 2:3, [1, 4])
display(b)
display(view(A, 1:2, 2:3))
display(selectdim(A, 1, 3))
display(view(collect(10:10:50), 2:4))
println(r, " ", summary(b), " ", size(b), " ", b[2, 2])
println(typeof(view(A, 1:2, :)) <: SubArray{Int64, 2})

# Writing through views writes the parent.
r .= 0
println(A)
c[1] = 100
println(A[1, 3], " ", parent(c) === A, " ", parentindices(b))
@views A[:, 1] .+= A[:, 2]
println(A)
@views function colnorms!(out, M)
    for j in axes(M, 2)
        out[j] = sqrt(sum(abs2, M[:, j]))
    end
    return out
end
println(colnorms!(zeros(2), [3.0 0.0; 4.0 2.0]))
B = zeros(3, 3)
for (k, row) in enumerate(eachrow(B))
    row .= k
end
println(B)
for col in eachcol(B)
    col[1] = -1
end
println(B)
W = zeros(Int, 2, 6)
w = view(W, :, 2:2:6)
w .= [1 2 3; 4 5 6]
println(W, " ", sum(w), " ", maximum(w; dims=2))
v = view(W, 2, :)
v[end] = 99
println(W[2, :], " ", length(v), " ", eltype(v), " ", axes(v))

# A vector of views and their sums.
M = [1 2 3; 4 5 6]
cols = [view(M, :, j) for j in 1:3]
println(sum.(cols), " ", map(c -> c[2], cols))
