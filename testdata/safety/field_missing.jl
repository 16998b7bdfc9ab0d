# Reading a field a struct does not have: Julia 1.10's getfield throws
# ErrorException("type V2 has no field missing") (src/datatype.c,
# jl_field_index with err=1 prints the type's name without parameters).
struct V2
    a::Int
    b::Float64
end
v = V2(1, 2.0)
try
    v.missing
catch e
    showerror(stdout, e)
    println()
end
g(s::V2) = s.c
try
    g(v)
catch e
    println(e)
end
println(v.a + v.b)
v.missing
