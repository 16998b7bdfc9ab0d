# A missing field named at run time: Julia 1.10's jl_has_no_field_error
# (src/datatype.c) names the type without its parameters, and a value with
# no fields, such as the empty NamedTuple (;), is no exception.
struct P{T}
    a::T
end
function fieldof(x, s)
    try
        getfield(x, s)
    catch e
        showerror(stdout, e)
        println()
    end
end
fieldof(P(1), :b)
fieldof((a = 1, b = 2.0), :c)
fieldof(Any[(;)][1], :x)
fieldof(nothing, :y)
println(fieldof(P("s"), :a))
nt = (;)
nt.z
