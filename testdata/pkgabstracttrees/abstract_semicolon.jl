# `abstract type A; end` and `primitive type P 8; end`: a `;` (or a
# newline) before `end` is a separator, as in Julia's parser.
abstract type AbstractNumTree; end
abstract type Leafy <: AbstractNumTree ; end
abstract type Spaced <: Leafy;
;
end
primitive type Byte8 <: Unsigned 8; end

struct Num <: Leafy
    n::Int
end
Base.show(io::IO, x::AbstractNumTree) = print(io, "#", x.n)

println(Num(3))
println(supertype(Leafy), " ", isabstracttype(AbstractNumTree), " ", supertype(Spaced))
println(sizeof(Byte8), " ", isprimitivetype(Byte8), " ", supertype(Byte8))
println(reinterpret(Byte8, 0x07) isa Unsigned)
