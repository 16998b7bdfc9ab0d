# This file is a part of Kiln's Base library.
#
# moreutils.jl — functions Julia users reach for that Kiln lacked, as
# Julia 1.10 defines them: sinpi/cospi/sincospi, rem2pi/mod2pi,
# foldr/mapfoldr, mergewith, allequal, isdisjoint, clamp!, popat!, keepat!,
# replace!, intersect!/setdiff!, cumsum!/accumulate!, propertynames/
# hasproperty, bytes2hex/hex2bytes and countlines.

# ---- trigonometry in multiples of π (Julia's special/trig.jl) -------------------------------------

# Minimax polynomials of sin(πx) and cos(πx) for πx in [0, π/4] (the
# coefficients of Julia 1.10's special/trig.jl kernels), evaluated in
# Float64; the reduction x = n/2 + rx is exact.
function _sinpi_kernel(x::Float64)
    x2 = x * x
    x4 = x2 * x2
    r = evalpoly(x2, (2.5501640398773415, -0.5992645293202981, 0.08214588658006512,
                      -7.370429884921779e-3, 4.662827319453555e-4, -2.1717412523382308e-5))
    return muladd(3.141592653589793, x, x * muladd(-5.16771278004997, x2, muladd(x4, r, 1.2245907532225998e-16)))
end
function _cospi_kernel(x::Float64)
    x2 = x * x
    r = x2 * evalpoly(x2, (4.058712126416765, -1.3352627688537357, 0.23533063027900392,
                           -0.025806887811869204, 1.9294917136379183e-3, -1.0368935675474665e-4))
    a_x2 = 4.934802200544679 * x2
    a_x2lo = muladd(3.109686485461973e-16, x2, muladd(4.934802200544679, x2, -a_x2))
    w = 1.0 - a_x2
    return w + muladd(x2, r, ((1.0 - w) - a_x2) - a_x2lo)
end
# Float32 and Float16: minimax polynomials of their own, evaluated in the
# wider type (Julia's sinpi_kernel_wide/cospi_kernel_wide)
_sinpi_kernel_wide(x::Float64) = _sinpi_kernel(x)
_cospi_kernel_wide(x::Float64) = _cospi_kernel(x)
function _sinpi_kernel_wide(x::Float32)
    x = Float64(x)
    return x * evalpoly(x * x, (3.1415926535762266, -5.167712769188119,
                                2.5501626483206374, -0.5992021090314925, 0.08100185277841528))
end
function _cospi_kernel_wide(x::Float32)
    x = Float64(x)
    return evalpoly(x * x, (1.0, -4.934802200541122, 4.058712123568637,
                            -1.3352624040152927, 0.23531426791507182, -0.02550710082498761))
end
function _sinpi_kernel_wide(x::Float16)
    x = Float32(x)
    return x * evalpoly(x * x, (3.1415927f0, -5.1677127f0, 2.5501626f0, -0.5992021f0, 0.081001855f0))
end
function _cospi_kernel_wide(x::Float16)
    x = Float32(x)
    return evalpoly(x * x, (1.0f0, -4.934802f0, 4.058712f0, -1.3352624f0, 0.23531426f0, -0.0255071f0))
end
_sinpi_kernel(x::Float32) = Float32(_sinpi_kernel_wide(x))
_cospi_kernel(x::Float32) = Float32(_cospi_kernel_wide(x))
_sinpi_kernel(x::Float16) = Float16(_sinpi_kernel_wide(x))
_cospi_kernel(x::Float16) = Float16(_cospi_kernel_wide(x))

function sinpi(_x::T) where {T<:Union{Float64,Float32,Float16}}
    x = abs(_x)
    if !isfinite(x)
        isnan(x) && return x
        throw(DomainError(x, "`sinpi(x)` is only defined for finite `x`."))
    end
    x >= maxintfloat(T) && return copysign(zero(T), _x)
    n = round(2 * x)
    rx = muladd(T(-0.5), n, x)
    k = Int64(n) & 3
    res = k == 0 ? _sinpi_kernel(rx) : k == 1 ? _cospi_kernel(rx) : k == 2 ? zero(T) - _sinpi_kernel(rx) : zero(T) - _cospi_kernel(rx)
    return ifelse(signbit(_x), -res, res)
end
function cospi(x::T) where {T<:Union{Float64,Float32,Float16}}
    x = abs(x)
    if !isfinite(x)
        isnan(x) && return x
        throw(DomainError(x, "`cospi(x)` is only defined for finite `x`."))
    end
    x >= maxintfloat(T) && return one(T)
    n = round(2 * x)
    rx = muladd(T(-0.5), n, x)
    k = Int64(n) & 3
    return k == 0 ? _cospi_kernel(rx) : k == 1 ? zero(T) - _sinpi_kernel(rx) : k == 2 ? zero(T) - _cospi_kernel(rx) : _sinpi_kernel(rx)
end
function sincospi(_x::T) where {T<:Union{Float64,Float32,Float16}}
    x = abs(_x)
    if !isfinite(x)
        isnan(x) && return (x, x)
        throw(DomainError(x, "`sincospi(x)` is only defined for finite `x`."))
    end
    x >= maxintfloat(T) && return (copysign(zero(T), _x), one(T))
    n = round(2 * x)
    rx = muladd(T(-0.5), n, x)
    k = Int64(n) & 3
    si, co = _sinpi_kernel(rx), _cospi_kernel(rx)
    if k == 1
        si, co = co, zero(T) - si
    elseif k == 2
        si, co = zero(T) - si, zero(T) - co
    elseif k == 3
        si, co = zero(T) - co, si
    end
    return (ifelse(signbit(_x), -si, si), co)
