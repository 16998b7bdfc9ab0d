# dot of vectors of different lengths (BLAS.dot in Julia 1.10):
# DimensionMismatch("dot product arguments have lengths 2 and 3").
using LinearAlgebra
dot([1.0, 2.0], [1.0, 2.0, 3.0])
