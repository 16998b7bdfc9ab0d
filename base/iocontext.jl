# This file is a part of Kiln's Base library.
#
# iocontext.jl — IOContext: a stream with properties (:compact, :limit,
# :typeinfo, or a user's own keys) that show methods read with
# get(io, key, default), as Julia 1.10's base/show.jl. Writes go to the
# wrapped stream, so an IOContext around stdout or an IOBuffer prints
# through their fast paths. Of Base's own show methods, floats and complex
# numbers honour :compact (as Julia: 0.333333), so arrays and dictionaries
# printed to a compact context show their elements compactly; the array
# and dictionary printing honours :limit (arrayshow.jl, dict.jl,
# display.jl) within displaysize(io).

# ---- ImmutableDict (Julia's dict.jl): a persistent list of pairs ----
# Each ImmutableDict holds one pair and its parent; the empty one has no
# fields defined. Later pairs shadow earlier ones with an isequal key;
# iteration goes from the newest pair to the oldest.
# (Kiln declares the parent field ::Any: a struct field of the struct's own
# type would have an infinitely nested inline layout; the field still only
# ever holds an ImmutableDict{K,V}.)
struct ImmutableDict{K,V} <: AbstractDict{K,V}
    parent::Any
    key::K
    value::V
    ImmutableDict{K,V}() where {K,V} = new()
    ImmutableDict{K,V}(key, value) where {K,V} = (empty = new(); new(empty, key, value))
    ImmutableDict{K,V}(parent::ImmutableDict{K,V}, key, value) where {K,V} = new(parent, key, value)
end
ImmutableDict(KV::Pair{K,V}) where {K,V} = ImmutableDict{K,V}(KV[1], KV[2])
ImmutableDict(t::ImmutableDict{K,V}, KV::Pair) where {K,V} = ImmutableDict{K,V}(t, KV[1], KV[2])
ImmutableDict(t::ImmutableDict{K,V}, KV::Pair, rest::Pair...) where {K,V} =
    ImmutableDict(ImmutableDict(t, KV), rest...)
ImmutableDict(KV::Pair, rest::Pair...) = ImmutableDict(ImmutableDict(KV), rest...)
function in(key_value::Pair, dict::ImmutableDict, valcmp=(==))
    key = key_value.first
    value = key_value.second
    while isdefined(dict, :parent)
        if isequal(dict.key, key)
            valcmp(value, dict.value) && return true
        end
        dict = dict.parent::typeof(dict)
    end
    return false
end
function haskey(dict::ImmutableDict, key)
    while isdefined(dict, :parent)
        isequal(dict.key, key) && return true
        dict = dict.parent::typeof(dict)
    end
    return false
end
function getindex(dict::ImmutableDict, key)
    while isdefined(dict, :parent)
        isequal(dict.key, key) && return dict.value
        dict = dict.parent::typeof(dict)
    end
    throw(KeyError(key))
end
function get(dict::ImmutableDict, key, default)
    while isdefined(dict, :parent)
        isequal(dict.key, key) && return dict.value
        dict = dict.parent::typeof(dict)
    end
    return default
end
function get(default::Union{Function,Type}, dict::ImmutableDict, key)
    while isdefined(dict, :parent)
        isequal(dict.key, key) && return dict.value
        dict = dict.parent::typeof(dict)
    end
    return default()
end
function iterate(d::ImmutableDict{K,V}, t=d) where {K,V}
    !isdefined(t, :parent) && return nothing
    return (Pair{K,V}(t.key, t.value), t.parent::ImmutableDict{K,V})
end
function length(t::ImmutableDict)
    n = 0
    while isdefined(t, :parent)
        n += 1
        t = t.parent::typeof(t)
    end
    return n
end
isempty(t::ImmutableDict) = !isdefined(t, :parent)
empty(::ImmutableDict, ::Type{K}, ::Type{V}) where {K,V} = ImmutableDict{K,V}()

"""
    IOContext(io::IO, KV::Pair...)
    IOContext(io::IO, context::IO)

A stream that passes its writes to `io` and holds the given properties
(added to those of `io` when it is an IOContext itself).
"""
struct IOContext{IO_t<:IO} <: IO
    io::IO_t
    dict::ImmutableDict{Symbol,Any}