end
# Julia 1.10's tanpi: sincospi's reduction, then the quotient of the
# kernels in the wider type.
function tanpi(_x::T) where {T<:Union{Float64,Float32,Float16}}
    x = abs(_x)
    if !isfinite(x)
        isnan(x) && return x
        throw(DomainError(x, "`tanpi(x)` is only defined for finite `x`."))
    end
    x >= maxintfloat(T) && return copysign(zero(T), _x)
    n = round(2 * x)
    rx = muladd(T(-0.5), n, x)
    k = Int64(n) & 3
    si, co = _sinpi_kernel_wide(rx), _cospi_kernel_wide(rx)
    if k == 1
        si, co = co, zero(T) - si
    elseif k == 2
        si, co = zero(T) - si, zero(T) - co
    elseif k == 3
        si, co = zero(T) - co, si
    end
    si = ifelse(signbit(_x), -si, si)
    return T(si / co)
end
tanpi(x::Integer) = x >= 0 ? (isodd(x) ? -zero(float(x)) : zero(float(x))) :
                             (isodd(x) ? zero(float(x)) : -zero(float(x)))
tanpi(x::Real) = tanpi(float(x))
function tanpi(x::BigFloat)
    isinf(x) && throw(DomainError(x, "`tanpi(x)` is only defined for finite `x`."))
    z = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_tanpi, Int32, (BigFloat, BigFloat, Int32), z, x, _MPFR_RNDN)
    return z
end
tand(x::BigFloat) = (isinf(x) && throw(DomainError(x, "`tand(x)` is only defined for finite `x`.")); tanpi(rem(x, 360) / 180))
sinpi(x::Integer) = x >= 0 ? zero(float(x)) : -zero(float(x))
cospi(x::Integer) = isodd(x) ? -one(float(x)) : one(float(x))
sinpi(x::Real) = sinpi(float(x))
cospi(x::Real) = cospi(float(x))
sincospi(x::Integer) = (sinpi(x), cospi(x))
sincospi(x::Real) = sincospi(float(x))
# Julia's base/complex.jl: exp(im*π*θ), exact at the multiples of 1/2.
cispi(theta::Real) = (sc = sincospi(theta); Complex(sc[2], sc[1]))
function cispi(z::Complex)
    v = exp(-(pi * imag(z)))
    s, c = sincospi(real(z))
    return Complex(v * c, v * s)
end

# x - 2πk with 2π in three parts (Cody–Waite; exact enough up to |x| ≈ 1e30), rounding k as r asks:
# rem2pi(x, RoundNearest) ∈ [-π, π], RoundDown ∈ [0, 2π) (mod2pi), RoundUp
# ∈ (-2π, 0], RoundToZero with x's sign.
const _TWOPI_HI = 6.283185307179586
const _TWOPI_LO = 2.4492935982947064e-16
const _TWOPI_LO2 = -5.989539619436679e-33
function _rem2pi(x::Float64, k::Float64)
    return fma(-k, _TWOPI_LO2, fma(-k, _TWOPI_LO, fma(-k, _TWOPI_HI, x)))
end
function rem2pi(x::Float64, r::RoundingMode)
    isfinite(x) || return isnan(x) ? x : throw(DomainError(x, "`x` must be finite."))
    if abs(x) > 4.0e15
        # k would not be exact in Float64: reduce in MPFR with enough bits
        # for any exponent (Julia uses Payne–Hanek; both are exact here).
        return setprecision(BigFloat, 1100) do
            bx = BigFloat(x)
            t = 2 * BigFloat(π)
            q = bx / t
            k = r == RoundNearest ? round(q) : r == RoundDown ? floor(q) : r == RoundUp ? ceil(q) : trunc(q)
            Float64(bx - t * k)
        end
    end
    q = x / _TWOPI_HI
    k = r == RoundNearest ? round(q) : r == RoundDown ? floor(q) : r == RoundUp ? ceil(q) : trunc(q)
    y = _rem2pi(x, k)
    # one correction step where q's rounding put y just outside the range
    # (Float64(2π) < 2π, so mod2pi(2π) is 2π itself, as in Julia)
    if r == RoundDown
        y < 0 && (y = _rem2pi(x, k - 1))
    elseif r == RoundToZero
        x > 0 && y < 0 && (y = _rem2pi(x, k - 1))
        x < 0 && y > 0 && (y = _rem2pi(x, k + 1))
    elseif r == RoundUp
        y > 0 && (y = _rem2pi(x, k + 1))
    elseif r == RoundNearest
        y > π && (y = _rem2pi(x, k + 1))
        y < -π && (y = _rem2pi(x, k - 1))
    end
    return y
end
rem2pi(x::Real, r::RoundingMode) = rem2pi(Float64(x), r)
mod2pi(x::Real) = rem2pi(x, RoundDown)

# ---- folds -------------------------------------------------------------------------------------

struct _InitialValue end
# mapfoldr: op(f(x1), op(f(x2), ... op(f(xn), init))); an empty
# collection without init is Julia's reduce_empty (foldr(+, Int[]) == 0).
# Vectors are walked backwards in place, tuples (and named tuples)
# recursively, so that each step's type is known (a tuple built up by op).
function mapfoldr(f, op, itr; init=_InitialValue())
    itr isa Tuple && return _mapfoldr_tuple(f, op, itr, init)
    itr isa NamedTuple && return _mapfoldr_tuple(f, op, values(itr), init)
    xs = itr isa AbstractVector ? itr : collect(itr)
    ks = eachindex(xs)
    if init isa _InitialValue
        isempty(ks) && return _mapreduce_empty(f, op, eltype(xs))
        i = last(ks)
        acc = reduce_first(op, f(xs[i]))
        while i != first(ks)
            i -= 1
            acc = op(f(xs[i]), acc)
        end
        return acc
    end
    acc = init
    for i in reverse(ks)
        acc = op(f(xs[i]), acc)
    end
    return acc
end
_mapfoldr_tuple(f, op, t::Tuple{}, init::_InitialValue) = _mapreduce_empty(f, op, Union{})
_mapfoldr_tuple(f, op, t::Tuple{Any}, init::_InitialValue) = reduce_first(op, f(t[1]))
_mapfoldr_tuple(f, op, t::Tuple, init::_InitialValue) = op(f(t[1]), _mapfoldr_tuple(f, op, tail(t), init))
_mapfoldr_tuple(f, op, t::Tuple{}, init) = init
_mapfoldr_tuple(f, op, t::Tuple, init) = op(f(t[1]), _mapfoldr_tuple(f, op, tail(t), init))
foldr(op, itr; kw...) = mapfoldr(identity, op, itr; kw...)

