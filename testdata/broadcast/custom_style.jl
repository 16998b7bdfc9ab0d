# A user AbstractArray type joins broadcasting through BroadcastStyle and
# similar(bc, T): the ArrayAndChar example of the Julia 1.10 manual
# ("Interfaces", "Selecting an appropriate output array"), and a scalar-like
# type through Base.broadcastable.
struct ArrayAndChar{T,N} <: AbstractArray{T,N}
    data::Array{T,N}
    char::Char
end
Base.size(A::ArrayAndChar) = size(A.data)
Base.getindex(A::ArrayAndChar{T,N}, inds::Vararg{Int,N}) where {T,N} = A.data[inds...]
Base.setindex!(A::ArrayAndChar{T,N}, val, inds::Vararg{Int,N}) where {T,N} = A.data[inds...] = val
Base.BroadcastStyle(::Type{<:ArrayAndChar}) = Broadcast.ArrayStyle{ArrayAndChar}()
function Base.similar(bc::Broadcast.Broadcasted{Broadcast.ArrayStyle{ArrayAndChar}}, ::Type{ElType}) where {ElType}
    A = find_aac(bc)
    return ArrayAndChar(similar(Array{ElType}, axes(bc)), A.char)
end
find_aac(bc::Base.Broadcast.Broadcasted) = find_aac(bc.args)
find_aac(args::Tuple) = find_aac(find_aac(args[1]), Base.tail(args))
find_aac(x) = x
find_aac(::Tuple{}) = nothing
find_aac(a::ArrayAndChar, rest) = a
find_aac(::Any, rest) = find_aac(rest)

a = ArrayAndChar([1 2; 3 4], 'x')
b = a .+ 1
println(typeof(b), " ", b.char, " ", b.data)
c = a .+ [5, 10]
println(typeof(c), " ", c.char, " ", c.data)
d = 2 .* a .- 1.0
println(typeof(d), " ", d.data)
a .= a .* 10
println(a.data)

# A scalar-like type: broadcastable wraps it in a Ref.
struct Point
    x::Int
    y::Int
end
Base.broadcastable(p::Point) = Ref(p)
shift(p::Point, d) = Point(p.x + d, p.y)
println(shift.(Point(1, 2), [10, 20]))
println(Broadcast.broadcastable(3) === 3, " ", Broadcast.broadcastable([1]) == [1])
println(Broadcast.BroadcastStyle(typeof([1 2])))
println(typeof(Broadcast.broadcasted(+, [1], 2)))
println(Broadcast.combine_axes([1], [1 2; 3 4; 5 6]))
