# A union of Type{T} values held in a box (an array element, a struct field):
# a call split on its cases must test which type object the value is —
# both are DataTypes (Julia dispatches h(::Type{Float64}) on Float64).
h(::Type{Int64}) = "int"
h(::Type{Float64}) = "float"
function f(v)
    out = String[]
    for t in v
        push!(out, h(t))
    end
    out
end
v = Union{Type{Int64},Type{Float64}}[Float64, Int64, Float64]
println(f(v))
struct W; t::Union{Type{Int64},Type{Float64}}; end
g(w) = h(w.t)
println(g(W(Float64)), " ", g(W(Int64)))
