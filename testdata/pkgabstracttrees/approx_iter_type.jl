# Base.Iterators.approx_iter_type: the type of the (value, state) tuples of
# iterating a type, by unrolling the protocol to a fixpoint through
# inference (AbstractTrees' childstatetype calls it).
for T in (Vector{Int}, UnitRange{Int}, Dict{String,Int}, String, Tuple{}, Int)
    println(rpad(string(T), 21), Iterators.approx_iter_type(T))
end
# the iteration state type of a vector's children, as a cursor stores it
S = Iterators.approx_iter_type(Vector{Float64})
println(iterate([1.5, 2.5]) isa S, " ", iterate([1.5, 2.5], 3) isa S)
