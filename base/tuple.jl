# This file is a part of Kiln's Base library.
#
# tuple.jl — tuples: length, indexing, iteration, destructuring
# (indexed_iterate), comparison, map; as Julia's base/tuple.jl.

length(t::Tuple) = nfields(t)
firstindex(t::Tuple) = 1
lastindex(t::Tuple) = length(t)
size(t::Tuple) = (length(t),)
size(t::Tuple, d::Integer) = (d == 1) ? length(t) : throw(ArgumentError("invalid tuple dimension $d"))
isempty(t::Tuple) = length(t) == 0
eachindex(t::Tuple) = OneTo(length(t))
keys(t::Tuple) = OneTo(length(t))
axes(t::Tuple) = (OneTo(length(t)),)

getindex(t::Tuple, i::Int) = getfield(t, i)
getindex(t::Tuple, i::Integer) = getfield(t, convert(Int, i))
getindex(t::Tuple, b::Bool) = throw(ArgumentError("invalid index: $b of type Bool"))
getindex(t::Tuple, r::UnitRange{Int}) = _tuple_range(t, first(r), last(r))
getindex(t::Tuple, c::Colon) = t
getindex(t::Tuple, r::AbstractArray{<:Any,1}) = ((t[ri] for ri in r)...,)
getindex(t::Tuple, b::AbstractArray{Bool,1}) =
    length(b) == length(t) ? getindex(t, findall(b)) : throw(BoundsError(t, b))
function _tuple_range(t::Tuple, i::Int, j::Int)
    i > j && return ()
    (1 <= i && j <= length(t)) || throw(BoundsError(t, i:j))
    return (t[i], _tuple_range(t, i + 1, j)...)
end

iterate(t::Tuple, i::Int=1) = 1 <= i <= length(t) ? (getfield(t, i), i + 1) : nothing

first(t::Tuple) = t[1]
first(::Tuple{}) = throw(ArgumentError("tuple must be non-empty"))
last(t::Tuple) = t[length(t)]

# Destructuring: `a, b = t` lowers to indexed_iterate calls.
indexed_iterate(t::Tuple, i::Int, state=1) = (getfield(t, i), i + 1)
function indexed_iterate(I, i)
    x = iterate(I)
    x === nothing && throw(BoundsError(I, i))
    return x
end
function indexed_iterate(I, i, state)
    x = iterate(I, state)
    x === nothing && throw(BoundsError(I, i))
    return x
end
indexed_iterate(p::Pair, i::Int, state=1) = (getfield(p, i), i + 1)

tail(::Tuple{}) = throw(ArgumentError("Cannot call tail on an empty tuple."))
tail(t::Tuple) = argtail(t...)
argtail(x, rest...) = rest
front(::Tuple{}) = throw(ArgumentError("Cannot call front on an empty tuple."))
front(t::Tuple) = _front(t...)
_front() = ()
_front(v) = ()
_front(v, t...) = (v, _front(t...)...)

# As Julia's base/ntuple.jl: an explicit tuple for each length up to 10,
# so a constant n (propagated into the call) gives a concrete tuple type.
@inline function ntuple(f::F, n::Integer) where {F}
    n = Int(n)
    t = n == 0 ? () :
        n == 1 ? (f(1),) :
        n == 2 ? (f(1), f(2)) :
        n == 3 ? (f(1), f(2), f(3)) :
        n == 4 ? (f(1), f(2), f(3), f(4)) :
        n == 5 ? (f(1), f(2), f(3), f(4), f(5)) :
        n == 6 ? (f(1), f(2), f(3), f(4), f(5), f(6)) :
        n == 7 ? (f(1), f(2), f(3), f(4), f(5), f(6), f(7)) :
        n == 8 ? (f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8)) :
        n == 9 ? (f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8), f(9)) :
        n == 10 ? (f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8), f(9), f(10)) :
        _ntuple(f, n)
    return t
end
function _ntuple(f, n::Int)
    n >= 0 || throw(ArgumentError(string("tuple length should be ≥ 0, got ", n)))
    return (Any[f(i) for i in 1:n]...,)