# ---- collections -----------------------------------------------------------------------------

function mergewith!(combine, d::AbstractDict, others::AbstractDict...)
    for o in others
        for (k, v) in o
            d[k] = haskey(d, k) ? combine(d[k], v) : v
        end
    end
    return d
end
mergewith(combine, d::AbstractDict, others::AbstractDict...) = mergewith!(combine, _typeddict(d, others...), others...)
# Julia's abstractdict.jl: merge!/merge with a combining function first
# are mergewith!/mergewith.
merge!(combine::Callable, args...) = mergewith!(combine, args...)
merge(combine::Callable, d::AbstractDict, others::AbstractDict...) = merge!(combine, _typeddict(d, others...), others...)

function allequal(itr)
    y = iterate(itr)
    y === nothing && return true
    x1, st = y
    while (y = iterate(itr, st)) !== nothing
        isequal(y[1], x1) || return false
        st = y[2]
    end
    return true
end

isdisjoint(a, b) = !any(x -> x in b, a)

function clamp!(a::AbstractArray, lo, hi)
    for i in eachindex(a)
        a[i] = clamp(a[i], lo, hi)
    end
    return a
end

function popat!(a::Vector, i::Integer)
    x = a[i]
    deleteat!(a, i)
    return x
end
function popat!(a::Vector, i::Integer, default)
    1 <= i <= length(a) || return default
    return popat!(a, i)
end

# keepat!(a, inds) and keepat!(a, mask): Julia 1.10's array.jl, bitarray.jl
# and abstractarray.jl (_keepat!): the indices must be unique and sorted
# (ArgumentError), each is bounds-checked, and the kept elements move down.
keepat!(a::Vector, inds) = _keepat!(a, inds)
keepat!(a::Vector, m::AbstractVector{Bool}) = _keepat!(a, m)
keepat!(B::BitVector, inds) = _keepat!(B, inds)
keepat!(B::BitVector, inds::AbstractVector{Bool}) = _keepat!(B, inds)

function _keepat!(a::AbstractVector, inds)
    local prev
    i = firstindex(a)
    for k in inds
        if @isdefined(prev)
            prev < k || throw(ArgumentError("indices must be unique and sorted"))
        end
        ak = a[k] # must happen even when i==k for bounds checking
        if i != k
            @inbounds a[i] = ak # k > i, so a[i] is inbounds
        end
        prev = k
        i = nextind(a, i)
    end
    deleteat!(a, i:lastindex(a))
    return a
end

function _keepat!(a::AbstractVector, m::AbstractVector{Bool})
    length(m) == length(a) || throw(BoundsError(a, m))
    j = firstindex(a)
    for i in eachindex(a, m)
        @inbounds begin
            if m[i]
                i == j || (a[j] = a[i])
                j = nextind(a, j)
            end
        end
    end
    deleteat!(a, j:lastindex(a))
end

# replace(A, old => new, ...) and replace(f, A): a new array, as Julia's
# set.jl. Without a count, the element type drops a singleton type that is
# replaced (replace(v, missing => 0.0) of a Vector{Union{Missing, Float64}}
# is a Vector{Float64}) and admits the new values; replace(f, A) keeps A's
# element type. A count limits the replacements, each one an element x with
# new(x) !== x.
function replace(a::AbstractArray, old_new::Pair...; count::Union{Integer,Nothing}=nothing)
    V = _replace_valtype(old_new...)
    T = count === nothing ? promote_type(_replace_subtract(eltype(a), old_new...), V) : promote_type(eltype(a), V)
    return _replace_into!(similar(a, T), a, _replace_count(count), old_new)
end
replace(f::Union{Function,Type}, a::AbstractArray; count::Union{Integer,Nothing}=nothing) =
    _replace_with!(f, similar(a), a, _replace_count(count))
replace(t::Tuple, old_new::Pair...; count::Union{Integer,Nothing}=nothing) =
    _replace_tuple(_PairReplacer(old_new), t, _replace_count(count))
struct _PairReplacer{P<:Tuple}
    pairs::P
end
(r::_PairReplacer)(x) = _replace_pair(x, r.pairs)
replace(f::Union{Function,Type}, t::Tuple; count::Union{Integer,Nothing}=nothing) =
    _replace_tuple(f, t, _replace_count(count))
_replace_tuple(f, ::Tuple{}, n::Int) = ()
function _replace_tuple(f, t::Tuple, n::Int)
    n == 0 && return t
    x = getfield(t, 1)
    y = f(x)
    return (y, _replace_tuple(f, tail(t), n - (y !== x))...)
end
_replace_count(::Nothing) = typemax(Int)
function _replace_count(n::Integer)
    n < 0 && throw(DomainError(n, string("`count` must not be negative (got ", n, ")")))
    return n > typemax(Int) ? typemax(Int) : Int(n)
end
_replace_valtype(p::Pair) = typeof(p.second)
_replace_valtype(p::Pair, ps::Pair...) = promote_type(typeof(p.second), _replace_valtype(ps...))
_replace_subtract(::Type{T}) where {T} = T
_replace_subtract(::Type{T}, p::Pair, ps::Pair...) where {T} =
    _replace_subtract(_subtract_singleton(T, typeof(p.first)), ps...)
_subtract_singleton(::Type{T}, ::Type{Missing}) where {T} = nonmissingtype(T)
_subtract_singleton(::Type{T}, ::Type{Nothing}) where {T} = nonnothingtype(T)
_subtract_singleton(::Type{T}, ::Type{K}) where {T,K} = T
_replace_pair(x, ::Tuple{}) = x
_replace_pair(x, ps::Tuple) = isequal(getfield(ps, 1).first, x) ? getfield(ps, 1).second : _replace_pair(x, tail(ps))
function _replace_into!(res::AbstractArray, a::AbstractArray, count::Int, old_new::Tuple)
    n = 0
    for i in eachindex(a)
        x = a[i]
        if n < count
            y = _replace_pair(x, old_new)
            res[i] = y
            n += y !== x
        else
            res[i] = x
        end
    end
    return res
