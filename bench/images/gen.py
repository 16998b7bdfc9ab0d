#!/usr/bin/env python3
"""Generates the packages and programs of bench/images.sh into a directory.

  gen.py ttfr DIR          DIR/pk/Kern (64 numeric kernels in 5 families, with a
                           PrecompileTools workload) and DIR/prog.jl (calls each
                           kernel twice through dynamic dispatch, timing each call
                           with time_ns(), and prints a checksum)
  gen.py cis DIR NAME K    DIR/pk/NAME: K small functions (calls between them,
                           two specializations each) and a workload calling them
  gen.py small DIR         DIR/pk/Small + DIR/small.jl and DIR/small_numba.py:
                           the same 6 kernels for Kiln and for Numba (@njit(cache=True))

Nothing here is checked in except this script; bench/images.sh generates into
a temporary directory.
"""
import os
import sys

PRECOMPILE_TOOLS = 'PrecompileTools = "aea7be01-6a6a-4083-8856-8a6e6704d82a"'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def project(name, uuid_tail):
    return ('name = "%s"\nuuid = "7c0de000-0000-4000-8000-%012d"\nversion = "0.1.0"\n[deps]\n%s\n'
            % (name, uuid_tail, PRECOMPILE_TOOLS))


# ---------------------------------------------------------------- kernels
# Each family: (argument type, program input expression, workload input
# expression, [(name, source)]).

def fam_float():
    ks = []
    # Horner polynomials of several degrees.
    for deg, seed in ((3, 1), (5, 2), (8, 3)):
        coef = [round(((seed * 37 + j * 11) % 19 - 9) / (7.0 + j), 6) or 0.5 for j in range(deg + 1)]
        lines = ["    p = %r" % coef[deg]] + ["        p = p * t + %r" % coef[j] for j in range(deg - 1, -1, -1)]
        ks.append(("fpoly%d" % deg, """function fpoly%d(x::Vector{Float64})
    s = 0.0
    @inbounds for i in 1:length(x)
        t = x[i]
    %s
        s += p
    end
    s
end
""" % (deg, "\n".join(lines))))
    # Central moments.
    for k in (2, 3, 4):
        ks.append(("fmoment%d" % k, """function fmoment%d(x::Vector{Float64})
    m = 0.0
    for v in x
        m += v
    end
    m /= length(x)
    s = 0.0
    for v in x
        d = v - m
        p = 1.0
        for j in 1:%d
            p *= d
        end
        s += p
    end
    s / length(x)
end
""" % (k, k)))
    ks.append(("fsoftnorm", """function fsoftnorm(x::Vector{Float64})
    s = 0.0
    for v in x
        s += sqrt(1.0 + v * v) * 0.75
    end
    s
end
"""))
    ks.append(("fabsdev", """function fabsdev(x::Vector{Float64})
    s = 0.0
    c = 1.25
    for i in eachindex(x)
        s += abs(x[i] - c)
    end
    s
end
"""))
    ks.append(("fsoftsign", """function fsoftsign(x::Vector{Float64})
    s = 0.0
    for v in x
        s += v / (1.0 + abs(v))
    end
    s
end
"""))
    for k, alpha in ((1, 0.9), (2, 0.35)):
        ks.append(("fsmooth%d" % k, """function fsmooth%d(x::Vector{Float64})
    y = similar(x)
    acc = 0.0
    for i in 1:length(x)
        acc = %r * acc + %r * x[i]
        y[i] = acc
    end
    s = 0.0
    for i in 1:length(y)
        s += y[i] * (i %% 7)
    end
    s
end
""" % (k, alpha, round(1 - alpha, 6))))
    ks.append(("fdrawdown", """function fdrawdown(x::Vector{Float64})
    peak = -1.0e300
    cum = 0.0
    dd = 0.0
    for v in x
        cum += v
        if cum > peak
            peak = cum
        end
        if peak - cum > dd
            dd = peak - cum
        end
    end
    dd
end
"""))
    for w in (8, 16):
        ks.append(("fwindow%d" % w, """function fwindow%d(x::Vector{Float64})
    best = 0.0
    n = length(x)
    for i in 1:n-%d
        lo = x[i]
        hi = x[i]
        for j in i+1:i+%d
            v = x[j]
            lo = min(lo, v)
            hi = max(hi, v)
        end
        best += hi - lo
    end
    best
end
""" % (w, w, w)))
    for name, w in (("fstencil3", ("0.25", "0.5", "0.25")), ("fstencil3b", ("0.1", "0.8", "0.1"))):
        ks.append((name, """function %s(x::Vector{Float64})
    a = copy(x)
    b = similar(x)
    n = length(x)
    for it in 1:4
        b[1] = a[1]
        b[n] = a[n]
        for i in 2:n-1
            b[i] = %s * a[i-1] + %s * a[i] + %s * a[i+1]
        end
        a, b = b, a
    end
    s = 0.0
    for v in a
        s += v
    end
    s
end
""" % ((name,) + w)))
    for lag in (1, 5):
        ks.append(("fautocorr%d" % lag, """function fautocorr%d(x::Vector{Float64})
    s = 0.0
    for i in 1:length(x)-%d
        s += x[i] * x[i+%d]
    end
    s
end
""" % (lag, lag, lag)))
    ks.append(("fmirror", """function fmirror(x::Vector{Float64})
    n = length(x)
    s = 0.0
    for i in 1:n
        s += x[i] * x[n-i+1]
    end
    s
end
"""))
    for k in (10, 32):
        ks.append(("fhist%d" % k, """function fhist%d(x::Vector{Float64})
    h = zeros(Int, %d)
    for v in x
        b = floor(Int, (v + 5.0) / 10.0 * %d) + 1
        b = min(max(b, 1), %d)
        h[b] += 1
    end
    s = 0
    for i in 1:%d
        s += i * h[i] * h[i]
    end
    s
end
""" % (k, k, k, k, k)))
    return ("Vector{Float64}",
            "mkfloat(20000)",
            "[((i * 7919) % 1000) / 100.0 - 5.0 for i in 1:64]", ks)