end
ntuple(f, ::Val{N}) where {N} = ntuple(f, N)
# A known length: one method each up to 10 (Julia generates the tuple),
# whose type is concrete without constant propagation (which a closure
# with captured variables, such as size's for a 4-d array, does not get).
ntuple(f::F, ::Val{0}) where {F} = ()
ntuple(f::F, ::Val{1}) where {F} = (f(1),)
ntuple(f::F, ::Val{2}) where {F} = (f(1), f(2))
ntuple(f::F, ::Val{3}) where {F} = (f(1), f(2), f(3))
ntuple(f::F, ::Val{4}) where {F} = (f(1), f(2), f(3), f(4))
ntuple(f::F, ::Val{5}) where {F} = (f(1), f(2), f(3), f(4), f(5))
ntuple(f::F, ::Val{6}) where {F} = (f(1), f(2), f(3), f(4), f(5), f(6))
ntuple(f::F, ::Val{7}) where {F} = (f(1), f(2), f(3), f(4), f(5), f(6), f(7))
ntuple(f::F, ::Val{8}) where {F} = (f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8))
ntuple(f::F, ::Val{9}) where {F} = (f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8), f(9))
ntuple(f::F, ::Val{10}) where {F} = (f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8), f(9), f(10))

map(f, t::Tuple{}) = ()
# As Julia: short tuples element by element (exact element types, no
# recursion for inference to widen), longer ones recursively.
map(f, t::Tuple{Any}) = (f(t[1]),)
map(f, t::Tuple{Any,Any}) = (f(t[1]), f(t[2]))
map(f, t::Tuple{Any,Any,Any}) = (f(t[1]), f(t[2]), f(t[3]))
map(f, t::Tuple{Any,Any,Any,Any}) = (f(t[1]), f(t[2]), f(t[3]), f(t[4]))
map(f, t::Tuple) = (f(t[1]), map(f, tail(t))...)
map(f, t::Tuple{}, s::Tuple{}) = ()
map(f, t::Tuple, s::Tuple) = (f(t[1], s[1]), map(f, tail(t), tail(s))...)
map(f, t::Tuple, s::Tuple{}) = ()
map(f, t::Tuple{}, s::Tuple) = ()
# n tuples (Julia: the shortest decides the length)
map(f, t1::Tuple, t2::Tuple, ts::Tuple...) = _map_n(f, (t1, t2, ts...))
_map_n(f, ts::Tuple) = any(isempty, ts) ? () : (f(map(first, ts)...), _map_n(f, map(tail, ts))...)

reverse(t::Tuple) = _reverse(t...)
_reverse() = ()
_reverse(x, xs...) = (_reverse(xs...)..., x)

# ---- comparison ---------------------------------------------------------------------------

==(t1::Tuple, t2::Tuple) = length(t1) == length(t2) && _eq(t1, t2)
_eq(t1::Tuple{}, t2::Tuple{}) = true
# As Julia's tuple.jl: false if some pair of elements is unequal, else
# missing if some comparison was missing ((1, missing) == (1, missing)).
function _eq(t1::Tuple, t2::Tuple)
    eq = t1[1] == t2[1]
    if eq === false
        return false
    elseif ismissing(eq)
        return _eq_missing(tail(t1), tail(t2))
    else
        return _eq(tail(t1), tail(t2))
    end
end
_eq_missing(t1::Tuple{}, t2::Tuple{}) = missing
function _eq_missing(t1::Tuple, t2::Tuple)
    eq = t1[1] == t2[1]
    return eq === false ? false : _eq_missing(tail(t1), tail(t2))
end

isequal(t1::Tuple, t2::Tuple) = length(t1) == length(t2) && _isequal(t1, t2)
_isequal(t1::Tuple{}, t2::Tuple{}) = true
_isequal(t1::Tuple, t2::Tuple) = isequal(t1[1], t2[1]) && _isequal(tail(t1), tail(t2))

function isless(t1::Tuple, t2::Tuple)
    n1, n2 = length(t1), length(t2)
    n1 == 0 && return n2 > 0
    n2 == 0 && return false
    a, b = t1[1], t2[1]
    isless(a, b) && return true
    isless(b, a) && return false
    return isless(tail(t1), tail(t2))
