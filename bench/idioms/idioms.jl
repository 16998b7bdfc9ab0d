# idioms.jl — each ordinary Julia idiom timed against the same computation
# written the way a compiler finds easiest (explicit loops, multiplications,
# indexing), in process: best of 5 after a warm-up, as bench/micro does.
# Prints CSV lines `idiom,plain_ms,idiom_ms` and checks that both forms
# compute the same result. Run with bench/idioms/run.sh.
using Printf

# Each result is stored where the optimizer cannot see it used or not, so
# that no repetition's computation is removed as dead.
const SINK = Ref{Any}(nothing)

function timeit(f, arg)
    SINK[] = f(arg)             # warm-up (and compilation)
    best = typemax(UInt64)
    local r
    for _ in 1:5
        t0 = time_ns()
        r = f(arg)
        SINK[] = r
        t = time_ns() - t0
        best = min(best, t)
    end
    return best / 1e6, r
end

function compare(name, plain, idiom, arg; check=(a, b) -> a == b)
    tp, rp = timeit(plain, arg)
    ti, ri = timeit(idiom, arg)
    check(rp, ri) || error("$name: results differ: $rp vs $ri")
    @printf("%s,%.4f,%.4f\n", name, tp, ti)
end

approx(a, b) = abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1.0)

const N = 1_000_000
const vf = [Float64(i % 1000) / 1000.0 for i in 1:N]
const strs = [string(i) for i in 1:100_000]
const words = ["w$(i % 100)" for i in 1:200_000]

# ---- literal powers ---------------------------------------------------------------------
function pow_plain(v)
    s = 0.0
    for x in v
        s += x * x + x * x * x
    end
    return s
end
function pow_idiom(v)
    s = 0.0
    for x in v
        s += x^2 + x^3
    end
    return s
end

# ---- destructuring a heterogeneous tuple ------------------------------------------------
stats(x::Int) = (x % 7, 0.5 * x)
function destr_plain(n)
    s = 0.0
    for i in 1:n
        t = stats(i)
        s += getfield(t, 1) + getfield(t, 2)
    end
    return s
end
function destr_idiom(n)
    s = 0.0
    for i in 1:n
        k, h = stats(i)
        s += k + h
    end
    return s
end

# ---- enumerate --------------------------------------------------------------------------
function enum_plain(v)
    s = 0.0
    for i in 1:length(v)
        s += i * v[i]
    end
    return s
end
function enum_idiom(v)
    s = 0.0
    for (i, x) in enumerate(v)
        s += i * x
    end
    return s
end

# ---- zip --------------------------------------------------------------------------------
function zip_plain((a, b))
    s = 0.0
    for i in 1:min(length(a), length(b))
        s += a[i] * b[i]
    end
    return s
end
function zip_idiom((a, b))
    s = 0.0
    for (x, y) in zip(a, b)
        s += x * y
    end
    return s
end

# ---- float ranges -----------------------------------------------------------------------
function range_plain(n)
    s = 0.0
    for k in 0:n
        x = -1.0 + k * (2.0 / n)
        s += x * x
    end
    return s
end
function range_idiom(n)
    s = 0.0
    for x in range(-1.0, 1.0; length=n + 1)
        s += x * x
    end
    return s
end
function steprange_idiom(n)
    s = 0.0
    for x in -1.0:0.0001:1.0
        s += x * x
    end
    return s
end

# ---- splatting a tuple of known type ----------------------------------------------------
add3(a, b, c) = a * b + c
function splat_plain(v)
    s = 0.0
    for i in 1:length(v)-2
        t = (v[i], v[i+1], v[i+2])
        s += add3(t[1], t[2], t[3])
    end
    return s
end
function splat_idiom(v)
    s = 0.0
    for i in 1:length(v)-2
        t = (v[i], v[i+1], v[i+2])
        s += add3(t...)
    end
    return s
end

# ---- matrix literal of scalars ([a b; c d]) ---------------------------------------------
function hvcat_plain(n)
    s = 0.0
    for i in 1:n
        m = Matrix{Float64}(undef, 2, 2)
        m[1, 1] = i; m[1, 2] = 1.0; m[2, 1] = 2.0; m[2, 2] = i
        s += m[1, 1] * m[2, 2] - m[1, 2] * m[2, 1]
    end
    return s
end
function hvcat_idiom(n)
    s = 0.0
    for i in 1:n
        x = Float64(i)
        m = [x 1.0; 2.0 x]
        s += m[1, 1] * m[2, 2] - m[1, 2] * m[2, 1]
    end
    return s
end

# ---- a loop over abstract elements (dynamic dispatch per element) -----------------------
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    a::Float64
end
area(c::Circle) = 3.0 * c.r * c.r
area(s::Square) = s.a * s.a
function shapes_plain((v, _))
    s = 0.0
    for i in 1:length(v)
        x = v[i]
        s += isodd(i) ? 3.0 * x * x : x * x
    end
    return s
