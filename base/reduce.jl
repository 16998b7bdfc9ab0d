# This file is a part of Kiln's Base library.
#
# reduce.jl — reductions over anything iterable (tuples, ranges, strings,
# user iterators): sum, prod, maximum, minimum, extrema, reduce, foldl,
# mapreduce, any, all, count, foreach, as Julia's base/reduce.jl for
# iterables (mapfoldl: strictly left to right). Arrays will add their own
# methods (Julia sums arrays pairwise).

_empty_reduce_error() = throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))

# sum of small integers widens to Int/UInt, as Julia's add_sum.
add_sum(x, y) = x + y
add_sum(x::BitSignedSmall, y::BitSignedSmall) = Int(x) + Int(y)
add_sum(x::BitUnsignedSmall, y::BitUnsignedSmall) = UInt(x) + UInt(y)
add_sum(x::Bool, y::Bool) = Int(x) + Int(y)
mul_prod(x, y) = x * y
mul_prod(x::BitSignedSmall, y::BitSignedSmall) = Int(x) * Int(y)
mul_prod(x::BitUnsignedSmall, y::BitUnsignedSmall) = UInt(x) * UInt(y)
reduce_first(::typeof(add_sum), x::BitSignedSmall) = Int(x)
reduce_first(::typeof(add_sum), x::BitUnsignedSmall) = UInt(x)
reduce_first(::typeof(add_sum), x::Bool) = Int(x)
reduce_first(::typeof(mul_prod), x::BitSignedSmall) = Int(x)
reduce_first(::typeof(mul_prod), x::BitUnsignedSmall) = UInt(x)
reduce_first(op, x) = x
# A product of characters is a string (Julia: prod(['a']) == "a").
reduce_first(::typeof(mul_prod), x::AbstractChar) = string(x)
reduce_first(::typeof(*), x::AbstractChar) = string(x)

# Julia's reduce_empty for sum and prod: zero(T) and one(T) of any element
# type (sum(Any[]) is a MethodError of zero(::Type{Any}), as in Julia),
# with Bool summed as Int and an empty product of characters "". An
# element type Union{} is Julia's "reducing with op over an empty
# collection of element type Union{}" for +, *, add_sum and mul_prod.
function _reduce_empty(op, T)
    if T === Bottom
        (op === add_sum || op === mul_prod || op === (+) || op === (*)) &&
            throw(ArgumentError(string("reducing with ", op, " over an empty collection of element type Union{} is not allowed.\nYou may be able to prevent this error by supplying an `init` value to the reducer.")))
    else
        op === add_sum && return reduce_first(add_sum, T === Bool ? zero(Int) : zero(T))
        op === mul_prod && return reduce_first(mul_prod, T <: AbstractChar ? "" : one(T))
        op === (+) && return T === Bool ? zero(Int) : zero(T)
        op === (*) && return T <: AbstractChar ? "" : one(T)
        op === (&) && T === Bool && return true
        op === (|) && T === Bool && return false
    end
    _empty_reduce_error()
end

mapfoldl(f, op, itr; init=_NoInit()) = _mapfoldl_iter(f, op, itr, init)
# A tuple with init: one step per element, recursively, so that a result
# whose type changes each step (a tuple built up by op) is inferred.
mapfoldl(f, op, t::Tuple; init=_NoInit()) = init isa _NoInit ? _mapfoldl_iter(f, op, t, init) : _mapfoldl_tuple(f, op, init, t)
mapfoldl(f, op, t::NamedTuple; init=_NoInit()) = mapfoldl(f, op, values(t); init=init)
_mapfoldl_tuple(f, op, acc, t::Tuple{}) = acc
_mapfoldl_tuple(f, op, acc, t::Tuple) = _mapfoldl_tuple(f, op, op(acc, f(t[1])), tail(t))
# mapfoldl over any iterable (reducedim.jl uses it for whole arrays).
function _mapfoldl_iter(f, op, itr, init)
    y = iterate(itr)
    if y === nothing
        init isa _NoInit || return init
        # A generator's function maps the elements of what it iterates:
        # Julia's mapreduce_empty of that function, an error unless identity.
        itr isa Generator && itr.f !== identity && _empty_reduce_error()
        return _mapreduce_empty(f, op, eltype(itr))
    end
    acc = init isa _NoInit ? reduce_first(op, f(y[1])) : op(init, f(y[1]))
    y = iterate(itr, y[2])
    while y !== nothing
        acc = op(acc, f(y[1]))
        y = iterate(itr, y[2])
    end
    return acc
