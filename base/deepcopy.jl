# This file is a part of Kiln's Base library.
#
# deepcopy.jl — object identity (objectid), IdDict and deepcopy, as Julia
# 1.10's base/iddict.jl and base/deepcopy.jl. A mutable object's identity
# is its address (the collector never moves objects); an immutable value's
# is its contents (its hash, as === compares immutables by contents).
# deepcopy copies every mutable object once, so shared references stay
# shared and cycles are preserved.

"""
    objectid(x) -> UInt

A hash of the identity of `x`: `objectid(x) == objectid(y)` when `x === y`.
"""
objectid(x) = _ismutable_obj(x) ? ccall(:kiln_object_address, UInt64, (Any,), x) : hash(x)
_ismutable_obj(x) = ismutable(x)
_ismutable_obj(x::Union{String,Symbol,BigInt,BigFloat,DataType}) = false

# Mutable types whose == compares contents hash by contents (dict.jl).
_hash_by_identity(::Union{AbstractArray,AbstractDict,AbstractSet,AbstractString,Number,Expr,Regex,Xoshiro}) = false

"""
    IdDict([itr])

A dictionary whose keys are compared with `===` and hashed with `objectid`.
"""
mutable struct IdDict{K,V} <: AbstractDict{K,V}
    slots::Dict{UInt64,Vector{Int}}   # objectid => indices into keys/vals
    keys::Vector{K}
    vals::Vector{V}
    live::Vector{Bool}
    count::Int
    IdDict{K,V}() where {K,V} = new{K,V}(Dict{UInt64,Vector{Int}}(), K[], V[], Bool[], 0)
end
IdDict() = IdDict{Any,Any}()
function IdDict{K,V}(itr) where {K,V}
    d = IdDict{K,V}()
    for p in itr
        d[p.first] = p.second
    end
    return d
end
IdDict{K,V}(ps::Pair...) where {K,V} = IdDict{K,V}(ps)
IdDict(ps::Pair{K,V}...) where {K,V} = IdDict{K,V}(ps)
# Julia's iddict.jl: pairs with one key type or one value type keep it
IdDict(ps::Pair{K}...) where {K} = IdDict{K,Any}(ps)
IdDict(ps::Pair{<:Any,V}...) where {V} = IdDict{Any,V}(ps)
IdDict(ps::Pair...) = IdDict{Any,Any}(ps)
function IdDict(itr)
    d = IdDict{Any,Any}()
    for p in itr
        d[p.first] = p.second
    end
    return d
end

function _id_index(d::IdDict, key)
    v = get(d.slots, objectid(key), nothing)
    v === nothing && return 0
    for i in v
        d.live[i] && d.keys[i] === key && return i
    end
    return 0
end
function setindex!(d::IdDict{K,V}, val, key) where {K,V}
    k = key isa K ? key : convert(K, key)
    i = _id_index(d, k)
    if i != 0
        d.vals[i] = val
    else
        push!(d.keys, k)
        push!(d.vals, val)
        push!(d.live, true)
        push!(get!(() -> Int[], d.slots, objectid(k)), length(d.keys))
        d.count += 1
    end
    return d
end
function getindex(d::IdDict, key)
    i = _id_index(d, key)
    i == 0 && throw(KeyError(key))
    return d.vals[i]
end
get(d::IdDict, key, default) = (i = _id_index(d, key); i == 0 ? default : d.vals[i])
get(f::Callable, d::IdDict, key) = (i = _id_index(d, key); i == 0 ? f() : d.vals[i])
haskey(d::IdDict, key) = _id_index(d, key) != 0
sizehint!(d::IdDict, newsz) = (sizehint!(d.slots, newsz); d)
# Julia's iddict.jl: the value stored and returned is converted to V
function get!(d::IdDict{K,V}, key, default) where {K,V}
    i = _id_index(d, key)
    i != 0 && return d.vals[i]::V
    val = default isa V ? default : convert(V, default)::V
    d[key] = val
    return val
end
function get!(f::Callable, d::IdDict{K,V}, key) where {K,V}
    i = _id_index(d, key)
    i != 0 && return d.vals[i]::V
    val = f()
    val = val isa V ? val : convert(V, val)::V
    d[key] = val
    return val
end
function delete!(d::IdDict, key)
    i = _id_index(d, key)
    if i != 0
        d.live[i] = false
        d.count -= 1
    end
    return d
end
function pop!(d::IdDict, key)
    i = _id_index(d, key)
    i == 0 && throw(KeyError(key))
    v = d.vals[i]
    delete!(d, key)
    return v
end
pop!(d::IdDict, key, default) = haskey(d, key) ? pop!(d, key) : default
function empty!(d::IdDict{K,V}) where {K,V}
    d.slots = Dict{UInt64,Vector{Int}}()
    d.keys = K[]
    d.vals = V[]
    d.live = Bool[]
    d.count = 0
    return d
