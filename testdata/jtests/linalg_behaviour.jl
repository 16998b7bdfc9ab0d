# LinearAlgebra behaviour checked by Julia's stdlib/LinearAlgebra/test/generic.jl
# and dense.jl (Julia 1.10): norms, dot, det, LU of generic element types,
# in-place scaling, pinv, cond, diagm, svdvals of complex matrices.
using LinearAlgebra, Test

# norms: element norms of nested arrays, adjoints, missing, integer overflow
println(norm(Vector{Int}[[3, 4], [0, 0]]))
println(norm([[1, 2], [3, 4]], 1) ≈ 5 + sqrt(5))
println(norm([[1, 2], [3, 4]], 0))
println(norm(transpose([3.0, 4.0])), " ", norm([3.0, 4.0]', 1))
println(norm([typemin(Int), typemin(Int)], Inf), " ", norm([typemin(Int), typemin(Int)], 1))
println(norm(missing))
println(norm(NaN), " ", norm(NaN, 0), " ", norm(0, 0), " ", norm(-2.5, 0))
for x in ('a', ['a', 'b'], "s")
    try
        norm(x)
    catch e
        println(typeof(e))
    end
end
println(norm([1.0, 1.0, 1.0, 1.0, 5.0], 2:4))
println(normalize(-3.0, 1), " ", normalize([3, 4]), " ", normalize(fill(2.0, 2, 2)))
println(typeof(normalize([[1, 2], [3, 4]])))

# dot of iterables and of nested arrays
println(dot(1:3, 4:6), " ", dot([[1, 2], [3, 4]], [[1, 1], [1, 1]]))
try
    dot('a', 'c')
catch e
    println(typeof(e))
end
try
    dot(1, 1:2)
catch e
    println(typeof(e), ": ", e.msg)
end
A = [1 2; 3 4]
println(dot([1, 2], A, [3, 4]), " ", dot([1, 2], A', [3, 4]), " ", dot([1, 2], transpose(A), [3, 4]))
println(dot(zeros(ComplexF64, 0), zeros(ComplexF64, 0, 2), zeros(2)))

# det, logdet, logabsdet, rank, cond of numbers and matrices
println(det(BigInt[9 1 8 0; 0 0 8 7; 7 6 8 3; 2 9 7 7]), " ", typeof(det(BigInt[1 2; 3 4])))
println(logdet(2.0), " ", logabsdet(-2.0), " ", logabsdet(-1), " ", cond(0.5), " ", cond(0), " ", cond(2.0, 1))
try
    logdet([-1.0 0.0; 0.0 1.0])
catch e
    println(typeof(e))
end
println(rank(zeros(4)), " ", rank(1:10), " ", rank([1.0 0.0; 0.0 0.9], 0.95), " ", rank([1.0 0.0; 0.0 0.9], atol=0.95))
println(cond([0 0; 1 1], 1), " ", cond(zeros(2, 2), Inf), " ", cond([1.0 -2.0; -2.0 -1.5], 1) ≈ 2.227272727272727)

# generic LU: Rational and BigFloat matrices, pivoting strategies
R = Rational{Int}[2 1; 1 3]
F = lu(R)
println(typeof(F), " ", F.L, " ", F.U, " ", F.p)
println(R \ Rational{Int}[1, 2], " ", inv(R), " ", det(R))
println(lu(R, NoPivot()).U, " ", lu(R, RowNonZero()).p, " ", lu([0.0 1.0; 1.0 0.0], RowMaximum()).p)
try
    lu(Rational{Int}[0 1; 1 1], NoPivot())
catch e
    println(typeof(e))
end
println(big"2.0" \ big"3.0", " ", inv(BigFloat[4 0; 0 2]))
try
    inv([NaN 1.0; 1.0 1.0])
catch e
    println(typeof(e), ": ", e.msg)
end

# in-place scaling and products with scalars and Diagonal
a = [1.0 2.0; 3.0 4.0]
println(rmul!(copy(a), 2.0), " ", lmul!(2.0, copy(a)), " ", rdiv!(copy(a), 2.0), " ", ldiv!(2.0, copy(a)))
println(lmul!(Diagonal([1.0, 2.0]), copy(a)), " ", rmul!(copy(a), Diagonal([1.0, 2.0])))
println(mul!(similar(a), Diagonal([1.0, 2.0]), a), " ", mul!(similar(a), a, Diagonal([1, 2])))
println(mul!(copy(a), 5.0, a, 10, 100), " ", mul!(similar(a), a, 2.0))
try
    mul!(zeros(5), 5.0, a, 10, 100)
catch e
    println(typeof(e))
end
try
    lmul!(Diagonal([1.0, 2.0, 3.0]), copy(a))
catch e
    println(typeof(e))
end
println(all(isnan, rmul!([NaN], 0.0)), " ", rmul!([NaN], false))

# axpy! with index vectors, axpby!
println(axpy!(5, 2:5, [1 4], fill(1, 2, 4), [2 8]))
try
    axpy!(1, [1, 2], [1, 3], [0, 0], [1, 2])
catch e
    println(typeof(e))
end
println(axpby!(2, [1, 2], 3, [1, 1]))

# rotations, reflections, Skeel condition number, banded tests
x, y = [1.0, 2.0], [3.0, 4.0]
rotate!(x, y, 0.0, 1.0)
println(x, " ", y)
println(reflect!([1.0, 2.0], [3.0, 4.0], 0.0, 1.0))
A3 = [2.0 0.0; 0.0 4.0]
println(condskeel(A3), " ", condskeel(A3, 1))
println(LinearAlgebra.isbanded([1 2 0; 0 5 6; 0 0 9], 0, 1), " ", LinearAlgebra.isbanded([1 2 0; 0 5 6; 0 0 9], 0, 0))
try
    LinearAlgebra.char_uplo(:Z)
catch e
    println(typeof(e))
end
try
    diag([1, 2])
catch e
    println(typeof(e), ": ", e.msg)
end
try
    adjoint(zeros(2, 2, 2))
catch e
    println(typeof(e))
end

# isapprox with a norm and of nested arrays
println(isapprox([1 0; 0 1], [1.001 0; 0 1.002], atol=0.0021, norm=opnorm), " ", isapprox([1 0; 0 1], [1.001 0; 0 1.002], atol=0.0021))
println([[1, 2, [3, 4]], 5.0] ≈ [[1, 2, [3, 4]], 5.0], " ", LinearAlgebra.promote_leaf_eltypes([[1, 2, [3, 4]], 5.0, [6im, [7.0, 8.0]]]))

# diagm, pinv, svdvals and opnorm of complex matrices
println(diagm(2, 3, 0 => [7, 8], 1 => [7, 8]), " ", diagm(3, 2, [1, 2]))
try
    diagm(1, 2, 0 => [7, 8])
catch e
    println(typeof(e), ": ", e.msg)
end
M = [1 0 0; 0 1 0; 0 0 0]
println(pinv(M, atol=1), " ", pinv(M, rtol=0.5), " ", pinv(2.0), " ", pinv(0.0))
println(pinv([1.0 0.0; 0.0 0.0; 0.0 0.0]), " ", size(pinv(zeros(0, 3))))
println(svdvals([3im 0; 0 -4]), " ", opnorm(fill(1im, 1, 4)), " ", rank([1 im; im -1]), " ", typeof(svdvals(Float32[1 0; 0 2])))

# Test.GenericArray and rand/randn of BigFloat
G = Test.GenericArray([1 2; 0 3])
println(istriu(G), " ", istril(G), " ", size(G), " ", G[2, 2])
r = rand(BigFloat)
println(r isa BigFloat && 0 <= r < 1, " ", typeof(randn(BigFloat, 2)), " ", typeof(randn(Complex{BigFloat})))
