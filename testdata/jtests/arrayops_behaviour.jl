# Behaviour from Julia 1.10's test/arrayops.jl (Kiln's own checks):
# reshape (Val(N), tuples with `:`, zero dimensions, the errors), array
# construction, pushfirst!/prepend!/append!, find*, reverse with dims,
# splice!/deleteat!/filter!, circshift!, sortslices over several
# dimensions, mapslices' errors, get with ranges, aliasing in indexed
# assignment and broadcasting, hashing of arrays, PermutedDimsArray,
# promote_shape, cumsum!/accumulate, transpose!.
using LinearAlgebra

function err(f)
    try
        f()
        println("no error")
    catch e
        println(sprint(showerror, e))
    end
end

# ---- reshape --------------------------------------------------------------
println(reshape([1, 2, 3, 4], Val(2)), " ", reshape([1 2; 3 4], Val(1)), " ", reshape([1 2; 3 4], Val(3)))
println(reshape([7]), " ", reshape([7]) isa Array{Int,0}, " ", reshape(1:1) isa Base.ReshapedArray{Int,0}, " ", reshape(1:1)[])
println(size(reshape(1:60, (:, 2))), size(reshape(1:60, (2, :, 5))), size(reshape(1:60, 3, 4, :)), size(reshape(1:6, Base.OneTo(2), 3)))
err(() -> reshape(1:60, :, 2, 7))
err(() -> reshape(1:60, (:, :)))
err(() -> reshape(1:3, 4))
err(() -> reshape([1, 2, 3], 2, 2))
err(() -> reshape([1, 2], Val(0)))
println(convert(Matrix{Float64}, Base.ReshapedArray(1:3, (3, 1), ())))

# ---- construction and growing ---------------------------------------------
println(typeof(Matrix(undef, 2, 3)), " ", typeof((Array{T,3} where T)(undef, 1, 2, 3)), " ", size(Vector()))
l = Any[1]
pushfirst!(l, 4, 7, 5)
println(l, " ", prepend!([1, 2], (9, 8)), " ", append!([1], [2, 3], [4]), " ", prepend!([1], [2, 3], [4]), " ", pushfirst!([1]))
println(Base.elsize(Float32[1]), " ", Base.elsize(Int8[1]))

# ---- find* ----------------------------------------------------------------
println(findall(in(NaN), [1.0, NaN, 2.0]), " ", findall(in([2, 3]), [1 2; 3 4]), " ", findall(in([1, 2]), 2))
println(findall(true), " ", findall(false), " ", findfirst(false), " ", findlast(true))
println(sort(findall(Dict(1 => false, 2 => true, 3 => true))), " ", findfirst(Dict(1 => false, 2 => true)))
err(() -> findall([1, 0]))
M = [1 2 0; 3 4 0]
println(findnext(isodd, M, CartesianIndex(1, 1)), " ", findprev(isodd, M, CartesianIndex(2, 2)), " ", findnext(isodd, M, CartesianIndex(1, 2)))

# ---- reverse, splice!, deleteat!, filter!, circshift! -------------------------
println(reverse([2 3 1], dims=2), " ", reverse([1 2; 3 4], dims=(1, 2)), " ", reverse!([1 2; 3 4], dims=1))
B = reshape(collect(1:8), 2, 2, 2)
println(reverse(B, dims=(1, 3)) == reverse(reverse(B, dims=1), dims=3), " ", reverse(B) == reverse(B, dims=:))
err(() -> reverse([2, 3, 1], dims=2))
err(() -> reverse(zeros(2, 2), dims=(1, 2, 2)))
z = fill(3)
println(z === reverse!(z), " ", reverseind([10, 20, 30], 3), " ", reverseind([10, 20, 30], 0))
println(splice!([4, 3, 2, 1], [2, 4]), " ", deleteat!(collect(1:10), (i for i in 2:4)), " ", deleteat!([1, 2, 3], [true, false, true]))
err(() -> deleteat!([1, 2, 3], [true]))
bv = BitVector([true, false, true, true])
filter!(!, bv)
println(bv, " ", -3:3 |> filter(iseven))
x = collect(1:5)
println(circshift!(x, 2) === x, " ", x)
err(() -> circshift!(x, x, 1))
dst = zeros(2, 3)
println(Base.circcopy!(dst, [1.0 2 3; 4 5 6]))

# ---- set operations, comparison -------------------------------------------
println(intersect([1, 2, 3], [1.0, 2.0]), " ", intersect(['a', 'b'], Int[]), " ", cmp(fill(1), fill(2.0)), " ", isless(fill(2), fill(1)))

