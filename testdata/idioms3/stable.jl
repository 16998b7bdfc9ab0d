# Ordinary numeric, struct and string Julia idioms, as users write them,
# that Julia 1.10 infers concretely: cmd/kiln's TestInferredIdioms3 runs
# `kiln code warntype` on each function below (the list of signatures is
# there) and asserts no dynamic call and a concrete return type; this
# file's printed output is checked as a golden program.
using LinearAlgebra

# ---- structs --------------------------------------------------------------------------
mutable struct Account
    balance::Float64
    ops::Int
end
function apply_ops!(a::Account, amounts::Vector{Float64})
    for x in amounts
        a.balance += x
        a.ops += 1
    end
    return a.balance
end

struct Particle{T<:Real}
    x::T
    v::T
end
step(p::Particle, dt) = Particle(p.x + p.v * dt, p.v)
function simulate(p::Particle{T}, n) where {T}
    for _ in 1:n
        p = step(p, T(0.5))
    end
    return p.x
end
kinetic(ps::Vector{Particle{Float64}}) = sum(p -> p.v^2 / 2, ps)

Base.@kwdef struct Config
    rate::Float64 = 0.1
    iters::Int = 10
end
function run_config(r)
    c = Config(rate=r)
    return c.rate * c.iters
end

# ---- nested vectors, matrices ---------------------------------------------------------
function rowsums(vv::Vector{Vector{Float64}})
    out = Float64[]
    for row in vv
        push!(out, sum(row))
    end
    return out
end
function fill_table(n, m)
    A = zeros(n, m)
    for j in 1:m, i in 1:n
        A[i, j] += i * j
    end
    return A
end
function cart_sum(A::Matrix{Float64})
    s = 0.0
    for I in CartesianIndices(A)
        s += A[I] * I[1]
    end
    return s
end
function dot_each(a, b)
    s = zero(eltype(a))
    for i in eachindex(a, b)
        s += a[i] * b[i]
    end
    return s
end
views_sum(v) = @views sum(v[2:end-1]) + dot(v[1:2], v[end-1:end])

# ---- strings --------------------------------------------------------------------------
function digit_sum(s::String)
    t = 0
    for c in s
        if isdigit(c)
            t += c - '0'
        end
    end
    return t
end
function code_total(s::String)
    t = 0
    for c in s
        t += codepoint(c)
    end
    return t
end
function parse_csv_line(line::String)
    s = 0.0
    for f in split(line, ',')
        s += parse(Float64, f)
    end
    return s
end
banner(n) = "+" * repeat("-", n) * "+"
upper_first(s::String) = uppercase(s[1:1]) * s[2:end]

# ---- reductions -----------------------------------------------------------------------
function best_pair(v::Vector{Float64})
    best, idx = v[1], 1
    for i in 2:length(v)
        if v[i] > best
            best, idx = v[i], i
        end
    end
    return (best, idx)
end
fmax(v) = findmax(v)
amax(v) = argmax(v)
maxabs(v) = maximum(abs, v)
vmax(v) = maximum(v)
vmin(v) = minimum(v)
mean_sq(v) = sum(x -> x^2, v) / length(v)
npos(v) = count(>(0), v)
has_neg(v) = any(x -> x < 0, v)
all_small(v) = all(x -> abs(x) < 10, v)
prod_fold(v) = foldl((a, b) -> a * b + 1, v)
max_reduce(v) = reduce((a, b) -> max(a, b), v)
function scale_all(v, k)
    f = x -> x * k + 1
    return map(f, v)
end
function shifted(v)
    return map(v) do x
        y = x - 1
        y * y
    end
end

# ---- Union{Nothing,Int}, Dict, Ref ----------------------------------------------------
function first_neg(v)
    i = findfirst(x -> x < 0, v)
    return isnothing(i) ? 0 : i
end
first_big(v) = something(findfirst(>(100), v), -1)
function tally(keys::Vector{Symbol}, vals::Vector{Float64})
    d = Dict{Symbol,Float64}()
    for (k, x) in zip(keys, vals)
        d[k] = get(d, k, 0.0) + x
    end
    return d[:a]
end
function count_calls(v)
    n = Ref(0)
    foreach(x -> (n[] += x), v)
    return n[]
end
function split_sum(v::Vector{Union{Int,Float64}})
    s = 0.0
    k = 0
    for x in v
        if x isa Int
            k += x
        else
            s += x
        end
    end
    return s + k
end

# ---- arithmetic -----------------------------------------------------------------------
clamp_mix(x::Float64, n::Int) = clamp(x, 0, n) + ifelse(x > n, 1, 0)
minmax_mix(a::Int, b::Float64) = min(a, b) + max(a, b)
function rounding(x::Float64)
    return Int(round(x)) + trunc(Int, x) + floor(Int, x) + ceil(Int, x)
end
intdiv(a, b) = div(a, b) + rem(a, b) + mod(a, b) + fld(a, b) + cld(a, b)
special(x) = hypot(x, 2x) + exp(-x) + log1p(x)
function phasor(n)
    z = 0.0 + 0.0im
    for k in 1:n
        z += cis(k * 0.5)
    end
    return abs2(z)
end
sqnt() = ntuple(i -> i^2, Val(4))

