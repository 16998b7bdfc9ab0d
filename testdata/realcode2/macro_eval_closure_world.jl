# A closure called through a field typed `Function` (an iterator's
# predicate, as iterator packages store it), in a top-level statement that
# also holds a macro whose expansion calls eval: `@static if` evaluates its
# condition with Core.eval. That eval runs while the statement is being
# expanded, before the statement defines its closure's type and method;
# the statement then runs in the latest world (Julia runs a top-level
# thunk in the world current when it starts, after expansion), so the
# dynamic call finds the closure's method.
struct Keep{I}
    pred::Function
    xs::I
end
function Base.iterate(k::Keep, st...)
    r = iterate(k.xs, st...)
    r === nothing && return nothing
    k.pred(r[1]) ? r : nothing
end
Base.IteratorSize(::Type{<:Keep}) = Base.SizeUnknown()
Base.eltype(::Type{Keep{I}}) where {I} = eltype(I)

let
    println(collect(Keep(x -> x^2 < 30, 1:10)))
    @static if VERSION >= v"1.0"
        println("new")
    else
        println("old")
    end
end

# The same with a macro of one's own that calls eval when it expands.
const expansions = Ref(0)
macro counted(ex)
    Core.eval(__module__, :(expansions[] += 1))
    esc(ex)
end

apply_all(fs::Vector{Function}, x) = [f(x) for f in fs]

let
    offset = 10
    fs = Function[y -> y + offset, y -> 2y]
    println(apply_all(fs, 3))
    @counted println("expanded ", expansions[], " time")
end
println(expansions[])
