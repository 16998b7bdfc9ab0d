# Inference terminates on recursion through generic code: mutual recursion,
# and recursion whose argument types grow at each level (inferred up to the
# growth, then dispatched at run time, as Julia's limit_type_size does).
f(n) = n <= 0 ? 0 : g(n - 1) + 1
g(n) = n <= 0 ? 0 : f(n - 1) + 1
h(x, n) = n == 0 ? x : h((x, x), n - 1)
k(x, n) = n == 0 ? length(x) : k([x], n - 1)
depth(x, n) = n == 0 ? 0 : 1 + depth((x,), n - 1)
nest(x, n) = n == 0 ? x : nest(Ref(x), n - 1)
unnest(x) = x isa Ref ? 1 + unnest(x[]) : 0
println(f(10), " ", g(3))
println(h(1, 3))
println(k(1, 4))
println(depth(1.0, 40))
println(unnest(nest(:a, 12)))
