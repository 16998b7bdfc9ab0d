# A call that had no method when its code was compiled, made through
# Base.invokelatest after eval added one (here: LinearAlgebra's matrix exp,
# loaded by the running function). The call is dispatched in the latest
# world and returns its value (it used to be compiled as "throws" and the
# return ran into unreachable code: a crash). Julia 1.10 prints the same.
function h(A)
    Core.eval(Main, :(import LinearAlgebra))
    return Base.invokelatest(exp, A)
end
println(h([1.0 0; 0 1]))

# A function compiled while no method applied is compiled again once one
# is defined (invalidation), so the next call returns the value.
struct Meters
    v::Float64
end
g(x) = double(x)
try
    g(Meters(1.0))
catch e
    println(typeof(e))
end
double(m::Meters) = Meters(2 * m.v)
println(g(Meters(1.5)))

# In the world that called eval, the new method is not visible (Julia's
# world age): the call raises a MethodError, then invokelatest sees it.
function k(x)
    Core.eval(Main, :(triple(m::Meters) = Meters(3 * m.v)))
    r = try
        triple(x)
    catch e
        typeof(e)
    end
    return r, Base.invokelatest(triple, x)
end
println(k(Meters(1.0)))