end
function _replace_with!(f, res::AbstractArray, a::AbstractArray, count::Int)
    n = 0
    for i in eachindex(a)
        x = a[i]
        if n < count
            y = f(x)
            res[i] = y
            n += y !== x
        else
            res[i] = x
        end
    end
    return res
end

function replace!(a::AbstractArray, old_new::Pair...; count::Integer=typemax(Int))
    n = 0
    for i in eachindex(a)
        n >= count && break
        for p in old_new
            if isequal(a[i], p.first)
                a[i] = p.second
                n += 1
                break
            end
        end
    end
    return a
end
function replace!(f::Function, a::AbstractArray; count::Integer=typemax(Int))
    n = 0
    for i in eachindex(a)
        n >= count && break
        y = f(a[i])
        if !isequal(y, a[i])
            n += 1
        end
        a[i] = y
    end
    return a
end

function intersect!(s::AbstractSet, itrs...)
    for itr in itrs
        keep = Set(itr)
        for x in collect(s)
            x in keep || delete!(s, x)
        end
    end
    return s
end
function setdiff!(s::AbstractSet, itrs...)
    for itr in itrs
        for x in itr
            delete!(s, x)
        end
    end
    return s
end
# The in-place vector forms keep the result of the copying ones.
_replace_contents!(v::AbstractVector, r) = (resize!(v, length(r)); copyto!(v, r); v)
# Julia's abstractset.jl union!: v without its repeats, then what the others add.
function union!(v::AbstractVector{T}, itrs...) where {T}
    seen = Set{T}()
    out = T[]
    for it in (v, itrs...), x in it
        x in seen || (push!(seen, x); push!(out, x))
    end
    return _replace_contents!(v, out)
end
intersect!(v::AbstractVector, itrs...) = _replace_contents!(v, intersect(v, itrs...))
setdiff!(v::AbstractVector, itrs...) = _replace_contents!(v, setdiff(v, itrs...))

function accumulate!(op, dest::AbstractArray, src::AbstractArray)
    length(dest) == length(src) || throw(DimensionMismatch(string("dimensions must match: a has dims ", axes(dest), ", b has dims ", axes(src))))
    first = true
    local acc
    for (i, x) in zip(eachindex(dest), src)
        acc = first ? x : op(acc, x)
        first = false
        dest[i] = acc
    end
    return dest
end
# (with dims: the cumulative sums along that dimension, into dest of A's size)
cumsum!(dest::AbstractArray, src::AbstractArray; dims=nothing) = _cum_into!(add_sum, cumsum, dest, src, dims)
cumprod!(dest::AbstractArray, src::AbstractArray; dims=nothing) = _cum_into!(mul_prod, cumprod, dest, src, dims)
_cum_into!(op, f, dest, src, ::Nothing) = accumulate!(op, dest, src)
# (a vector's sum of floats pairwise, as cumsum's)
_cum_into!(op, f, dest::AbstractVector, src::AbstractVector, ::Nothing) =
    op === add_sum && _pairwise_style(ArithmeticStyle(eltype(dest))) ? accumulate_pairwise!(op, dest, src) : accumulate!(op, dest, src)
function _cum_into!(op, f, dest, src, dims::Integer)
    size(dest) == size(src) || throw(DimensionMismatch(string("dimensions must match: a has dims ", axes(dest), ", b has dims ", axes(src))))
    return copyto!(dest, f(src; dims=dims))
end

# ---- properties ------------------------------------------------------------------------------

propertynames(x) = fieldnames(typeof(x))
propertynames(x, private::Bool) = propertynames(x)
hasproperty(x, s::Symbol) = s in propertynames(x)

# ---- bytes and hex ---------------------------------------------------------------------------

# Julia 1.10's base/strings/util.jl: bytes2hex of any iterator of UInt8
# (to a String, or written to io), hex2bytes of a string or of any iterator
# of bytes, hex2bytes! into a given array of half the length.
function bytes2hex(itr)
    eltype(itr) === UInt8 || throw(ArgumentError("eltype of iterator not UInt8"))
    io = IOBuffer()
    bytes2hex(io, itr)
    return String(take!(io))
end
function bytes2hex(io::IO, itr)
    eltype(itr) === UInt8 || throw(ArgumentError("eltype of iterator not UInt8"))
    for x in itr
        print(io, _hexdigit(x >> 4), _hexdigit(x & 0x0f))
    end
    return nothing
end
_hexdigit(x::UInt8) = x < 0x0a ? Char(UInt8('0') + x) : Char(UInt8('a') + x - 0x0a)
hex2bytes(s::AbstractString) = hex2bytes(codeunits(String(s)))
function hex2bytes(itr)
    len = length(itr)
    isodd(len) && throw(ArgumentError(string("length must be even: length(s) = ", len)))
    return hex2bytes!(Vector{UInt8}(undef, len >> 1), itr)
end
function hex2bytes!(dest::AbstractArray{UInt8}, itr)
    isodd(length(itr)) && throw(ArgumentError("length of iterable must be even"))
    2 * length(dest) != length(itr) &&
        throw(ArgumentError("length of output array must be half of the length of input iterable"))
    length(itr) == 0 && return dest
    y = iterate(itr)
    for i in eachindex(dest)
        x, st = y
        y2 = iterate(itr, st)
        y = iterate(itr, y2[2])
        dest[i] = _hexval(x) << 4 + _hexval(y2[1])
    end
    return dest
end
_hexval(c::AbstractChar) = _hexval(UInt8(c))
function _hexval(c::UInt8)
    UInt8('0') <= c <= UInt8('9') && return c - UInt8('0')
    UInt8('a') <= c <= UInt8('f') && return c - UInt8('a') + 0x0a
    UInt8('A') <= c <= UInt8('F') && return c - UInt8('A') + 0x0a
    throw(ArgumentError(string("byte is not an ASCII hexadecimal digit")))
