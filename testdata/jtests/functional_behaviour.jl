# Behaviour that Julia 1.10's test/functional.jl checks (and its semantics
# from julia-syntax.scm: expand-let for `let f(x) = ...`, expand-for and
# expand-generator copying outer loop variables into the innermost body),
# written for Kiln's suite.
using Test

# let bindings that define functions; later bindings see them
let f(g) = (@test size(g.iter) == (2, 3))
    f(i + j for i = 1:2, j = 3:5)
end
r = let a = 1, g(y) = y + a, b = g(10)
    (a, g(1), b)
end
println(r)
function h()
    let sq(x)::Int = x * x, fact(n) = n <= 1 ? 1 : n * fact(n - 1)
        sq(3) + fact(5)
    end
end
println(h(), " ", isdefined(Main, :sq))

# an IOBuffer with a maxsize drops what does not fit
let io = IOBuffer(maxsize=3)
    map(x -> print(io, x), 1:2)
    print(io, "abcdef")
    println(String(take!(io)))
end
io = IOBuffer(maxsize=0); print(io, "x"); println(repr(String(take!(io))))

# foreach with no iterator calls f once; with three zips them
a = []
foreach(() -> push!(a, 0))
foreach((x, y, z) -> push!(a, x + y + z), 1:2, 10:11, 100:101)
println(a)

# collect of a number is 0-dimensional; generators of several iterators
println(size(collect(1)), " ", typeof(collect(1)), " ", collect(Base.Generator(+, [1, 2], [10, 20])))
println(collect(Base.Generator(+, 1:3, 1:3, 1:3)), " ", first(Base.Generator(+, 1:10, 1:10, 1:10)))
for (gen, dim) in [((i for i = 1:5), 1), ((i for i = 1:5, j = 1:5), 2), ((i for i = 1:5, j = 1:5, k = 1:5), 3),
                   ((i for i = Array{Int,0}(undef)), 0), ((i for i = Array{Int}(undef, 1, 2, 3)), 3)]
    print(ndims(gen), ndims(collect(gen)) == dim, " ")
end
println(axes(Iterators.product(1:2, 3:5)))

# map over elements of type Union{} gives Vector{Union{}}; @default_eltype
# of a union element type is inferred
println(typeof(map(x -> x, Vector{Union{}}(undef, 0))))
y = Union{String,Nothing}["a", nothing]
println(@inferred(collect(s isa Nothing for s in y)), " ", typeof(collect(s isa Nothing for s in String[])))

# assignments to an outer loop variable are not seen by the next inner
# iteration (issue #330 in Julia)
println([(t = (i, j); i = nothing; t) for i = 1:3 for j = 1:i])
println(map(collect, (((t = (i, j); i = nothing; t) for j = 1:i) for i = 1:3)))
a = []
for x = 1:3, y = 1:3
    push!(a, x)
    x = 0
end
println(a)
let i, j
    for outer i = 1:2, j = 1:0
    end
    println(i, " ", @isdefined(j))
end
s = 0
for i in 1:3, j in 1:2
    global s += i * j
end
println(s)