end
# (the stream and the properties of io, none for a plain stream)
_ioctx_unwrap(io::IO) = (io, ImmutableDict{Symbol,Any}())
_ioctx_unwrap(io::IOContext) = (io.io, io.dict)
function IOContext(io::IO, kvs::Pair...)
    inner, d = _ioctx_unwrap(io)
    # a later value of a key shadows an earlier one (Julia's ImmutableDict)
    for kv in kvs
        d = ImmutableDict{Symbol,Any}(d, kv.first, kv.second)
    end
    return IOContext(inner, d)
end
IOContext(io::IO) = IOContext(_ioctx_unwrap(io)...)
# the stream of io with the properties of context (none for a plain stream;
# Julia: io's own are dropped)
IOContext(io::IO, context::IO) = IOContext(_ioctx_unwrap(io)[1], _ioctx_unwrap(context)[2])

show(io::IO, ctx::IOContext) = (print(io, "IOContext("); show(io, ctx.io); print(io, ")"))

get(io::IOContext, key, default) = get(io.dict, key, default)
get(io::IO, key, default) = default
haskey(io::IOContext, key) = haskey(io.dict, key)
haskey(io::IO, key) = false
in(kv::Pair, io::IOContext) = in(kv, io.dict, ===)
in(kv::Pair, io::IO) = false
keys(io::IOContext) = keys(io.dict)
keys(io::IO) = keys(ImmutableDict{Symbol,Any}())
getindex(io::IOContext, key) = getindex(io.dict, key)

write(io::IOContext, b::UInt8) = write(io.io, b)
write(io::IOContext, s::String) = write(io.io, s)
write(io::IOContext, c::Char) = write(io.io, c)
unsafe_write(io::IOContext, p::Ptr{UInt8}, n::UInt) = unsafe_write(io.io, p, n)
flush(io::IOContext) = flush(io.io)
close(io::IOContext) = close(io.io)
isopen(io::IOContext) = isopen(io.io)

# floats under :compact => true print with 6 significant digits (Julia's
# show(io, x::IEEEFloat) with compact: the %.6g form of print_matrix)
show(io::IOContext, x::Float64) = _show_ctx_float(io, x)
function show(io::IOContext, x::Float32)
    # the type known: no f0 suffix, but an f exponent (Julia's show of a Float32)
    get(io, :typeinfo, Any) === Float32 && return _show_float_known(io.io, x, get(io, :compact, false) === true)
    (get(io, :compact, false) === true && get(io, :typeinfo, Any) !== Float32) || return _show_ctx_float(io, x)
    # outside a Float32 container the type shows: 0.666667f0, Inf32, NaN32
    isnan(x) && return print(io.io, "NaN32")
    isinf(x) && return print(io.io, x < 0 ? "-Inf32" : "Inf32")
    s = _compact_string(x)
    print(io.io, occursin('e', s) ? replace(s, "e" => "f") : s * "f0")
end
function _show_ctx_float(io::IOContext, x)
    get(io, :compact, false) === true || return show(io.io, x)
    print(io.io, _compact_string(x))
end
function show(io::IOContext, z::Complex{<:Union{Float64,Float32}})
    get(io, :compact, false) === true || return show(io.io, z)
    _show_elem(io.io, z, typeof(z), true)
end

# sprint(f, args...; context): f writes to an IOBuffer wrapped in the
# context (an IOContext, a Pair, or a tuple of Pairs).
function sprint(f::Function, args...; context=nothing, sizehint::Integer=0)
    b = IOBuffer()
    io = context === nothing ? b : _ioctx_from(b, context)
    f(io, args...)
    return _string_close!(b)
end
_ioctx_from(b::IO, c::IOContext) = IOContext(b, c)
_ioctx_from(b::IO, c::Pair) = IOContext(b, c)
_ioctx_from(b::IO, c::Tuple) = IOContext(b, c...)
_ioctx_from(b::IO, c::IO) = b  # a plain stream has no properties to pass on
repr(x; context=nothing) = sprint(show, x; context=context)
# Julia's multimedia.jl: a textual MIME type gives a String (a string x
# is its own representation), any other the bytes written
function repr(m::MIME, x; context=nothing)
    istextmime(m) || return _binrepr(m, x, context)
    # (a string is its own text, but as text/plain it shows quoted)
    x isa AbstractString && !(m isa MIME"text/plain") && return x
    return sprint(show, m, x; context=context)
