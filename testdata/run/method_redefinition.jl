# Redefining a method takes effect for every later call, also through
# functions that were compiled (and called) before the redefinition.
g() = 1
f() = g()
println(f())
g() = 2
println(f())

h(x) = "generic"
k(x) = h(x)
println(k(1))
h(x::Int) = "specific"
println(k(1))
println(k(1.0))

function loop_caller(n)
    s = 0
    for i in 1:n
        s += g()
    end
    return s
end
println(loop_caller(3))
g() = 10
println(loop_caller(3))

sq(x) = x * x
apply_sq(x) = sq(x) + 1
println(apply_sq(3))
sq(x) = x * x * x
println(apply_sq(3))

val() = 1
show_val() = println("val = ", val())
show_val()
val() = "one"
show_val()
val() = 1.5
show_val()

outer() = middle() + 1
middle() = inner() * 2
inner() = 5
println(outer())
inner() = 50
println(outer())
