# Serialization, second part (Julia 1.10's stdlib/Serialization/src/Serialization.jl):
# Julia's format (header "7JL", protocol version 24, the TAGS table, back
# references for shared objects), so the bytes below are what Julia writes.
using Serialization

function roundtrip(x)
    io = IOBuffer()
    serialize(io, x)
    seekstart(io)
    return deserialize(io)
end

# Arrays, collections, ranges, types.
for x in ([1, 2, 3], [1.0 2.0; 3.0 4.0], zeros(Int, 2, 2, 2), Any[1, "x", :y], [true, false, true],
          UInt8[1, 2, 3], ["a", "b"], [[1, 2], [3]], Union{Int,Nothing}[1, nothing], ['a', 'b'],
          Dict("a" => 1), Dict{Symbol,Any}(:v => [1, 2]), Set([7]), IdDict(1 => 2),
          1:5, 1:2:9, 0.0:0.5:2.0, Base.OneTo(4), SubString("hello world", 7, 11),
          Int, Vector{Float64}, Dict{String,Vector{Int}}, Any, Array, :(x + 1))
    y = roundtrip(x)
    println(repr(y), " :: ", typeof(y), " ", isequal(x, y) && typeof(x) == typeof(y))
end

# User structs, mutable and immutable, parametric, with undefined fields.
mutable struct Node
    val::Int
    next::Union{Node,Nothing}
end
struct Pt
    x::Float64
    y::Float64
end
struct Wrap{T}
    items::Vector{T}
    name::String
end
mutable struct Partial
    a::Int
    b::Vector{Int}
    Partial(a) = new(a)
end
n = Node(1, nothing)
n.next = n
m = roundtrip(n)
println(m.val, " ", m.next === m)
println(roundtrip(Pt(1.0, 2.0)), " ", roundtrip([Pt(1.0, 2.0), Pt(3.0, 4.0)]))
println(roundtrip(Wrap([Pt(0.5, 1.5)], "w")))
p = roundtrip(Partial(3))
println(p.a, " ", isdefined(p, :b))
x = Vector{Any}(undef, 3)
x[2] = 5
y = roundtrip(x)
println(isassigned(y, 1), " ", y[2], " ", isassigned(y, 3))
module Inner
struct Q
    a::Int
end
end
println(roundtrip(Inner.Q(4)))

# Shared references stay shared (the same array twice, equal long strings).
v = [1, 2]
t = roundtrip((v, v))
println(t[1] === t[2], " ", t)
a = roundtrip(Any[v, v, "shared string!", "shared string!"])
println(a[1] === a[2], " ", a)

# Bytes as Julia writes them: Dict("a" => 1) and a Vector{Float64}.
julia_bytes = UInt8[0x37, 0x4a, 0x4c, 0x18, 0x04, 0x00, 0x00, 0x00,
    0x35, 0x10, 0x01, 0x04, 0x44, 0x69, 0x63, 0x74, 0x1f, 0x4e, 0x9e, 0x44,
    0x02, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0x08, 0x01, 0x00, 0x00, 0x00,
    0x21, 0x01, 0x61, 0xe0]
println(deserialize(IOBuffer(julia_bytes)))
println(deserialize(IOBuffer(UInt8[0x37, 0x4a, 0x4c, 0x18, 0x04, 0x00, 0x00, 0x00,
    0x15, 0x00, 0x0e, 0xe0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf8, 0x3f])))

# Files, several values on one stream, one Serializer for several values.
path = tempname()
serialize(path, Dict(1 => "one"))
println(deserialize(path))
rm(path)
io = IOBuffer()
serialize(io, 1)
serialize(io, "two")
seekstart(io)
println(deserialize(io), " ", deserialize(io))
s = Serializer(IOBuffer())
Serialization.writeheader(s)
serialize(s, v)
serialize(s, v)
seekstart(s.io)
d = Serializer(s.io)
v1 = deserialize(d)
v2 = deserialize(d)
println(v1 === v2, " ", v1)

# Errors.
try roundtrip(sin) catch e; println(e) end
try roundtrip(Vector) catch e; println(e) end
try deserialize(IOBuffer(UInt8[0x37, 0x4b, 0x4c, 24, 4, 0, 0, 0])) catch e; println(e) end
try deserialize(IOBuffer(UInt8[0x37, 0x4a, 0x4c, 99, 4, 0, 0, 0])) catch e; println(e.msg) end
