# This file is a part of Kiln's Base library.
#
# Serialization.jl — the standard library module Serialization (Julia 1.10's
# stdlib/Serialization/src/Serialization.jl), evaluated when a program first
# loads it: serialize and deserialize in Julia's format (the 8-byte header of
# protocol version 24, the one-byte tags of Julia's TAGS table, back
# references to shared objects), so that files Julia 1.10 writes for the
# common kinds of values can be read and the other way round.
#
# Supported: Bool, the integer and float types, Char, String, Symbol,
# nothing, tuples, named tuples, Arrays of any element type and dimension
# (bits element types as raw bytes, Bool ones run-length coded as Julia's),
# Dict, IdDict, Set, BigInt, Expr, types, modules, user structs (mutable
# ones, with cycles, as back references) and every other struct whose fields
# are supported, such as ranges. Functions, Tasks, Methods and code are a
# "not supported" ArgumentError.

module Serialization

export serialize, deserialize, AbstractSerializer, Serializer

abstract type AbstractSerializer end

mutable struct Serializer{I<:IO} <: AbstractSerializer
    io::I
    counter::Int
    table::IdDict{Any,Any}
    pending_refs::Vector{Int}
    version::Int
end

Serializer(io::IO) = Serializer{typeof(io)}(io, 0, IdDict{Any,Any}(), Int[], ser_version)

const n_int_literals = 33
const n_reserved_slots = 24
const n_reserved_tags = 8

# Julia's tags for what Kiln does not have: distinct values no object equals.
struct _NoTag
    name::Symbol
end

const TAGS = Any[
    Symbol, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64, Int128, UInt128,
    Float16, Float32, Float64, Char, DataType, Union, UnionAll, Core.TypeName, Tuple,
    Array, Expr, LineNumberNode, :__LabelNode__, _NoTag(:GotoNode), QuoteNode, _NoTag(:CodeInfo), TypeVar,
    Core.Box, _NoTag(:MethodInstance), Module, Task, String, Core.SimpleVector, _NoTag(:Method),
    GlobalRef, _NoTag(:SlotNumber), _NoTag(:Const), _NoTag(:NewvarNode), _NoTag(:SSAValue),

    # tags that don't correspond directly to types
    Symbol, # UNDEFREF_TAG
    Symbol, # BACKREF_TAG
    Symbol, # LONGBACKREF_TAG
    Symbol, # SHORTBACKREF_TAG
    Symbol, # LONGTUPLE_TAG
    Symbol, # LONGSYMBOL_TAG
    Symbol, # LONGEXPR_TAG
    Symbol, # LONGSTRING_TAG
    Symbol, # SHORTINT64_TAG
    Symbol, # FULL_DATATYPE_TAG
    Symbol, # WRAPPER_DATATYPE_TAG
    Symbol, # OBJECT_TAG
    Symbol, # REF_OBJECT_TAG
    Symbol, # FULL_GLOBALREF_TAG
    Symbol, # HEADER_TAG
    Symbol, # IDDICT_TAG
    Symbol, # SHARED_REF_TAG
    _NoTag(:ReturnNode), _NoTag(:GotoIfNot),
    Symbol, Symbol, Symbol, Symbol, Symbol, Symbol, Symbol, Symbol,

    (), Bool, Any, Union{}, _NoTag(:TypeofBottom), Type, Core.svec(), Tuple{}, false, true, nothing,
    :Any, :Array, :TypeVar, :Box, :Tuple, :Ptr, :return, :call, Symbol("::"), :Function,
    :(=), :(==), :(===), :gotoifnot, :A, :B, :C, :M, :N, :T, :S, :X, :Y, :a, :b, :c, :d, :e, :f,
    :g, :h, :i, :j, :k, :l, :m, :n, :o, :p, :q, :r, :s, :t, :u, :v, :w, :x, :y, :z, :add_int,
    :sub_int, :mul_int, :add_float, :sub_float, :new, :mul_float, :bitcast, :start, :done, :next,
    :indexed_iterate, :getfield, :meta, :eq_int, :slt_int, :sle_int, :ne_int, :push_loc, :pop_loc,
    :pop, :arrayset, :arrayref, :apply_type, :inbounds, :getindex, :setindex!, :Core, :!, :+,
    :Base, :static_parameter, :convert, :colon, Symbol("#self#"), Symbol("#temp#"), :tuple, Symbol(""),
]

