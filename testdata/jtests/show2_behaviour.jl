# More printing as Julia 1.10's base/show.jl and base/arrayshow.jl (checked
# against its test/show.jl, continuing show_behaviour.jl; the testset each
# group comes from is named above it): arrays on a screen of few rows,
# IOContext, tuple types, the one-line forms of enumerate/zip/Set,
# display, function types at the REPL, expressions.

replstr(x, kv::Pair...) = sprint((io,x) -> show(IOContext(io, :limit => true, :displaysize => (24, 80), kv...), MIME("text/plain"), x), x)
showstr(x, kv::Pair...) = sprint((io,x) -> show(IOContext(io, :limit => true, :displaysize => (24, 80), kv...), x), x)

# "Array printing with limited rows"
arrstr(A, rows) = sprint((io, A) -> show(IOContext(io, :displaysize => (rows, 80), :limit => true), "text/plain", A), A)
println(repr(arrstr([1, 2], 5)), ' ', repr(arrstr([1, 2, 3], 6)))
println(repr(arrstr(zeros(4, 3), 5)), ' ', repr(arrstr(zeros(4, 30), 5)))
println(repr(arrstr([1], 4)), ' ', repr(arrstr(zeros(4, 3), 4)))

# "IOContext", "TypeVar and limit printing"
io = IOBuffer()
println(IOContext(io) isa IOContext, ' ', sprint(show, IOContext(io, :limit => true)) == "IOContext($(sprint(show, io)))")

# "issue #42931": a repeated value compacts as a repeated type does
println(repr(NTuple{4, :A}), ' ', repr(Tuple{:A, :A, :A}), ' ', repr(Tuple{:A, :A, :A, :B}), ' ', repr(NTuple{4, Int}))

# "Base.Iterators", "show_delim_array", "show Set"
println(sprint(show, enumerate("test")), ' ', sprint(show, enumerate([1, 2, 3])), ' ', sprint(show, zip()), ' ',
        sprint(show, zip(1:3, ('a', 'b', 'c'), "abc")))
sdastr(f, n) = sprint((io, x) -> Base.show_delim_array(io, x, "[", ",", "]", false, f, n), Iterators.take(1:f+n, f+n))
println(sdastr(1, 0), ' ', sdastr(1, 2), ' ', sdastr(2, 2), ' ', sdastr(3, 3),
        ' ', sprint(Base.show_delim_array, (1,), '(', ',', ')', true))
s = showstr(Set(1:22))
println(startswith(s, "Set(["), ' ', occursin("  …  ", s), ' ', count(==(','), s))
println(Base.dims2string((10,)), ' ', Base.dims2string(()), ' ', Base.dims2string((2, 3)), ' ', Base.inds2string((2:3, 4)))
println(sprint(Base.show_supertypes, Int64))
println(sprint(Base.show_supertypes, Vector{String}))

# "#43766: `display` trailing newline", TextDisplay of another MIME type
td = TextDisplay(PipeBuffer())
display(td, 1)
println(repr(read(td.io, String)))
display(td, [1 2])
println(repr(read(td.io, String)))
try
    display(TextDisplay(IOBuffer()), "text/foobar", [3 1 4])
catch e
    println(typeof(e), ' ', e.f === show)
end

# "printing of function types"
println(sprint(show, MIME("text/plain"), typeof(sin)))
println(sprint(show, MIME("text/plain"), Function), ' ', sprint(show, MIME("text/plain"), UnionAll))
# alignment on the screen: a wide character takes two columns
struct Boat end
Base.show(io::IO, ::Boat) = print(io, '⛵')
println(Base.alignment(stdout, Boat()), ' ', Base.alignment(stdout, 12), ' ', Base.alignment(stdout, "ab"))

# "printing of syntactic operators": ::, ?, ' and the syntactic operators
# are no identifiers (var"…"), other operators are (in parentheses)
println(sprint(show, :(var"::" + var"$")), ' ', sprint(show, :(!var"...")), ' ', sprint(show, :(var"?" + var"::" + var"'")))
println(sprint(show, :(f(+, var"&&", var"="))))
# "keyword args": :(x...) quotes the splat itself
println(repr(:(1:2...)), ' ', repr(:((1:2...,))), ' ', repr(:(f(x...))))

# "Complex": a complex operand in parentheses
ex = :($(1 + 2im) - $(1 + 2im))
println(repr(ex), ' ', iszero(eval(eval(Meta.parse(repr(ex))))), ' ', repr(:(f($(1 + 2im)))))

# expressions: unary ± and ∓, :=, 0 not juxtaposed with b, o, x
println(repr(:(± 1)), ' ', repr(:(∓ x)), ' ', repr(:(1 := 2)), ' ', repr(:(a ± b)))
for ex in (Expr(:call, :*, 0, :x01), Expr(:call, :*, 0, :b01), Expr(:call, :*, 0, :o01), Expr(:call, :*, 2, :x))
    print(repr(ex), ' ', eval(Meta.parse(repr(ex))) == ex, ' ')
end
println()
