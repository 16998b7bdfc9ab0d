# Arrays and fields whose element type is a Union.
println(Union{Nothing,Int64}[1, nothing])
a = Union{Missing,Int64}[1, 2]
a[2] = missing
println(a)
struct S
    x::Union{Nothing,Int64}
end
s = S(1)
println(s.x)
f(s) = s.x
println(f(S(nothing)))
println(f(s))
mutable struct M
    x::Union{Nothing,Int64}
end
m = M(3)
m.x = nothing
println(m.x)
g(m) = (m.x = 4; m.x)
println(g(m))
a = Union{Missing,Int64}[1, 2]
a[1] = Int32(3)
a[2] = missing
println(a)
push!(a, 10)
push!(a, missing)
println(length(a), " ", a)
s = 0
for x in a
    if x !== missing
        global s += x
    end
end
println(s)
b = Union{Int64,String}["a", 2]
println(b)
println(typeof(b[1]), " ", typeof(b[2]))
v = Vector{Union{Nothing,Float64}}()
push!(v, 1.5); push!(v, nothing)
println(v)
println(eltype(v))
println(v == Union{Nothing,Float64}[1.5, nothing])
c = Union{Nothing,Int64}[nothing, nothing]
println(c)
d = copy(a)
println(d)
println(count(ismissing, a))
println([x === missing ? 0 : x for x in a])
t = Any[1, "x"]
println(t)
e = Union{Nothing,Int64}[]
println(e)
println(isempty(e))
function fill_u(n)
    r = Vector{Union{Nothing,Int64}}(undef, n)
    for i in 1:n
        r[i] = isodd(i) ? i : nothing
    end
    r
end
println(fill_u(5))
show(stdout, fill_u(2)); println()
println(string(Union{Nothing,Int64}[1, nothing]))
println([1, missing])
println([1, nothing])
println([nothing, 2.0, 3.0])
println(promote_type(Int64, Missing))
println(promote_type(Union{Int64,Missing}, Float64))
println([missing, missing])
println([1, 2.5, missing])
