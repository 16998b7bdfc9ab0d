# Row vectors as numeric code writes them (the DFT of the Exercism Julia
# track's fft exercise, exercism/julia exercises/practice/fft; MIT): a
# number times an adjoint vector, its negation, sums and map stay adjoint
# vectors (Julia's LinearAlgebra adjtrans.jl), so `-2n' * n` is a dot
# product; `n * n'` is the outer product. cispi is exact at multiples of
# 1/2. A transposed Char matrix reads back as characters (crypto-square).
n = 0:3
println(-2n' * n / 4)
x = [1.0, 2.0]
println(typeof(2 * x'), " ", 2 * x', " ", x' * 2, " ", x' / 2)
println(-x', " ", typeof(-x'))
println(x' + x', " ", x' - x', " ", typeof(x' + x'))
println(map(abs2, x'), " ", typeof(map(abs2, x')))
z = [1 + 2im, 3im]
println(2im * z', " ", z' * 2)
t = transpose(x)
println(3 * t, " ", typeof(3 * t))
println(typeof(-[1 2; 3 4]'), " ", -[1 2; 3 4]')
M = cispi.(-2 * n * n' / 4)
println(size(M), " ", M[2, 2], " ", M[3, 3], " ", M[2, 4])
println(cispi(1), " ", cispi(0.5), " ", cispi(1 + 0im))
println(M * [1, 0, 0, 0] == ones(4))
chars = reshape(collect("abcdef"), 2, 3)
tc = transpose(chars)
println(tc[1, 2], " ", join(join.(eachcol(tc)), " "))
