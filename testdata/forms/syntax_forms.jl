# Parser forms of Kiln issues 15/16, as Julia 1.10 parses them.
# References: Julia's test/syntax.jl ("-(2)(x)", "-(x)y", "-(f)(x)",
# "-(2)(x)^2"; issue #26507 for operator macro names such as @$) and
# JuliaSyntax's test/parser.jl (parse_juxtapose "(2)(3)x", parse_unary
# "+{T}(x::T)" and "<:(a,)", parse_paren "(a; b; c,d)", parse_try
# "finally before catch").

x = 5
println(-(2)(x))          # (-2) * x
println(-(2)(x)^2)        # (-2) * x^2
println(-(x)x)            # (-x) * x
sq(v) = v * v
println(-(sq)(3))         # -(sq(3))
println((2)(3)x)          # 2 * 3 * x
println((1.5)(2)x)

println(Meta.parse("-(2)(x)") == Expr(:call, :*, Expr(:call, :-, 2), :x))
println(Meta.parse("-(f)(x)") == Expr(:call, :-, Expr(:call, :f, :x)))
println(Meta.parse("(2)(3)x") == Expr(:call, :*, 2, 3, :x))
println(Meta.parse("+{T}(x)") == Expr(:call, Expr(:curly, :+, :T), :x))
println(Meta.parse("<:(a,)") == Expr(:<:, :a))
println(Meta.parse("<:(a, b)") == Expr(:<:, :a, :b))
println(Meta.parse("<:{T}(x)") == Expr(:call, Expr(:curly, :<:, :T), :x))
println(<:(Int, Real), " ", >:(Int, Real))

# a comma after a `;` makes the parentheses a tuple with parameters
ex = Meta.parse("(a; b; c,d)")
println(ex.head, " ", length(ex.args), " ", ex.args[2])
p = ex.args[1]
println(p.head, " ", p.args[2], " ", p.args[1].head, " ", p.args[1].args)
println(Meta.parse("(a; b)").head)
println((1; 2; 3))

# operators name macros
m = Meta.parse("@+x y")
println(m.head, " ", m.args[1], " ", m.args[3:end])
println(Meta.parse("@! x").args[1], " ", Meta.parse("@.. x").args[1])

# catch may come after finally
function tf(fail)
    try
        fail && error("boom")
        println("body")
    finally
        println("finally")
    catch e
        println("caught ", e.msg)
    end
end
tf(false)
tf(true)
ex = Meta.parse("try a finally b catch e c end")
println(ex.head, " ", ex.args[2], " ", length(ex.args))
