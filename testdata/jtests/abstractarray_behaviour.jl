# Behaviour checked by Julia's test/abstractarray.jl (Kiln's own program):
# user-defined AbstractArray types, bounds checking, index conversion.
using LinearAlgebra

# An inner constructor whose curly parameters are named otherwise than the
# struct's: new() is new{T,N,d} (Julia's lowering takes them by position).
mutable struct Lin6{T,N,dims} <: AbstractArray{T,N}
    v1::T; v2::T; v3::T; v4::T; v5::T; v6::T
    Lin6{T,N,d}() where {T,N,d} = (prod(d) == 6 || throw(DimensionMismatch("Lin6 must have 6 elements")); new())
    Lin6{T,N,d}(a, b, c, e, f, g) where {T,N,d} = new(a, b, c, e, f, g)
end
Lin6(X::AbstractArray{T,N}) where {T,N} = Lin6{T,N,size(X)}(X...)
Base.size(::Lin6{T,N,dims}) where {T,N,dims} = dims
Base.IndexStyle(::Type{<:Lin6}) = IndexLinear()
Base.getindex(A::Lin6, i::Int) = getfield(A, i)
# setfield! by a field number known only at run time
Base.setindex!(A::Lin6{T}, v, i::Int) where {T} = setfield!(A, i, convert(T, v))

B = Lin6(reshape(1:6, 2, 3))
println(B, " ", typeof(B))
B[4] = 40
B[2, 3] = 60
println(B[4], " ", B[6], " ", B[2, 2], " ", sum(B))
println(isassigned(B, 6), " ", isassigned(B, 7))
try
    Lin6{Int,1,(5,)}()
catch e
    println(e)
end
try
    setfield!(B, 7, 1)
catch e
    println(typeof(e))
end

# A type without getindex: Julia's CanonicalIndexError (also from isassigned)
struct NoGet{T,N} <: AbstractArray{T,N} end
Base.IndexStyle(::NoGet) = IndexLinear()
struct NoGetC{T,N} <: AbstractArray{T,N} end
for ex in (() -> NoGet{Int,2}()[1], () -> Base.unsafe_getindex(NoGet{Int,2}(), 1),
           () -> NoGetC{Int,2}()[1, 1], () -> (NoGet{Int,2}()[1] = 0),
           () -> Base.unsafe_setindex!(NoGetC{Int,2}(), 0, 1, 1))
    try
        ex()
    catch e
        println(sprint(showerror, e))
    end
end
struct TwoVec <: AbstractVector{Float64} end
Base.size(::TwoVec) = (2,)
try
    isassigned(TwoVec(), 1)
catch e
    println(e isa Base.CanonicalIndexError)
end

# A Cartesian-indexed type: first and last take its own indices
struct OnlyTwo{T} <: AbstractMatrix{T}
    data::Matrix{T}
end
Base.size(A::OnlyTwo) = size(A.data)
Base.getindex(A::OnlyTwo, i::Int, j::Int) = A.data[i, j]
O = OnlyTwo([1 2; 3 4])
println(first(O), " ", last(O), " ", O[3], " ", collect(O))

# checkbounds as Julia 1.10's checkbounds_indices: no partial linear indexing
A = zeros(5, 4, 3)
println(checkbounds(Bool, A, 1, 12), " ", checkbounds(Bool, A, 5, 4), " ", checkbounds(Bool, A, 2, 2, 2, 1),
        " ", checkbounds(Bool, A, 2, 2, 2, 2), " ", checkbounds(Bool, A, 60), " ", checkbounds(Bool, A, 61))
println(checkbounds(Bool, A, CartesianIndex(60)), " ", checkbounds(Bool, A, CartesianIndex(5, 4), 3),
        " ", checkbounds(Bool, A, CartesianIndex(5,), CartesianIndex(4,), CartesianIndex(4,)))
println(checkbounds(Bool, A, 1:5, 1:4), " ", checkbounds(Bool, A, 1:5, 1:4, 1:3), " ", checkbounds(Bool, A, 1:61))
println(checkbounds(Bool, A, trues(5, 4, 3)), " ", checkbounds(Bool, A, trues(5, 4), trues(3)), " ",
        checkbounds(Bool, A, trues(4, 4), trues(3)), " ", checkbounds(Bool, A, trues(5, 4), trues(2)), " ",
        checkbounds(Bool, A, trues(5, 12)), " ", checkbounds(Bool, A, trues(60)), " ", checkbounds(Bool, A, 2, 2, 2, trues(1)))
println(checkbounds(Bool, A, [CartesianIndex(5, 4, 3)]), " ", checkbounds(Bool, A, [CartesianIndex(5, 4)], 3), " ",
        checkbounds(Bool, A, [CartesianIndex(5, 4)], 4), " ", Base.checkbounds_indices(Bool, (1:1,), ([CartesianIndex(1)],)))
println(size(trues(2, 3, 4)), " ", size(falses(1, 2, 3, 4)))
try
    checkbounds(A, 1, 12)
catch e
    println(sprint(showerror, e))
end

# LinearIndices and CartesianIndices
for oinds in ((2, 3), (UInt8(2), 3), (2, 1:3), (Base.OneTo(2), 1:3))
    R = LinearIndices(oinds)
    print(size(R), axes(R) == (Base.OneTo(2), Base.OneTo(3)), R[end], " ")
end
println()
println(LinearIndices((3,))[1:2] === 1:2, " ", LinearIndices((3,))[1:2:3] === 1:2:3, " ", LinearIndices((4, 3))[3:-1:1] === 3:-1:1)
li = LinearIndices((Base.IdentityUnitRange(0:1), Base.IdentityUnitRange(0:2)))
pushed = Int[]
for i in li
    push!(pushed, i)
