# A sparse matrix with a dimension of 16 or more prints its structure as
# braille dots (Julia 1.10's SparseArrays _show_with_braille_patterns): one
# character per 4 rows × 2 columns, at least 8 × 4 dots, between ⎡⎢⎣ and
# ⎤⎥⎦, scaled down to fit displaysize (24 × 80 when stdout is not a
# terminal: 20 lines of 40 characters) when a dimension exceeds it.
# Expected patterns computed independently (a Python model of that layout;
# Python's round, as Julia's, rounds half to even).
using SparseArrays, LinearAlgebra
show(stdout, MIME"text/plain"(), sparse(1.0I, 20, 20)); println()
A = spzeros(Int, 16, 5)
A[1, 1] = 1; A[16, 5] = 2; A[8, 3] = 3; A[9, 2] = 4
show(stdout, MIME"text/plain"(), A); println()
show(stdout, MIME"text/plain"(), A'); println()
show(stdout, MIME"text/plain"(), sparse(1:100, 1:100, ones(100))); println()
show(stdout, MIME"text/plain"(), sparse([1, 200], [1, 30], [1.0, 2.0])); println()
show(IOContext(stdout, :limit => false), MIME"text/plain"(), sparse([1, 90], [1, 2], [1.0, 2.0])); println()
show(stdout, MIME"text/plain"(), spzeros(16, 0)); println()
# under :limit => true (the REPL) a matrix under 16 × 16 is print_matrix's
# limited form: the columns that fit in 80 characters around a … column
show(IOContext(stdout, :limit => true), MIME"text/plain"(), sparse(collect(1:15), collect(1:15), collect(1:15) ./ 7)); println()
# and a sparse vector shows its first and last stored entries around ⋮
# (half = (24 - 8) ÷ 2 = 8: entries 1-7 and 13-20 of 20)
show(IOContext(stdout, :limit => true), MIME"text/plain"(), sparsevec(collect(1:3:60), collect(1.0:20.0), 60)); println()
