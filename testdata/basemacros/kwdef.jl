# Base.@kwdef / @kwdef as Julia 1.10's base/util.jl: defaults, required
# keywords (UndefKeywordError: keyword argument `c` not assigned, as
# base/errorshow.jl prints it), parametric structs (both S(...) and
# S{T}(...)), mutable structs, and the positional constructor kept.
Base.@kwdef struct Opts
    a::Int = 1
    b::String = "x"
    c
end
println(Opts(c = 3), " ", Opts(a = 5, b = "y", c = nothing), " ", Opts(2, "z", 4))

@kwdef mutable struct Counter
    n::Int = 0
    log::Vector{Int} = Int[]
end
m = Counter()
m.n += 1
push!(m.log, 2)
println(m.n, " ", m.log, " ", Counter(n = 4).n, " ", Counter().log !== m.log)

@kwdef struct P{T<:Real}
    x::T = 1
    y::T = 2
end
println(P(), " ", P(x = 1.5, y = 2.5), " ", P{Float64}(x = 3))

@kwdef struct Empty end
println(Empty())

try
    Opts(a = 2)
catch e
    println(e)
    showerror(stdout, e)
    println()
end
Opts(b = "q")
