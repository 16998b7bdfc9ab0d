# Default values see only the arguments before them (Julia 1.10 manual,
# functions.md, "Evaluation Scope of Default Values"): a keyword named
# like a global function may default to that function (LinearAlgebra's
# `isapprox(...; norm::Function=norm)`), a positional default reads the
# earlier arguments, and the body's locals are not in scope.
scale(x) = 2x
f(x; scale=scale) = scale(x)
println(f(3), " ", f(3; scale=y -> 10y))

p(x, scale=scale) = scale(x)
println(p(4), " ", p(4, sqrt))

g(a, b=a) = a + b
println(g(1), " ", g(1, 5))

h(; a=1, b=a + 1) = (a, b)
println(h(), " ", h(a=5), " ", h(b=0))

n = 10
q(a=n) = (n = 2; a + n)
println(q(), " ", q(1))

struct Opts
    tol::Float64
end
tol = 1e-3
solve(x; tol=tol, opts=Opts(tol)) = (x, tol, opts.tol)
println(solve(1), " ", solve(1; tol=0.5))

k(x=x) = x
try
    k()
catch e
    println(typeof(e), " ", e)
end
