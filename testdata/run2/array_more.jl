# Array functions of Julia 1.10's Base (base/combinatorics.jl, base/arraymath.jl,
# base/reducedim.jl, base/array.jl, LinearAlgebra's kron) and A[:] = X.
p = [3, 1, 2]
println(isperm(p), " ", isperm([1, 1, 2]), " ", invperm(p), " ", invperm((2, 1)), " ", invperm((3, 1, 2)))
v = [10, 20, 30]; permute!(v, p); println(v); invpermute!(v, p); println(v)
A = [1 2 3; 4 5 6]
println(rotl90(A)); println(rotr90(A)); println(rot180(A)); println(rotl90(A, 2) == rot180(A), " ", rotr90(A, 3) == rotl90(A))
println(kron([1, 2], [1, 10])); println(kron([1 2; 3 4], [1 1; 1 1])); println(kron(2, [1 2]))
r = zeros(Int, 1, 3); sum!(r, A); println(r)
r = zeros(Int, 2); sum!(r, A); println(r)
r = zeros(Int, 2, 1); maximum!(r, A); println(r); minimum!(r, A); println(r); prod!(r, A); println(r)
println(indexin([1, 4, 2], [2, 1, 1]))
println(insorted(4, [1, 3, 4, 9]), " ", insorted(5, [1, 3, 4, 9]))
println(selectdim(A, 2, 3), " ", selectdim(A, 1, 2), " ", size(selectdim(A, 2, 1:2)))
println(strides(zeros(3, 4, 5)), " ", stride(zeros(3, 4), 2), " ", stride(zeros(3, 4), 3))
d = zeros(Int, 3); circshift!(d, [1, 2, 3], 1); println(d)
c = [1 + 2im, 3 - im]; conj!(c); println(c)
ix = zeros(Int, 3); sortperm!(ix, [30, 10, 20]); println(ix)
w = [1, 2, 3]; w[:] = [4, 5, 6]; println(w); B = zeros(2, 2); B[:] = 1:4; println(B); println(zero([1 2; 3 4]))
for bad in (1, [1, 2])
    try
        w[:] = bad
    catch e
        showerror(stdout, e); println()
    end
end