end
function shapes_idiom((_, shapes))
    s = 0.0
    for sh in shapes
        s += area(sh)
    end
    return s
end
const shapes = Shape[isodd(i) ? Circle(vf[i]) : Square(vf[i]) for i in 1:length(vf)]

# ---- @printf ----------------------------------------------------------------------------
function printf_plain(n)
    io = IOBuffer()
    for i in 1:n
        print(io, i, ' ', i + 1, '\n')
    end
    return length(take!(io))
end
function printf_idiom(n)
    io = IOBuffer()
    for i in 1:n
        @printf(io, "%d %d\n", i, i + 1)
    end
    return length(take!(io))
end

# ---- parse ------------------------------------------------------------------------------
function parse_plain(strs)
    s = 0
    for str in strs
        v = 0
        for b in codeunits(str)
            v = 10v + (b - 0x30)
        end
        s += v
    end
    return s
end
function parse_idiom(strs)
    s = 0
    for str in strs
        s += parse(Int, str)
    end
    return s
end

# ---- string building --------------------------------------------------------------------
function strbuild_plain(n)
    io = IOBuffer()
    len = 0
    for i in 1:n
        print(io, "item-", i)
        len += length(take!(io))
    end
    return len
end
function strbuild_idiom(n)
    len = 0
    for i in 1:n
        len += length("item-$i")
    end
    return len
end

# ---- Dict{String,Int} counting ----------------------------------------------------------
function dict_plain(words)
    d = Dict{String,Int}()
    for w in words
        if haskey(d, w)
            d[w] += 1
        else
            d[w] = 1
        end
    end
    return d["w7"]
end
function dict_idiom(words)
    d = Dict{String,Int}()
    for w in words
        d[w] = get(d, w, 0) + 1
    end
    return d["w7"]
end

# ---- iterating a Dict{String,Any} (JSON-like data) --------------------------------------
const dany = Dict{String,Any}(string("k", i) => (isodd(i) ? i : string(i)) for i in 1:100_000)
const dany_arg = (dany, collect(keys(dany)))
function dictany_plain(arg)
    n = 0
    for k in arg[2]
        n += ncodeunits(k)
    end
    return n
end
function dictany_idiom(arg)
    n = 0
    for (k, v) in arg[1]
        n += ncodeunits(k)
    end
    return n
end

# ---- closures capturing a variable ------------------------------------------------------
function closure_plain(v)
    c = 0.5
    s = 0.0
    for x in v
        s += x * c
    end
    return s
end
function closure_idiom(v)
    c = 0.5
    f = x -> x * c
    return sum(f, v)
end
function closure_map_idiom(v)
    c = 0.5
    return sum(map(x -> x * c, v))
end

# ---- keyword-argument calls -------------------------------------------------------------
scale_pos(x, factor, offset) = factor * x + offset
scale_kw(x; factor=2.0, offset=0.5) = factor * x + offset
function kw_plain(v)
    s = 0.0
    for x in v
        s += scale_pos(x, 3.0, 0.5)
    end
    return s
end
function kw_idiom(v)
    s = 0.0
    for x in v
        s += scale_kw(x; factor=3.0)
    end
    return s
end

# ---- broadcasting and reductions --------------------------------------------------------
function bcast_plain(v)
    s = 0.0
    for x in v
        s += 2.0 * x + 1.0
    end
    return s
end
bcast_idiom(v) = sum(2.0 .* v .+ 1.0)
gen_idiom(v) = sum(2.0 * x + 1.0 for x in v)

# ---- sum of a vector (Base's @simd mapreduce_impl against a plain loop) ----------------
function sum_plain(v)
    s = 0.0
    for x in v
        s += x
    end
    return s
end
sum_idiom(v) = sum(v)

# ---- maximum of a vector (Julia's max/min mapreduce_impl against a compare loop) --------
function max_plain(v)
    m = v[1]
    for i in 2:length(v)
        x = v[i]
        m = x > m ? x : m
    end
    return m
end
max_idiom(v) = maximum(v)
function maxabs_plain(v)
    m = abs(v[1])
    for i in 2:length(v)
        x = abs(v[i])
        m = x > m ? x : m
    end
    return m
end
maxabs_idiom(v) = maximum(abs, v)

# ---- skipmissing (iterate's Tuple{Union{Missing, Float64}, Int64} split on its types) -----
const vm = Union{Missing,Float64}[i % 10 == 0 ? missing : vf[i] for i in 1:N]
function skipmissing_plain(v)
    s = 0.0
    for x in v
        x === missing || (s += x)
    end
    return s
end
skipmissing_idiom(v) = sum(skipmissing(v))

# ---- elementwise negation ----------------------------------------------------------------
function negate_plain(v)
    r = similar(v)
    for i in eachindex(v)
        r[i] = -v[i]
    end
    return r