def fam_int():
    ks = []
    ks.append(("icollatz", """function icollatz(x::Vector{Int})
    total = 0
    for v in x
        n = v % 1000 + 1
        steps = 0
        while n != 1 && steps < 500
            n = iseven(n) ? n ÷ 2 : 3n + 1
            steps += 1
        end
        total += steps
    end
    total
end
"""))
    ks.append(("igcd", """function igcd(x::Vector{Int})
    s = 0
    for i in 1:length(x)-1
        a = x[i]
        b = x[i+1]
        while b != 0
            a, b = b, a % b
        end
        s += a
    end
    s
end
"""))
    for k, (m, s1, s2) in enumerate(((1099511628211, 29, 7), (6364136223846793005, 33, 13), (2862933555777941757, 17, 41))):
        ks.append(("ihash%d" % (k + 1), """function ihash%d(x::Vector{Int})
    h = 1469598103934665603
    for v in x
        h = xor(h, v)
        h *= %d
        h = xor(h, h >>> %d)
        h += h << %d
    end
    h
end
""" % (k + 1, m, s1, s2)))
    for b in (10, 7, 16):
        ks.append(("idigits%d" % b, """function idigits%d(x::Vector{Int})
    s = 0
    for v in x
        n = v
        while n > 0
            s += n %% %d
            n = n ÷ %d
        end
    end
    s
end
""" % (b, b, b)))
    for k, m in ((1, 1000003), (2, 998244353)):
        ks.append(("imodpow%d" % k, """function imodpow%d(x::Vector{Int})
    s = 0
    for v in x
        base = v %% %d
        e = v %% 50 + 3
        r = 1
        while e > 0
            if e & 1 == 1
                r = (r * base) %% %d
            end
            base = (base * base) %% %d
            e >>= 1
        end
        s = (s + r) %% %d
    end
    s
end
""" % (k, m, m, m, m)))
    for k in (17, 97):
        ks.append(("ihistmod%d" % k, """function ihistmod%d(x::Vector{Int})
    h = zeros(Int, %d)
    for v in x
        h[v %% %d + 1] += 1
    end
    best = 0
    arg = 0
    for i in 1:%d
        if h[i] > best
            best = h[i]
            arg = i
        end
    end
    best * %d + arg
end
""" % (k, k, k, k, k)))
    ks.append(("iinsertsort", """function iinsertsort(x::Vector{Int})
    n = min(length(x), 400)
    y = Vector{Int}(undef, n)
    for i in 1:n
        y[i] = x[i]
    end
    for i in 2:n
        key = y[i]
        j = i - 1
        while j >= 1 && y[j] > key
            y[j+1] = y[j]
            j -= 1
        end
        y[j+1] = key
    end
    s = 0
    for i in 1:n
        s += i * y[i]
    end
    s
end
"""))
    ks.append(("ipopcount", """function ipopcount(x::Vector{Int})
    s = 0
    for v in x
        n = v * 2654435761
        c = 0
        while n != 0
            n &= n - 1
            c += 1
        end
        s += c
    end
    s
end
"""))
    ks.append(("iprefixxor", """function iprefixxor(x::Vector{Int})
    acc = 0
    s = 0
    for i in 1:length(x)
        acc = xor(acc, x[i])
        s += acc & 1023
    end
    s
end
"""))
    ks.append(("irollmin", """function irollmin(x::Vector{Int})
    s = 0
    for i in 5:length(x)
        m = x[i]
        for j in i-4:i-1
            if x[j] < m
                m = x[j]
            end
        end
        s += m
    end
    s
end
"""))
    return ("Vector{Int}", "mkint(20000)",
            "[(i * 104729) % 100000 for i in 1:64]", ks)


