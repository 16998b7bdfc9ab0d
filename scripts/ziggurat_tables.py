#!/usr/bin/env python3
"""Compute the ziggurat tables of Julia's randn and randexp (Marsaglia and
Tsang, 256 layers) in 100-digit decimal arithmetic, each entry rounded to the
nearest Float64 (the k tables truncated to integers), and print them as Julia
source: ki, wi, fi are the arrays of _zig_tables in base/rand.jl (randn),
ke, we, fe those of _zigexp_build in base/Random.jl (randexp). Julia 1.10
checks its tables against the same construction carried out in 256-bit
BigFloat, so correctly rounded values are Julia's values."""
from decimal import Decimal as D, getcontext
getcontext().prec = 100

def dexp(x): return x.exp()
def dlog(x): return x.ln()

def pi():
    # Machin's formula
    def arctan_inv(n):
        x = D(1) / n; n2 = n * n; s = x; k = 1; t = x
        while True:
            t = t / (-n2); k += 2; term = t / k
            if abs(term) < D(10) ** -110: break
            s += term
        return s
    return 4 * (4 * arctan_inv(5) - arctan_inv(239))

NOR_R = D("3.65415288536100879635194725185604664812733315920964488827246397029393565706474")
# erfc(r / sqrt(2)) for the normal tail area
ERFC = D("2.580324876539008898343885504487203185398584536409033046076029509351995983934371e-04")
EXP_R = D("7.69711747013104971404462804811408952334296818528283253278834867283241051210533")

def f64(x):
    return float(x)  # Decimal -> float rounds to nearest

def normal():
    n = D(2) ** 51
    area = NOR_R * dexp(-NOR_R * NOR_R / 2) + ERFC * (pi() / 2).sqrt()
    k = [0] * 256; w = [D(0)] * 256; f = [D(0)] * 256
    x1 = NOR_R
    w[255] = x1 / n
    f[255] = dexp(-x1 * x1 / 2)
    k[0] = int(x1 * f[255] / area * n)
    w[0] = area / f[255] / n
    f[0] = D(1)
    for i in range(254, 0, -1):
        x = (-2 * dlog(area / x1 + f[i + 1])).sqrt()
        k[i + 1] = int(x / x1 * n)
        w[i] = x / n
        f[i] = dexp(-x * x / 2)
        x1 = x
    k[1] = 0
    return k, [f64(v) for v in w], [f64(v) for v in f]

def expo():
    n = D(2) ** 52
    area = (EXP_R + 1) * dexp(-EXP_R)
    k = [0] * 256; w = [D(0)] * 256; f = [D(0)] * 256
    x1 = EXP_R
    w[255] = x1 / n
    f[255] = dexp(-x1)
    k[0] = int(x1 * f[255] / area * n)
    w[0] = area / f[255] / n
    f[0] = D(1)
    for i in range(254, 0, -1):
        x = -dlog(area / x1 + f[i + 1])
        k[i + 1] = int(x / x1 * n)
        w[i] = x / n
        f[i] = dexp(-x)
        x1 = x
    k[1] = 0
    return k, [f64(v) for v in w], [f64(v) for v in f]

def emit(name, vals, fmt, per):
    print("const %s = %s[" % (name, "UInt64" if fmt == "k" else "Float64"))
    for i in range(0, 256, per):
        chunk = vals[i:i + per]
        if fmt == "k":
            s = ", ".join("0x%016x" % v for v in chunk)
        else:
            s = ", ".join(repr(v) for v in chunk)
        print("    " + s + ("," if i + per < 256 else ""))
    print("]")

k, w, f = normal()
emit("_ZIG_KI", k, "k", 4); emit("_ZIG_WI", w, "f", 4); emit("_ZIG_FI", f, "f", 4)
k, w, f = expo()
emit("_ZIG_KE", k, "k", 4); emit("_ZIG_WE", w, "f", 4); emit("_ZIG_FE", f, "f", 4)
