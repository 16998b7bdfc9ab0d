# Fields that new() left unassigned. Julia 1.10's getfield throws
# UndefRefError for such a field (src/datatype.c, jl_get_nth_field_checked:
# "if (r == NULL) jl_throw(jl_undefref_exception)"), and the default show
# prints it as #undef (base/show.jl, show_default: `isdefined(x, f) ?
# show(...) : print(io, undef_ref_str)`). Found by the mutation campaign
# (seed 7, mutant 56: println(Base.BoundsError(1)) was a segfault).
mutable struct M
    a
    b
    M() = new()
end
struct Q
    a
    b::Vector{Int}
    Q(x) = new(x)
end
field(x, i) = getfield(x, i)
function attempt(f)
    try
        println(f())
    catch e
        println(typeof(e))
    end
end
println(BoundsError(1))
println(BoundsError())
println(M())
println(Q(1))
attempt(() -> field(M(), 2))
attempt(() -> field(Q(1), 2))
attempt(() -> Q(1).b)
attempt(() -> BoundsError(1).i)
attempt(() -> field(Q(2), 1))
m = M()
m.b = 5
println(m, " ", isdefined(m, :a), " ", isdefined(m, :b))
BoundsError([1]).i
