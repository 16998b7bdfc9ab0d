# A tuple type of 2^40 elements: Julia's limit is memory; Kiln refuses
# counts past 2^20 with an ArgumentError instead of exhausting memory.
println(NTuple{3,Int})
T = NTuple{2^40, Int}
println(T)
