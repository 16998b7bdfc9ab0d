# Closures made in a loop body capture each iteration's own binding of the
# loop variables and of the body's locals (Julia's expand-for: a fresh
# `let` per iteration). A variable assigned once per iteration is captured
# by value, without a Core.Box, so that the closure's type is concrete and
# a call through it is inferred (ntuple(i -> x * i, 4) in a loop over x).
fs = Function[]
for i in 1:3
    push!(fs, () -> i)
end
println([f() for f in fs])

function body_locals()
    fs = Function[]
    for i in 1:3
        y = i * 10
        push!(fs, () -> (i, y))
    end
    [f() for f in fs]
end
println(body_locals())

# Assigned in only some iterations: each iteration's y is a new binding,
# undefined where the branch did not run (UndefVarError, as Julia).
function conditional_local()
    fs = Function[]
    for i in 1:3
        if isodd(i)
            y = i
        end
        push!(fs, () -> y)
    end
    r = []
    for f in fs
        try
            push!(r, f())
        catch e
            push!(r, e)
        end
    end
    r
end
println(conditional_local())

function while_locals()
    fs = Function[]
    j = 0
    while j < 3
        j += 1
        z = j
        push!(fs, () -> z)
    end
    [f() for f in fs]
end
println(while_locals())

function two_specs()
    fs = Function[]
    for i in 1:2, j in i:2
        push!(fs, () -> (i, j))
    end
    [f() for f in fs]
end
println(two_specs())

# Reassigned in the body: still one binding per iteration.
function reassigned()
    fs = Function[]
    for i in 1:3
        i = i * 2
        push!(fs, () -> i)
    end
    [f() for f in fs]
end
println(reassigned())

# A variable of the enclosing scope assigned in the loop is shared by
# every closure (boxed): all see its last value.
function shared()
    fs = Function[]
    local k
    for i in 1:3
        k = i
        push!(fs, () -> k)
    end
    [f() for f in fs]
end
println(shared())

ntuple_sum(v) = (s = 0.0; for x in v; s += sum(ntuple(i -> x * i, 4)); end; s)
println(ntuple_sum([1.0, 2.0]))
println(Base.return_types(ntuple_sum, (Vector{Float64},)))
println(Base.return_types(x -> ntuple(i -> x * i, 4), (Float64,)))