end
# As Julia's tuple.jl: the first pair of elements that are not == decides;
# a missing comparison on the way makes it missing.
function <(t1::Tuple, t2::Tuple)
    n1, n2 = length(t1), length(t2)
    n1 == 0 && return n2 > 0
    n2 == 0 && return false
    a, b = t1[1], t2[1]
    eq = (a == b)
    if ismissing(eq)
        return missing
    elseif !eq
        return a < b
    end
    return tail(t1) < tail(t2)
end
<=(t1::Tuple, t2::Tuple) = !(t2 < t1)

# As Julia's: true if some element is == x; otherwise missing if some
# comparison was missing, else false. A tuple of one element type is
# searched with a loop: one specialization for any length (the recursion
# over a 46-string tuple was 46 specializations to infer and compile).
function in(x, t::Tuple{T,Vararg{T}}) where {T}
    anymissing = false
    for i in 1:length(t)
        v = t[i] == x
        if ismissing(v)
            anymissing = true
        elseif v
            return true
        end
    end
    return anymissing ? missing : false
end
in(x, t::Tuple) = _in_tuple(x, false, t...)
# the empty product (Julia's tuple.jl): the length of a 0-dimensional array
prod(x::Tuple{}) = 1
_in_tuple(x, anymissing::Bool) = anymissing ? missing : false
function _in_tuple(x, anymissing::Bool, y, ys...)
    v = y == x
    ismissing(v) && return _in_tuple(x, true, ys...)
    v && return true
    return _in_tuple(x, anymissing, ys...)
end

eltype(::Type{Tuple{}}) = Bottom
# Julia's eltype of a tuple type (_compute_eltype): the promote_typejoin of
# its element types, folded by inference for any length
# (eltype((1, nothing)) is Union{Nothing, Int64}).
eltype(::Type{T}) where {T<:Tuple} = Core._tuple_eltype(T)
eltype(t::Tuple) = eltype(typeof(t))

copy(t::Tuple) = t

# ---- named tuples: what keyword splatting (f(x; kw...)) needs --------------------------------

# eltype of a named tuple (type) as Julia's namedtuple.jl: its values' eltype.
eltype(::Type{NamedTuple{names,T}}) where {names,T} = _tt_eltype(T)
# merge and structdiff as Julia's namedtuple.jl (without @generated: the
# names are computed from the type parameters, which are constants of the
# specialization): keyword splatting f(; kw..., b=2) merges, and a method
# with `kw...` receives the keywords it does not name (structdiff).
_sym_in(x::Symbol, names::Tuple) = _in_names(x, names...)
_in_names(x::Symbol) = false
_in_names(x::Symbol, y::Symbol, ys::Symbol...) = x === y || _in_names(x, ys...)
# The names of bn that are not in an, in order.
# A builtin (Julia's diff_names, folded by concrete evaluation): inference
# folds it for constant names of any number (infer.DiffNames).
_diff_names(an::Tuple, bn::Tuple) = Core._diff_names(an, bn)
merge_names(an::Tuple, bn::Tuple) = (an..., _diff_names(bn, an)...)

function merge(a::NamedTuple{an}, b::NamedTuple{bn}) where {an, bn}
    nfields(a) == 0 && return b
    nfields(b) == 0 && return a
    names = merge_names(an, bn)
    vals = map(n -> getfield(_sym_in(n, bn) ? b : a, n), names)
    # the field types of a and b, as Julia's merge_types: the values' own
    # types where every field type is concrete, else the declared ones
    # (a field of type Union{Int32, Nothing} stays so)
    (_nt_concrete(a) && _nt_concrete(b)) && return NamedTuple{names}(vals)
    types = Tuple{map(n -> fieldtype(_sym_in(n, bn) ? typeof(b) : typeof(a), n), names)...}
    return NamedTuple{names,types}(vals)