STRUCTS = """struct Vec3
    x::Float64
    y::Float64
    z::Float64
end
struct Box
    lo::Vec3
    hi::Vec3
end
struct C2
    re::Float64
    im::Float64
end
struct Mat
    n::Int
    a::Vector{Float64}
end
vadd(a::Vec3, b::Vec3) = Vec3(a.x + b.x, a.y + b.y, a.z + b.z)
vsub(a::Vec3, b::Vec3) = Vec3(a.x - b.x, a.y - b.y, a.z - b.z)
vscale(a::Vec3, k::Float64) = Vec3(a.x * k, a.y * k, a.z * k)
vdot(a::Vec3, b::Vec3) = a.x * b.x + a.y * b.y + a.z * b.z
vcross(a::Vec3, b::Vec3) = Vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
vnorm2(a::Vec3) = vdot(a, a)
vmin(a::Vec3, b::Vec3) = Vec3(min(a.x, b.x), min(a.y, b.y), min(a.z, b.z))
vmax(a::Vec3, b::Vec3) = Vec3(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z))
cmul(a::C2, b::C2) = C2(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
cadd(a::C2, b::C2) = C2(a.re + b.re, a.im + b.im)
cabs2(a::C2) = a.re * a.re + a.im * a.im
"""


def fam_points():
    ks = []
    ks.append(("pcentroid", """function pcentroid(p::Vector{Vec3})
    c = Vec3(0.0, 0.0, 0.0)
    for q in p
        c = vadd(c, q)
    end
    vscale(c, 1.0 / length(p))
end
"""))
    ks.append(("pbbox", """function pbbox(p::Vector{Vec3})
    lo = p[1]
    hi = p[1]
    for q in p
        lo = vmin(lo, q)
        hi = vmax(hi, q)
    end
    Box(lo, hi)
end
"""))
    for w in (4, 12):
        ks.append(("pmaxdist%d" % w, """function pmaxdist%d(p::Vector{Vec3})
    best = 0.0
    n = length(p)
    for i in 1:n
        for j in i+1:min(i+%d, n)
            d = vnorm2(vsub(p[i], p[j]))
            if d > best
                best = d
            end
        end
    end
    sqrt(best)
end
""" % (w, w)))
    ks.append(("pcrosssum", """function pcrosssum(p::Vector{Vec3})
    acc = Vec3(0.0, 0.0, 0.0)
    for i in 1:length(p)-1
        acc = vadd(acc, vcross(p[i], p[i+1]))
    end
    acc
end
"""))
    for k, (eps, w) in enumerate(((0.01, 8), (0.1, 20))):
        ks.append(("penergy%d" % (k + 1), """function penergy%d(p::Vector{Vec3})
    e = 0.0
    n = length(p)
    for i in 1:n
        for j in i+1:min(i+%d, n)
            e += 1.0 / sqrt(vnorm2(vsub(p[i], p[j])) + %r)
        end
    end
    e
end
""" % (k + 1, w, eps)))
    ks.append(("protate", """function protate(p::Vector{Vec3})
    c = 0.9800665778412416
    s = 0.19866933079506122
    q = copy(p)
    for it in 1:8
        for i in 1:length(q)
            v = q[i]
            q[i] = Vec3(c * v.x - s * v.y, s * v.x + c * v.y, v.z)
        end
    end
    t = 0.0
    for v in q
        t += v.x + 2.0 * v.y
    end
    t
end
"""))
    ks.append(("pnearest", """function pnearest(p::Vector{Vec3})
    best = 1.0e300
    arg = 0
    o = Vec3(0.5, -0.25, 1.0)
    for i in 1:length(p)
        d = vnorm2(vsub(p[i], o))
        if d < best
            best = d
            arg = i
        end
    end
    arg
end
"""))
    for it in (20, 60):
        ks.append(("pmandel%d" % it, """function pmandel%d(p::Vector{Vec3})
    total = 0
    for q in p
        c = C2(q.x * 0.4 - 0.5, q.y * 0.4)
        z = C2(0.0, 0.0)
        k = 0
        while k < %d && cabs2(z) <= 4.0
            z = cadd(cmul(z, z), c)
            k += 1
        end
        total += k
    end
    total
end
""" % (it, it)))
    ks.append(("pspread", """function pspread(p::Vector{Vec3})
    c = pcentroid(p)
    s = 0.0
    for q in p
        d = vsub(q, c)
        s += abs(d.x) + abs(d.y) + abs(d.z)
    end
    s / length(p)
end
"""))
    ks.append(("pfilter", """function pfilter(p::Vector{Vec3})
    keep = Vec3[]
    for q in p
        if q.z > 0.0 && q.x < q.y
            push!(keep, q)
        end
    end
    s = 0.0
    for q in keep
        s += q.z
    end
    s + length(keep)
end
"""))
    return ("Vector{Vec3}",
            "mkvec3(5000)",
            "[Vec3(((i * 7919) % 1000) / 200.0 - 2.5, ((i * 104729) % 1000) / 200.0 - 2.5, ((i * 31) % 97) / 48.0 - 1.0) for i in 1:32]",
            ks)


