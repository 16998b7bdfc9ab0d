# A tuple without parentheses whose element after a comma starts with the
# unary `~` (bitwise not): `~` is also of assignment precedence, but after
# a comma it starts the element, as in Julia's parser (`x = 1, ~5` is
# x = (1, ~5)); `a, = t` still destructures into a one-element tuple.
x = 1, ~5
println(x)
masks = 0x0f, ~0x0f, 0xf0
println(masks)
macro quoted(ex)
    QuoteNode(ex)
end
q = @quoted 5 & 3, ~5, 5 << 2
println(q, " ", typeof(q), " ", length(q.args))
a, = (7, 8)
println(a)
b, c = 1, ~1
println(b, " ", c)