end

# ---- lines -----------------------------------------------------------------------------------

countlines(path::AbstractString) = open(countlines, path)
function countlines(io::IO)
    n = 0
    last = '\n'
    for c in readchomp_all(io)
        c == '\n' && (n += 1)
        last = c
    end
    return last == '\n' ? n : n + 1
end
readchomp_all(io::IO) = read(io, String)

# (The C type aliases, Cint and the others, are in boot.jl: ccall's
# argument conversion needs them from the start.)

# peek of an Iterators.Stateful (Julia's iterators.jl): the next element, or
# the sentinel at the end, without consuming it.
function peek(s::Iterators.Stateful, sentinel=nothing)
    ns = s.nextvalstate
    return ns !== nothing ? ns[1] : sentinel
end

# extrema(f, itr): (minimum(f, itr), maximum(f, itr)) in one pass (also
# extrema(f, A) of an array without dims, reducedim.jl)
extrema(f, itr; init=_NoInit()) = init isa _NoInit ? _extrema_f_all(f, itr) : _mapfoldl_iter(_extrema_map(f), _extrema_pair, itr, init)
function _extrema_f_all(f, itr)
    y = iterate(itr)
    y === nothing && _empty_reduce_error()
    lo = hi = f(y[1])
    y = iterate(itr, y[2])
    while y !== nothing
        fx = f(y[1])
        lo = min(lo, fx)
        hi = max(hi, fx)
        y = iterate(itr, y[2])
    end
    return (lo, hi)
end

# ---------------------------------------------------------------------------
# Trigonometry in degrees and the reciprocal functions, as Julia 1.10's
# base/special/trig.jl: sind/cosd reduce the angle exactly (rem 360, then
# an octant) and evaluate the kernels on a double-word product with π/180,
# so that sind(30) == 0.5 and cosd(90) == 0.0 exactly.

# (_DoubleFloat64/_DoubleFloat32 and their sin/cos kernels: special_trig.jl)
_sin_kernel(x::Real) = sin(x)
_cos_kernel(x::Real) = cos(x)

# x * π/180 in extended precision.
function _deg2rad_ext(x::Float64)
    m = 0.017453292519943295
    m_hi = 0.01745329238474369
    m_lo = 1.3519960527851425e-10
    u = 134217729.0 * x # 0x1p27 + 1
    x_hi = u - (u - x)
    x_lo = x - x_hi
    y_hi = m * x
    y_lo = x_hi * m_lo + (x_lo * m_hi + ((x_hi * m_hi - y_hi) + x_lo * m_lo))
    _DoubleFloat64(y_hi, y_lo)
end
_deg2rad_ext(x::Float32) = _DoubleFloat32(deg2rad(Float64(x)))
_deg2rad_ext(x::Real) = deg2rad(x)

function sind(x::Real)
    if isinf(x)
        return throw(DomainError(x, "`sind(x)` is only defined for finite `x`."))
    elseif isnan(x)
        return x
    end
    rx = copysign(float(rem(x, 360)), x)
    arx = abs(rx)
    if rx == zero(rx)
        return rx
    elseif arx < oftype(rx, 45)
        return _sin_kernel(_deg2rad_ext(rx))
    elseif arx <= oftype(rx, 135)
        y = _deg2rad_ext(oftype(rx, 90) - arx)
        return copysign(_cos_kernel(y), rx)
    elseif arx == oftype(rx, 180)
        return copysign(zero(rx), rx)
    elseif arx < oftype(rx, 225)
        y = _deg2rad_ext((oftype(rx, 180) - arx) * sign(rx))
        return _sin_kernel(y)
    elseif arx <= oftype(rx, 315)
        y = _deg2rad_ext(oftype(rx, 270) - arx)
        return -copysign(_cos_kernel(y), rx)
    else
        y = _deg2rad_ext(rx - copysign(oftype(rx, 360), rx))
        return _sin_kernel(y)
    end
end

function cosd(x::Real)
    if isinf(x)
        return throw(DomainError(x, "`cosd(x)` is only defined for finite `x`."))
    elseif isnan(x)
        return x
    end
    rx = abs(float(rem(x, 360)))
    if rx <= oftype(rx, 45)
        return _cos_kernel(_deg2rad_ext(rx))
    elseif rx < oftype(rx, 135)
        return _sin_kernel(_deg2rad_ext(oftype(rx, 90) - rx))
    elseif rx <= oftype(rx, 225)
        return -_cos_kernel(_deg2rad_ext(oftype(rx, 180) - rx))
    elseif rx < oftype(rx, 315)
        return _sin_kernel(_deg2rad_ext(rx - oftype(rx, 270)))
    else
        return _cos_kernel(_deg2rad_ext(oftype(rx, 360) - rx))
    end
end

tand(x::Real) = sind(x) / cosd(x)
sincosd(x) = (sind(x), cosd(x))
sincosd(::Missing) = (missing, missing)
asind(x) = rad2deg(asin(x))
acosd(x) = rad2deg(acos(x))
atand(y) = rad2deg(atan(y))
atand(y, x) = rad2deg(atan(y, x))

# The reciprocal functions and their inverses (Julia defines them with
# @eval over these tables).
sech(z::Number) = inv(cosh(z))
csch(z::Number) = inv(sinh(z))
coth(z::Number) = inv(tanh(z))
secd(z::Number) = inv(cosd(z))
cscd(z::Number) = inv(sind(z))
cotd(z::Number) = inv(tand(z))
asec(y::Number) = acos(inv(y))
acsc(y::Number) = asin(inv(y))
acot(y::Number) = atan(inv(y))
asech(y::Number) = acosh(inv(y))
acsch(y::Number) = asinh(inv(y))
acoth(y::Number) = atanh(inv(y))
asecd(x) = rad2deg(asec(x))
acscd(x) = rad2deg(acsc(x))
acotd(x) = rad2deg(acot(x))

