# A function reached by dynamic dispatch (its argument is only known to be
# Any) still has its own frame, at the line of the throw inside it.
function bad(x)
    x > 1 && error("bad element $x")
    return x
end

function each(v)
    for x in v
        bad(x)
    end
end

each(Any[1, 2])
