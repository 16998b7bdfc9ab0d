# String interpolation of ints, floats, bools, nothing, strings, chars,
# unsigned and Float32 values (print semantics) and arbitrary expressions.
x = 42
y = 2.5
b = true
s = "str"
c = 'z'
println("int $x, float $y, bool $b, string $s, char $c")
println("expr $(x + 1) and $(x * y) and $(x / 4)")
println("nothing: $(nothing)")
println("third: $(1/3)")
println("big: $(1e6) small: $(1e-5)")
println("unsigned: $(0xff) $(UInt32(7))")
println("float32: $(Float32(0.1)) $(1f0)")
println("nested: $("inner $(x - 2)")")
println("adjacent: $(x)$(x)")
println("cond: $(x > 40 ? "big" : "small")")
println("typeof: $(typeof(y))")
println("version: $(v"7.5.0")")
println("neg zero $(-0.0) inf $(1/0)")
println("\$x is literal")
println("$x")
println("call: $(sqrt(16.0)) compare: $(x == 42)")
