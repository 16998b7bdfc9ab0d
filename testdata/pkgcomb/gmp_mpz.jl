# Base.GMP and Base.GMP.MPZ, Julia 1.10's in-place GMP wrappers (base/gmp.jl,
# module MPZ: `op!(x, a, b)` stores a op b into x and returns x, `op!(x, b)`
# is `op!(x, x, b)`, `op(a, b)` returns a new BigInt; the `_ui` forms take a
# Culong, which ccall converts, so a negative one is an InexactError).
# Combinatorics' derangement and factorial(::BigInt, ::BigInt) use them.
const MPZ = Base.GMP.MPZ

# the subfactorial by d = i*d ± 1, in place
function derange(n::Integer)
    n <= 1 && return BigInt(1 - n)
    d = BigInt(0)
    for i in 2:n
        MPZ.mul_ui!(d, i)
        iseven(i) ? MPZ.add_ui!(d, 1) : MPZ.sub_ui!(d, 1)
    end
    return d
end
println([derange(n) for n in 0:8])
println(derange(24))

# n!/k! with a copy of n counted down
function fallfact(n::BigInt, k::BigInt)
    f = BigInt(1)
    n = deepcopy(n)
    while n > k
        MPZ.mul!(f, n)
        MPZ.sub_ui!(n, 1)
    end
    return f
end
m = big(100)
println(fallfact(m, big(80)))
println(m)

x = BigInt(7)
y = MPZ.add!(x, big(5), big(6))
println(x, " ", y === x)
println(MPZ.add(big(2)^70, big(1)), " ", MPZ.sub(big(2), big(9)), " ", MPZ.mul(big(-3), big(11)))
z = big(10)
MPZ.mul!(z, big(10)); MPZ.sub!(z, big(1)); println(z)
println(MPZ.tdiv_q(big(-7), big(2)), " ", MPZ.fdiv_q(big(-7), big(2)), " ", MPZ.cdiv_q(big(-7), big(2)))
println(MPZ.tdiv_r(big(-7), big(2)), " ", MPZ.fdiv_r(big(-7), big(2)))
println(MPZ.pow_ui(big(3), 40), " ", MPZ.bin_ui(big(10), 3), " ", MPZ.mul_2exp(big(1), 65))
println(MPZ.gcd(big(84), big(36)), " ", MPZ.lcm(big(4), big(6)), " ", MPZ.neg(big(5)), " ", MPZ.sqrt(big(99)))
println(MPZ.cmp(big(2), big(3)), " ", MPZ.cmp_si(big(-2), -2), " ", MPZ.cmp_ui(big(9), 3))
println(MPZ.tdiv_qr(big(17), big(5)), " ", MPZ.powm(big(4), big(13), big(497)))
println(MPZ.set_si(-42), " ", MPZ.set_ui(42), " ", MPZ.fac_ui(20), " ", MPZ.tstbit(big(5), 1))
s = MPZ.set(z); MPZ.add_ui!(s, 1); println(s, " ", z)
println(Base.GMP.BigInt === BigInt)
try
    MPZ.add_ui!(big(1), -1)
catch e
    println(typeof(e))
end
