# Printing: default struct show, float formats in arrays, display alignment of matrices and Vector{Any}, unions, summaries, repr.
struct Person
    name::String
    age::Int
end
struct Team
    lead::Person
    members::Vector{Person}
    tags::Dict{Symbol,Int}
end
t = Team(Person("Ann", 30), [Person("Bo", 25)], Dict(:x => 1))
println(t)
show(stdout, t); println()
display(t)
println(Person("Ann", 30))
println([1.0, 2.5e-10, 3e15], " ", [1e-5, 1.0], " ", Float32[1.5, 2.0])
display([1.0 2.5e-10; 3e15 -4.0])
display([0.1 + 0.2, 1/3, 100.0])
display(Any[1, "two", 3.0, :four, nothing, missing])
println(Any[1, "two", 3.0, :four, nothing, missing])
println((1,), " ", (), " ", (a = 1,), " ", 1 => "x", " ", Some(3), " ", nothing, " ", missing)
println(Union{Int,Nothing}[1, nothing], " ", Vector{Union{Missing,Float64}}([1.0, missing]))
println(round(123.456; sigdigits = 2), " ", round(0.000123456; sigdigits = 3))
println(1e6, " ", 1e15, " ", 1e16, " ", 123456789.0, " ", 1.0e-4, " ", 0.001, " ", 100000.0f0, " ", 1f-5)
println(repr(1.0f0), " ", repr(Float16(2.5)), " ", repr(0x00ff), " ", repr(Int8(5)), " ", repr(big(7)), " ", repr(2//3))
println(typeof(1.0f0 + 1), " ", typeof(1 + 2.0im), " ", typeof(0x01 + 1), " ", typeof(big(1) + 1.0))
println(Int[], " ", String[], " ", Dict{String,Int}(), " ", Set{Int}(), " ", Tuple{Int,Int}[])
println(["a" => 1, "b" => 2], " ", Dict("k" => [1, 2]), " ", [[1, 2], [3]], " ", [(1, "a"), (2, "b")])
show(stdout, "text/plain", [1, 2, 3]); println()
show(stdout, MIME"text/plain"(), Dict(1 => "one")); println()
display(zeros(Int, 0, 3))
display(Int[])
display(reshape(1:8, 2, 2, 2))
display(1:0.5:2)
display([true, false])
display("a string")
display('c')
display(3//4)
display(:sym)
display(nothing)
x = [1, 2, 3]
println(summary(x), " | ", summary(zeros(2, 3)), " | ", summary(Dict(1 => 2)), " | ", summary("abc"))
io = IOBuffer()
print(io, "A", 1, 'c', 2.5)
show(io, "q")
println(String(take!(io)))
println(sprint(print, [1, 2]), " ", sprint(show, "x\ny"), " ", escape_string("a\tb\"c"))
