# User number types with arithmetic, promotion and conversion, and
# ordering/equality/hash overloads used by sort, Dict, Set, unique, in.
# Expected output per Julia 1.10 (base/promotion.jl: promote_rule,
# convert; base/arrayshow.jl: a user Number's elements shown with show).
struct Mod7 <: Integer
    v::Int
    Mod7(x::Int) = new(mod(x, 7))
end
Base.:+(a::Mod7, b::Mod7) = Mod7(a.v + b.v)
Base.:*(a::Mod7, b::Mod7) = Mod7(a.v * b.v)
Base.:-(a::Mod7, b::Mod7) = Mod7(a.v - b.v)
Base.:-(a::Mod7) = Mod7(-a.v)
Base.promote_rule(::Type{Mod7}, ::Type{Int}) = Mod7
Base.convert(::Type{Mod7}, x::Int) = Mod7(x)
Base.zero(::Type{Mod7}) = Mod7(0)
Base.one(::Type{Mod7}) = Mod7(1)
Base.show(io::IO, m::Mod7) = print(io, m.v, " mod 7")
a = Mod7(5); b = Mod7(4)
println(a + b, ", ", a * b, ", ", a - b, ", ", -a, ", ", a + 3, ", ", 10 * a)
println([a, b], " ", sum([a, b, Mod7(6)]), " ", prod([a, b]), " ", typeof([a, 1]), " ", [a, 1])
display([a, b])
println(zero(a), " ", one(Mod7), " ", a^3, " ", a == Mod7(12), " ", isequal(a, Mod7(5)), " ", promote(a, 2), " ", promote_type(Mod7, Int))
M = [Mod7(1) Mod7(2); Mod7(3) Mod7(4)]
println(M * M, " ", M * [Mod7(1), Mod7(1)], " ", sum(M), " ", M .+ 1)
display(M)
struct Money <: Number
    cents::Int
end
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
Base.:*(k::Int, m::Money) = Money(k * m.cents)
Base.isless(a::Money, b::Money) = a.cents < b.cents
Base.zero(::Type{Money}) = Money(0)
Base.show(io::IO, m::Money) = print(io, "\$", m.cents ÷ 100, ".", lpad(m.cents % 100, 2, '0'))
ms = [Money(500), Money(125), Money(1999)]
println(sort(ms), " ", maximum(ms), " ", minimum(ms), " ", sum(ms), " ", 3 * Money(10), " ", sort(ms, rev=true)[1])
println(Money(5) < Money(7), " ", Money(5) > Money(7), " ", max(Money(1), Money(2)), " ", issorted(sort(ms)), " ", argmax([Money(3), Money(9), Money(1)]), " ", sum(Money[]))
struct Ver
    major::Int
    minor::Int
end
Base.isless(a::Ver, b::Ver) = (a.major, a.minor) < (b.major, b.minor)
Base.:(==)(a::Ver, b::Ver) = a.major == b.major && a.minor == b.minor
Base.hash(v::Ver, h::UInt) = hash((v.major, v.minor), h)
Base.show(io::IO, v::Ver) = print(io, "v", v.major, ".", v.minor)
vs = [Ver(1, 2), Ver(0, 9), Ver(1, 0), Ver(0, 9)]
println(sort(vs), " ", unique(vs), " ", Ver(1, 0) in vs, " ", length(Set(vs)), " ", Dict(Ver(1, 2) => "a")[Ver(1, 2)], " ", sortperm(vs))
println(Ver(1, 2) < Ver(1, 3), " ", Ver(2, 0) >= Ver(1, 9), " ", findfirst(==(Ver(1, 0)), vs), " ", minimum(vs), " ", count(==(Ver(0, 9)), vs), " ", searchsortedfirst(sort(vs), Ver(1, 0)))
d = Dict{Ver,Int}()
for v in vs
    d[v] = get(d, v, 0) + 1
end
println(d[Ver(0, 9)], " ", length(d), " ", sort(collect(keys(d))), " ", Ver(0, 9) in keys(d), " ", haskey(d, Ver(3, 3)))
# No promote_rule with Float64: promotion reaches Real and changes nothing.
println(Mod7(3) + 2.0)
