# Printing as Julia 1.10's base/show.jl, base/arrayshow.jl,
# base/strings/io.jl and base/multimedia.jl (checked against its
# test/show.jl; the testset each group comes from is named above it):
# long strings elided under :limit, the :typeinfo an array passes to its
# elements, Float32 exponents, pairs aligned on =>, 0-dimensional arrays,
# arrays on a screen of few rows, IOContext, the one-line forms of
# enumerate/zip/Set, function types at the REPL, unary ± and ∓ in
# expressions.

replstr(x, kv::Pair...) = sprint((io,x) -> show(IOContext(io, :limit => true, :displaysize => (24, 80), kv...), MIME("text/plain"), x), x)
showstr(x, kv::Pair...) = sprint((io,x) -> show(IOContext(io, :limit => true, :displaysize => (24, 80), kv...), x), x)

# "string show with elision": seven lines of 80 columns outside a
# collection, one line in an array; the head and tail around the count of
# code units left out
r = replstr("x"^1000)
println(length(r), ' ', r == repr("x"^271) * " ⋯ 459 bytes ⋯ " * repr("x"^270))
println(replstr(["x"^1000]) == "1-element Vector{String}:\n " * repr("x"^31) * " ⋯ 939 bytes ⋯ " * repr("x"^30))
elided(s, limit) = sprint(io -> show(io, MIME"text/plain"(), s; limit))
println(elided("αβγδεζηθικλμνξοπρστυφχψω", 20), ' ', elided("short", 20), ' ', elided("x"^100, 0))
println(repr("x"^30; context = :limit => true))
# "repr(mime, x)": a string as text/plain is quoted
println(repr("text/plain", "string"), ' ', repr("text/html", "raw html data"))

# "undef arrays", "alignment for complex arrays": a Float32's exponent is f
println(replstr([1f10]))
println(replstr([1f-7 + 2.0f-11im, 2.0f-5 + 4f0im]))
println(replstr([1.5f0 1f-20; 2f0 3f0]))

# "typeinfo": the element type is passed on to the elements only when it was
# printed (or is implied); an empty Vector then shows its type
println(showstr([[1], Int[]]), ' ', showstr([Dict(1=>1), Dict{Int,Int}()]))
println(showstr(Pair{Integer,Integer}(1, 2), :typeinfo => Pair{Integer,Integer}))
println(replstr(AbstractDict{Integer,Integer}[Dict{Integer,Integer}(1=>2)]))
println(replstr((; var"a b"=1)), ' ', replstr((; var"#var#"=1)), ' ', replstr((; a=1, b=2)))
# "show undef": a singleton type's value needs no type prefix
println(showstr(fill(undef, 2)), ' ', showstr([nothing, nothing]), ' ', showstr([missing]), ' ', showstr(Any[nothing]))
println(replstr(fill(undef, 2)))
println(replstr(permutedims([undef, undef])))
# "matrix printing": empty matrices in a column show as their summary,
# a Dict in a Matrix{Dict{Any, Any}} as Dict()
println(replstr([zeros(3,0), zeros(2,0)]))
println(replstr(permutedims([Dict(), Dict()])))

# "alignment for pairs": aligned on the =
println(replstr([1=>22, 33=>4]))
println(replstr(Pair[(1=>2)=>3, 4=>5]))
println(replstr(Any[Dict(1=>2) => (3=>4), 1=>2]))
println(replstr(Any[Pair{Integer,Int64}(1, 2), Pair{Integer,Int64}(33, 4)]))

# "display arrays non-compactly when size(⋅, 2) == 1": a 0-dimensional
# array's element by its 2-argument show
println(replstr(zeros(Complex{Int})))
A = Array{Pair,0}(undef); A[] = 1=>2
println(replstr(A))
println(replstr(Array{String,0}(undef)))