const NTAGS = 255
const ser_version = 24

# Symbols with a tag of their own (from VALUE_TAGS on).
const _SYMTAGS = Dict{Symbol,Int32}()

function _symtag(x::Symbol)
    if isempty(_SYMTAGS)
        for i in 79:length(TAGS)
            _SYMTAGS[TAGS[i]::Symbol] = Int32(i)
        end
    end
    return get(_SYMTAGS, x, Int32(-1))
end

function sertag(v)
    v isa Symbol && return _symtag(v)
    for i in 1:78
        (i >= 41 && i <= 67) && continue
        TAGS[i] === v && return Int32(i)
    end
    return Int32(-1)
end

function desertag(i::Int32)
    i >= NTAGS - (2 * n_int_literals - 1) + n_int_literals && return Int64(i - ZERO64_TAG)
    i >= ZERO32_TAG && return Int32(i - ZERO32_TAG)
    i > length(TAGS) && error("Serialization: unknown tag $i")
    v = TAGS[i]
    v isa _NoTag && throw(ArgumentError("deserializing a Core.$(v.name) is not supported by Kiln"))
    return v
end

const VALUE_TAGS = Int32(68)
const ZERO32_TAG = Int32(NTAGS - (2 * n_int_literals - 1))
const ZERO64_TAG = Int64(NTAGS - (n_int_literals - 1))
const TRUE_TAG = Int32(77)
const FALSE_TAG = Int32(76)
const EMPTYTUPLE_TAG = Int32(68)
const TUPLE_TAG = Int32(20)
const SIMPLEVECTOR_TAG = Int32(34)
const SYMBOL_TAG = Int32(1)
const INT8_TAG = Int32(2)
const ARRAY_TAG = Int32(21)
const EXPR_TAG = Int32(22)
const MODULE_TAG = Int32(31)
const DATATYPE_TAG = Int32(16)
const TYPENAME_TAG = Int32(19)
const INT32_TAG = Int32(6)
const INT64_TAG = Int32(8)
const GLOBALREF_TAG = Int32(36)
const BOTTOM_TAG = Int32(71)
const UNIONALL_TAG = Int32(18)
const STRING_TAG = Int32(33)
const o0 = Int32(40)
const UNDEFREF_TAG         = Int32(o0+1)
const BACKREF_TAG          = Int32(o0+2)
const LONGBACKREF_TAG      = Int32(o0+3)
const SHORTBACKREF_TAG     = Int32(o0+4)
const LONGTUPLE_TAG        = Int32(o0+5)
const LONGSYMBOL_TAG       = Int32(o0+6)
const LONGEXPR_TAG         = Int32(o0+7)
const LONGSTRING_TAG       = Int32(o0+8)
const SHORTINT64_TAG       = Int32(o0+9)
const FULL_DATATYPE_TAG    = Int32(o0+10)
const WRAPPER_DATATYPE_TAG = Int32(o0+11)
const OBJECT_TAG           = Int32(o0+12)
const REF_OBJECT_TAG       = Int32(o0+13)
const FULL_GLOBALREF_TAG   = Int32(o0+14)
const HEADER_TAG           = Int32(o0+15)
const IDDICT_TAG           = Int32(o0+16)
const SHARED_REF_TAG       = Int32(o0+17)

writetag(s::IO, tag) = (write(s, UInt8(tag)); nothing)

function write_as_tag(s::IO, tag)
    tag < VALUE_TAGS && write(s, UInt8(0))
    write(s, UInt8(tag))
    nothing
end

_unsupported(what) = throw(ArgumentError(string("serializing ", what, " is not supported by Kiln")))

# ---- serializing ----

function serialize_cycle(s::AbstractSerializer, x)
    offs = get(s.table, x, -1)::Int
    if offs != -1
        if offs <= typemax(UInt16)
            writetag(s.io, SHORTBACKREF_TAG)
            write(s.io, UInt16(offs))
        elseif offs <= typemax(Int32)
            writetag(s.io, BACKREF_TAG)
            write(s.io, Int32(offs))
        else
            writetag(s.io, LONGBACKREF_TAG)
            write(s.io, Int64(offs))
        end
        return true
    end
    s.table[x] = s.counter
    s.counter += 1
    return false
end

