# n-dimensional array literals (Julia 1.10's hvncat, base/abstractarray.jl;
# the literal forms are those of the manual's "Concatenation" section:
# `[1;; 2]` is a 1×2 Matrix, `[1;;; 2]` a 1×1×2 Array, spaces and one `;`
# keep their meaning inside the higher dimensions).
a = [1;; 2]
println(a, " ", typeof(a), " ", size(a))
b = [1;;; 2]
println(b, " ", typeof(b), " ", size(b))
c = [[1, 2];; [3, 4]]
println(c, " ", size(c))
d = [1 2;;; 3 4]
println(d, " ", size(d))
println([1; 2;; 3; 4])
f = [1 2; 3 4;;; 5 6; 7 8]
println(size(f), " ", f[2, 1, 2], " ", f[1, 2, 1])
g = Float64[1;; 2]
println(g, " ", typeof(g))
h = [1;;]
println(h, " ", typeof(h))
k = [1 2;;]
println(k, " ", size(k))
println(typeof([1;; 2.5]))
xs = (1, 2, 3)
println([xs...;; 4])
println(hvncat(3, [1 2], [3 4]))
# the balanced shape form: dims[k] values along dimension k, listed
# along the rows first when row_first is true
println(hvncat((2, 2), true, 1, 2, 3, 4), " ", hvncat((2, 2), false, 1, 2, 3, 4))
println(hvncat((1, 2, 2), true, 1, 2, 3, 4))
m = [1 2
     3 4;;;
     5 6
     7 8]
println(m[:, :, 2])
display([1 2;;; 3 4])
# quoted literals print as Julia's show_unquoted
println(:([1;; 2]))
println(:([1 2; 3 4;;; 5 6; 7 8]))
println(:(Int[1;;; 2]))
show(:([a; 2;; b; c]))
println()
