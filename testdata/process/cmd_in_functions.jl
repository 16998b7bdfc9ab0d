# Interpolations of a command literal see the local variables, keyword
# arguments and captured variables of the function around it.
function f(x; extra = ``)
    c = `echo $x $extra`
    g = () -> `echo captured $x`
    return c, g()
end
println(f("a"; extra = `b c`))
let y = "let"
    println(`echo $y`)
end
for i in 1:2
    println(`n$i`)
end
h(v) = map(s -> read(`echo $s`, String), v)
println(h(["p", "q"]))