end
_nt_concrete(::NamedTuple{n,T}) where {n,T} = isconcretetype(T)
merge(a::NamedTuple) = a
NamedTuple() = Core._namedtuple(())
values(nt::NamedTuple) = Tuple(nt)
merge(a::NamedTuple, b::NamedTuple, cs::NamedTuple...) = merge(merge(a, b), cs...)
# Keywords splatted from any iterator of Symbol => value pairs (a Dict, a
# vector of pairs): a later value of a name replaces an earlier one.
function merge(a::NamedTuple, itr)
    names = Symbol[]
    vals = Any[]
    for (k, v) in itr
        k = k::Symbol
        i = findfirst(==(k), names)
        if i === nothing
            push!(names, k)
            push!(vals, v)
        else
            vals[i] = v
        end
    end
    # nothing to add (`NamedTuple(kv for kv in pairs(kw) if …)` that keeps
    # none): a itself, without building an empty NamedTuple from run-time
    # names
    isempty(names) && return a
    return merge(a, NamedTuple{(names...,)}((vals...,)))
end
function structdiff(a::NamedTuple{an}, b::Union{NamedTuple{bn},Type{NamedTuple{bn}}}) where {an, bn}
    (nfields(a) == 0 || bn === ()) && return a
    names = _diff_names(an, bn)
    vals = map(n -> getfield(a, n), names)
    _nt_concrete(a) && return NamedTuple{names}(vals)
    return NamedTuple{names,Tuple{map(n -> fieldtype(typeof(a), n), names)...}}(vals)
end

# Slurping destructuring `a, b... = t` (lowering calls rest(x, state)).
rest(t::Tuple) = t
rest(t::Tuple, i::Int) = t[i:length(t)]
rest(t::NamedTuple) = t
rest(t::NamedTuple{names}, i::Int) where {names} = NamedTuple{rest(names, i)}(rest(values(t), i))

get(nt::NamedTuple, key::Union{Integer,Symbol}, default) = isdefined(nt, key) ? getfield(nt, key) : default
get(f::Callable, nt::NamedTuple, key::Union{Integer,Symbol}) = isdefined(nt, key) ? getfield(nt, key) : f()
haskey(nt::NamedTuple, key::Union{Integer,Symbol}) = isdefined(nt, key)

# Julia's essentials.jl: a tuple converts to a tuple type element by element
# (push!(NTuple{3,Int}[], (3, 4.0, 5.0))); a tuple of another length cannot.
convert(::Type{T}, x::T) where {T<:Tuple} = x
function convert(::Type{T}, x::Tuple) where {T<:Tuple}
    (T isa DataType && Core._fieldcount(T) == length(x)) || throw(MethodError(convert, (T, x)))
    return _convert_elements(T, x)
end
_convert_elements(::Type{Tuple{A}}, x::Tuple) where {A} = (convert(A, x[1]),)
_convert_elements(::Type{Tuple{A,B}}, x::Tuple) where {A,B} = (convert(A, x[1]), convert(B, x[2]))
_convert_elements(::Type{Tuple{A,B,C}}, x::Tuple) where {A,B,C} = (convert(A, x[1]), convert(B, x[2]), convert(C, x[3]))
_convert_elements(::Type{Tuple{A,B,C,D}}, x::Tuple) where {A,B,C,D} =
    (convert(A, x[1]), convert(B, x[2]), convert(C, x[3]), convert(D, x[4]))
_convert_elements(::Type{T}, x::Tuple) where {T} =
    ntuple(i -> convert(fieldtype(T, i), x[i]), length(x))

# NamedTuple{names,T}(args::Tuple) and NamedTuple{names}(args::Tuple), as
# Julia's namedtuple.jl.
function (::Type{NamedTuple{names,T}})(args::Tuple) where {names,T<:Tuple}
    length(args) == length(names) || throw(ArgumentError("Wrong number of arguments to named tuple constructor."))
    length(names) == 0 && return NamedTuple()
    # (a field type that is abstract stays so: the literal's builtin would
    # take the values' own types)
    isconcretetype(T) || return Core.new(NamedTuple{names,T}, convert(T, args)...)
    return Core._namedtuple(names, convert(T, args)...)
