# QuoteNode printing as Julia 1.10 base/show.jl: show and repr quote it
# (show_unquoted_quote_expr: :(:x), :($(QuoteNode(1)))); print shows it
# unquoted (show_unquoted: :x, $(QuoteNode(1))).
println(QuoteNode(:x))
show(QuoteNode(:x)); println()
println(QuoteNode(1))
show(QuoteNode(1)); println()
println(repr(QuoteNode(:x)))
println(QuoteNode(:(a + b)))
x = QuoteNode(:x)
println(x.value)
println(Expr(:call, :f, QuoteNode(:x)))
println(string(QuoteNode("s")))
display(QuoteNode(:x))
