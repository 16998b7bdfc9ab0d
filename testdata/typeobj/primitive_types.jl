# `primitive type` definitions as Julia 1.10 has them: bits types of a
# given size with no fields. A value prints as Julia's show_default does
# for a type with no fields and a nonzero size (base/show.jl): the type,
# then "(0x" and the bytes in hex, most significant first, then ")".
# reinterpret between primitive types of one size is Core.bitcast
# (essentials.jl); sizeof is the size in bytes.

primitive type Tag8 8 end
primitive type Half16 16 end
primitive type Word32 32 end
primitive type Quad64 <: Unsigned 64 end
primitive type Wide128 128 end
primitive type Raw64{T} 64 end

abstract type Code end
primitive type Opcode <: Code 16 end

t(i) = reinterpret(Tag8, UInt8(i))
x = reinterpret(Tag8, 0x01)
println(x)
show(reinterpret(Half16, 0x3c00)); println()
println(reinterpret(Word32, Int32(42)), " ", reinterpret(Word32, -1.0f0))
println(reinterpret(Wide128, UInt128(1) << 100))
println(reinterpret(Raw64{Float64}, 1.5))
println(repr(reinterpret(Opcode, Int16(-2))))

# sizes and predicates
println(sizeof(Tag8), " ", sizeof(Half16), " ", sizeof(Word32), " ", sizeof(Quad64), " ", sizeof(Wide128), " ", sizeof(x))
println(isprimitivetype(Tag8), " ", isprimitivetype(Raw64{Int}), " ", isbitstype(Word32), " ", isbits(x))
println(isconcretetype(Tag8), " ", isabstracttype(Tag8), " ", ismutabletype(Tag8), " ", isstructtype(Tag8))
println(Quad64 <: Unsigned, " ", supertype(Opcode), " ", Opcode <: Code, " ", Tag8.super)
println(typeof(x), " ", Tag8.name, " ", Raw64{Int8}.parameters, " ", Tag8.types)

# reinterpret back, and Core.bitcast
println(reinterpret(UInt8, x), " ", reinterpret(Int32, reinterpret(Word32, Int32(-7))))
println(reinterpret(Float64, reinterpret(Raw64{String}, 2.25)))
println(Core.bitcast(Tag8, 0x05), " ", Core.Intrinsics.bitcast(UInt8, t(9)))
q = reinterpret(Quad64, UInt64(40))
println(reinterpret(UInt64, Core.Intrinsics.add_int(q, reinterpret(Quad64, UInt64(2)))))
try
    reinterpret(Tag8, 0x0001)
catch e
    println(e)
end

# equality, hashing, containers
println(x == t(1), " ", x == t(2), " ", x === t(1), " ", isequal(x, t(1)), " ", hash(x) == hash(t(1)))
d = Dict(t(1) => "one", t(2) => "two")
println(d[t(2)], " ", haskey(d, t(3)), " ", length(Set([t(1), t(2), t(1)])))
v = Vector{Word32}(undef, 3)
for i in 1:3
    v[i] = reinterpret(Word32, UInt32(1000i))
end
println(v)
println(typeof(v), " ", sizeof(v), " ", [reinterpret(UInt32, w) for w in v])
println(fill(t(7), 2), " ", (t(1), 2))

# struct fields and dispatch
struct Instr
    op::Opcode
    arg::Word32
end
ins = Instr(reinterpret(Opcode, UInt16(3)), reinterpret(Word32, UInt32(255)))
println(ins, " ", sizeof(Instr), " ", isbitstype(Instr))
println(ins.op === reinterpret(Opcode, UInt16(3)))
kind(::Tag8) = "tag"
kind(::Code) = "code"
kind(x) = "other"
println(kind(x), " ", kind(ins.op), " ", kind(1))
Base.:+(a::Tag8, b::Tag8) = reinterpret(Tag8, reinterpret(UInt8, a) + reinterpret(UInt8, b))
println(x + t(4), " ", sum([t(1), t(2), t(3)]))
Base.show(io::IO, o::Opcode) = print(io, "op#", reinterpret(UInt16, o))
println(ins, " ", [ins.op])

# an identical definition again is allowed
primitive type Word32 32 end
println(sizeof(Word32))

module Inner
primitive type Flag <: Integer 16 end
end
println(Inner.Flag, " ", supertype(Inner.Flag), " ", sizeof(Inner.Flag))