def fam_mat():
    ks = []
    ks.append(("mmatvec", """function mmatvec(m::Mat)
    n = m.n
    a = m.a
    y = zeros(n)
    for j in 1:n
        for i in 1:n
            y[i] += a[(j-1)*n + i] * (1.0 + j / n)
        end
    end
    s = 0.0
    for i in 1:n
        s += y[i] * i
    end
    s
end
"""))
    ks.append(("mmatmul", """function mmatmul(m::Mat)
    n = m.n
    a = m.a
    c = zeros(n * n)
    for j in 1:n
        for k in 1:n
            b = a[(j-1)*n + k]
            for i in 1:n
                c[(j-1)*n + i] += a[(k-1)*n + i] * b
            end
        end
    end
    t = 0.0
    for i in 1:n
        t += c[(i-1)*n + i]
    end
    t
end
"""))
    ks.append(("masym", """function masym(m::Mat)
    n = m.n
    s = 0.0
    for j in 1:n
        for i in 1:n
            s += abs(m.a[(j-1)*n + i] - m.a[(i-1)*n + j])
        end
    end
    s
end
"""))
    for k in (5, 12):
        ks.append(("mjacobi%d" % k, """function mjacobi%d(m::Mat)
    n = m.n
    u = copy(m.a)
    v = copy(m.a)
    for it in 1:%d
        for j in 2:n-1
            for i in 2:n-1
                v[(j-1)*n + i] = 0.2 * (u[(j-1)*n + i] + u[(j-2)*n + i] + u[j*n + i] + u[(j-1)*n + i - 1] + u[(j-1)*n + i + 1])
            end
        end
        u, v = v, u
    end
    s = 0.0
    for x in u
        s += x
    end
    s
end
""" % (k, k)))
    ks.append(("mrownorm", """function mrownorm(m::Mat)
    n = m.n
    b = copy(m.a)
    for i in 1:n
        r = 0.0
        for j in 1:n
            r += abs(b[(j-1)*n + i])
        end
        if r > 0.0
            for j in 1:n
                b[(j-1)*n + i] /= r
            end
        end
    end
    best = 0.0
    for j in 1:n
        c = 0.0
        for i in 1:n
            c += b[(j-1)*n + i]
        end
        best = max(best, c)
    end
    best
end
"""))
    ks.append(("mgauss", """function mgauss(m::Mat)
    n = m.n
    a = copy(m.a)
    for i in 1:n
        a[(i-1)*n + i] += 2.0 * n
    end
    s = 0.0
    for k in 1:n
        piv = a[(k-1)*n + k]
        s += piv
        for i in k+1:n
            f = a[(k-1)*n + i] / piv
            for j in k:n
                a[(j-1)*n + i] -= f * a[(j-1)*n + k]
            end
        end
    end
    s
end
"""))
    ks.append(("mpower", """function mpower(m::Mat)
    n = m.n
    x = ones(n)
    y = zeros(n)
    lam = 0.0
    for it in 1:25
        for i in 1:n
            y[i] = 0.0
        end
        for j in 1:n
            xj = x[j]
            for i in 1:n
                y[i] += abs(m.a[(j-1)*n + i]) * xj
            end
        end
        nrm = 0.0
        for i in 1:n
            nrm += y[i] * y[i]
        end
        nrm = sqrt(nrm)
        lam = nrm
        for i in 1:n
            x[i] = y[i] / nrm
        end
    end
    lam
end
"""))
    return ("Mat", "mkmat(60)",
            "Mat(4, [((i * 7919) % 1000) / 500.0 - 1.0 for i in 1:16])", ks)


