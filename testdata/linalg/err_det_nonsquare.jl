# det of a non-square matrix: checksquare throws DimensionMismatch
# "matrix is not square: dimensions are (2, 3)" (Julia 1.10 LinearAlgebra).
using LinearAlgebra
println(det([1.0 2.0 3.0; 4.0 5.0 6.0]))