end
length(d::IdDict) = d.count
isempty(d::IdDict) = d.count == 0
empty(d::IdDict, ::Type{K}=keytype(d), ::Type{V}=valtype(d)) where {K,V} = IdDict{K,V}()
copy(d::IdDict{K,V}) where {K,V} = IdDict{K,V}(d)
keys(d::IdDict{K,V}) where {K,V} = KeySet{K,typeof(d)}(d)
function iterate(d::IdDict{K,V}, i::Int=1) where {K,V}
    while i <= length(d.keys)
        d.live[i] && return (Pair{K,V}(d.keys[i], d.vals[i]), i + 1)
        i += 1
    end
    return nothing
end

"""
    deepcopy(x)

A copy of `x` in which every mutable object reachable from it is copied
too, once: references shared inside `x` stay shared in the copy.
"""
deepcopy(x) = deepcopy_internal(x, IdDict())::typeof(x)

deepcopy_internal(x::Union{Symbol,String,Module,Type,Function,Regex,Number,Char,Nothing,Missing}, stackdict::IdDict) = x
# A BigInt or BigFloat is a distinct copy with the same value (and, for a
# BigFloat, the same precision), as Julia's gmp.jl and mpfr.jl define it.
function deepcopy_internal(x::BigInt, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]::BigInt
    y = _mpz_set(x)
    stackdict[x] = y
    return y
end
function deepcopy_internal(x::BigFloat, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]::BigFloat
    y = _bigfloat_new(Int(x.prec))
    ccall(:mpfr_set, Int32, (BigFloat, BigFloat, Int32), y, x, _MPFR_RNDN)
    stackdict[x] = y
    return y
end
deepcopy_internal(x::Tuple, stackdict::IdDict) = map(y -> deepcopy_internal(y, stackdict), x)
function deepcopy_internal(x::Array{T}, stackdict::IdDict) where {T}
    haskey(stackdict, x) && return stackdict[x]::typeof(x)
    if isbitstype(T)
        y = copy(x)
        stackdict[x] = y
        return y
    end
    dest = similar(x)
    stackdict[x] = dest
    for i in 1:length(x)
        isassigned(x, i) && (dest[i] = deepcopy_internal(x[i], stackdict))
    end
    return dest
end
function deepcopy_internal(x::Union{Dict,IdDict}, stackdict::IdDict)
    haskey(stackdict, x) && return stackdict[x]::typeof(x)
    dest = empty(x)
    stackdict[x] = dest
    for (k, v) in x
        dest[deepcopy_internal(k, stackdict)] = deepcopy_internal(v, stackdict)
    end
    return dest
end
deepcopy_internal(x::IO, stackdict::IdDict) = throw(ArgumentError(string("deepcopy of a ", typeof(x), " is not supported by Kiln")))
# Any other object: a mutable one is made empty first (so cycles through it
# find the copy), then its defined fields are copied; an immutable one is
# built from its copied fields.
function deepcopy_internal(x::T, stackdict::IdDict) where {T}
    nf = nfields(x)
    (nf == 0 || isbitstype(T)) && return x
    if ismutable(x)
        haskey(stackdict, x) && return stackdict[x]::T
        y = Core.new(T)
        stackdict[x] = y
        for i in 1:nf
            isdefined(x, i) && setfield!(y, fieldname(T, i), deepcopy_internal(getfield(x, i), stackdict))
        end
        return y
    end
    n = 0
    while n < nf && isdefined(x, n + 1)
        n += 1
    end
    return Core.new(T, ntuple(i -> deepcopy_internal(getfield(x, i), stackdict), n)...)::T
end
empty(d::AbstractDict{K,V}, ::Type{T}=K, ::Type{U}=V) where {K,V,T,U} = Dict{T,U}()

# ---- IdSet (Julia's idset.jl): a set whose elements compare with === ----
mutable struct IdSet{T} <: AbstractSet{T}
    dict::IdDict{T,Nothing}
    IdSet{T}() where {T} = new(IdDict{T,Nothing}())
    IdSet{T}(s::IdSet{T}) where {T} = new(copy(s.dict))
end
IdSet{T}(itr) where {T} = union!(IdSet{T}(), itr)
IdSet() = IdSet{Any}()
copymutable(s::IdSet) = typeof(s)(s)
emptymutable(s::IdSet{T}, ::Type{U}=T) where {T,U} = IdSet{U}()
copy(s::IdSet) = typeof(s)(s)
isempty(s::IdSet) = isempty(s.dict)
length(s::IdSet) = length(s.dict)
in(x, s::IdSet) = haskey(s.dict, x)
push!(s::IdSet, x) = (s.dict[x] = nothing; s)
pop!(s::IdSet, x) = (pop!(s.dict, x); x)
pop!(s::IdSet, x, default) = (x in s ? pop!(s, x) : default)
delete!(s::IdSet, x) = (delete!(s.dict, x); s)
sizehint!(s::IdSet, newsz) = (sizehint!(s.dict, newsz); s)
empty!(s::IdSet) = (empty!(s.dict); s)
filter!(f, s::IdSet) = (for x in collect(s); f(x) || delete!(s, x); end; s)
function iterate(s::IdSet, state...)
    y = iterate(s.dict, state...)
    y === nothing && return nothing
    return (y[1].first, y[2])
end

# (ImmutableDict is in iocontext.jl, where IOContext holds one)
