# This file is a part of Kiln's Base library.
#
# summarysize.jl — Base.summarysize(x): the bytes of all the unique objects
# reachable from x, counted as Julia 1.10's base/summarysize.jl counts them
# on a 64-bit machine: an object's layout size (sizeof), a String's 8-byte
# length word and its bytes, an Array's header (4 words and 8 bytes, one
# more word per dimension past the second) and its data (one selector byte
# more per element for a union of bits types); symbols, singletons and
# modules count nothing; a mutable object, a String or an Array counts once
# however often it is reached; DataTypes and TypeNames are left out
# (`exclude`).
#
# Kiln has no boxes of its own for immutable values: an immutable value is
# counted each time it is reached through a reference (Julia counts a box
# it reaches twice once). As Julia 1.10, the elements of an array of an
# immutable struct type are not followed (only their inline bytes count).

struct _SummarySize
    seen::Dict{UInt64,Nothing}   # the addresses of the objects counted
    frontier::Vector{Any}        # objects whose references are still to be counted
    exclude::Any
    chargeall::Any
end

"""
    Base.summarysize(obj; exclude=Union{DataType, Core.TypeName}, chargeall=Union{}) -> Int

The amount of memory, in bytes, used by all the unique objects reachable
from `obj`; objects of the types `exclude` are not followed, except from
objects of the types `chargeall`.
"""
function summarysize(@nospecialize(obj); exclude=Union{DataType,TypeName}, chargeall=Union{})
    ss = _SummarySize(Dict{UInt64,Nothing}(), Any[], exclude, chargeall)
    size = _ss_charge(ss, obj)
    while !isempty(ss.frontier)
        x = pop!(ss.frontier)
        for val in _ss_references(x)
            if !(val isa Module) && (!isa(val, ss.exclude) || isa(x, ss.chargeall))
                size += _ss_charge(ss, val)
            end
        end
    end
    return size
end

# whether an object with this address is counted already (and mark it)
function _ss_seen(ss::_SummarySize, @nospecialize(x))
    key = ccall(:kiln_object_address, UInt64, (Any,), x)
    haskey(ss.seen, key) && return true
    ss.seen[key] = nothing
    return false
end

# A union of bits types (stored inline, with a selector byte), and the
# types whose values an array holds inline (Julia's allocatedinline: bits
# types, unions of them, immutable structs).
_ss_bitsunion(@nospecialize(T)) = T isa Union && _ss_allbits(T)
_ss_allbits(@nospecialize(T)) = T isa Union ? (_ss_allbits(T.a) && _ss_allbits(T.b)) : isbitstype(T)
_ss_inline(@nospecialize(T)) = isbitstype(T) || _ss_bitsunion(T) ||
    (T isa DataType && isconcretetype(T) && !ismutabletype(T) && isstructtype(T) && T !== String && T !== Symbol)

# the size of an element of an array of a union of bits types: the
# largest member, rounded up to the largest alignment
function _ss_union_elsize(@nospecialize(T))
    sz, al = 0, 1
    for S in _ss_members(T)
        sz = max(sz, sizeof(S))
        al = max(al, _reflect(29, S, nothing)::Int)
    end
    return cld(sz, al) * al
end
_ss_members(@nospecialize(T)) = T isa Union ? vcat(_ss_members(T.a), _ss_members(T.b)) : Any[T]

# the size of obj itself; the objects it refers to go to the frontier
function _ss_charge(ss::_SummarySize, @nospecialize(obj))
    T = typeof(obj)
    obj isa Symbol && return 0
    (obj isa Module || obj isa SimpleVector || obj isa Type || obj isa TypeVar) &&
        throw(ArgumentError(string("Base.summarysize of a ", T, " is not supported")))
    obj isa String && return _ss_seen(ss, obj) ? 0 : 8 + sizeof(obj)
    obj isa Array && return _ss_array(ss, obj)
    if isbitstype(T)
        return sizeof(T)          # 0 for a singleton
    end
    if ismutabletype(T)
        _ss_seen(ss, obj) && return 0
    end
    push!(ss.frontier, obj)
    sz = sizeof(T)
    return sz == 0 ? 8 : sz       # an empty mutable struct takes a pointer's alignment
end

function _ss_array(ss::_SummarySize, a::Array)
    _ss_seen(ss, a) && return 0
    T = eltype(a)
    size = 4 * 8 + 8 + max(0, ndims(a) - 2) * 8
    if _ss_bitsunion(T)
        size += length(a) * _ss_union_elsize(T) + length(a)
    else
        size += sizeof(a)
    end
    if !isempty(a) && !_ss_inline(T)
        push!(ss.frontier, a)
    end
    return size
end

# the objects that x refers to, as Julia 1.10 follows them: the elements
# of an array whose elements are not stored inline; the value of each
# field whose declared type is not a bits type (an inline immutable struct
# too, counted as if boxed)
function _ss_references(@nospecialize(x))
    out = Any[]
    if x isa Array
        for i in 1:length(x)
            isassigned(x, i) && push!(out, x[i])
        end
        return out
    end
    T = typeof(x)
    for i in 1:nfields(x)
        isbitstype(_reflect(9, T, i)::Type) && continue
        ok = true
        v = try
            getfield(x, i)
        catch
            ok = false
            nothing
        end
        ok && push!(out, v)
    end
    return out
end
