# Tuples, destructuring, swapping, named tuples, NTuple, enumerate/zip.
t = (1, "a", 2.5)
println(t)
println(typeof(t))
println(t[2], " ", length(t), " ", t[end])
a, b = 1, 2
a, b = b, a
println(a, " ", b)
x, y, z = t
println(z)
println((1,))
println(())
nt = (name="pt", x=1.5)
println(nt)
println(nt.name, " ", nt.x)
function minmax2(v)
    return minimum(v), maximum(v)
end
lo, hi = minmax2([3, 9, 1])
println(lo, " ", hi)
println(minmax2([3, 9, 1]))
nt2 = (a=1, b=2)
println(nt2.a + nt2.b, " ", keys(nt2))
sq = ntuple(i -> i^2, 4)
println(sq)
println(sq isa NTuple{4,Int}, " ", (1, 2.0) isa NTuple{2,Int})
for (i, v) in enumerate(["x", "y"])
    println(i, ": ", v)
end
for (p, q) in zip(1:3, [10, 20, 30])
    print(p * q, " ")
end
println()
println((1, 2) == (1, 2), " ", (1, 2) < (1, 3), " ", (1, 2) === (1, 2))
println((a=1, b="s"))
println((1, (2, 3)), " ", ('c', nothing, 0x01))
function divmod(a, b)
    return (a ÷ b, a % b)
end
q, r = divmod(17, 5)
println(q, " ", r, " ", divrem(17, 5))
println(sum((1, 2, 3)), " ", maximum((4, 9, 2)))