# sinc(x) = sin(πx)/(πx) and its derivative cosc, as Julia's (Taylor series
# near zero).
_fastabs(x::Number) = abs(x)
_fastabs(z::Complex) = abs(real(z)) + abs(imag(z))
_isinf_real(x::Real) = isinf(x)
_isinf_real(x::Complex) = isinf(real(x)) && isfinite(imag(x))
_isinf_real(x::Number) = false
sinc(x::Number) = _sinc(float(x))
sinc(x::Integer) = iszero(x) ? one(x) : zero(x)
_sinc(x::Number) = iszero(x) ? one(x) : _isinf_real(x) ? zero(x) : sinpi(x) / (pi * x)
_sinc_threshold(::Type{Float64}) = 0.001
_sinc_threshold(::Type{Float32}) = 0.05f0
@inline _sinc(x::Union{T,Complex{T}}) where {T<:Union{Float32,Float64}} =
    _fastabs(x) < _sinc_threshold(T) ? evalpoly(x^2, (T(1), -T(pi)^2 / 6, T(pi)^4 / 120)) :
    _isinf_real(x) ? zero(x) : sinpi(x) / (pi * x)
_sinc(x::Float16) = Float16(_sinc(Float32(x)))
cosc(x::Number) = _cosc(float(x))
function _cosc(x::Number)
    if _fastabs(x) < 0.5
        s = (term = -(π * x)) / 3
        π²x² = term^2
        ε = eps(_fastabs(term))
        n = 1
        while true
            n += 1
            term *= π²x² / ((1 - 2n) * (2n - 2))
            s += (δs = term / (1 + 2n))
            _fastabs(δs) ≤ ε && break
        end
        return π * s
    else
        return _isinf_real(x) ? zero(x) : ((pi * x) * cospi(x) - sinpi(x)) / ((pi * x) * x)
    end
end
_cosc(x::Union{Float64,ComplexF64}) =
    _fastabs(x) < 0.14 ? x * evalpoly(x^2, (-3.289868133696453, 3.2469697011334144, -1.1445109447325053, 0.2091827825412384, -0.023460810354558236, 0.001781145516372852)) :
    _isinf_real(x) ? zero(x) : ((pi * x) * cospi(x) - sinpi(x)) / ((pi * x) * x)
_cosc(x::Union{Float32,ComplexF32}) =
    _fastabs(x) < 0.26f0 ? x * evalpoly(x^2, (-3.289868f0, 3.2469697f0, -1.144511f0, 0.20918278f0)) :
    _isinf_real(x) ? zero(x) : ((pi * x) * cospi(x) - sinpi(x)) / ((pi * x) * x)
_cosc(x::Float16) = Float16(_cosc(Float32(x)))

# ---------------------------------------------------------------------------
# Dims and the strided-array unions of method signatures (Julia 1.10's
# base/indices.jl and base/reinterpretarray.jl; Kiln has no ReshapedArray or
# ReinterpretArray, whose strided forms Julia's unions also include).
const Dims{N} = NTuple{N,Int}
const _StridedIndex = Union{Int,AbstractRange{Int}}
const StridedSubArray{T,N,A<:DenseArray,I<:Tuple{Vararg{_StridedIndex}}} = SubArray{T,N,A,I}
const StridedArray{T,N} = Union{DenseArray{T,N},StridedSubArray{T,N}}
const StridedVector{T} = StridedArray{T,1}
const StridedMatrix{T} = StridedArray{T,2}
const StridedVecOrMat{T} = Union{StridedVector{T},StridedMatrix{T}}

# splat(f): a function of one tuple argument that calls f with its
# elements (Julia 1.10's base/operators.jl).
struct Splat{F} <: Function
    f::F
    Splat(f) = new{f isa Type ? Type{f} : typeof(f)}(f)
end
(s::Splat)(args) = s.f(args...)
# Julia 1.10's operators.jl: printed as the call that makes it, by print,
# show and the text/plain show alike.
print(io::IO, s::Splat) = print(io, "splat(", s.f, ')')
show(io::IO, s::Splat) = print(io, s)
show(io::IO, ::MIME"text/plain", s::Splat) = show(io, s)
splat(f) = Splat(f)

# Byte order (the host is little-endian), as Julia's base/io.jl.
const ENDIAN_BOM = 0x04030201
ntoh(x) = bswap(x)
hton(x) = bswap(x)
ltoh(x) = x
htol(x) = x

readchomp(x) = chomp(read(x, String))

# a DataType of a primitive type (built in, or a `primitive type` definition)
isprimitivetype(@nospecialize(t)) = t isa DataType && _reflect(27, t, nothing)::Bool
isstructtype(@nospecialize(t)) = t isa DataType ? !isabstracttype(t) && !isprimitivetype(t) : t isa UnionAll && !isabstracttype(t) && !(t <: Ptr)

# nextprod(factors, n): the smallest product of powers of the factors that
# is ≥ n (Julia 1.10's base/intfuncs.jl).
function nextprod(a::Union{Tuple{Vararg{Integer}},AbstractVector{<:Integer}}, x::Real)
    if x > typemax(Int)
        throw(ArgumentError("unsafe for x > typemax(Int), got $x"))
    end
    k = length(a)
    v = fill(1, k)                    # current value of each counter
    mx = map(a -> nextpow(a, x), a)   # maximum value of each counter
    v[1] = mx[1]                      # start at first case that is >= x
    p::widen(Int) = mx[1]             # initial value of product in this case
    best = p
    icarry = 1
    while v[end] < mx[end]
        if p >= x
            best = p < best ? p : best  # keep the best found yet
            carrytest = true
            while carrytest
                p = div(p, v[icarry])
                v[icarry] = 1
                icarry += 1
                p *= a[icarry]
                v[icarry] *= a[icarry]
                carrytest = v[icarry] > mx[icarry] && icarry < k
            end
            if p < x
                icarry = 1
            end
        else
            while p < x
                p *= a[1]
                v[1] *= a[1]
            end
        end
    end
    # might overflow, but want predictable return type
    return mx[end] < best ? Int(mx[end]) : Int(best)
end