end
repr(m::AbstractString, x; context=nothing) = repr(MIME(m), x; context=context)
function _binrepr(m::MIME, x, context)
    x isa Vector{UInt8} && return x
    b = IOBuffer()
    show(context === nothing ? b : _ioctx_from(b, context), m, x)
    return take!(b)
end

"""
    displaysize([io]) -> (lines, columns)

The size of the display `io` prints to: an IOContext's `:displaysize`,
else the `LINES` and `COLUMNS` environment variables, else 24×80 (Julia's
default for a stream that is not a terminal).
"""
displaysize() = (parse(Int, get(ENV, "LINES", "24")), parse(Int, get(ENV, "COLUMNS", "80")))
displaysize(io::IO) = displaysize()
displaysize(io::IOContext) = haskey(io, :displaysize) ? io[:displaysize]::Tuple{Int,Int} : displaysize(io.io)

# ---- printstyled (Julia's base/util.jl) -----------------------------------------------------------
# Without `:color => true` on the stream (stdout to a file or pipe, as
# golden tests run) the text is printed plain, as Julia does; with it, the
# ANSI codes of Julia's text_colors wrap each line.

# The codes are looked up by functions, not kept in Dicts built by Base's
# top-level code: a Dict constant compiles the Dict machinery at every
# start-up of every program (139 functions, ~20 ms).
function _text_color(c::Symbol)
    c === :black && return "\e[30m"
    c === :red && return "\e[31m"
    c === :green && return "\e[32m"
    c === :yellow && return "\e[33m"
    c === :blue && return "\e[34m"
    c === :magenta && return "\e[35m"
    c === :cyan && return "\e[36m"
    c === :white && return "\e[37m"
    c === :light_black && return "\e[90m"
    c === :light_red && return "\e[91m"
    c === :light_green && return "\e[92m"
    c === :light_yellow && return "\e[93m"
    c === :light_blue && return "\e[94m"
    c === :light_magenta && return "\e[95m"
    c === :light_cyan && return "\e[96m"
    c === :light_white && return "\e[97m"
    c === :normal && return "\e[0m"
    c === :bold && return "\e[1m"
    c === :italic && return "\e[3m"
    c === :underline && return "\e[4m"
    c === :blink && return "\e[5m"
    c === :reverse && return "\e[7m"
    c === :hidden && return "\e[8m"
    c === :nothing && return ""
    return "\e[39m" # :default, and names Julia does not know
end
_text_color(c::Int) = 0 <= c <= 255 ? string("\e[38;5;", c, "m") : "\e[39m"
function _disable_text_style(c::Symbol)
    c === :bold && return "\e[22m"
    c === :italic && return "\e[23m"
    c === :underline && return "\e[24m"
    c === :blink && return "\e[25m"
    c === :reverse && return "\e[27m"
    c === :hidden && return "\e[28m"
    (c === :normal || c === :default || c === :nothing) && return ""
    return "\e[39m"
end

# Base.text_colors and Base.disable_text_style, which packages index
# (Base.text_colors[:red]): a lookup by the functions above rather than
# Julia's Dict, for the start-up cost noted there.
const _text_color_names = (:black, :red, :green, :yellow, :blue, :magenta, :cyan, :white,
    :light_black, :light_red, :light_green, :light_yellow, :light_blue, :light_magenta,
    :light_cyan, :light_white, :normal, :default, :bold, :italic, :underline, :blink,
    :reverse, :hidden, :nothing)
struct _TextColorTable
    disable::Bool