function serialize_cycle_header(s::AbstractSerializer, x)
    serialize_cycle(s, x) && return true
    serialize_type(s, typeof(x), true)
    return false
end

function reset_state(s::AbstractSerializer)
    s.counter = 0
    empty!(s.table)
    empty!(s.pending_refs)
    s
end

serialize(s::AbstractSerializer, x::Bool) = x ? writetag(s.io, TRUE_TAG) : writetag(s.io, FALSE_TAG)

serialize(s::AbstractSerializer, ::Tuple{}) = writetag(s.io, EMPTYTUPLE_TAG)

function serialize(s::AbstractSerializer, t::Tuple)
    l = length(t)
    if l <= NTAGS
        writetag(s.io, TUPLE_TAG)
        write(s.io, UInt8(l))
    else
        writetag(s.io, LONGTUPLE_TAG)
        write(s.io, Int32(l))
    end
    for x in t
        serialize(s, x)
    end
end

function serialize(s::AbstractSerializer, v::Core.SimpleVector)
    writetag(s.io, SIMPLEVECTOR_TAG)
    write(s.io, Int32(length(v)))
    for x in v
        serialize(s, x)
    end
end

function serialize(s::AbstractSerializer, x::Symbol)
    tag = _symtag(x)
    if tag > 0
        return write_as_tag(s.io, tag)
    end
    str = String(x)
    len = sizeof(str)
    if len > 7
        serialize_cycle(s, x) && return
    end
    if len <= NTAGS
        writetag(s.io, SYMBOL_TAG)
        write(s.io, UInt8(len))
    else
        writetag(s.io, LONGSYMBOL_TAG)
        write(s.io, Int32(len))
    end
    write(s.io, str)
    nothing
end

function serialize_array_data(s::IO, a)
    isempty(a) && return 0
    if eltype(a) === Bool
        last = a[1]::Bool
        count = 1
        for i = 2:length(a)
            if a[i]::Bool != last || count == 127
                write(s, UInt8((UInt8(last) << 7) | count))
                last = a[i]::Bool
                count = 1
            else
                count += 1
            end
        end
        write(s, UInt8((UInt8(last) << 7) | count))
    else
        write(s, a)
    end
end

function serialize(s::AbstractSerializer, a::Array)
    serialize_cycle(s, a) && return
    elty = eltype(a)
    writetag(s.io, ARRAY_TAG)
    if elty !== UInt8
        serialize(s, elty)
    end
    if ndims(a) != 1
        serialize(s, size(a))
    else
        serialize(s, length(a))
    end
    if isbitstype(elty)
        serialize_array_data(s.io, a)
    else
        for i in eachindex(a)
            if isassigned(a, i)
                serialize(s, a[i])
            else
                writetag(s.io, UNDEFREF_TAG)
            end
        end
    end
end

serialize(s::AbstractSerializer, a::SubArray) = serialize(s, copy(a))

function serialize(s::AbstractSerializer, ss::String)
    len = sizeof(ss)
    if len > 7
        serialize_cycle(s, ss) && return
        writetag(s.io, SHARED_REF_TAG)
    end
    if len <= NTAGS
        writetag(s.io, STRING_TAG)
        write(s.io, UInt8(len))
    else
        writetag(s.io, LONGSTRING_TAG)
        write(s.io, Int64(len))
    end
    write(s.io, ss)
    nothing
end

# Julia keeps the type SubString{String} (a SubString of a copy).
function serialize(s::AbstractSerializer, ss::SubString{String})
    str = String(ss)
    serialize_type(s, typeof(ss), false)
    serialize(s, str)
    serialize(s, 0)
    serialize(s, sizeof(str))
end

function serialize(s::AbstractSerializer, n::BigInt)
    serialize_type(s, BigInt)
    serialize(s, string(n, base = 62))
end

function serialize(s::AbstractSerializer, ex::Expr)
    serialize_cycle(s, ex) && return
    l = length(ex.args)
    if l <= NTAGS
        writetag(s.io, EXPR_TAG)
        write(s.io, UInt8(l))
    else
        writetag(s.io, LONGEXPR_TAG)
        write(s.io, Int32(l))
    end
    serialize(s, ex.head)
    for a in ex.args
        serialize(s, a)
    end
end

