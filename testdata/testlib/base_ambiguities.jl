# Base and the standard libraries have no ambiguous methods (Julia 1.10's
# test/ambiguous.jl: detect_ambiguities(Core, Base) is empty), and the calls
# that were ambiguous in Kiln give Julia's results. Julia's definitions these
# follow: boot.jl (Signed/Unsigned/Integer), mpfr.jl (trunc/floor/ceil/round
# (Integer, ::BigFloat)), rational.jl (^(::Complex{T}, ::Rational)),
# mathconstants.jl (ℯ^x for each type), abstractarray.jl (hvcat(rows)),
# broadcast.jl (Broadcasted(style, f::Tuple, args)), strings/util.jl
# (lstrip(::AbstractString, ::AbstractString) throws), LinearAlgebra's
# diagonal.jl (x' * D), Statistics' varm(v::AbstractRange, m::AbstractArray),
# Dates' @dateformat_str.
using Test, LinearAlgebra, Statistics, Dates

println(length(detect_ambiguities(Base, Core)))
println(length(detect_ambiguities(LinearAlgebra)))
println(length(detect_ambiguities(Statistics)))
println(length(detect_ambiguities(Dates)))
println(length(detect_unbound_args(LinearAlgebra, Statistics, Dates)))
println(isdefined(Dates, Symbol("@dateformat_str")))

show(CartesianIndices(())); println()
println(length(CartesianIndices(())), " ", collect(CartesianIndices(()))[])
println(length(LinearIndices(())), " ", LinearIndices(())[])
try
    lstrip("ab", "a")
catch e
    println(typeof(e), ": ", e.msg)
end
try
    rstrip(SubString("ab"), "b")
catch e
    println(typeof(e))
end
println(lstrip("aab", 'a'), " ", rstrip("abb", ['b']))
println(trunc(Bool, big(1.0)), " ", trunc(Bool, big(0.5)))
println(trunc(Integer, big(2.5)), " ", typeof(ceil(Integer, big(1.5))), " ", floor(Integer, big(-1.5)), " ", round(Integer, big(2.5)))
println(Signed(1//1), " ", typeof(Signed(1//1)), " ", Integer(2//1), " ", Unsigned(3//1))
println(Signed(UInt8(5)), " ", typeof(Signed(UInt8(5))), " ", typeof(Unsigned(Int16(7))), " ", Signed(2.0), " ", Unsigned(true), " ", Integer(3.0))
println(Int(big(3.0)), " ", Bool(big(1.0)), " ", Int8(big(4.0)))
p = 2
println(ℯ^p, " ", ℯ^(1//2), " ", ℯ^π)
println(round((1 + 2im)^(1//2), digits=10))
println(Rational(1 + 0im), " ", Rational{Int}(2 + 0im))
println(1.0f0:2.0)
v = view([1, 2, 3, 4], 1:4)
println(v[[true, false, true, false]])
x = [1, 2]
D = Diagonal([2, 3])
println(x' * D, " ", (x' * D) isa Adjoint, " ", transpose(x) * D)
println(Matrix(Tridiagonal([1, 1], [2, 2, 2], [1, 1]) * Diagonal([1, 2, 3])))
println(varm(1:4, 2.5))
println(hvcat(()))
println(promote_type.(Int, Float64))
println(dateformat"yyyy-mm-dd")
using SparseArrays
println(length(detect_ambiguities(SparseArrays)))
sv = sparsevec([1, 3], [5, 7], 4)
println(sv[[true, false, true, true]] == sparsevec([1, 2], [5, 7], 3))
println(sv .* 2 == sparsevec([1, 3], [10, 14], 4))