end
negate_idiom(v) = -v

# ---- a closure over the loop variable (ntuple(i -> x * i, 4): captured by value) --------
function ntuple_plain(v)
    s = 0.0
    for x in v
        s += x + 2x + 3x + 4x
    end
    return s
end
ntuple_idiom(v) = (s = 0.0; for x in v; s += sum(ntuple(i -> x * i, 4)); end; s)

# ---- @sprintf of a float with a precision -------------------------------------------------
# (i/7 is never within 1/14 of a tie at three decimals, so rounding 1000i/7
# to an integer gives the same digits)
function sprintf_plain(n)
    io = IOBuffer()
    for i in 1:n
        q = round(Int, 1000 * i / 7)
        print(io, q ÷ 1000, '.', lpad(q % 1000, 3, '0'), '\n')
    end
    return String(take!(io))
end
function sprintf_idiom(n)
    io = IOBuffer()
    for i in 1:n
        @printf(io, "%.3f\n", i / 7)
    end
    return String(take!(io))
end

# ---- reduce(vcat, vectors) (one result, not vcat(vs...)) ----------------------------------
const pieces = [fill(Float64(i), 10) for i in 1:10_000]
function vcat_plain(vs)
    r = Float64[]
    for v in vs
        append!(r, v)
    end
    return sum(r)
end
vcat_idiom(vs) = sum(reduce(vcat, vs))

# ---- push! in a loop, a filtered comprehension, findall ---------------------------------
function push_plain(v)
    r = Vector{Float64}(undef, length(v))
    for i in eachindex(v)
        r[i] = 2 * v[i]
    end
    return sum(r)
end
function push_idiom(v)
    r = Float64[]
    for x in v
        push!(r, 2 * x)
    end
    return sum(r)
end
function filter_plain(v)
    n = 0
    for x in v
        n += x > 0.5
    end
    r = Vector{Float64}(undef, n)
    j = 0
    for x in v
        if x > 0.5
            j += 1
            r[j] = x
        end
    end
    return sum(r)
end
filter_idiom(v) = sum([x for x in v if x > 0.5])
function findall_plain(v)
    s = 0
    for i in eachindex(v)
        if v[i] > 0.5
            s += i
        end
    end
    return s
end
findall_idiom(v) = sum(findall(x -> x > 0.5, v))

compare("literal_pow", pow_plain, pow_idiom, vf; check=approx)
compare("destructuring", destr_plain, destr_idiom, N; check=approx)
compare("enumerate", enum_plain, enum_idiom, vf; check=approx)
compare("zip", zip_plain, zip_idiom, (vf, reverse(vf)); check=approx)
compare("float_range_length", range_plain, range_idiom, N; check=(a, b) -> abs(a - b) < 1e-6 * a)
compare("float_range_step", range_plain, steprange_idiom, 20000; check=(a, b) -> abs(a - b) < 1e-6 * a)
compare("splat_tuple", splat_plain, splat_idiom, vf; check=approx)
compare("matrix_literal", hvcat_plain, hvcat_idiom, 100_000; check=approx)
compare("abstract_elements", shapes_plain, shapes_idiom, (vf, shapes); check=approx)
compare("printf", printf_plain, printf_idiom, 100_000)
compare("parse_int", parse_plain, parse_idiom, strs)
compare("string_interp", strbuild_plain, strbuild_idiom, 100_000)
compare("dict_counting", dict_plain, dict_idiom, words)
compare("closure_sum", closure_plain, closure_idiom, vf; check=approx)
compare("closure_map", closure_plain, closure_map_idiom, vf; check=approx)
compare("keyword_call", kw_plain, kw_idiom, vf; check=approx)
compare("broadcast_sum", bcast_plain, bcast_idiom, vf; check=approx)
compare("generator_sum", bcast_plain, gen_idiom, vf; check=approx)
compare("sum", sum_plain, sum_idiom, vf; check=(a, b) -> abs(a - b) <= 1e-9 * abs(a))
compare("maximum", max_plain, max_idiom, vf)
compare("maximum_abs", maxabs_plain, maxabs_idiom, vf .- 0.5)
compare("skipmissing_sum", skipmissing_plain, skipmissing_idiom, vm; check=approx)
compare("negate", negate_plain, negate_idiom, vf)
compare("ntuple_closure", ntuple_plain, ntuple_idiom, vf; check=approx)
compare("printf_float", sprintf_plain, sprintf_idiom, 100_000)
compare("reduce_vcat", vcat_plain, vcat_idiom, pieces)
compare("push_loop", push_plain, push_idiom, vf; check=approx)
compare("filter_comprehension", filter_plain, filter_idiom, vf; check=approx)
compare("findall", findall_plain, findall_idiom, vf)
compare("dict_any_pairs", dictany_plain, dictany_idiom, dany_arg)
