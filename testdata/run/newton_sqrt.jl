# Newton's method for square roots, compared with sqrt.
function newton_sqrt(a::Float64; verbose=false)
    x = a
    for i in 1:100
        nx = 0.5 * (x + a / x)
        if verbose
            println("  iter ", i, ": ", nx)
        end
        if nx == x
            return x
        end
        x = nx
    end
    return x
end
println("sqrt(2):")
r = newton_sqrt(2.0; verbose=true)
println(r, " ", r == sqrt(2.0))
for a in (9.0, 10.0, 0.25, 1e6, 12345.678)
    println(a, " -> ", newton_sqrt(a), " (sqrt: ", sqrt(a), ")")
end
function cube_root(a)
    x = a
    while true
        nx = (2x + a / (x * x)) / 3
        abs(nx - x) < 1e-12 && return nx
        x = nx
    end
end
println(cube_root(27.0))
println(cube_root(2.0))
