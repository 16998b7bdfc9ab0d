# A tuple holding types, (Float32, 1), is a Tuple{DataType, Int64} at run
# time (concrete), so calls on it dispatch at compile time as in Julia and
# indexing it with a constant gives the type itself.
using Test
first_of(x) = (x, 1)[1]
pick() = (Float32, 1)[1]
conv(t) = t[1](t[2])
println(@inferred(pick()))
println(@inferred(first_of(Float32)))
println(conv((Float32, 3)), " ", typeof(conv((Float32, 3))))
println(typeof((Float32, 1)))
function sizes()
    s = 0
    for T in (Int8, Int16, Int32, Int64)
        s += sizeof(T)
    end
    return s
end
println(sizes())
# Tuples of types that are not constants: passed, nested, stored.
pair(n) = (Float32, n)
use(t) = t[1](t[2])
viapair(n) = use(pair(n))
println(viapair(3), " ", typeof(viapair(3)))
nest(n) = ((Int8, n), (String, "x"))
show(nest(2)); println()
firsts(n) = map(t -> t[1], (nest(n)[1], nest(n)[2]))
println(firsts(1))
vec_of(n) = [(Float64, n), (Int, n)]
println(vec_of(2), " ", typeof(vec_of(2)))
println(Dict((Float64, 1) => 1))
for (text, T) in (("1,2", Float64), ("3", Int), ("", Float64))
    println(repr(text), " ", T)
end
