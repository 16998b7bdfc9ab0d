# A type object is an instance of Type{T} for itself (Julia: `Float64 isa
# Type{<:AbstractFloat}`), also when inference does not know it: the
# run-time isa, dispatch and typeassert on Type{T} and unions of them.
x = Base.inferencebarrier(Float64)
println(x isa Type{Float64})
println(x isa Type{Int})
println(x isa Union{Type{Float64},Type{Int}})
println(x isa DataType, " ", x isa Type, " ", x isa Type{<:AbstractFloat}, " ", x isa Type{<:Integer})
y = Base.inferencebarrier(Vector)
println(y isa UnionAll, " ", y isa Type{Vector}, " ", y isa Type{Array})
z = Base.inferencebarrier(Union{Int,Nothing})
println(z isa Union, " ", z isa Type{Union{Nothing,Int}})
v = Base.inferencebarrier(3)
println(v isa Type{Int}, " ", v isa Int)
g(::Type{Float64}) = "f64"
g(::Type{T}) where {T<:Integer} = "int"
g(x) = "other"
println(g(x), " ", g(Base.inferencebarrier(Int8)), " ", g(Base.inferencebarrier(String)))
println((x::Type{Float64}) === Float64)
h(t::Union{Type{Float64},Type{Int}}) = 1
h(t) = 2
println(h(x), h(Base.inferencebarrier(Int)), h(Base.inferencebarrier(Int8)))
println(typeof((Float32, 1)), " ", (Float32,1)[1])
f2(t) = t[1]
println(f2(Base.inferencebarrier((Float32, 2))))
println(filter(t -> t isa Type{<:Integer}, Any[Int, Float64, UInt8, 3]))
