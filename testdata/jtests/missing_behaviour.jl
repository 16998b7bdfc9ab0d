# Kiln's own checks of `missing` behaviour that Julia 1.10's test/missing.jl
# exercises (Julia's base/missing.jl, math.jl, tuple.jl and arrayshow.jl are
# the reference: functions of missing give missing, comparisons of tuples
# and `in` use three-valued logic, rounding to a type without Missing
# throws MissingException).

# functions of one argument
for f in (acos, asinh, tanh, log2, expm1, exponent, isreal, ispow2,
          transpose, adjoint, complex, identity, oneunit, *, &, |, xor, nand, nor)
    println(rpad(string(f), 10), f(missing))
end
println(clamp(missing, 1, 2))
# two-argument functions and operators
println((atan(missing, 1), hypot(2, missing), log(missing, missing)))
println((min(missing, "a"), max([2], missing), "a" * missing, missing * 'c'))
println((nand(missing, false), nor(true, missing), nand(true, missing)))
println(isapprox(1.0, missing; atol=1e-6), " ", missing ≈ missing)
# types
println((float(Union{Int, Missing}), complex(Union{Float64, Missing})))
println((float(Missing), complex(Missing), oneunit(Missing)))
println(nonmissingtype(Union{Rational, Missing}))
try
    convert(Missing, 1)
catch e
    println(e)
end
# rounding
println((round(Union{Int, Missing}, 2.6), floor(Union{Int, Missing}, missing)))
println(round(missing, RoundToZero), " ", trunc(missing, digits=2), " ", ceil(missing, sigdigits=1))
try
    round(Int, missing)
catch e
    showerror(stdout, e); println()
end
println(round.(Union{Int, Missing}, [1.6, missing]))
# arrays
println(float([1, missing]), " ", typeof(float(Union{Int, Missing}[2])))
println(eltype(adjoint([1, missing])))
println(2 in [1, missing], " ", 1 in [1, missing], " ", 3 in [1, 2])
show([missing]); println()
b = IOBuffer()
display(TextDisplay(b), [missing, 1])
print(String(take!(b)))
# tuples
println(((1, missing) == (1, missing), (missing, 1) == (missing, 2), (1, 2) == (1, 2)))
println(((1, missing) < (1, 3), (1,) < (2, missing), () < (missing,), (2, missing) < (1, 1)))
println(((1, missing) != (1, 2), (missing, 1) != (missing, 2)))
# skipmissing
s = skipmissing([missing 2; 1 missing])
println(collect(eachindex(s)), " ", findfirst(==(2), s), " ", findall(isodd, s))
println(findlast(x -> x > 0, skipmissing([3, missing, 4, missing])))
println(argmax(s), " ", findmin(s))
try
    findmax(skipmissing([missing]))
catch e
    println(typeof(e), " ", occursin("reducing over an empty collection is not allowed", e.msg))
end
println(filter(iseven, skipmissing([1, missing, 2, 4]))::Vector{Int})
g = collect(skipmissing(v for v in [missing, 1, 2]))
println(g, " ", typeof(g))
