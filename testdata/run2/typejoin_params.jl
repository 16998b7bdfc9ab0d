# typejoin of two instances of one parametric type keeps the parameters
# they share and leaves the others free, as Julia's base/promotion.jl
# typejoin does; collecting values of such types widens the element type
# to that join (promote_typejoin).
println(typejoin(Vector{Int}, Vector{Float64}))
println(typejoin(Vector{Int}, Matrix{Int}))
println(typejoin(Dict{Int,String}, Dict{Int,Int}))
println(typejoin(Vector{Int}, UnitRange{Int}))
println(typejoin(Complex{Int}, Complex{Float64}))
println(typejoin(Pair{Int,Int}, Pair{Int,String}))
println(typejoin(Int, Float64), " ", typejoin(Int, String), " ", typejoin(Int8, Int8))
println(typejoin(Tuple{Int,Int}, Tuple{Int,Float64}))
println([fill(1, 2), fill(1.0, 2)] |> typeof)
println([x == 1 ? [1] : [1.5] for x in 1:2])
println(map(x -> x == 1 ? (1 => "a") : (1 => 2), 1:2))