end
const text_colors = _TextColorTable(false)
const disable_text_style = _TextColorTable(true)
haskey(t::_TextColorTable, c::Symbol) = t.disable ? c in (:bold, :italic, :underline, :blink, :reverse, :hidden, :normal, :default, :nothing) : c in _text_color_names
haskey(t::_TextColorTable, c::Integer) = !t.disable && 0 <= c <= 255
haskey(t::_TextColorTable, c) = false
function getindex(t::_TextColorTable, c::Union{Symbol,Integer})
    haskey(t, c) || throw(KeyError(c))
    return t.disable ? _disable_text_style(c) : _text_color(c isa Symbol ? c : Int(c))
end
get(t::_TextColorTable, c, default) = haskey(t, c) ? t[c] : default

function printstyled(io::IO, msg...; bold::Bool=false, italic::Bool=false, underline::Bool=false,
                     blink::Bool=false, reverse::Bool=false, hidden::Bool=false,
                     color::Union{Int,Symbol}=:normal)
    str = sprint(print, msg...; context=io)
    if !(get(io, :color, false)::Bool)
        print(io, str)
        return nothing
    end
    bold && color === :bold && (color = :nothing)
    italic && color === :italic && (color = :nothing)
    underline && color === :underline && (color = :nothing)
    blink && color === :blink && (color = :nothing)
    reverse && color === :reverse && (color = :nothing)
    hidden && color === :hidden && (color = :nothing)
    enable = string(_text_color(color), bold ? "\e[1m" : "", italic ? "\e[3m" : "",
                    underline ? "\e[4m" : "", blink ? "\e[5m" : "", reverse ? "\e[7m" : "",
                    hidden ? "\e[8m" : "")
    disable = string(hidden ? "\e[28m" : "", reverse ? "\e[27m" : "", blink ? "\e[25m" : "",
                     underline ? "\e[24m" : "", bold ? "\e[22m" : "", italic ? "\e[23m" : "",
                     color isa Symbol ? _disable_text_style(color) : "\e[39m")
    first = true
    for line in split(str, '\n')
        first || print(io, '\n')
        first = false
        isempty(line) && continue
        print(io, enable, line, disable)
    end
    return nothing
end
printstyled(msg...; kw...) = printstyled(stdout, msg...; kw...)

# ---- circular references (Julia's show.jl: show_circular and :SHOWN_SET) -------------------------
# A container being shown puts itself in the stream's :SHOWN_SET entries
# (newest first) before it shows its parts; meeting one of them again
# prints `#= circular reference @-d =#`, d counting the entries from the
# newest, instead of recursing for ever.

"""
    show_circular(io, x) -> Bool

Whether `x` is a container being shown already further out on `io` (one of
its `:SHOWN_SET` entries); if so, print `#= circular reference @-d =#`.
"""
show_circular(io::IO, x) = false
function show_circular(io::IOContext, x)
    d = 1
    for kv in io.dict
        if kv.first === :SHOWN_SET
            if kv.second === x
                print(io, "#= circular reference @-", d, " =#")
                return true
            end
            d += 1
        end
    end
    return false
end

# an element of a matrix printed to io (display.jl's _elem_string) is shown
# in io's context
function _elem_string(ctx::IOContext, x, T, compact::Bool)
    b = IOBuffer()
    _show_elem(IOContext(b, ctx), x, T, compact)
    return _string_close!(b)
end
_ctx_buffer_io(b::IOBuffer, io::IOContext) = IOContext(b, io)
function _dict_string(ctx::IOContext, x, T)
    b = IOBuffer()
    io = IOContext(b, ctx)
    _dict_show(io, x, T)
    return _string_close!(b)
end

# the context entry recording x as being shown (made as a Pair{Symbol,Any}
# directly, as Julia's _show_default does)
_shown_pair(x) = Pair{Symbol,Any}(:SHOWN_SET, x)

# Whether a value of type T can hold a reference that leads back to the
# container it is in. Only such containers are recorded in :SHOWN_SET
# (one that holds no references is never on a cycle, so the depths that
# show_circular counts are those Julia prints).
_can_refer(::Type) = true
_can_refer(::Type{String}) = false
_can_refer(::Type{Symbol}) = false
_can_refer(::Type{Array{T,N}}) where {T,N} = !isbitstype(T) && _can_refer(T)
_can_refer(T::DataType) = !isbitstype(T) && (T <: Tuple ? any(_can_refer, fieldtypes(T)) : true)