# ---- sortslices, mapslices, get ---------------------------------------------
C = permutedims(reshape([4 3; 2 1; 'A' 'B'; 'C' 'D'], (2, 2, 2)), (1, 3, 2))
println(sortslices(C, dims=(1, 2)) == permutedims(reshape([1 3; 2 4; 'D' 'B'; 'C' 'A'], (2, 2, 2)), (1, 3, 2)))
println(sortslices(reshape(1:8, (2, 2, 2)), dims=(3, 1))[:, :, 1], " ", sortslices([3 1; 2 4; 1 9], dims=1))
err(() -> mapslices(identity, [1 2; 3 4], dims=(1, 3)))
err(() -> mapslices(identity, [1 2; 3 4], dims=0))
err(() -> mapslices(x -> x * x', [1.0 2; 3 4], dims=1))
println(mapslices(hcat, [1 2; 3 4], dims=1), " ", mapslices(identity, [1 2; 3 4], dims=(2, 2)))
R = reshape(1:24, 3, 8)
println(get(R, -1:2, 0), " ", get(R, (2:4, 8:9), -1), " ", get(R, [[3, 4], [1]], 0))

# ---- aliasing ----------------------------------------------------------------
a = [1, 3, 5]; a[[3, 1, 2]] = a; println(a)
a = [3, 2, 1]; a[a] = [4, 5, 6]; println(a)
a = [3, 2, 1]; a[a] .= [4, 5, 6]; println(a)
A = [2, 1, 4, 3]; V = view(A, :); A[V] .= (1:4) .+ 2^30; println(A)
A = [2, 1, 4, 3]; A[reshape(A, 2, 2)] .= [10 30; 20 40]; println(A)
a = [1 3; 2 4]; copyto!(view(a, [3, 1, 4, 2]), a); println(a)
A = [1, 2, 3, 4]; W = view(A, A); W[1] = 10; println(A)
M = rand(5, 4)
println(@views(Base.mightalias(M[3:4, 1:2], M[1:2, :])), " ", Base.mightalias(M, reshape(M, 10, 2)), " ", Base.mightalias(M, 1:3))

# ---- hashing -----------------------------------------------------------------
println(hash([1, 2, 3]) == hash(1:3), " ", hash([1, 2, [3]]) == hash(Any[1, 2, Int8[3]]) == hash([1, 2, [3.0]]))
println(hash(collect(1:10000)) == hash(1:10000), " ", hash(zeros(2, 2)) == hash(zeros(4)), " ", Dict([1, 2] => "a")[[1.0, 2.0]])

# ---- PermutedDimsArray ------------------------------------------------------
P = PermutedDimsArray([1 2; 3 4], (2, 1))
println(size(P), " ", copy(P), " ", P[1, 2], " ", parent(P))
P[1, 2] = 30
println(parent(P))
display(P)
err(() -> PermutedDimsArray(zeros(2, 2, 2), (1, 1, 2)))

# ---- shapes, cumulative sums, transposes --------------------------------------
println(Base.promote_shape((2, 3), (2, 3, 1)), " ", Base.promote_shape(axes(zeros(3)), axes(zeros(3, 1))))
err(() -> Base.promote_shape((2,), (3,)))
err(() -> Base.promote_shape((2, 3), (2, 3, 4)))
println(cumsum(Any[]), " ", cumsum(Any[1, 2.5]), " ", typeof(cumsum(Real[1, 2.5])), " ", typeof(accumulate(+, Int[]; init=1.0)))
println(cumsum!(zeros(Int, 2, 2), [1 2; 3 4], dims=2), " ", cumprod!(zeros(Int, 2, 2), [1 2; 3 4], dims=1))
v5 = zeros(3); transpose!(v5, [1.0 2.0 3.0]); println(v5)
err(() -> transpose!(zeros(1, 3), zeros(4)))
Bm = zeros(Int, 3, 3); copyto!(Bm, 1:2, 2:3, [1 2; 3 4], 1:2, 1:2); println(Bm)
err(() -> copyto!(zeros(2, 2), 1:2, 1:2, ones(3, 3), 1:3, 1:2))
println(istril(4), " ", istriu(5))
u = Vector{Any}(undef, 3); u[2] = :x
cu = copy(u)
println(isassigned(cu, 1), " ", isassigned(cu, 2), " ", cu[2])
# cumsum of floats is pairwise, as Julia's accumulate_pairwise
println(cumsum([0.1, 0.2, 0.3]), " ", cumsum(Any[0.1, 0.2, 0.3]), " ", Base.accumulate_pairwise(max, [1, 3, 2, 5]))
x32 = fill(1.5f0, 10^6)
println(cumsum(x32)[end], " ", cumsum(x32) == cumsum!(similar(x32), x32))
