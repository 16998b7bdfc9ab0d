# Results that Julia 1.10 gives for calls found in third-party code.
# map over a string is a String (base/strings/basic.jl).
println(map(uppercase, "abc"))
println(typeof(map(c -> c + 1, "HAL")), " ", map(c -> c + 1, "HAL"))
try
    map(c -> 1, "ab")
catch e
    println(e)
end
# An empty comprehension has the inferred element type (@default_eltype).
println([i for i in 1:0])
println([i * 1.5 for i in 1:0])
println([string(i) for i in 1:0])
println([i > 0 ? 1 : 1.0 for i in 1:0])
println([i > 0 ? nothing : 1 for i in 1:0])
println(map(x -> x + 1, Int[]))
println([x for x in Any[]])
# findfirst/findall on a dictionary test the values and give keys.
d = Dict(:a => 1, :b => 2)
println(findfirst(==(2), d))
println(findfirst(x -> x > 5, d))
println(findall(isodd, Dict("x" => 1)))
# Tuples convert element-wise (base/essentials.jl).
v = push!(NTuple{3,Int}[], (3, 4.0, 5.0))
println(v)
println(convert(Tuple{Float64,Int}, (1, 2)))
try
    convert(Tuple{Int,Int}, (1, 2, 3))
catch e
    println(typeof(e))
end
# NamedTuple{names,types} is the type (a=1, b=2) has; its constructors.
T1 = NamedTuple{(:a, :b),Tuple{Int,Int}}
println(T1)
println(typeof((a = 1, b = 2)) === T1, " ", (a = 1, b = 2) isa T1)
println(T1((1, 2.0)))
println(NamedTuple{(:x,)}(("s",)))
println(NamedTuple{(:a, :b)}((1, 'c')) === (a = 1, b = 'c'))
try
    T1((1,))
catch e
    println(e)
end
