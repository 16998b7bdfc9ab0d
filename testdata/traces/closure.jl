# An error inside a small closure called through a @noinline higher-order
# function: the closure is inlined into it, so its frame is the closure's
# name (#1) marked [inlined]; the frame of apply shows the closure's type
# as its argument's (Julia names closure types var"#1#2", Kiln var"#1").
@noinline function apply(f, x)
    r = f(x)
    return r
end

function run(v)
    k = 2
    g = x -> x > 3 ? error("bad value $x (k = $k)") : x * k
    println(apply(g, 1))
    apply(g, v)
end

run(5)
