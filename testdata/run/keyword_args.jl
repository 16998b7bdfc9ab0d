# Keyword arguments: defaults, any order, ; or , separator, defaults that
# depend on positional arguments, typed keywords, keyword-only functions.
function point(x; y=0, z=1)
    return x + 10 * y + 100 * z
end
println(point(1))
println(point(1; y=2))
println(point(1, z=0))
println(point(1, z=3, y=4))

function target(; cap=v"7.5.0", debug=false)
    println("cap=", cap, " debug=", debug)
end
target()
target(cap=v"8.6.0")
target(debug=true)
target(; debug=true, cap=v"9.0.0")

function kwdep(a; b=a * 2)
    return a + b
end
println(kwdep(3))
println(kwdep(3, b=1))

mixed(a, b=2; c=3) = a + b + c
println(mixed(1))
println(mixed(1, 10))
println(mixed(1, 10; c=100))

function kt(; n::Int=3)
    return n + 1
end
println(kt())
println(kt(n=5))

label(x; prefix="<", suffix=">") = "$prefix$x$suffix"
println(label(5))
println(label(5, suffix="]", prefix="["))
