# Julia's runtime functions on vectors (src/array.c) that packages ccall
# directly, as OrderedCollections does (`ccall(:jl_array_grow_end, Cvoid,
# (Any, UInt), a, 1)`): new elements are undefined, jl_arrayunset makes an
# element of references #undef, indices are 0-based.
a = ["a", "b"]
ccall(:jl_array_grow_end, Cvoid, (Any, UInt), a, 2)
println(length(a), " ", isassigned(a, 2), " ", isassigned(a, 3))
a[3] = "c"; a[4] = "d"
ccall(:jl_arrayunset, Cvoid, (Any, UInt), a, 1)
println(isassigned(a, 1), " ", isassigned(a, 2))
try
    a[2]
catch e
    println(e)
end
ccall(:jl_array_del_end, Cvoid, (Any, UInt), a, 1)
println(length(a))
ccall(:jl_array_grow_beg, Cvoid, (Any, UInt), a, 1)
println(length(a), " ", isassigned(a, 1), " ", a[2])
ccall(:jl_array_del_beg, Cvoid, (Any, UInt), a, 2)
println(length(a), " ", a[2])
v = [1, 2, 3]
ccall(:jl_array_grow_at, Cvoid, (Any, Int, UInt), v, 1, 2)
v[2] = 7; v[3] = 8
println(v)
ccall(:jl_array_del_at, Cvoid, (Any, Int, UInt), v, 0, 2)
println(v)
ccall(:jl_array_sizehint, Cvoid, (Any, UInt), v, 100)
println(v)
# bits elements stay as they are when unset
ccall(:jl_arrayunset, Cvoid, (Any, UInt), v, 0)
println(isassigned(v, 1))