# ---- iterators, sorting, let ----------------------------------------------------------
take_drop(v) = sum(Iterators.take(Iterators.drop(v, 1), 3))
rev_weighted(v) = sum(i * x for (i, x) in enumerate(Iterators.reverse(v)))
function enum_zip(a, b)
    s = 0.0
    for (i, (x, y)) in enumerate(zip(a, b))
        s += i * x * y
    end
    return s
end
second_sorted(ps) = sort(ps, by = p -> p[2])[1][1]
function let_block(x)
    y = let a = x + 1, b = 2a
        a * b
    end
    return y - x
end

# ---- missing values ---------------------------------------------------------------------
# iterate over a Vector{Union{Missing,Float64}} gives a Tuple{Union{Missing,
# Float64}, Int64}: the calls on it are split on its two concrete types
sum_present(v::Vector{Union{Missing,Float64}}) = sum(skipmissing(v))
max_present(v::Vector{Union{Missing,Float64}}) = maximum(skipmissing(v))
function first_present(v)
    y = iterate(v)
    while y !== nothing
        x, st = y
        x === missing || return x
        y = iterate(v, st)
    end
    return 0.0
end
function missing_positions(v)
    n = 0
    for (i, x) in enumerate(v)
        ismissing(x) && (n += i)
    end
    return n
end
negated(v::Vector{Float64}) = -v
where_max(v::Vector{Union{Missing,Float64}}) = findmax(skipmissing(v))   # an index into v

acct = Account(10.0, 0)
println(apply_ops!(acct, [1.5, -2.0, 0.25]), " ", acct.ops)
println(simulate(Particle(0.0, 2.0), 4), " ", simulate(Particle(1.0f0, 1.0f0), 3), " ",
        kinetic([Particle(0.0, 1.0), Particle(1.0, 3.0)]))
println(run_config(0.5), " ", Config())
println(rowsums([[1.0, 2.0], [3.0], Float64[]]))
println(fill_table(2, 3))
println(cart_sum([1.0 2.0; 3.0 4.0]), " ", dot_each([1.0, 2.0], [3.0, 4.0]), " ",
        views_sum([1.0, 2.0, 3.0, 4.0]))
println(digit_sum("a1b22c333"), " ", code_total("AB"), " ", parse_csv_line("1.5,2,-0.25"))
println(banner(3), " ", upper_first("hello"))
v = [3.0, -1.5, 7.25, 0.0, -8.0]
println(best_pair(v), " ", fmax(v), " ", amax(v), " ", maxabs(v), " ", vmax(v), " ", vmin(v))
println(mean_sq([1.0, 2.0, 3.0, 4.0]), " ", npos(v), " ", has_neg(v), " ", all_small(v))
println(prod_fold([1, 2, 3, 4]), " ", max_reduce([4, 9, 2]), " ", scale_all([1.0, 2.0], 3.0), " ",
        shifted([1, 2, 3]))
println(first_neg(v), " ", first_neg([1.0]), " ", first_big([1, 200, 300]), " ", first_big([1]))
println(tally([:a, :b, :a], [1.0, 2.0, 3.5]), " ", count_calls([1, 2, 3]), " ",
        split_sum(Union{Int,Float64}[1, 2.5, 3, 0.25]))
println(clamp_mix(3.5, 2), " ", clamp_mix(-1.0, 5), " ", minmax_mix(3, 2.5))
println(rounding(2.5), " ", rounding(-2.7), " ", intdiv(-7, 2), " ", intdiv(7, 3))
println(special(1.0), " ", phasor(4), " ", sqnt())
println(take_drop([1, 2, 3, 4, 5]), " ", rev_weighted([1.0, 2.0, 3.0]), " ",
        enum_zip([1.0, 2.0], [3.0, 4.0]), " ", second_sorted([(1, 3.0), (2, 1.0), (3, 2.0)]))
println(let_block(2))
mv = Union{Missing,Float64}[missing, 2.5, missing, -1.0]
println(sum_present(mv), " ", max_present(mv), " ", first_present(mv), " ",
        missing_positions(Union{Missing,Int}[1, missing, 3, missing]), " ", negated([0.0, 1.5]), " ",
        where_max(mv), " ", argmin(skipmissing(mv)))
# maximum/minimum: NaN wins, -0.0 < 0.0
println(maximum([1.0, NaN, 3.0]), " ", minimum([NaN, 1.0]), " ", maximum([-0.0, 0.0]), " ",
        minimum([0.0, -0.0]), " ", maximum([-0.0]), " ", minimum(collect(1.0:1000.0)),
        " ", maximum(Float64[i == 777 ? NaN : i for i in 1:1000]))
w = collect(1.0:20.0); w[17] = NaN
z = zeros(20); z[5] = -0.0
nz = -zeros(20); nz[19] = 0.0
println(maximum(w), " ", minimum(w), " ", maximum(z), " ", minimum(z), " ", maximum(nz), " ",
        minimum(nz), " ", maximum(-zeros(20)), " ", minimum(zeros(20)))
println(maximum(abs, collect(-20.0:3.0)), " ", minimum(x -> x^2, collect(-20.0:3.0)), " ",
        maximum(collect(1:100)), " ", minimum(Float32[i for i in 100:-1:1]))
# unary minus keeps a float range a range
println(-(0.1:0.1:0.3), " ", -(0.0:0.5:1.0) isa AbstractRange, " ", -(1:3))
