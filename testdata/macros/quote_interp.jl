# :(...) and quote ... end build Expr trees; $x interpolates a value,
# $(xs...) splices a collection into the argument list, nested quotes keep
# inner $ at their level (Julia's expand-quotes). Blocks get a
# LineNumberNode before each statement, as Julia's parser makes them; the
# file name is replaced so that the output does not depend on the path.
x = 5
e = :(x + 1)
println(e, " ", typeof(e))
show(e); println()
println(:(f(a, $x)))
args = [:a, :b, 3]
println(:(g($(args...))))
println(:(h(1, $(args...), 2)))
q = quote
    y = $x * 2
    println(y)
end
# Julia prints the absolute path of the file here (Kiln: the path it was given).
println(replace(string(q), r"#= [^ ]*quote_interp\.jl:" => "#= FILE:"))
println(length(q.args), " ", q.args[1] isa LineNumberNode, " ", q.args[1].line)
println(:(:x), " ", :(a.b), " ", :(a[1]), " ", :(-x), " ", :((a+b)*c), " ", :(a+b*c))
mk(op, a, b) = :($op($a, $b))
println(mk(:+, 1, :z), " ", mk(:max, 1, 2))
println(:(:( $($x) + $y )))
n = :(:( a + $b ))
show(n); println()
println(:(f(x; k = 1)), " ", :(a && b), " ", :(a::Int), " ", :(1:n), " ", :([1, 2]), " ", :((1, 2)))
println(:(if a; b; else; c; end).head, " ", :(a ? b : c))
println(Meta.isexpr(e, :call), " ", :(:x) == QuoteNode(:x), " ", :(f(:x)).args[2])
f = :field
println(:(obj.$f), " ", :(obj.$f).args[2] == QuoteNode(:field))
println(:(=), " ", :(...), " ", :(&&), " ", :(x = 1).head == :(=))
println(:(a + b) == :(a + b), " ", :(a + b) == :(a + c), " ", :(1 + 2).args)
body = [:(println(1)), :(println(2))]
blk = Expr(:block, body...)
println(blk)
println(:(function f(x) x end).head, " ", :(f(x) = x).args[2].head)
function build(n)
    ex = :(0)
    for i in 1:n
        ex = :($ex + $i)
    end
    return ex
end
println(build(3))