# div(x, y, r) / rem(x, y, r): the quotient rounded by the RoundingMode r
# and the remainder that goes with it (x == y*div(x, y, r) + rem(x, y, r)),
# as Julia 1.10's base/div.jl: RoundToZero is div/rem, RoundDown fld/mod,
# RoundUp cld; the nearest modes round the exact quotient, ties as named.
div(x::T, y::T, ::RoundingMode{:ToZero}) where {T<:Integer} = div(x, y)
div(x::T, y::T, ::RoundingMode{:Down}) where {T<:Integer} = fld(x, y)
div(x::T, y::T, ::RoundingMode{:Up}) where {T<:Integer} = cld(x, y)
function div(x::T, y::T, ::RoundingMode{:FromZero}) where {T<:Integer}
    q, m = divrem(x, y)
    return iszero(m) ? q : ((x < zero(T)) == (y < zero(T)) ? q + one(T) : q - one(T))
end
_div_absw(v::Integer) = unsigned(abs(widen(v)))
_div_absw(v::BigInt) = abs(v)
function div(x::T, y::T, r::RoundingMode) where {T<:Integer}
    q, m = divrem(x, y)
    iszero(m) && return q
    # |m| against |y| - |m|: above half, below half or exactly half.
    am = _div_absw(m)
    rest = _div_absw(y) - am
    away = (x < zero(T)) == (y < zero(T)) ? one(T) : -one(T)   # the direction away from zero
    if am > rest
        return q + away
    elseif am < rest
        return q
    end
    r === RoundNearest && return isodd(q) ? q + away : q
    r === RoundNearestTiesAway && return q + away
    r === RoundNearestTiesUp && return away > zero(T) ? q + away : q
    throw(ArgumentError(string("div with rounding mode ", r, " is not supported")))
end
div(x::T, y::T, r::RoundingMode) where {T<:AbstractFloat} = round(div(x, y) + (rem(x, y) - rem(x, y, r)) / y, RoundNearest)
function div(x::Real, y::Real, r::RoundingMode)
    a, b = promote(x, y)
    typeof(a) === typeof(x) && typeof(b) === typeof(y) && throw(MethodError(div, (x, y, r)))
    return div(a, b, r)
end
rem(x::T, y::T, ::RoundingMode{:ToZero}) where {T<:Integer} = rem(x, y)
rem(x::T, y::T, ::RoundingMode{:Down}) where {T<:Integer} = mod(x, y)
rem(x::T, y::T, r::RoundingMode) where {T<:Integer} = x - y * div(x, y, r)
rem(x::T, y::T, ::RoundingMode{:ToZero}) where {T<:AbstractFloat} = rem(x, y)
rem(x::T, y::T, ::RoundingMode{:Down}) where {T<:AbstractFloat} = mod(x, y)
rem(x::T, y::T, ::RoundingMode{:Up}) where {T<:AbstractFloat} = (m = mod(x, y); iszero(m) ? m : m - y)
rem(x::T, y::T, ::RoundingMode{:Nearest}) where {T<:AbstractFloat} = x - y * round(x / y)
function rem(x::Real, y::Real, r::RoundingMode)
    a, b = promote(x, y)
    typeof(a) === typeof(x) && typeof(b) === typeof(y) && throw(MethodError(rem, (x, y, r)))
    return rem(a, b, r)
end

# Julia's dict_with_eltype (base/abstractdict.jl): what a dictionary type's
# constructor from an iterator of pairs calls (`OrderedDict(kv)` in
# OrderedCollections, IdDict(kv) in Julia). DT_apply(K, V) names the
# dictionary type for the key and value types.
dict_with_eltype(DT_apply, kv, ::Type{Tuple{K,V}}) where {K,V} = DT_apply(K, V)(kv)
dict_with_eltype(DT_apply, kv, ::Type{Pair{K,V}}) where {K,V} = DT_apply(K, V)(kv)
dict_with_eltype(DT_apply, kv::Generator, ::Type{Tuple{K,V}}) where {K,V} = DT_apply(K, V)(kv)
dict_with_eltype(DT_apply, kv::Generator, ::Type{Pair{K,V}}) where {K,V} = DT_apply(K, V)(kv)
dict_with_eltype(DT_apply, ::Type{Pair{K,V}}) where {K,V} = DT_apply(K, V)()
dict_with_eltype(DT_apply, ::Type) = DT_apply(Any, Any)()
# Julia writes @default_eltype(typeof(kv)) here: the element type of a type
# object, which is Union{} (a type cannot be iterated), so the dictionary
# starts as DT_apply(Any, Any)() and grow_to! narrows it to the first pair's.
dict_with_eltype(DT_apply::F, kv, t) where {F} = grow_to!(dict_with_eltype(DT_apply, Union{}), kv)
function dict_with_eltype(DT_apply::F, kv::Generator, t) where {F}
    T = _empty_eltype(kv)
    if T <: Union{Pair,Tuple{Any,Any}} && isconcretetype(T)
        return dict_with_eltype(DT_apply, kv, T)
    end
    return grow_to!(dict_with_eltype(DT_apply, T), kv)
end

# Julia's grow_to! (base/dict.jl, base/array.jl): fill dest from itr,
# widening it (a new, wider collection from empty(dest, …)) when an element
# does not fit its element type.
function grow_to!(dest::AbstractDict, itr)
    y = iterate(itr)
    y === nothing && return dest
    (k, v), st = y
    dest2 = empty(dest, typeof(k), typeof(v))
    dest2[k] = v
    return grow_to!(dest2, itr, st)
end
function grow_to!(dest::AbstractDict{K,V}, itr, st) where {K,V}
    y = iterate(itr, st)
    while y !== nothing
        (k, v), st = y
        if isa(k, K) && isa(v, V)
            dest[k] = v
        else
            new = empty(dest, promote_typejoin(K, typeof(k)), promote_typejoin(V, typeof(v)))
            merge!(new, dest)
            new[k] = v
            return grow_to!(new, itr, st)
        end
        y = iterate(itr, st)
    end
    return dest
