# eval of a macro call gives the value of its expansion (Julia 1.10's
# Core.eval of Expr(:macrocall, …) expands and evaluates it), and a
# definition in the expansion is made as a statement.

macro times_ten(v)
    :(10 * $(esc(v)))
end
println(eval(:(@times_ten 4)))
println(@eval @times_ten 5)
println(Core.eval(@__MODULE__, Expr(:macrocall, Symbol("@times_ten"), LineNumberNode(3, :here), 6)))

macro make_adder(name, k)
    :($(esc(name))(x) = x + $k)
end
f = eval(:(@make_adder add_three 3))
println(add_three(1), " ", f === add_three)

macro block_value()
    quote
        local a = 2
        a + 40
    end
end
println(eval(:(@block_value)))
