# `display` of matrices and vectors of each numeric element type, as a
# script prints them (stdout has no :limit, so nothing is elided), and
# with IOContext(:limit => true, :displaysize => ...) as the REPL does.
# Semantics relied on (Julia 1.10): base/arrayshow.jl (print_matrix
# aligns each column on alignment(): the part before and after the first
# of ".eEfF" in the printed number; a column of Rationals on "//"; a
# Complex on its sign; rows/columns past the screen are elided with ⋮, …
# and ⋱ once the matrix has more rows than displaysize[1] - 4 or is wider
# than displaysize[2]), base/show.jl (summary "m×n Matrix{T}:",
# "0×3 Matrix{Float64}", "Union{Missing, Int64}"), base/missing.jl.

display([1 -20 300; 4000 5 -6])
display([1.5 -2.25; 100.0 0.001])
display([1.0 NaN; -Inf 2.5e10])
display([1e-8 1.0; 2.0 3.0])
display(Float32[1.5 2.0 -0.25])
display([1//2 -3//4; 5 7//11])
display([1+2im 3-4im; -5im 6])
display([1.5+0.5im, -2.0-1.0im])
display(BigFloat[1.5, -2.25])
display(big.([10 -2; 3 40]))
display([big(1)/3 2; 1e10 -1e-7])         # compact BigFloat: MPFR "%.5Re", prettified (mpfr.jl show)
display([true false; false true])
display(Any[1 "two"; 3.0 :four])
display(Union{Missing, Int}[1, missing, -30])
display(Union{Nothing, Float64}[nothing, 2.5])
display(zeros(0, 3))
display(Int[])
display(Matrix{String}(undef, 2, 0))
display(fill(7))
display(reshape(collect(1.0:8.0), 2, 2, 2))
display([[1, 2], [3, 4, 5]])
display([(1, 2.5), (3, 4.0)])
display(['a' 'b'; 'c' 'd'])
display(["x" "long string"; "y" "z"])
display(UInt8[1, 255])
display(Int8[-128 127])

io = IOContext(stdout, :limit => true, :displaysize => (12, 40))
show(io, MIME("text/plain"), collect(1:30)); println()
show(io, MIME("text/plain"), reshape(collect(1:60), 3, 20)); println()
show(io, MIME("text/plain"), reshape(collect(1:300), 30, 10)); println()
show(io, MIME("text/plain"), collect(0.5:0.5:15)); println()
show(io, collect(1:50)); println()
show(IOContext(stdout, :limit => true), collect(1:20)); println()
