# Conditions that narrow the type of a local variable (isa, === nothing,
# !== nothing, isnothing, !, && and ||, while), and the values that flow
# through them: each branch must see the narrowed value, and the merged
# value after the branch must be the original one.

function inc(x::Union{Int,Nothing})
    if x === nothing
        return 0
    end
    return x + 1
end

function add2(x::Union{Int,Nothing}, y::Union{Float64,Nothing})
    if x === nothing || y === nothing
        return -1.0
    end
    return x + y
end

function both(x::Union{Int,Nothing}, y::Union{Int,Nothing})
    if x !== nothing && y !== nothing
        return x * y
    end
    return 0
end

function describe(x)
    if x isa Int
        return "Int $(x + 1)"
    elseif x isa String
        return "String of length $(length(x))"
    elseif !(x isa Float64)
        return "other $(typeof(x))"
    end
    return "Float64 $(x * 2)"
end

function firstnothing(v::Vector{Union{Int,Nothing}})
    s = 0
    for x in v
        isnothing(x) && continue
        s += x
    end
    return s
end

function countdown(x::Union{Int,Nothing})
    n = 0
    while x !== nothing
        x = x > 0 ? x - 1 : nothing
        n += 1
    end
    return n
end

# The variable keeps its value (not only its narrowed type) after the
# branches join.
function keep(x::Union{Int,String})
    if x isa Int
        y = x + 1
    else
        y = length(x)
    end
    return (x, y)
end

# Narrowing a missing.
function m(x::Union{Missing,Int})
    ismissing(x) ? -1 : 2x
end

# A captured variable that is reassigned is not narrowed (its box may
# change), and the program still works.
function boxed(x::Union{Int,Nothing})
    f = () -> (x = nothing)
    if x !== nothing
        r = x + 1
        f()
        return (r, x)
    end
    return (0, x)
end

println(inc(nothing), " ", inc(41))
println(add2(1, 2.5), " ", add2(nothing, 2.5), " ", add2(1, nothing))
println(both(3, 4), " ", both(3, nothing), " ", both(nothing, nothing))
println(describe(1))
println(describe("héllo"))
println(describe(:sym))
println(describe(1.5))
println(firstnothing(Union{Int,Nothing}[1, nothing, 2, nothing, 3]))
println(countdown(3), " ", countdown(nothing))
println(keep(5), " ", keep("abc"))
println(m(missing), " ", m(21))
println(boxed(1), " ", boxed(nothing))

# An assignment inside the condition narrows the assigned variable.
function sumiter(v)
    s = 0
    st = iterate(v)
    while (nxt = st) !== nothing
        x, i = nxt
        s += x
        st = iterate(v, i)
    end
    return s
end
println(sumiter([1, 2, 3, 4]))
