# Reductions as Julia 1.10's test/reducedim.jl and test/reduce.jl check
# them: in-place reductions (sum!/prod!/maximum!/minimum!/extrema!/count!
# with a function and init=false, findmin!/findmax!, Base.reducedim!),
# findmin/findmax(f, A; dims), count with dims and init, extrema with init,
# the empty-collection errors, foldr of empty collections, mapreduce over
# several collections. Behaviour per Julia 1.10's base/reducedim.jl
# (check_reducedims, initarray!, findminmax!, _reducedim_init), base/reduce.jl
# (reduce_empty, _empty_reduce_error, mapreduce_impl) and Test's GenericOrder.

using Test

A = reshape(1.0:24.0, 2, 3, 4)

# in-place reductions into arrays of fewer or equal dimensions
r = fill(NaN, 2, 1, 1)
println(sum!(r, A))
println(sum!(abs2, r, A))
fill!(r, 100.0)
println(sum!(r, A; init=false))
println(prod!(x -> x / 10, fill(0.0, 1, 3), reshape(1.0:6.0, 2, 3)))
println(maximum!(x -> -x, fill(0.0, 1, 1, 4), A))
println(minimum!(fill(0.0, 2), A))
println(extrema!(fill((0.0, 0.0), 1, 3), A))
B = reshape(1:24, 4, 3, 2)
println(maximum!(fill(0, 4, 1), B), " ", minimum!(fill(0, 1, 3), B))
try
    maximum!(fill(0, 4, 1, 1, 1), B)
catch e
    println(typeof(e), ": ", e.msg)
end
try
    sum!(fill(0, 3), B)
catch e
    println(typeof(e))
end
Bb = Bool[1 0 1; 1 1 0]
println(count!(fill(0, 1, 3), Bb), " ", count!(!, fill(0, 2), Bb))
println(count!(fill(10, 2), Bb; init=false))
try
    count!([1], [1])
catch e
    println(typeof(e))
end
println(Base.reducedim!(max, fill(-Inf, 1, 3), [1.0 NaN 3.0; 4.0 5.0 6.0]))

# findmin/findmax with dims: values, CartesianIndex positions, NaN and missing win
M = [1.0 5.0 6.0; 5.0 2.0 4.0]
println(findmin(M; dims=1))
println(findmax(M; dims=2))
println(findmin(abs2, [1.0 -5.0; -6.0 2.0]; dims=2))
println(findmax(length, ["1" "22"; "333" "4444"]; dims=1))
println(findmin!(fill(0.0, 1, 3), fill(CartesianIndex(0, 0), 1, 3), M))
println(findmax!(fill(0.0, 2), fill(0, 2), [1.0, 3.0]))
N = [1.0 NaN 6.0; NaN 2.0 4.0]
println(findmax(N; dims=1))
W = [1.0 missing NaN; 5.0 NaN missing]
m, i = findmin(W; dims=2)
println(isequal(m, [missing; missing;;]), " ", i)
println(findmax([BigInt(10) BigInt(-10)]; dims=2))
println(findmin(["a", "b"]; dims=1))
E = Matrix{Int}(undef, 0, 1)
println(findmin(E; dims=2))
try
    findmax(abs2, E; dims=1)
catch e
    println(typeof(e), ": ", e.msg)
end
println(argmax(reshape(27:-1:1, 3, 3, 3); dims=[2, 3]))

# the regions that are not dimensions
for region in (0, (1, -2), "hello")
    try
        sum(A; dims=region)
    catch e
        println(typeof(e), ": ", e.msg)
    end
end

# count with dims: Bool values added in init's type; non-Bool is a TypeError
println(count(Bb; dims=1, init=0x02), " ", typeof(count(!, Bb; dims=2, init=Int16(0))))
try
    count([1]; dims=1)
catch e
    println(typeof(e))
end
println(count(Iterators.repeated(true, 3); init=0x04))

# extrema with init, with dims over missing
println(extrema(zeros(0, 2); dims=1, init=(1, -1)))
println(extrema(Int[]; init=(1, -1)), " ", extrema(sin, []; init=(1, -1)))
println(join(map(string, extrema([3 missing; 1 2]; dims=1)), " "))
println(join(map(string, extrema(Union{Int,Missing}[4 1; 2 3]; dims=2)), " "))

# sums whose zero is another type, and the element type of sum(f, A; dims)
struct Var
    name::Symbol
end
struct Aff
    vars::Vector{Var}
end
Base.zero(::Union{Var,Type{Var},Aff}) = Aff(Var[])
Base.:+(v::Var, w::Var) = Aff([v, w])
Base.:+(a::Aff, v::Var) = Aff([a.vars; v])
Base.:+(a::Aff, b::Aff) = Aff([a.vars; b.vars])
println(sum([Var(:x), Var(:y)]; dims=1))
println(typeof(sum(abs, [1.0 + 1.0im]; dims=1)), " ", typeof(maximum(Float64, reshape(1:4, 2, :); dims=2)))
println(eltype(sum(UInt8[1 2; 3 4]; dims=2)), " ", eltype(sum(Int32[1 2; 3 4]; dims=1)), " ", Base.SmallSigned)
println(Base.return_types(x -> sum(x; dims=2), (Array{Float64,4},)))