def fam_scalar():
    ks = []
    ks.append(("sfib", """fibr(n::Int) = n < 2 ? n : fibr(n - 1) + fibr(n - 2)
sfib(n::Int) = fibr(n)
"""))
    ks.append(("ssieve", """function ssieve(n::Int)
    m = 10000 * n
    comp = falses(m)
    c = 0
    for i in 2:m
        if !comp[i]
            c += 1
            j = i * i
            while j <= m
                comp[j] = true
                j += i
            end
        end
    end
    c
end
"""))
    ks.append(("snqueens", """function queens_place(cols::Vector{Int}, row::Int, n::Int)
    if row > n
        return 1
    end
    count = 0
    for c in 1:n
        ok = true
        for r in 1:row-1
            d = cols[r] - c
            if d == 0 || d == row - r || d == r - row
                ok = false
                break
            end
        end
        if ok
            cols[row] = c
            count += queens_place(cols, row + 1, n)
        end
    end
    count
end
function snqueens(n::Int)
    k = n ÷ 3 + 1
    queens_place(zeros(Int, k), 1, k)
end
"""))
    ks.append(("sleibniz", """function sleibniz(n::Int)
    s = 0.0
    sign = 1.0
    for k in 0:20000*n
        s += sign / (2k + 1)
        sign = -sign
    end
    4.0 * s
end
"""))
    ks.append(("spartition", """function spartition(n::Int)
    m = 10 * n
    p = zeros(Int, m + 1)
    p[1] = 1
    for k in 1:m
        for j in k:m
            p[j+1] = (p[j+1] + p[j-k+1]) % 1000000007
        end
    end
    p[m+1]
end
"""))
    ks.append(("sisqrt", """function isqrt_bisect(k::Int)
    lo = 0
    hi = k + 1
    while hi - lo > 1
        mid = (lo + hi) ÷ 2
        if mid * mid <= k
            lo = mid
        else
            hi = mid
        end
    end
    lo
end
function sisqrt(n::Int)
    s = 0
    for k in 1:1000*n
        s += isqrt_bisect(k)
    end
    s
end
"""))
    ks.append(("sackermann", """ack(m::Int, n::Int) = m == 0 ? n + 1 : (n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)))
sackermann(n::Int) = ack(2, 10 * n)
"""))
    return ("Int", "20", "6", ks)