end
function (::Type{NamedTuple{names}})(args::Tuple) where {names}
    length(args) == length(names) || throw(ArgumentError("Wrong number of arguments to named tuple constructor."))
    return Core._namedtuple(names, args...)
end

# Tuple(itr) as Julia's tuple.jl: the elements of any iterable.
Tuple(t::Tuple) = t
# (field by field over the names, which inference follows to a concrete
# tuple type; splatting a named tuple was inferred as Any)
Tuple(nt::NamedTuple{names}) where {names} = map(n -> getfield(nt, n), names)

# Comparison and hashing of named tuples, as Julia's namedtuple.jl: by
# values, for the same names (NamedTuple{(:a,), Tuple{Any}}((1,)) == (a = 1.0,)).
==(a::NamedTuple{n}, b::NamedTuple{n}) where {n} = Tuple(a) == Tuple(b)
==(a::NamedTuple, b::NamedTuple) = false
isequal(a::NamedTuple{n}, b::NamedTuple{n}) where {n} = isequal(Tuple(a), Tuple(b))
isequal(a::NamedTuple, b::NamedTuple) = false
_nt_names(::NamedTuple{names}) where {names} = names
hash(x::NamedTuple, h::UInt) = xor(objectid(_nt_names(x)), hash(Tuple(x), h))
<(a::NamedTuple{n}, b::NamedTuple{n}) where {n} = Tuple(a) < Tuple(b)
isless(a::NamedTuple{n}, b::NamedTuple{n}) where {n} = isless(Tuple(a), Tuple(b))

# ---- more of Julia's namedtuple.jl -------------------------------------------------------------

# Base.sym_in, as Julia's (what code written against Base.merge_names uses)
sym_in(x::Symbol, itr::Tuple) = _sym_in(x, itr)

firstindex(t::NamedTuple) = 1
lastindex(t::NamedTuple) = nfields(t)
getindex(t::NamedTuple, ::Colon) = t
getindex(t::NamedTuple, idxs::Tuple{Vararg{Symbol}}) = NamedTuple{idxs}(t)
getindex(t::NamedTuple, idxs::AbstractVector{Symbol}) = NamedTuple{Tuple(idxs)}(t)
empty(::NamedTuple) = NamedTuple()
prevind(t::NamedTuple, i::Integer) = Int(i) - 1
nextind(t::NamedTuple, i::Integer) = Int(i) + 1
keytype(nt::NamedTuple) = keytype(typeof(nt))
keytype(::Type{<:NamedTuple}) = Symbol
valtype(nt::NamedTuple) = valtype(typeof(nt))
valtype(::Type{T}) where {T<:NamedTuple} = eltype(T)

# A named tuple of some of another's fields, by name, with their field
# types (NamedTuple{(:a,)}(nt)); or converted to field types T; or of an
# iterator's values (NamedTuple{(:a, :b)}(Any[1, 2.0])).
function (::Type{NamedTuple{names}})(nt::NamedTuple) where {names}
    _nt_check_names(names)
    types = Tuple{map(n -> fieldtype(typeof(nt), n), names)...}
    return NamedTuple{names,types}(map(n -> getfield(nt, n), names))
end
(::Type{NamedTuple{names,T}})(nt::NamedTuple) where {names,T<:Tuple} =
    NamedTuple{names,T}(map(n -> getfield(nt, n), names))
(::Type{NamedTuple{names,T}})(itr) where {names,T<:Tuple} = NamedTuple{names,T}(T(itr))
(::Type{NamedTuple{names}})(itr) where {names} = NamedTuple{names}(Tuple(itr))
# (Julia: the type NamedTuple{names} itself refuses names that repeat)
function _nt_check_names(names::Tuple)
    for i in 2:length(names), j in 1:i-1
        names[i] === names[j] && error("duplicate field name in NamedTuple: \"", names[i], "\" is not unique")
    end
    return nothing
end

convert(::Type{NamedTuple{names,T}}, nt::NamedTuple{names,T}) where {names,T<:Tuple} = nt
convert(::Type{NamedTuple{names}}, nt::NamedTuple{names}) where {names} = nt
convert(::Type{NamedTuple{names,T}}, nt::NamedTuple{names}) where {names,T<:Tuple} =
    NamedTuple{names,T}(T(nt))

