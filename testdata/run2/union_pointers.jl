# Unions whose members hold references (Tuple{Acc, Int64}, a struct with a
# String field) are kept unboxed in registers; they must still behave as
# values of their member types everywhere: iteration, returns, ===, boxing
# into Any, storing into fields and arrays.

mutable struct Acc
    total::Float64
end

struct Named
    name::String
    n::Int
end

function total(accs::Vector{Acc})
    s = 0.0
    for a in accs          # iterate returns Union{Nothing, Tuple{Acc, Int64}}
        a.total += 1.0
        s += a.total
    end
    return s
end

# A function returning such a union, called and tested.
function find(v::Vector{Named}, name::String)
    for (i, x) in enumerate(v)
        if x.name == name
            return (x, i)
        end
    end
    return nothing
end

function lookup(v, name)
    r = find(v, name)
    r === nothing && return "no $name"
    x, i = r
    return "$(x.name)=$(x.n) at $i"
end

struct Holder
    item::Union{Nothing,Named}
end

accs = [Acc(1.0), Acc(2.0), Acc(3.0)]
println(total(accs), " ", total(accs))
v = [Named("a", 1), Named("b", 2), Named(string("c", 3), 3)]
println(lookup(v, "b"))
println(lookup(v, "c3"))
println(lookup(v, "z"))
r = find(v, "a")
anyv = Any[r, find(v, "q"), r === nothing, isnothing(find(v, "q"))]
println(anyv)
h = Holder(find(v, "b") === nothing ? nothing : v[2])
println(h, " ", Holder(nothing))
u = Union{Nothing,Named}[nothing, v[1]]
println(u, " ", u[1] === nothing, " ", u[2] === nothing)
x::Any = v[3]
println(x === nothing, " ", x isa Named, " ", nothing === nothing)