def gen_ttfr(d):
    fams = [fam_float(), fam_int(), fam_points(), fam_mat(), fam_scalar()]
    src = ["module Kern", "using PrecompileTools", "export Vec3, Box, C2, Mat", "", STRUCTS]
    for _, _, _, ks in fams:
        for _, code in ks:
            src.append(code)
    src.append("@setup_workload begin")
    for i, (_, _, wl, _) in enumerate(fams):
        src.append("    in%d = %s" % (i, wl))
    src.append("    @compile_workload begin")
    for i, (_, _, _, ks) in enumerate(fams):
        for name, _ in ks:
            src.append("        %s(in%d)" % (name, i))
    src.append("    end\nend\nend\n")
    write(os.path.join(d, "pk/Kern/Project.toml"), project("Kern", 1))
    write(os.path.join(d, "pk/Kern/src/Kern.jl"), "\n".join(src))
    nk = sum(len(ks) for _, _, _, ks in fams)
    prog = ["""using Kern
# Each kernel is called twice through dynamic dispatch (the function is
# taken from a Vector{Any}), so that its first call is where it is
# compiled (no image) or found in the image: time_ns() around each call.
# No comprehensions or other closures here: a type defined in Main (a
# closure's type, a struct) invalidates code loaded from images
# (see bench/README.md); prog_struct.jl adds one struct to show the effect.
function mkfloat(n::Int)
    x = Vector{Float64}(undef, n)
    for i in 1:n
        x[i] = ((i * 7919) % 1000) / 100.0 - 5.0
    end
    x
end
function mkint(n::Int)
    x = Vector{Int}(undef, n)
    for i in 1:n
        x[i] = (i * 104729) % 100000
    end
    x
end
function mkvec3(n::Int)
    x = Vector{Vec3}(undef, n)
    for i in 1:n
        x[i] = Vec3(((i * 7919) % 1000) / 200.0 - 2.5, ((i * 104729) % 1000) / 200.0 - 2.5, ((i * 31) % 97) / 48.0 - 1.0)
    end
    x
end
function mkmat(n::Int)
    a = Vector{Float64}(undef, n * n)
    for i in 1:n*n
        a[i] = ((i * 7919) % 1000) / 500.0 - 1.0
    end
    Mat(n, a)
end
tocheck(x::Float64) = x
tocheck(x::Int) = Float64(x % 1000003)
tocheck(v::Vec3) = v.x + 2.0 * v.y + 3.0 * v.z
tocheck(b::Box) = tocheck(b.lo) - tocheck(b.hi)
function runfam(fs::Vector{Any}, x, t1::Vector{Int}, t2::Vector{Int}, chk::Vector{Float64})
    for i in 1:length(fs)
        f = fs[i]
        a = time_ns()
        r1 = f(x)
        b = time_ns()
        r2 = f(x)
        c = time_ns()
        push!(t1, Int(b - a))
        push!(t2, Int(c - b))
        chk[1] += tocheck(r1)
        chk[1] += tocheck(r2)
    end
end
function main()
    t1 = Int[]
    t2 = Int[]
    chk = [0.0]
"""]
    for i, (_, inp, _, ks) in enumerate(fams):
        prog.append("    runfam(Any[%s], %s, t1, t2, chk)\n" % (", ".join("Kern." + n for n, _ in ks), inp))
    prog.append("""    s1 = sum(t1)
    s2 = sum(t2)
    println("kernels ", length(t1))
    println("checksum ", chk[1])
    println("first_ns ", s1)
    println("second_ns ", s2)
end
main()
""")
    write(os.path.join(d, "prog.jl"), "".join(prog))
    write(os.path.join(d, "prog_struct.jl"), "".join(prog).replace(
        "using Kern\n", "using Kern\nstruct Unrelated end\n", 1))
    return nk


