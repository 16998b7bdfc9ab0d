# Julia 1.10 base/broadcast.jl broadcastable(::Union{AbstractDict, NamedTuple})
d = Dict("a" => 1)
try
    println(identity.(d))
catch e
    println(e)
end
println(abs.((a = -1, b = 2)))
