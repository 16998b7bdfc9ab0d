# A do-block closure inlined into Base's foreach, itself inlined into the
# user's function: inlined frames print the closure's name (#1) and
# foreach's, each marked [inlined] (Julia 1.10: " [2] #1\n   @ file:5
# [inlined]"), before the frame they are inlined into.
function total(v)
    s = 0
    foreach(v) do x
        s += x
        x > 2 && error("element too big: $x")
    end
    return s
end

total([1, 2, 3])