end
struct _NoInit end
# Julia's mapreduce_empty (base/reduce.jl): identity, and abs and abs2 of the
# empty reduction of the element type; any other function is an error.
_mapreduce_empty(f, op, T) = _empty_reduce_error()
_mapreduce_empty(::typeof(identity), op, T) = _reduce_empty(op, T)
_mapreduce_empty(::typeof(abs), op, T) = abs(_reduce_empty(op, T))
_mapreduce_empty(::typeof(abs2), op, T) = abs2(_reduce_empty(op, T))
_mapreduce_empty(::typeof(abs), ::typeof(max), T) = abs(zero(T))
_mapreduce_empty(::typeof(abs2), ::typeof(max), T) = abs2(zero(T))

mapreduce(f, op, itr; kw...) = mapfoldl(f, op, itr; kw...)
# Several collections: f over their zipped elements, as Julia's
# mapreduce(f, op, itrs...) (arrays: reduce(op, map(f, A...))).
mapreduce(f, op, itr1, itr2, itrs...; kw...) = reduce(op, Generator(f, itr1, itr2, itrs...); kw...)
mapreduce(f, op, A1::AbstractArray, A2::AbstractArray, As::AbstractArray...; kw...) = reduce(op, map(f, A1, A2, As...); kw...)
foldl(op, itr; kw...) = mapfoldl(identity, op, itr; kw...)
reduce(op, itr; kw...) = mapfoldl(identity, op, itr; kw...)

sum(itr; kw...) = mapfoldl(identity, add_sum, itr; kw...)
sum(f, itr; kw...) = mapfoldl(f, add_sum, itr; kw...)
prod(itr; kw...) = mapfoldl(identity, mul_prod, itr; kw...)
prod(f, itr; kw...) = mapfoldl(f, mul_prod, itr; kw...)
maximum(itr; kw...) = mapfoldl(identity, max, itr; kw...)
maximum(f, itr; kw...) = mapfoldl(f, max, itr; kw...)
minimum(itr; kw...) = mapfoldl(identity, min, itr; kw...)
minimum(f, itr; kw...) = mapfoldl(f, min, itr; kw...)

extrema(itr; init=_NoInit()) = init isa _NoInit ? _extrema_itr(itr) : _mapfoldl_iter(_extrema_map(identity), _extrema_pair, itr, init)
function _extrema_itr(itr)
    y = iterate(itr)
    y === nothing && _empty_reduce_error()
    lo = hi = y[1]
    y = iterate(itr, y[2])
    while y !== nothing
        x = y[1]
        lo = min(lo, x)
        hi = max(hi, x)
        y = iterate(itr, y[2])
    end
    return (lo, hi)
end

# Three-valued logic as Julia's _any/_all: a missing predicate value makes
# the answer missing unless a true (for any) or false (for all) decides it.
any(itr) = _any_iter(identity, itr)
all(itr) = _all_iter(identity, itr)
any(f, itr) = _any_iter(f, itr)
all(f, itr) = _all_iter(f, itr)
function _any_iter(f, itr)
    anymissing = false
    for x in itr
        v = f(x)
        if v === missing
            anymissing = true
        elseif v
            return true
        end
    end
    return anymissing ? missing : false
end
function _all_iter(f, itr)
    anymissing = false
    for x in itr
        v = f(x)
        if v === missing
            anymissing = true
        elseif v   # a non-Bool is the TypeError of a boolean context
            continue
        else
            return false
        end
    end
    return anymissing ? missing : true
end
function count(f, itr; init=0)
    n = init
    for x in itr
        n += f(x)::Bool
    end
    return n
end
count(itr; init=0) = count(identity, itr; init=init)
function foreach(f, itr)
    for x in itr
        f(x)
    end
    return nothing
end
function findfirst(f::Function, t::Tuple)
    i = 1
    for x in t
        f(x) && return i
        i += 1
    end
    return nothing
end

only(t::Tuple{Any}) = t[1]
only(t::Tuple) = throw(ArgumentError(length(t) == 0 ? "Tuple contains 0 elements, must contain exactly 1 element" : string("Tuple contains ", length(t), " elements, must contain exactly 1 element")))

function in(x, itr)
    for y in itr
        y == x && return true
    end
    return false
end
const ∈ = in
∉(x, itr) = !in(x, itr)
∋(itr, x) = in(x, itr)
∌(itr, x) = !in(x, itr)
# The curried forms (Julia's operators.jl): ∋(x)(itr) is itr ∋ x.
∉(x) = Fix2(∉, x)
∋(x) = Fix2(∋, x)
∌(x) = Fix2(∌, x)
