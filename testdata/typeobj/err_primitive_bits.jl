# Julia 1.10 (src/toplevel.c, primitive type definitions): the size must
# be a positive multiple of 8 bits.
primitive type Good 16 end
println(sizeof(Good))
primitive type Bad 12 end
println("not reached")
