# Views, similar, broadcasting and zeros/fill with axes that do not start
# at 1, for a minimal array type that defines only size, axes, getindex,
# setindex! and similar for its own axis type (Julia 1.10: subarray.jl
# keeps the parent's axes in a Slice; similar(a, T, axes) with Dims and
# OneTo shapes; Broadcast's similar(Array{T}, axes(bc)).)
struct ZR <: AbstractUnitRange{Int}   # an axis lo:hi whose indices are itself
    lo::Int
    hi::Int
end
Base.first(r::ZR) = r.lo
Base.last(r::ZR) = r.hi
Base.length(r::ZR) = r.hi - r.lo + 1
Base.axes(r::ZR) = (r,)
Base.getindex(r::ZR, i::Int) = (checkbounds(r, i); i)
Base.iterate(r::ZR, i = r.lo) = i > r.hi ? nothing : (i, i + 1)
Base.show(io::IO, r::ZR) = print(io, "ZR(", r.lo, ":", r.hi, ")")

struct ZV{T} <: AbstractVector{T}
    data::Vector{T}
    off::Int
end
Base.size(v::ZV) = size(v.data)
Base.axes(v::ZV) = (ZR(1 + v.off, length(v.data) + v.off),)
Base.getindex(v::ZV, i::Int) = (checkbounds(v, i); v.data[i - v.off])
Base.setindex!(v::ZV, x, i::Int) = (checkbounds(v, i); v.data[i - v.off] = x; v)
Base.similar(v::AbstractArray, ::Type{T}, ax::Tuple{ZR}) where {T} = ZV(Vector{T}(undef, length(ax[1])), first(ax[1]) - 1)
Base.similar(::Type{<:Array{T}}, ax::Tuple{ZR}) where {T} = ZV(Vector{T}(undef, length(ax[1])), first(ax[1]) - 1)

v = ZV([10, 20, 30], -2)
println(axes(v), " ", eachindex(v))
w = similar(v)
println(typeof(w), " ", axes(w))
println(typeof(similar(v, Float64, 4)), " ", typeof(similar(v, Int, (Base.OneTo(2),))))
b = v .+ 1
println(typeof(b), " ", axes(b), " ", b[-1], " ", b[1])
b .= v .* 2
println(collect(b))
s = view(v, :)
println(axes(s), " ", s[-1], " ", s[1], " ", collect(s))
s2 = view(v, 0:1)
println(axes(s2), " ", s2[1], " ", collect(s2))
try
    view(v, 1:2)
catch e
    println(typeof(e))
end
println(sum(s), " ", first(s), " ", isassigned(s, -1), " ", isassigned(s, 2))
m = [1 2 3; 4 5 6]
mv = view(m, :, 2:3)
println(axes(mv), " ", mv[2, 1], " ", mv[5 - 1])
println(zeros(Int, Base.OneTo(2), 3), " ", ones(Base.OneTo(2)), " ", fill(7, Base.OneTo(2)))
println(typeof(similar(Array{Int}, (Base.OneTo(2), 3))), " ", typeof(similar(Vector{Int}, 2)))
# Matrix indexing by vectors checks the array's own axes (A[I, J]).
struct ZM <: AbstractMatrix{Int}
    data::Matrix{Int}
end
Base.size(A::ZM) = size(A.data)
Base.axes(A::ZM) = (0:size(A.data, 1)-1, 0:size(A.data, 2)-1)
Base.getindex(A::ZM, i::Int, j::Int) = (checkbounds(A, i, j); A.data[i + 1, j + 1])
Z = ZM([1 2 3; 4 5 6])
println(Z[0:1, 1:2], " ", Z[[1], [0, 2]], " ", Z[1, 0:2], " ", Z[0:1, 2])
try
    Z[2, 0:1]
catch e
    println(typeof(e))
end
