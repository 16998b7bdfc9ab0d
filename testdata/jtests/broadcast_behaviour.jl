# Broadcasting behaviour checked by Julia's test/broadcast.jl (Julia 1.10),
# in Kiln's own words: values, types and errors as Julia 1.10 gives them.

# Tuples: an empty tuple makes an empty result; lengths must agree.
println((1,) .+ (), " ", () .+ (1,), " ", () .+ ())
println((1, 2, 3) .+ (1,), " ", abs.((1, -2)), " ", 1 .+ 1 .+ (1, 2))
try
    (1, 2) .+ (1, 2, 3)
catch e
    println(typeof(e))
end

# a .= tuple: the tuple's length is checked against the destination.
a = zeros(3)
for src in ((1, 2), :sqrt)
    try
        src === :sqrt ? (a .= sqrt.((1, 2))) : (a .= src)
    catch e
        println("a .= …: ", typeof(e))
    end
end
a .= (1,)
println(a)
m = zeros(3, 2)
m .= (1, 2, 3)
println(m)

# A user type that broadcastable returns as itself: axes and getindex.
struct Grid{T}
    data::T
end
Base.axes(g::Grid) = axes(g.data)
Base.getindex(g::Grid, i...) = getindex(g.data, i...)
Base.ndims(::Type{Grid{T}}) where {T} = ndims(T)
Base.Broadcast.broadcastable(g::Grid) = g
g = Grid([1.0, 4.0, 9.0])
println(sqrt.(g), " ", g .* (1, 2, 3), " ", g .+ [10 20])
println(Grid(fill(2.0)) .* 3)

# Custom array styles: the result type, and a conflict between two.
struct Wrap{T,N} <: AbstractArray{T,N}
    data::Array{T,N}
end
Base.size(w::Wrap) = size(w.data)
Base.getindex(w::Wrap, i::Int...) = w.data[i...]
Base.setindex!(w::Wrap, v, i::Int...) = (w.data[i...] = v)
Base.BroadcastStyle(::Type{<:Wrap}) = Broadcast.ArrayStyle{Wrap}()
Base.similar(bc::Broadcast.Broadcasted{Broadcast.ArrayStyle{Wrap}}, ::Type{T}) where {T} = Wrap(Array{T}(undef, size(bc)))
w = Wrap([1, 2, 3])
println(typeof(w .+ 1), " ", (w .* [1 2]).data)

# A Broadcasted as a collection: indexing, iteration, reductions.
bc = Broadcast.instantiate(Broadcast.broadcasted(+, zeros(5), 5))
println(IndexStyle(bc), " ", eachindex(bc), " ", length(bc), " ", ndims(typeof(bc)), " ", bc[2], " ", bc[CartesianIndex(3)])
println(collect(bc), " ", [v for v in bc], " ", sum(bc))
bc2 = Broadcast.instantiate(Broadcast.broadcasted(*, reshape(1:6, 2, 3), 1:2))
println(IndexStyle(bc2), " ", eachindex(bc2), " ", bc2[2, 3], " ", reduce(+, bc2; dims=1, init=0), " ", sum(bc2, dims=2))
paren = (x, y) -> "($x,$y)"
xs = repeat('a':'z', 80)
raw = Broadcast.broadcasted(identity, xs)
println(reduce(paren, Broadcast.instantiate(raw)) == reduce(paren, xs), " ", reduce(paren, raw) == foldl(paren, xs))
println(count(Broadcast.instantiate(Broadcast.broadcasted(iseven, 1:10))), " ", maximum(Broadcast.broadcasted(abs, [-3, 2])))
let b = Base.broadcasted(+, reshape(1:6, 3, :), 1)
    println(axes(b), " ", Base.axes1(b), " ", Base.axes1(Base.broadcasted(+, fill(1), 1)))
end

# flatten and cat_nested; the short-circuiting .&& and .||.
nested = Broadcast.Broadcasted(+, (Broadcast.Broadcasted(*, (1, 2)), Broadcast.Broadcasted(*, (Broadcast.Broadcasted(*, (3, 4)), 5))))
println(Broadcast.cat_nested(nested), " ", Broadcast.materialize(Broadcast.flatten(nested)), " ", isbits(Broadcast.flatten(Broadcast.Broadcasted(+, (Broadcast.Broadcasted(*, ([1, 2], 4)), 5))).f))
mutable struct Counter
    n::Int
end
(c::Counter)(x) = (c.n += x)
c = Counter(0)
println(iseven.(1:4) .&& c.(ones(Int, 4)), " ", c.n)
c = Counter(0)
println(iseven.(1:4) .|| c.(ones(Int, 4)), " ", c.n)
r = 1:4; o = ones(Int, 4); c = Counter(0)
println((@. iseven(r) && c(o)), " ", c.n)

# Element types: widened as values come (Real[2, 2.0, 4//2] / 2), and the
# inferred type for a constructor that does not return its type.
println(eltype(Number[2, 2.0, 4//2, 2 + 0im] / 2), " ", eltype(Real[2, 2.0, 4//2] / 2), " ", eltype(Real[2, 2.0] / 2.0), " ", eltype(Int[] / 2))
struct Odd end
Odd(x) = x
println(Odd.(1:3), " ", eltype(Odd.(Int[])), " ", Broadcast.combine_eltypes(x -> x + 1, (1.0,)))
println(Broadcast.newindex(CartesianIndex(2, 2), (true, false), (-1, -1)), " ", Broadcast.newindex(CartesianIndex(2, 2), (true,), (-1, -1)), " ", Broadcast._bcs((3, 1), (3, 5)))

# Scalars: Ptr, Regex, CartesianIndex broadcast as themselves.
println((-).(C_NULL, C_NULL), " ", occursin.(r"a", ["abc", "xyz"]), " ", getindex.(Ref([10, 20, 30]), CartesianIndex(2)))

# Ranges: r1 .+ r2 and r1 + r2 of integer ranges are ranges.
println((2:3) .+ (2:3), " ", (2:3) + (2:3), " ", (1:2:7) - (1:4), " ", Broadcast.BroadcastFunction(+)(2:3, 2:3))
try
    (1:2) + (1:3)
catch e
    println(e)
end
println(iszero.(Int128(0):Int128(2)), " ", iszero.((big(0):big(2)) .- 1))

# A[i, CartesianIndex(j)] and dotted assignment into it.
v = [[4, 5], [6, 7]]
mv = reshape(v, 1, 2)
mv[1, CartesianIndex(1)] .= 5
println(v, " ", mv[1, CartesianIndex(2)])
M = [1 2; 3 4]
M[CartesianIndex(2), 1:2] .= 0
println(M, " ", M[CartesianIndex(1), :])

# @macroexpand @. and dotted <: .
println(@macroexpand(@.([Int, Number] <: Real)) == :([Int, Number] .<: Real), " ", @.([Int, Number] >: Real))
println(findall(==(1), (1, 2, 1)))

# A closure inside a local function in macro-expanded code (a @testset
# body) captures a variable assigned once before it by value.
macro inlet(ex)
    quote
        let
            $(esc(ex))
        end
    end
end
@inlet begin
    h() = (k = 1; f = x -> x + k; (typeof(f).parameters[1], f(1.5)))
    println(h())
    h2() = (f = () -> k2; k2 = 2; f())
    println(h2())
end