def gen_cis(d, name, k):
    # k functions in chains of 4 (c0 calls c1 calls c2 calls c3), each
    # specialized for Int and Float64 by the workload: about 2k
    # CodeInstances of the package plus the Base code they reach.
    src = ["module %s" % name, "using PrecompileTools", ""]
    for i in range(k):
        if (i % 4) == 3 or i == k - 1:
            body = "x * %d + %d" % (i % 13 + 2, i % 7)
        else:
            body = "g%d(x) + %d" % (i + 1, i % 11)
        src.append("g%d(x) = %s" % (i, body))
    src.append("@compile_workload begin")
    for i in range(0, k, 4):
        src.append("    g%d(%d)" % (i, i))
        src.append("    g%d(%d.5)" % (i, i))
    src.append("end\nend\n")
    write(os.path.join(d, "pk/%s/Project.toml" % name), project(name, 100 + k))
    write(os.path.join(d, "pk/%s/src/%s.jl" % (name, name)), "\n".join(src))


SMALL_JL = """module Small
using PrecompileTools
function sumsq(x::Vector{Float64})
    s = 0.0
    for i in 1:length(x)
        s += x[i] * x[i]
    end
    s
end
function horner(x::Vector{Float64})
    s = 0.0
    for i in 1:length(x)
        t = x[i]
        s += ((0.5 * t - 1.25) * t + 2.0) * t - 0.75
    end
    s
end
function collatz(x::Vector{Int})
    total = 0
    for i in 1:length(x)
        n = x[i] % 1000 + 1
        steps = 0
        while n != 1
            if n % 2 == 0
                n = n ÷ 2
            else
                n = 3 * n + 1
            end
            steps += 1
        end
        total += steps
    end
    total
end
function stencil(x::Vector{Float64})
    n = length(x)
    s = 0.0
    for i in 2:n-1
        s += 0.25 * x[i-1] + 0.5 * x[i] + 0.25 * x[i+1]
    end
    s
end
function mandel(x::Vector{Float64})
    total = 0
    for i in 1:length(x)
        cr = x[i] * 0.4 - 0.5
        ci = x[length(x) - i + 1] * 0.4
        zr = 0.0
        zi = 0.0
        k = 0
        while k < 50 && zr * zr + zi * zi <= 4.0
            t = zr * zr - zi * zi + cr
            zi = 2.0 * zr * zi + ci
            zr = t
            k += 1
        end
        total += k
    end
    total
end
function sieve(n::Int)
    comp = zeros(Bool, n + 1)
    c = 0
    for i in 2:n
        if !comp[i]
            c += 1
            j = i * i
            while j <= n
                comp[j] = true
                j += i
            end
        end
    end
    c
end
@compile_workload begin
    v = [1.0, 2.0, 3.0]
    sumsq(v)
    horner(v)
    collatz([1, 2, 3])
    stencil(v)
    mandel(v)
    sieve(10)
end
end
"""