function serialize_dict_data(s::AbstractSerializer, d::AbstractDict)
    write(s.io, Int32(length(d)))
    for (k, v) in d
        serialize(s, k)
        serialize(s, v)
    end
end

function serialize(s::AbstractSerializer, d::Dict)
    serialize_cycle_header(s, d) && return
    serialize_dict_data(s, d)
end

function serialize(s::AbstractSerializer, d::IdDict)
    serialize_cycle(s, d) && return
    writetag(s.io, IDDICT_TAG)
    serialize_type_data(s, typeof(d))
    serialize_dict_data(s, d)
end

# The uuids of the standard libraries Kiln has (a module's key is its
# package's uuid and name; Main, Base and Core have none).
const _STDLIB_UUIDS = Dict{Symbol,UInt128}(
    :Base64 => 0x2a0f44e36c8355bd87e4b1978d98bd5f,
    :Dates => 0xade2ca703891594598fbdc099432e06a,
    :DelimitedFiles => 0x8bb1440f4735579ba4ab409b98df4dab,
    :InteractiveUtils => 0xb77e0a4cd29157a090e88db25a27a240,
    :Libdl => 0x8f399da335575675b5fffb832c97cbdb,
    :LinearAlgebra => 0x37e2e46df89d539db4ee838fcccc9c8e,
    :Logging => 0x56ddb016857b54e1b83ddb4d58db5568,
    :Mmap => 0xa63ad1147e135084954ffe012c677804,
    :Printf => 0xde0858da63035e67874451eddd5dd3c7,
    :Random => 0x9a3f8284a2c95f029a11845980a1fd5c,
    :SHA => 0xea8e919c243c51af8825aaa63cd721ce,
    :Serialization => 0x9e88b42af8295b0cbbe99e923198166b,
    :SparseArrays => 0x2f01184ee22b5df5ae63d93ebab69eaf,
    :Statistics => 0x10745b1679ce11e811f97d13ad32a3b2,
    :TOML => 0xfa267f1f60494f14aa5433bafae1ed76,
    :Test => 0x8dfed614e22c5e0885e165c5234f0b40,
    :UUIDs => 0xcf7118a769765b1a9a397adc72f591a4,
    :Unicode => 0x4ec0a83e493e50e2b9ac8f72acf5a8f5,
)

function serialize_mod_names(s::AbstractSerializer, m::Module)
    p = parentmodule(m)
    if p === m || m === Base
        name = nameof(m)
        uuid = (m === Base.Main || m === Base || m === Core) ? nothing : get(_STDLIB_UUIDS, name, nothing)
        serialize(s, uuid)
        serialize(s, name)
    else
        serialize_mod_names(s, p)
        serialize(s, nameof(m))
    end
end

function serialize(s::AbstractSerializer, m::Module)
    writetag(s.io, MODULE_TAG)
    serialize_mod_names(s, m)
    writetag(s.io, EMPTYTUPLE_TAG)
end

function serialize(s::AbstractSerializer, g::GlobalRef)
    writetag(s.io, GLOBALREF_TAG)
    serialize(s, g.mod)
    serialize(s, g.name)
end

serialize(s::AbstractSerializer, ::Function) = _unsupported("a Function")
serialize(s::AbstractSerializer, ::Task) = _unsupported("a Task")
serialize(s::AbstractSerializer, ::IO) = _unsupported("an IO stream")

function _isfunctiontype(t::DataType)
    while t !== Any
        t.name === Function.name && return true
        t = supertype(t)
    end
    return false
end

function serialize_type_data(s, t::DataType)
    iswrapper = t === Base.unwrap_unionall(t.name.wrapper)
    serialize_cycle(s, t) && return
    writetag(s.io, DATATYPE_TAG)
    serialize(s, nameof(t))
    serialize(s, parentmodule(t))
    ps = t.parameters
    if !isempty(ps)
        if iswrapper
            write(s.io, Int32(0))
        else
            write(s.io, Int32(length(ps)))
            for p in ps
                serialize(s, p)
            end
        end
    end
    nothing
end

function serialize(s::AbstractSerializer, t::DataType)
    tag = sertag(t)
    tag > 0 && return write_as_tag(s.io, tag)
    t === Tuple && return write_as_tag(s.io, TUPLE_TAG)
    _isfunctiontype(t) && _unsupported("the type of a Function")
    serialize_type_data(s, t)
end