end
function grow_to!(dest, itr)
    y = iterate(itr)
    y === nothing && return dest
    dest2 = empty(dest, typeof(y[1]))
    push!(dest2, y[1])
    return grow_to!(dest2, itr, y[2])
end
function grow_to!(dest, itr, st)
    T = eltype(dest)
    y = iterate(itr, st)
    while y !== nothing
        el, st = y
        if el isa T
            push!(dest, el)
        else
            new = empty(dest, promote_typejoin(T, typeof(el)))
            new isa AbstractSet ? union!(new, dest) : append!(new, dest)
            push!(new, el)
            return grow_to!(new, itr, st)
        end
        y = iterate(itr, st)
    end
    return dest
end

# Helpers of Julia 1.10's Base that packages import by name (DataStructures:
# `using Base: isbitsunion, isiterable, findnextnot, unsafe_getindex, …`).
# isbitsunion: base/reflection.jl, `isbitsunion(u::Union) = allocatedinline(u)`
# (a Union whose members are all isbits is stored inline), else false.
isbitsunion(u::Union) = _isbits_members(u)
isbitsunion(x) = false
_isbits_members(u::Union) = _isbits_members(u.a) && _isbits_members(u.b)
_isbits_members(@nospecialize(T)) = isbitstype(T)
# isiterable: base/essentials.jl, `isiterable(T) = hasmethod(iterate, Tuple{T})`.
isiterable(T) = hasmethod(iterate, Tuple{T})
# unsafe_getindex / unsafe_setindex!: base/abstractarray.jl, indexing under
# @inbounds.
function unsafe_getindex(A::AbstractArray, I...)
    @inbounds r = getindex(A, I...)
    return r
end
function unsafe_setindex!(A::AbstractArray, v, I...)
    @inbounds r = setindex!(A, v, I...)
    return r
end
# findnextnot / findprevnot: base/bitarray.jl, the next (previous) index at or
# after (before) start whose bit is false, or nothing.
function findnextnot(B::BitArray, start::Integer)
    start > 0 || throw(BoundsError(B, start))
    i = Int(start)
    n = length(B)
    while i <= n
        @inbounds B[i] || return i
        i += 1
    end
    return nothing
end
function findprevnot(B::BitArray, start::Integer)
    start <= length(B) || throw(BoundsError(B, start))
    i = Int(start)
    while i >= 1
        @inbounds B[i] || return i
        i -= 1
    end
    return nothing
end
# secret_table_token: base/dict.jl, the sentinel dictionaries' get uses.
const secret_table_token = :__c782dbf1cf4d6a2e5e3865d7e95634f2e09b5902__
# filter_in_one_pass!: base/abstractdict.jl, filter! deleting while iterating.
function filter_in_one_pass!(f, d::AbstractDict)
    for pair in d
        if !f(pair)
            delete!(d, pair.first)
        end
    end
    return d
end

# Julia's set.jl _replace!: a set's or dictionary's elements x with
# new(x) !== x are taken out and new(x) put in (a dictionary's elements are
# its pairs), at most count of them.
_replace_askey(k, ::AbstractDict) = k.first
_replace_askey(k, ::AbstractSet) = k
function _replace_coll!(new, res::T, A::T, count::Int) where {T<:Union{AbstractDict,AbstractSet}}
    count == 0 && return res
    c = 0
    repl = Pair{eltype(A),eltype(A)}[]
    for x in A
        y = new(x)
        if x !== y
            push!(repl, x => y)
            c += 1
            c == count && break
        end
    end
    for oldnew in repl
        pop!(res, _replace_askey(oldnew.first, res))
    end
    for oldnew in repl
        push!(res, oldnew.second)
    end
    return res
end
replace!(f::Function, A::Union{AbstractDict,AbstractSet}; count::Integer=typemax(Int)) =
    _replace_coll!(f, A, A, _replace_count(count))
replace!(A::Union{AbstractDict,AbstractSet}, old_new::Pair...; count::Integer=typemax(Int)) =
    _replace_coll!(_PairReplacer(old_new), A, A, _replace_count(count))
replace(f::Union{Function,Type}, A::Union{AbstractDict,AbstractSet}; count::Union{Integer,Nothing}=nothing) =
    _replace_coll!(f, copy(A), A, _replace_count(count))
replace(A::Union{AbstractDict,AbstractSet}, old_new::Pair...; count::Union{Integer,Nothing}=nothing) =
    _replace_coll!(_PairReplacer(old_new), copy(A), A, _replace_count(count))

# Julia 1.10's promote_shape (indices.jl): the shape of an elementwise
# operation on arrays of shapes (sizes or axes) a and b, which must agree
# up to trailing singleton dimensions.
const Indices{N} = NTuple{N,AbstractUnitRange}
promote_shape(::Tuple{}, ::Tuple{}) = ()
function promote_shape(a::Tuple{Int}, b::Tuple{Int})
    a[1] != b[1] && throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", b has dims ", b)))
    return a
end
function promote_shape(a::Tuple{Int,Int}, b::Tuple{Int})
    (a[1] != b[1] || a[2] != 1) && throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", b has dims ", b)))
    return a
end
promote_shape(a::Tuple{Int}, b::Tuple{Int,Int}) = promote_shape(b, a)
function promote_shape(a::Tuple{Int,Int}, b::Tuple{Int,Int})
    (a[1] != b[1] || a[2] != b[2]) && throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", b has dims ", b)))
    return a
end
function promote_shape(a::Tuple, b::Tuple)
    length(a) < length(b) && return promote_shape(b, a)
    one = first(a) isa Integer ? 1 : 1:1
    for i in 1:length(b)
        a[i] != b[i] && throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", b has dims ", b, ", mismatch at ", i)))
    end
    for i in length(b)+1:length(a)
        a[i] != one && throw(DimensionMismatch(string("dimensions must match: a has dims ", a, ", must have singleton at dim ", i)))
    end
    return a
end
promote_shape(a::AbstractArray, b::AbstractArray) = promote_shape(axes(a), axes(b))
