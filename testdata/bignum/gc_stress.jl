# Many short-lived BigInts and BigFloats: GMP's limbs are freed by the
# collector's finalizers, BigFloat limbs are collected with their
# BigFloat, and nothing a live number holds is reused. The sums were
# checked with Python (the closed form of Σ i^5, and mpmath at 256 bits
# rounding each operation to nearest, as MPFR does).
s = big(0)
for i in 1:100000
    global s += big(i)^5
end
println(s)
t = big(0.0)
for i in 1:20000
    global t += 1 / big(i)
end
println(t)
v = [big(2)^i for i in 1:2000]
println(sum(v) == big(2)^2001 - 2, " ", v[1000] == big(2)^1000)
