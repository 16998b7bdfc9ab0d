# One-line idioms (iterators, strings, regex, closures, dispatch, keyword arguments, errors and their messages, Printf, channels, tasks, files, number formatting), each checked by hand against Julia 1.10; Set of a generator infers its element type (set.jl _Set), s[end:-1:1] on strings (strings/basic.jl), isimmutable.
println(replace("2024-01-15", r"(\d+)-(\d+)-(\d+)" => s"\3/\2/\1"), " ", match(r"(?i)HELLO", "say hello").match)
println(something(nothing, 2), " ", coalesce(missing, 3), " ", isnothing(nothing), " ", ismissing(missing), " ", skipmissing([1, missing, 3]) |> sum)
println(@isdefined(zzz), " ", typeof(:(a + b)), " ", Meta.parse("1 + 2"), " ", eval(Meta.parse("3 * 4")))
println(Base.Fix2(-, 1)(10), " ", (x -> x + 1) ∘ (x -> 2x) |> f -> f(3), " ", (sqrt ∘ abs)(-16))
println(let a = 1, b = 2; a + b; end, " ", begin x = 3; x * 2 end, " ", (y = 4; y + 1))
println(ifelse(true, 1, 2), " ", true ? "yes" : "no", " ", 3 > 2 > 1, " ", 1 < 2 <= 2 != 3)
println([1, 2, 3] .|> (x -> x * 10), " ", .-[1, 2], " ", [1, 2] .^ 2, " ", max.([1, 5], [3, 2]), " ", ifelse.([true, false], 1, 0))
println(hypot.([3, 5], [4, 12]), " ", round.(Int, [1.4, 2.6]), " ", string.([1, 2], "a"), " ", getindex.([[1, 2], [3, 4]], 2))
v = [5, 3, 8]; v .+= 1; println(v, " ", v[v .> 5], " ", (v .> 5) .& (v .< 9))
a = [1, 2, 3]; b = a; b[1] = 99; c = copy(a); c[2] = 0; println(a, c, a === b, a == c)
println(deepcopy([[1], [2]]) == [[1], [2]], " ", isempty(Dict()), " ", length(Set("hello")), " ", unique!([3, 1, 3]))
d = Dict("a" => 1); d["b"] = 2; delete!(d, "a"); println(d, " ", get(d, "z", 0), " ", haskey(d, "b"), " ", collect(keys(d)))
d = Dict{Symbol,Vector{Int}}(); push!(get!(d, :x, Int[]), 1, 2); println(d, " ", d[:x])
s = Set([1, 2]); push!(s, 3); delete!(s, 1); println(sort(collect(s)), " ", 2 in s, " ", issubset(Set([2]), s), " ", length(s))
x = 10; f() = x + 1; println(f()); x = 20; println(f())
counter = let c = 0; () -> (c += 1); end; counter(); println(counter())
function mk(); fs = []; for i in 1:3; push!(fs, () -> i); end; fs; end; println([f() for f in mk()])
g(x::Int) = "int"; g(x::Float64) = "float"; g(x) = "other"; println(g(1), g(1.0), g("s"), " ", methods(g) |> length)
h(x, y = 2; z = 3) = x + y + z; println(h(1), " ", h(1, 1), " ", h(1; z = 0), " ", h(1, 1, z = 1))
k(args...; kw...) = (length(args), length(kw)); println(k(1, 2, a = 3), " ", k(), " ", k([1, 2]...))
println(applicable(+, 1, 2), " ", hasmethod(sin, Tuple{Float64}), " ", isa(1, Number), " ", Int <: Real, " ", supertype(Int64))
println(fieldnames(Pair), " ", fieldcount(ComplexF64), " ", nameof(Int), " ", eltype([1.0]), " ", typeof(typeof(1)))
println(round(Int, 3.7), floor(Int, -3.2), ceil(Int, 3.2), " ", Int(3.0), " ", convert(Float64, 2), " ", trunc(3.99), " ", float(3))
try Int(3.5) catch e; println(typeof(e), " ", sprint(showerror, e)) end
try convert(Int, "3") catch e; println(typeof(e)) end
try [1, 2] + [1, 2, 3] catch e; println(sprint(showerror, e)) end
try nothing + 1 catch e; println(typeof(e)) end
try throw(ArgumentError("bad arg")) catch e; println(e, " | ", sprint(showerror, e)) end
