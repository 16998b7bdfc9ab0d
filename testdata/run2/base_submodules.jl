# Base's submodules as Julia 1.10 has them: the math constants of
# Base.MathConstants (base/mathconstants.jl: γ, φ, catalan and their long
# names), Base.Math (the math functions and @horner), Base.Filesystem,
# Base.Libc (exported from Base) and Base.Experimental's compiler hints.
using Base.MathConstants
println(γ, " ", φ, " ", catalan, " ", golden === φ, " ", eulergamma === γ, " ", e === ℯ)
display(φ)
display(γ)
println(Float64(γ), " ", Float32(φ), " ", Float64(catalan))
println(φ^2 - φ, " ", round(Int, φ^20 / sqrt(5)))
println(γ < 0.5772156649015329, " ", γ > 0.5772156649015328, " ", catalan < 1)
println(2φ, " ", φ + 1, " ", φ * π)
println(big(catalan))
println(string(big(φ))[1:30])
println(Base.Math.sin(1.0) == sin(1.0), " ", Base.Math.@horner(2.0, 1.0, 2.0, 3.0))
println(Base.Filesystem.joinpath("a", "b"), " ", Base.Filesystem.basename("/x/y.jl"))
println(Libc.time() > 1.0e9, " ", Libc.getpid() == getpid(), " ", Libc.strerror(2))
p = Libc.calloc(4, 8)
println(p != C_NULL, " ", unsafe_load(Ptr{Int64}(p), 2))
p = Libc.realloc(p, 64)
Libc.free(p)
if isdefined(Base, :Experimental) && isdefined(Base.Experimental, Symbol("@optlevel"))
    @eval Base.Experimental.@optlevel 1
end
Base.Experimental.@max_methods 1
println("done")