end
println(axes(li), " ", collect(li), " ", pushed)
CS = CartesianIndices(map(Base.Slice, (0:3, 3:5)))
println(CS[1], " ", CS[5], " ", CS[12])
println(CartesianIndices(fill(0))[1], " ", CartesianIndices((2, 3)) == CartesianIndices(fill(1.0, 2, 3)))
try
    CartesianIndices(())[2]
catch e
    println(typeof(e))
end
println(Base._sub2ind((3, 4), 2, 3), " ", Base._ind2sub((3, 4), 8), " ", Base._sub2ind(()), " ",
        Base._ind2sub([1 2 3; 4 5 6; 7 8 9], 6), " ", Base._sub2ind((Base.OneTo(3),), 2))
for f in (() -> Base._sub2ind((1:3,), 2), () -> Base._ind2sub((1:3,), 2))
    try
        f()
    catch e
        println(sprint(showerror, e))
    end
end
println(Base.to_shape(()), " ", Base.to_shape(big(2)), " ", Base.to_shape((Base.OneTo(2), 3)), " ", typeof(Base.to_shape(Int8(1))))

# map over numbers and no collections; map and map! over three arrays
println(map(sin, 1) === sin(1), " ", map(() -> 1234))
println(map((x, y, z) -> x + y + z, [1.0, 2.0], [3.0, 4.0], [5.0, 6.0]), " ", map(+, Int[], Int[], Float64[]))
dest = zeros(Int, 2)
println(map!((x, y, z) -> x * y * z, dest, [1, 2], [3, 4], [5, 6]), " ", dest)
for c in (Set([1, 2]), Dict(1 => 2))
    try
        map(identity, c)
    catch e
        println(sprint(showerror, e))
    end
end

# small functions of the array interface
println(ndims(Vector), " ", ndims(Matrix), " ", ndims(Diagonal), " ", ndims(Array{<:Any,0}))
try
    ndims(Array)
catch e
    println(typeof(e))
end
D = Diagonal([1, 2])
println(+D === D, " ", *(D) === D, " ", isreal(D), " ", isreal([1 + im]))
println(LinearAlgebra.checksquare(zeros(2, 2), zeros(3, 3)), " ", values([1, 2]))
println(nextind(zeros(2, 3), CartesianIndex(2, 1)), " ", prevind(zeros(2, 3), CartesianIndex(1, 2)))
println(promote_shape((2, 1), (2,)), " ", promote_shape(Dims((2, 1)), Dims((2,))))
try
    promote_shape((2, 3, 1), (2, 2))
catch e
    println(sprint(showerror, e))
end
r = Ref(1)
r[CartesianIndex()] = 10
println(r[CartesianIndex()], " ", IndexStyle(UpperTriangular(zeros(2, 2)), [1, 2]), " ", IndexStyle(zeros(2, 2), [1, 2]), " ", IndexStyle(1:2, [1], 1:3))
println(first([1, 2, 3], 2), " ", last([1, 2, 3], 2), " ", first(2:typemax(Int) - 1, 3), " ", first([1 2; 3 4], 3))
for f in (() -> first([1], -1), () -> first(typemin(Int):typemax(Int), 10))
    try
        f()
    catch e
        println(typeof(e))
    end
end
println(Base.isstored(zeros(2, 2), 2, 2))
try
    Base.isstored(zeros(2, 2), 3, 1)
catch e
    println(typeof(e))
end
println(pushfirst!([1], 4, 3, 2), " ", sizeof(Union{Int64,Nothing}[1, nothing, 3]))
println(Base.JLOptions().can_inline, " ", Base.JLOptions().check_bounds)

# concatenation: splats in rows, block columns, no values
t = (1, 2)
println([t...; 3 4], " ", [0 t...; t... 0], " ", Int[t...; 3 4], " ", hvcat(2, 1, 2, 3, 4))
try
    [t...; 3 4 5]
catch e
    println(sprint(showerror, e))
end
try
    hvcat(7, 1:20...)
catch e
    println(sprint(showerror, e))
end
println(cat(; dims=3), " ", Base.typed_hcat(Float64), " ", Base.typed_vcat(Int))

# indexing by Bool ranges, BigInt ranges, index arrays of several or no dimensions
a = [1.0]
println(a[true:true], " ", a[false:false], " ", [1:10;][BigInt(3):BigInt(5)], " ", reshape(1:8, 2, 4)[UInt(2):UInt(3)])
try
    [1, 2][true:true]
catch e
    println(typeof(e))
end
M = reshape(collect(1:6), 2, 3)
println(size(M[[1, 2], [1 2; 2 3]]), " ", M[[2], [1 3; 2 3]], " ", size(M[fill(2), [1, 3]]), " ", M[Any[1, 2]], " ", M[[]])
println(Array{Any}(reshape(1:8, 2, 2, 2)) isa Array{Any,3}, " ", Array{Float64,3}(ones(Int, 1, 1, 2)))

# a mask of several dimensions among other indices selects along its dimensions
img = cat([1 2; 3 4], [1 5; 6 7]; dims=3)
mask = img[:, :, 1] .== img[:, :, 2]
img[mask, 2] .= 0
println(img == cat([1 2; 3 4], [0 5; 6 7]; dims=3))
B3 = reshape(collect(1:24), 2, 3, 4)
mf = [true false true; false true true]
println(B3[mf, 1], " ", size(B3[mf, 1:1]), " ", B3[mf, 2] == B3[:, :, 2][mf])
try
    B3[trues(3, 3), 1]
catch e
    println(typeof(e))
end
