# Base.eval(ex): Base's own one-argument eval, used as a value
calc = Base.eval ∘ Meta.parse
println(calc("6 * 7"))
println(calc("2^10 - 1"))

function reduce_expr(s)
    m = match(r"-?\d+ [-+*] -?\d+", s)
    m === nothing && return s
    reduce_expr(replace(s, m.match => string(calc(m.match)); count = 1))
end
println(reduce_expr("1 + 2 * 3 - 4"))

println(map(Base.eval, [:(1 + 1), :(div(7, 2)), :(string("a", 1))]))
println(Base.eval(:(typeof(1.5))))
println(Base.eval(Expr(:call, :max, 3, 9, 4)))
# the two-argument form still evaluates in the module given
Base.eval(Main, :(answer = 42))
println(answer)

# every module's own eval and include, read as properties
module Counters
    count_to(n) = collect(1:n)
end
println(Counters.eval(:(count_to(3))))
println(Main.eval(:(Counters.count_to(2))))
evaluator = Counters.eval
println(evaluator(:(sum(count_to(10)))))
path = tempname() * ".jl"
write(path, "twice(x) = 2x\n")
Counters.include(path)
println(Counters.twice(21), " ", isdefined(Main, :twice))
rm(path)
