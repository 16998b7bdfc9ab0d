# The errors of indexing, shapes and conversions numeric code runs into,
# as showerror prints them.
# Semantics relied on (Julia 1.10): base/errorshow.jl (BoundsError prints
# the indices with show_index: a whole dimension `:` became a Slice and
# prints as its range 1:n, OneTo(n) as 1:n), base/abstractarray.jl
# (checkbounds of A[I, J] reports the index vectors), base/indices.jl
# promote_shape ("dimensions must match: a has dims ..."),
# base/broadcast.jl, LinearAlgebra matmul.jl, base/abstractarray.jl cat
# ("number of columns of each array must match (got (2, 3))"; hcat of
# Vectors of one type is base/array.jl's hcat(V::Vector{T}...): "vectors
# must have same lengths"), hvcat of
# numbers of one type (count checked first), base/reshapedarray.jl
# _reshape_uncolon ("... the product of the new dimensions (Colon(), 4)"),
# base/reducedim.jl, base/array.jl (copyto! of Arrays checks
# doffs:doffs+n-1 as a BoundsError), base/multidimensional.jl
# (permutedims checks its permutation).

function report(f)
    try
        f()
        println("no error")
    catch e
        println(sprint(showerror, e))
    end
end
A = [1 2; 3 4]
report(() -> A[3, 1])
report(() -> A[0])
report(() -> A[1, 2, 3])
report(() -> A[:, 5])
report(() -> A[[1, 5], :])
report(() -> view(A, 3, :))
report(() -> A + [1 2 3])
report(() -> A .+ [1, 2, 3])
report(() -> [1 2] * [3 4])
report(() -> hcat([1, 2], [1, 2, 3]))
report(() -> vcat([1 2], [1 2 3]))
report(() -> [1 2; 3])
report(() -> reshape(1:6, :, 4))
report(() -> zeros(2)[3] = 1.0)
report(() -> sum(A; dims=0))
report(() -> Int[1.5])
report(() -> convert(Vector{Int}, [1.5]))
report(() -> zeros(-1))
report(() -> fill(0, 2)[1:3])
report(() -> copyto!(zeros(2), [1.0, 2.0, 3.0]))
report(() -> [1, 2] .= [1, 2, 3])
report(() -> permutedims([1 2], (1, 1)))