# map of named tuples with the same names gives a named tuple
function map(f, nt::NamedTuple{names}, nts::NamedTuple...) where {names}
    _nt_same_names(nt, nts...) || throw(ArgumentError("Named tuple names do not match."))
    return NamedTuple{names}(map(f, map(Tuple, (nt, nts...))...))
end
_nt_same_names(::NamedTuple{names}...) where {names} = true
_nt_same_names(::NamedTuple...) = false

tail(t::NamedTuple{names}) where {names} = NamedTuple{tail(names)}(t)
front(t::NamedTuple{names}) where {names} = NamedTuple{front(names)}(t)
reverse(nt::NamedTuple) = NamedTuple{reverse(keys(nt))}(reverse(values(nt)))

"""
    setindex(nt::NamedTuple, val, key::Symbol)

A new named tuple with `key` set to `val`: replaced where `nt` has it,
else added at the end (Julia's Base.setindex).
"""
setindex(nt::NamedTuple, v, idx::Symbol) = merge(nt, NamedTuple{(idx,)}((v,)))
"""
    setindex(t::Tuple, v, i::Integer)

A new tuple with element `i` replaced by `v` (Julia's Base.setindex).
"""
function setindex(x::Tuple, v, i::Integer)
    1 <= i <= length(x) || throw(BoundsError(x, i))
    return ntuple(j -> j == i ? v : x[j], length(x))
end

prevind(t::Tuple, i::Integer) = Int(i) - 1
nextind(t::Tuple, i::Integer) = Int(i) + 1
function findlast(f::Function, t::Tuple)
    for i in length(t):-1:1
        f(t[i]) && return i
    end
    return nothing
end

# find* over a named tuple give its names (Julia's generic find* over pairs)
function findfirst(f::Function, nt::NamedTuple)
    for i in 1:nfields(nt)
        f(getfield(nt, i)) && return keys(nt)[i]
    end
    return nothing
end
function findlast(f::Function, nt::NamedTuple)
    for i in nfields(nt):-1:1
        f(getfield(nt, i)) && return keys(nt)[i]
    end
    return nothing
end
findall(f::Function, t::Tuple) = Int[i for i in 1:length(t) if f(t[i])]
findall(f::Function, nt::NamedTuple) = Symbol[keys(nt)[i] for i in 1:nfields(nt) if f(getfield(nt, i))]
Tuple(itr) = (collect(itr)...,)
# A tuple type applied to a tuple converts it; to another iterable, its
# values converted (Julia's tuple.jl: Tuple{Int, Float64}(Any[1.0, 2])).
(::Type{T})(x::Tuple) where {T<:Tuple} = x isa T ? x : convert(T, x)
(::Type{T})(itr) where {T<:Tuple} = convert(T, (collect(itr)...,))

# Julia's Base.fill_to_length: pad `t` with `val` to length N.
function fill_to_length(t::Tuple, val, ::Val{N}) where {N}
    M = length(t)
    M > N && throw(ArgumentError("input tuple of length $M, requested $N"))
    return _fill_to_length(t, val, Val(N))
end
# One element a call, so that inference sees every length (Julia: @generated).
_fill_to_length(t::Tuple, val, ::Val{N}) where {N} =
    length(t) >= N ? t : _fill_to_length((t..., val), val, Val(N))

get(t::Tuple, i::Integer, default) = i in 1:length(t) ? getindex(t, i) : default
get(f::Union{Function,Type}, t::Tuple, i::Integer) = i in 1:length(t) ? getindex(t, i) : f()

# `struct Nothing end` has Julia's default constructor.
Nothing() = nothing

# A tuple's properties are its field indices (Julia: getproperty of a
# Tuple takes an Int).
propertynames(t::Tuple) = ntuple(identity, length(t))
getproperty(t::Tuple, i::Int) = getfield(t, i)
setproperty!(t::Tuple, i::Int, v) = setfield!(t, i, v)
