# Views (Julia 1.10 base/subarray.jl): a SubArray shares its parent's
# memory; integer indices drop a dimension, `:` is a Base.Slice of the
# parent's axis; the last type parameter says whether linear indexing is
# fast (base/subarray.jl viewindexing).
v = collect(1:6)
s = view(v, 2:4)
println(s, " ", length(s), " ", size(s), " ", s[2])
s[1] = 20
println(v)
println(typeof(s))
println(parent(s) === v, " ", parentindices(s))
A = [1 2 3; 4 5 6]
r = view(A, 2, :)
println(r, " ", typeof(r))
c = @view A[:, 3]
c .= [30, 60]
println(A)
println(typeof(view(A, 1:2, 2:3)))
println(view(A, 1:2, 2:3))
w = @view v[end-1:end]
println(w, " ", sum(w), " ", maximum(w))
ss = view(s, 2:3)
ss[2] = 40
println(v)
println(collect(s), " ", [x * 2 for x in s])
println(copy(view(A, 1, 2:3)))
try
    view(v, 7)
catch e
    println(e isa BoundsError)
end
