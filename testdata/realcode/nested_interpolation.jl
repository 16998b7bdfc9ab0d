# $$x in doubly quoted code: the outer quote's value is spliced into the
# inner quote, which a macro generated at run time then interpolates.
shift(k::Int, c::Char) = 'a' <= c <= 'z' ? 'a' + mod(c - 'a' + k, 26) : c
shift(k::Int, s::String) = map(c -> shift(k, c), s)

for k in (1, 3, 13)
    Core.eval(@__MODULE__, :(macro $(Symbol(:S, k, :_str))(s::String)
        :(shift($$k, $s))
    end))
end

println(S1"abc xyz")
println(S3"hello, world")
println(S13"uryyb")

# the same through a function body: the inner expression keeps the value
for (name, v) in ((:seven, 7), (:eight, 8))
    @eval $name() = $(Expr(:quote, :(1 + $(Expr(:$, v)))))
end
ex = seven()
println(ex)
println(eval(ex))
println(eval(eight()))

n = 5
q = :(:($$n * 2))
println(typeof(q), " ", q.head)
println(eval(eval(q)))

# Meta.parse sees the same tree
p = Meta.parse(raw"quote f($$x) end")
d = p.args[1].args[2].args[2]
println(p.head, " ", d.head, " ", d.args[1].head, " ", d.args[1].args[1])
