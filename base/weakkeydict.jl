# This file is a part of Kiln's Base library.
#
# weakkeydict.jl — WeakKeyDict (Julia's base/weakkeydict.jl): a Dict whose
# keys are WeakRefs. A key given a finalizer marks the dictionary dirty when
# it is collected; the next insertion or length drops the entries whose
# WeakRef was cleared.

"""
    WeakKeyDict([itr])

A hash table whose keys are weak references to objects that may be
collected even while they are keys of the table. Unlike `Dict`, it does not
convert keys on insertion.
"""
mutable struct WeakKeyDict{K,V} <: AbstractDict{K,V}
    ht::Dict{WeakRef,V}
    lock::ReentrantLock
    finalizer::Function
    dirty::Bool

    function WeakKeyDict{K,V}() where {K,V}
        t = new{K,V}(Dict{WeakRef,V}(), ReentrantLock(), identity, false)
        t.finalizer = k -> (t.dirty = true)
        return t
    end
end
function WeakKeyDict{K,V}(kv) where {K,V}
    h = WeakKeyDict{K,V}()
    for (k, v) in kv
        h[k] = v
    end
    return h
end
WeakKeyDict{K,V}(p::Pair) where {K,V} = setindex!(WeakKeyDict{K,V}(), p.second, p.first)
function WeakKeyDict{K,V}(ps::Pair...) where {K,V}
    h = WeakKeyDict{K,V}()
    sizehint!(h, length(ps))
    for p in ps
        h[p.first] = p.second
    end
    return h
end
WeakKeyDict() = WeakKeyDict{Any,Any}()
WeakKeyDict(kv::Tuple{}) = WeakKeyDict()
copy(d::WeakKeyDict) = WeakKeyDict(d)
WeakKeyDict(ps::Pair{K,V}...) where {K,V} = WeakKeyDict{K,V}(ps)
WeakKeyDict(ps::Pair{K}...) where {K} = WeakKeyDict{K,Any}(ps)
WeakKeyDict(ps::(Pair{K,V} where K)...) where {V} = WeakKeyDict{Any,V}(ps)
WeakKeyDict(ps::Pair...) = WeakKeyDict{Any,Any}(ps)
WeakKeyDict(kv) = dict_with_eltype((K, V) -> WeakKeyDict{K,V}, kv, eltype(kv))

function _cleanup_locked(h::WeakKeyDict)
    if h.dirty
        h.dirty = false
        idx = skip_deleted_floor!(h.ht)
        while idx != 0
            if h.ht.keys[idx].value === nothing
                _delete!(h.ht, idx)
            end
            idx = skip_deleted(h.ht, idx + 1)
        end
    end
    return h
end

sizehint!(d::WeakKeyDict, newsz) = lock(() -> (sizehint!(d.ht, newsz); d), d)
empty(d::WeakKeyDict, ::Type{K}, ::Type{V}) where {K,V} = WeakKeyDict{K,V}()
IteratorSize(::Type{<:WeakKeyDict}) = SizeUnknown()

islocked(wkh::WeakKeyDict) = islocked(wkh.lock)
lock(wkh::WeakKeyDict) = lock(wkh.lock)
unlock(wkh::WeakKeyDict) = unlock(wkh.lock)
lock(f, wkh::WeakKeyDict) = lock(f, wkh.lock)
trylock(wkh::WeakKeyDict) = trylock(wkh.lock)

function setindex!(wkh::WeakKeyDict{K}, v, key) where K
    !isa(key, K) && throw(ArgumentError(string(repr(key), " is not a valid key for type ", K)))
    # nothing cannot be finalized, and a cleared WeakRef reads as nothing
    key === nothing && throw(ArgumentError("`nothing` is not a valid WeakKeyDict key"))
    lock(wkh) do
        _cleanup_locked(wkh)
        k = getkey(wkh.ht, key, nothing)
        if k === nothing
            finalizer(wkh.finalizer, key)
            k = WeakRef(key)
        else
            k.value = key
        end
        wkh.ht[k] = v
    end
    return wkh
end
function get!(wkh::WeakKeyDict{K}, key, default) where {K}
    lock(wkh) do
        if key !== nothing && haskey(wkh.ht, key)
            wkh.ht[key]
        else
            wkh[key] = default
            default
        end
    end
end
function get!(default::Callable, wkh::WeakKeyDict{K}, key) where {K}
    lock(wkh) do
        if key !== nothing && haskey(wkh.ht, key)
            wkh.ht[key]
        else
            v = default()
            wkh[key] = v
            v
        end
    end
end
function getkey(wkh::WeakKeyDict{K}, kk, default) where K
    k = lock(wkh) do
        local k = getkey(wkh.ht, kk, nothing)
        k === nothing && return nothing
        return k.value
    end
    return k === nothing ? default : k::K
end
map!(f, iter::ValueIterator{<:WeakKeyDict}) = (map!(f, values(iter.dict.ht)); iter)

function get(wkh::WeakKeyDict{K}, key, default) where {K}
    key === nothing && throw(KeyError(nothing))
    lock(() -> get(wkh.ht, key, default), wkh)
end
function get(default::Callable, wkh::WeakKeyDict{K}, key) where {K}
    key === nothing && throw(KeyError(nothing))
    lock(() -> get(default, wkh.ht, key), wkh)
end
function pop!(wkh::WeakKeyDict{K}, key) where {K}
    key === nothing && throw(KeyError(nothing))
    lock(() -> pop!(wkh.ht, key), wkh)
end
function pop!(wkh::WeakKeyDict{K}, key, default) where {K}
    key === nothing && return default
    lock(() -> pop!(wkh.ht, key, default), wkh)
end
function delete!(wkh::WeakKeyDict, key)
    key === nothing && return wkh
    lock(() -> delete!(wkh.ht, key), wkh)
    return wkh
end
function empty!(wkh::WeakKeyDict)
    lock(() -> empty!(wkh.ht), wkh)
    return wkh
end
function haskey(wkh::WeakKeyDict{K}, key) where {K}
    key === nothing && return false
    lock(() -> haskey(wkh.ht, key), wkh)
end
function getindex(wkh::WeakKeyDict{K}, key) where {K}
    key === nothing && throw(KeyError(nothing))
    lock(() -> getindex(wkh.ht, key), wkh)
end
isempty(wkh::WeakKeyDict) = length(wkh) == 0
function length(t::WeakKeyDict)
    lock(t) do
        _cleanup_locked(t)
        return length(t.ht)
    end
end

function iterate(t::WeakKeyDict{K,V}, state...) where {K,V}
    lock(t) do
        while true
            y = iterate(t.ht, state...)
            y === nothing && return nothing
            wkv, state = y
            k = wkv[1].value
            # a cleared key is an entry about to be dropped
            k === nothing && continue
            return (Pair{K,V}(k::K, wkv[2]), state)
        end
    end
end

filter!(f, d::WeakKeyDict) = filter_in_one_pass!(f, d)
