# NTuple{N,T} with a type variable count, in fields and signatures.
struct B{T,N}
    dims::NTuple{N,Int}
end
println(fieldtype(B{Float32,1}, :dims))
b = B{Float32,2}((3, 4))
println(b.dims)
println(typeof(b))
println(fieldtype(B{Int8,0}, :dims))
nargs(x::NTuple{N,Any}) where N = N
println(nargs((1, 2, 3)))
println(NTuple{2,Int})