function serialize_type(s::AbstractSerializer, t::DataType, ref::Bool = false)
    tag = sertag(t)
    tag > 0 && return writetag(s.io, tag)
    writetag(s.io, ref ? REF_OBJECT_TAG : OBJECT_TAG)
    serialize_type_data(s, t)
end

function serialize(s::AbstractSerializer, n::Int32)
    if 0 <= n <= (n_int_literals-1)
        write(s.io, UInt8(ZERO32_TAG+n))
    else
        writetag(s.io, INT32_TAG)
        write(s.io, n)
    end
    nothing
end

function serialize(s::AbstractSerializer, n::Int64)
    if 0 <= n <= (n_int_literals-1)
        write(s.io, UInt8(ZERO64_TAG+n))
    elseif typemin(Int32) <= n <= typemax(Int32)
        writetag(s.io, SHORTINT64_TAG)
        write(s.io, Int32(n))
    else
        writetag(s.io, INT64_TAG)
        write(s.io, n)
    end
    nothing
end

serialize(s::AbstractSerializer, n::Int8) = (writetag(s.io, Int32(2)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::UInt8) = (writetag(s.io, Int32(3)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::Int16) = (writetag(s.io, Int32(4)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::UInt16) = (writetag(s.io, Int32(5)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::UInt32) = (writetag(s.io, Int32(7)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::UInt64) = (writetag(s.io, Int32(9)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::Int128) = (writetag(s.io, Int32(10)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::UInt128) = (writetag(s.io, Int32(11)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::Float16) = (writetag(s.io, Int32(12)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::Float32) = (writetag(s.io, Int32(13)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::Float64) = (writetag(s.io, Int32(14)); write(s.io, n); nothing)
serialize(s::AbstractSerializer, n::Char) = (writetag(s.io, Int32(15)); write(s.io, n); nothing)

serialize(s::AbstractSerializer, ::Type{Union{}}) = write_as_tag(s.io, BOTTOM_TAG)

# Union{A, B}: the struct Union with its fields a and b, as Julia writes it.
function serialize(s::AbstractSerializer, u::Union)
    writetag(s.io, Int32(17))
    serialize(s, u.a)
    serialize(s, u.b)
end

function serialize(s::AbstractSerializer, u::UnionAll)
    writetag(s.io, UNIONALL_TAG)
    n = 0; t = u
    while isa(t, UnionAll)
        t = t.body
        n += 1
    end
    if isa(t, DataType) && t === Base.unwrap_unionall(t.name.wrapper)
        write(s.io, UInt8(1))
        write(s.io, Int16(n))
        serialize(s, t)
    else
        _unsupported("a UnionAll type other than a type's own (such as Vector{T} where T<:Real)")
    end
end

serialize(s::AbstractSerializer, x) = serialize_any(s, x)

function serialize_any(s::AbstractSerializer, x)
    tag = sertag(x)
    if tag > 0
        return write_as_tag(s.io, tag)
    end
    t = typeof(x)
    if isprimitivetype(t)
        serialize_type(s, t)
        write(s.io, x)
    else
        if ismutable(x)
            serialize_cycle(s, x) && return
            serialize_type(s, t, true)
        else
            serialize_type(s, t, false)
        end
        nf = nfields(x)
        for i in 1:nf
            if isdefined(x, i)
                serialize(s, getfield(x, i))
            else
                writetag(s.io, UNDEFREF_TAG)
            end
        end
    end
    nothing
end

"""
    Serialization.writeheader(s::AbstractSerializer)

Write an identifying header to the specified serializer: the tag byte,
"JL", the protocol version, the byte order and word size, 3 reserved bytes.
"""
function writeheader(s::AbstractSerializer)
    io = s.io
    writetag(io, HEADER_TAG)
    write(io, "JL")
    write(io, UInt8(ser_version))
    write(io, UInt8(0) | (UInt8(1) << 2))
    write(io, UInt8(0)); write(io, UInt8(0)); write(io, UInt8(0))
    nothing
end

function readheader(s::AbstractSerializer)
    io = s.io
    m1 = read(io, UInt8)
    m2 = read(io, UInt8)
    if m1 != UInt8('J') || m2 != UInt8('L')
        error("Unsupported serialization format (got header magic bytes $m1 $m2)")
    end
    version    = read(io, UInt8)
    flags      = read(io, UInt8)
    read(io, UInt8); read(io, UInt8); read(io, UInt8)
    endianflag = flags & 0x3
    wordflag   = (flags >> 2) & 0x3
    wordflag == 0 || wordflag == 1 || error("Unknown word size flag in header")
    endianflag == 0 || endianflag == 1 || error("Unknown endianness flag in header")
    endianflag == 0 || error("Serialized byte order mismatch (0x01020304)")
    if version > ser_version
        error("""Cannot read stream serialized with a newer version of Julia.
                 Got data version $version > current version $ser_version""")
    end
    s.version = version
    return
end

"""
    serialize(stream::IO, value)
    serialize(filename::AbstractString, value)

Write a value to a stream (or a file) in Julia's format, after an 8-byte
identifying header, such that `deserialize` can read it back.
"""
function serialize(s::IO, x)
    ss = Serializer(s)
    writeheader(ss)
    serialize(ss, x)
end

serialize(filename::AbstractString, x) = open(io -> serialize(io, x), filename, "w")

# ---- deserializing ----

"""
    deserialize(stream)
    deserialize(filename::AbstractString)

Read a value written by `serialize`.
"""
deserialize(s::IO) = deserialize(Serializer(s))

deserialize(filename::AbstractString) = open(deserialize, filename)

function deserialize(s::AbstractSerializer)
    handle_deserialize(s, Int32(read(s.io, UInt8)::UInt8))
end

function deserialize_cycle(s::AbstractSerializer, x)
    slot = pop!(s.pending_refs)
    s.table[slot] = x
    nothing
end

function resolve_ref_immediately(s::AbstractSerializer, x)
    s.table[s.counter] = x
    s.counter += 1
    nothing
end

function gettable(s::AbstractSerializer, id::Int)
    haskey(s.table, id) && return s.table[id]
    error("""Inconsistent Serializer state when deserializing.
        Attempt to access internal table with key $id failed.

        This might occur if the Serializer contexts when serializing and deserializing are inconsistent.
        In particular, if multiple serialize calls use the same Serializer object then
        the corresponding deserialize calls should also use the same Serializer object.
    """)
end

function handle_deserialize(s::AbstractSerializer, b::Int32)
    if b == 0
        return desertag(Int32(read(s.io, UInt8)::UInt8))
    end
    if b >= VALUE_TAGS
        return desertag(b)
    elseif b == TUPLE_TAG
        return deserialize_tuple(s, Int(read(s.io, UInt8)::UInt8))
    elseif b == SHORTBACKREF_TAG
        id = read(s.io, UInt16)::UInt16
        return gettable(s, Int(id))
    elseif b == BACKREF_TAG
        id = read(s.io, Int32)::Int32
        return gettable(s, Int(id))
    elseif b == ARRAY_TAG
        return deserialize_array(s)
    elseif b == DATATYPE_TAG
        return deserialize_datatype(s)
    elseif b == FULL_DATATYPE_TAG || b == WRAPPER_DATATYPE_TAG || b == TYPENAME_TAG || b == FULL_GLOBALREF_TAG
        throw(ArgumentError("deserializing a type defined by the serialized data (an anonymous function or a type of __deserialized_types__) is not supported by Kiln"))
    elseif b == OBJECT_TAG
        t = deserialize(s)
        if t === Missing
            return missing
        end
        return deserialize(s, t)
    elseif b == REF_OBJECT_TAG
        slot = s.counter; s.counter += 1
        push!(s.pending_refs, slot)
        t = deserialize(s)
        return deserialize(s, t)
    elseif b == SHARED_REF_TAG
        slot = s.counter; s.counter += 1
        obj = deserialize(s)
        s.table[slot] = obj
        return obj
    elseif b == SYMBOL_TAG
        return deserialize_symbol(s, Int(read(s.io, UInt8)::UInt8))
    elseif b == SHORTINT64_TAG
        return Int64(read(s.io, Int32)::Int32)
    elseif b == EXPR_TAG
        return deserialize_expr(s, Int(read(s.io, UInt8)::UInt8))
    elseif b == MODULE_TAG
        return deserialize_module(s)
    elseif b == STRING_TAG
        return deserialize_string(s, Int(read(s.io, UInt8)::UInt8))
    elseif b == LONGSTRING_TAG
        return deserialize_string(s, Int(read(s.io, Int64)::Int64))
    elseif b == SIMPLEVECTOR_TAG
        n = read(s.io, Int32)
        return Core.svec(Any[deserialize(s) for i = 1:n]...)
    elseif b == GLOBALREF_TAG
        return GlobalRef(deserialize(s)::Module, deserialize(s)::Symbol)
    elseif b == LONGTUPLE_TAG
        return deserialize_tuple(s, Int(read(s.io, Int32)::Int32))
    elseif b == LONGEXPR_TAG
        return deserialize_expr(s, Int(read(s.io, Int32)::Int32))
    elseif b == LONGBACKREF_TAG
        id = read(s.io, Int64)::Int64
        return gettable(s, Int(id))
    elseif b == LONGSYMBOL_TAG
        return deserialize_symbol(s, Int(read(s.io, Int32)::Int32))
    elseif b == HEADER_TAG
        readheader(s)
        return deserialize(s)
    elseif b == INT8_TAG
        return read(s.io, Int8)
    elseif b == INT8_TAG+1
        return read(s.io, UInt8)
    elseif b == INT8_TAG+2
        return read(s.io, Int16)
    elseif b == INT8_TAG+3
        return read(s.io, UInt16)
    elseif b == INT32_TAG
        return read(s.io, Int32)
    elseif b == INT8_TAG+5
        return read(s.io, UInt32)
    elseif b == INT64_TAG
        return read(s.io, Int64)
    elseif b == INT8_TAG+7
        return read(s.io, UInt64)
    elseif b == INT8_TAG+8
        return read(s.io, Int128)
    elseif b == INT8_TAG+9
        return read(s.io, UInt128)
    elseif b == INT8_TAG+10
        return read(s.io, Float16)
    elseif b == INT8_TAG+11
        return read(s.io, Float32)
    elseif b == INT8_TAG+12
        return read(s.io, Float64)
    elseif b == INT8_TAG+13
        return read(s.io, Char)
    elseif b == IDDICT_TAG
        slot = s.counter; s.counter += 1
        push!(s.pending_refs, slot)
        t = deserialize(s)
        return deserialize_dict(s, t)
    end
    t = desertag(b)
    t isa DataType || error("Serialization: unexpected tag $b")
    if ismutabletype(t) && fieldcount(t) > 0
        slot = s.counter; s.counter += 1
        push!(s.pending_refs, slot)
    end
    return deserialize(s, t)
end

function deserialize_symbol(s::AbstractSerializer, len::Int)
    sym = Symbol(String(read(s.io, len)))
    if len > 7
        resolve_ref_immediately(s, sym)
    end
    return sym
end

deserialize_tuple(s::AbstractSerializer, len) = (Any[deserialize(s) for i in 1:len]...,)

function deserialize_module(s::AbstractSerializer)
    mkey = deserialize(s)
    name = deserialize(s)::Symbol
    m = _root_module(mkey, name)
    mname = deserialize(s)
    while mname !== ()
        m = getfield(m, mname::Symbol)::Module
        mname = deserialize(s)
    end
    return m
end

function _root_module(uuid, name::Symbol)
    name === :Main && return Base.Main
    name === :Base && return Base
    name === :Core && return Core
    name === :Serialization && return Serialization
    if isdefined(Base.Main, name)
        m = getfield(Base.Main, name)
        m isa Module && return m
    end
    error("deserialize: the module $name is not loaded (`using $name` before deserializing)")
end

function deserialize_array(s::AbstractSerializer)
    slot = s.counter; s.counter += 1
    d1 = deserialize(s)
    if isa(d1, Type)
        elty = d1
        d1 = deserialize(s)
    else
        elty = UInt8
    end
    if isa(d1, Int32) || isa(d1, Int64)
        dims = (Int(d1),)
    elseif d1 isa Tuple
        dims = map(Int, d1)
    else
        error("Serialization: bad array dimensions $d1")
    end
    A = _new_array(elty, dims)
    s.table[slot] = A
    if isbitstype(elty)
        n = length(A)
        if elty === Bool && n > 0
            i = 1
            while i <= n
                b = read(s.io, UInt8)::UInt8
                v = (b >> 7) != 0
                count = b & 0x7f
                nxt = i + count
                while i < nxt
                    A[i] = v
                    i += 1
                end
            end
        else
            read!(s.io, A)
        end
        return A
    end
    deserialize_fillarray!(A, s)
    return A
end

_new_array(::Type{T}, dims) where {T} = Array{T}(undef, dims)

function deserialize_fillarray!(A::Array{T}, s::AbstractSerializer) where {T}
    for i = eachindex(A)
        tag = Int32(read(s.io, UInt8)::UInt8)
        if tag != UNDEFREF_TAG
            A[i] = handle_deserialize(s, tag)
        end
    end
    return A
end

function deserialize_expr(s::AbstractSerializer, len)
    slot = s.counter; s.counter += 1
    head = deserialize(s)::Symbol
    e = Expr(head)
    s.table[slot] = e
    for i = 1:len
        push!(e.args, deserialize(s))
    end
    e
end

function deserialize_datatype(s::AbstractSerializer)
    slot = s.counter; s.counter += 1
    name = deserialize(s)::Symbol
    mod = deserialize(s)::Module
    ty = getfield(mod, name)
    if ty !== Tuple && isa(ty, DataType) && isempty(ty.parameters)
        t = ty
    else
        np = Int(read(s.io, Int32)::Int32)
        if np == 0
            t = Base.unwrap_unionall(ty)
        else
            # Julia applies the parameters one at a time; Kiln at once
            # (NamedTuple{names} alone has no run-time value in Kiln).
            ps = Any[deserialize(s) for i=1:np]
            t = ty === Tuple ? Tuple{ps...} : ty{ps...}
        end
    end
    s.table[slot] = t
    return t
end

function deserialize(s::AbstractSerializer, ::Type{UnionAll})
    form = read(s.io, UInt8)
    form == 0 && throw(ArgumentError("deserializing a UnionAll type other than a type's own is not supported by Kiln"))
    n = read(s.io, Int16)
    t = deserialize(s)::DataType
    w = t.name.wrapper
    k = 0
    while isa(w, UnionAll)
        w = w.body
        k += 1
    end
    w = t.name.wrapper
    k -= n
    while k > 0
        w = w.body
        k -= 1
    end
    return w
end

function deserialize(s::AbstractSerializer, ::Type{Union})
    a = deserialize(s)
    b = deserialize(s)
    return Union{a, b}
end

function deserialize_string(s::AbstractSerializer, len::Int)
    return String(read(s.io, len))
end

deserialize(s::AbstractSerializer, ::Type{BigInt}) = parse(BigInt, deserialize(s), base = 62)

function deserialize(s::AbstractSerializer, ::Type{SubString{String}})
    str = deserialize(s)::String
    off = deserialize(s)::Int
    n = deserialize(s)::Int
    return SubString(str, off + 1, prevind(str, off + n + 1))
end

_new_empty(::Type{T}) where {T} = Core.new(T)
_new_fields(::Type{T}, vals) where {T} = Core.new(T, vals...)

# Any other type: a primitive one from its bytes, a struct from its fields.
function deserialize(s::AbstractSerializer, t::DataType)
    if t <: Dict
        return deserialize_dict(s, t)
    end
    _isfunctiontype(t) && throw(ArgumentError("deserializing a Function is not supported by Kiln"))
    nf = fieldcount(t)
    if isprimitivetype(t)
        return read(s.io, t)
    elseif ismutabletype(t)
        x = _new_empty(t)
        deserialize_cycle(s, x)
        for i in 1:nf
            tag = Int32(read(s.io, UInt8)::UInt8)
            if tag != UNDEFREF_TAG
                setfield!(x, fieldname(t, i), handle_deserialize(s, tag))
            end
        end
        return x
    elseif nf == 0
        return _new_empty(t)
    else
        na = nf
        vflds = Vector{Any}(undef, nf)
        for i in 1:nf
            tag = Int32(read(s.io, UInt8)::UInt8)
            if tag != UNDEFREF_TAG
                f = handle_deserialize(s, tag)
                na >= i && (vflds[i] = f)
            else
                na >= i && (na = i - 1)
            end
        end
        return _new_fields(t, vflds[1:na])
    end
end

function deserialize_dict(s::AbstractSerializer, T::Type)
    n = read(s.io, Int32)
    t = T()
    deserialize_cycle(s, t)
    for i = 1:n
        k = deserialize(s)
        v = deserialize(s)
        t[k] = v
    end
    return t
end

end # module Serialization