SMALL_PROG = """using Small
function main()
    n = 10000
    x = Vector{Float64}(undef, n)
    xi = Vector{Int}(undef, n)
    for i in 1:n
        x[i] = ((i * 7919) % 1000) / 100.0 - 5.0
        xi[i] = (i * 104729) % 100000
    end
    # Called through dynamic dispatch (functions taken from a Vector{Any}),
    # so that the timed first calls include compiling them (no image) or
    # finding them in the image, as Numba's first calls do: static calls
    # in main() would be compiled with main(), before t1.
    fs = Any[Small.sumsq, Small.horner, Small.stencil, Small.collatz, Small.mandel, Small.sieve]
    t1 = time_ns()
    a = fs[1](x)
    b = fs[2](x)
    c = fs[3](x)
    d = fs[4](xi)
    e = fs[5](x)
    f = fs[6](100000)
    t2 = time_ns()
    r = (a + b + c) + (d + e + f)
    println("result ", r)
    println("first_calls_ns ", t2 - t1)
end
main()
"""

SMALL_PY = '''import sys, time
t_start = time.time()
import numpy as np
from numba import njit

@njit(cache=True)
def sumsq(x):
    s = 0.0
    for i in range(len(x)):
        s += x[i] * x[i]
    return s

@njit(cache=True)
def horner(x):
    s = 0.0
    for i in range(len(x)):
        t = x[i]
        s += ((0.5 * t - 1.25) * t + 2.0) * t - 0.75
    return s

@njit(cache=True)
def collatz(x):
    total = 0
    for i in range(len(x)):
        n = x[i] % 1000 + 1
        steps = 0
        while n != 1:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1
        total += steps
    return total

@njit(cache=True)
def stencil(x):
    n = len(x)
    s = 0.0
    for i in range(1, n - 1):
        s += 0.25 * x[i-1] + 0.5 * x[i] + 0.25 * x[i+1]
    return s

@njit(cache=True)
def mandel(x):
    total = 0
    n = len(x)
    for i in range(n):
        cr = x[i] * 0.4 - 0.5
        ci = x[n - i - 1] * 0.4
        zr = 0.0
        zi = 0.0
        k = 0
        while k < 50 and zr * zr + zi * zi <= 4.0:
            t = zr * zr - zi * zi + cr
            zi = 2.0 * zr * zi + ci
            zr = t
            k += 1
        total += k
    return total

@njit(cache=True)
def sieve(n):
    comp = np.zeros(n + 1, dtype=np.bool_)
    c = 0
    for i in range(2, n + 1):
        if not comp[i]:
            c += 1
            j = i * i
            while j <= n:
                comp[j] = True
                j += i
    return c

def main():
    i = np.arange(1, 10001, dtype=np.int64)
    x = ((i * 7919) % 1000) / 100.0 - 5.0
    xi = (i * 104729) % 100000
    t1 = time.perf_counter_ns()
    r = sumsq(x) + horner(x) + stencil(x) + (collatz(xi) + mandel(x) + sieve(100000))
    t2 = time.perf_counter_ns()
    print("result", repr(float(r)))
    print("first_calls_ns", t2 - t1)

main()
'''


def gen_small(d):
    write(os.path.join(d, "pk/Small/Project.toml"), project("Small", 2))
    write(os.path.join(d, "pk/Small/src/Small.jl"), SMALL_JL)
    write(os.path.join(d, "small.jl"), SMALL_PROG)
    write(os.path.join(d, "numba/small_numba.py"), SMALL_PY)


if __name__ == "__main__":
    what = sys.argv[1]
    if what == "ttfr":
        print(gen_ttfr(sys.argv[2]))
    elif what == "cis":
        gen_cis(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif what == "small":
        gen_small(sys.argv[2])
    else:
        sys.exit("usage: gen.py ttfr|cis|small DIR ...")
