# This file is a part of Kiln's Base library.
#
# io.jl — IO streams and the print/write layer: stdout, stderr, devnull,
# IOBuffer, write of bytes/strings/chars/bits values, print and println,
# string, repr and sprint, and the exact printing of numbers (the digits
# come from the runtime's Julia-exact formatters), as Julia's base/io.jl,
# strings/io.jl and the print methods of show.jl.


# A runtime stream: 1 stdout, 2 stderr, 0 devnull; files get new ids.
struct KilnStream <: IO
    handle::Int64
end

# An in-memory stream held by the runtime.
mutable struct IOBuffer <: IO
    handle::Int64
    # whether a maxsize limits it (a write may then write fewer bytes)
    limited::Bool
    # a buffer the runtime already made (streams.jl: IOBuffer(data))
    IOBuffer(handle::Int64, ::Nothing) = new(handle, false)
end

"""
    IOBuffer(; read=true, write=true, append, truncate=true, maxsize, sizehint)

A new empty in-memory stream; the keywords are Julia's (`read=false` makes
it write-only, `write=false` read-only).
"""
function IOBuffer(; read::Union{Bool,Nothing}=true, write::Union{Bool,Nothing}=true,
                  append::Union{Bool,Nothing}=nothing, truncate::Union{Bool,Nothing}=true,
                  maxsize::Integer=typemax(Int), sizehint::Union{Integer,Nothing}=nothing)
    io = IOBuffer(ccall(:kiln_io_buffer_new, Int64, ()), nothing)
    # length(io.data) of Julia's buffer: the size hint, else maxsize, else 32
    n = sizehint !== nothing ? Int(sizehint) : maxsize != typemax(Int) ? Int(maxsize) : 32
    ccall(:kiln_io_buffer_ctl, Int64, (Int64, Int32, Int64), io.handle, Int32(10), n)
    read === true && write === true && append !== true && maxsize == typemax(Int) && return io
    return _iobuffer_mode!(io, read, write, append, truncate, maxsize)
end

const KilnIO = Union{KilnStream,IOBuffer}

const stdout = KilnStream(1)
const stderr = KilnStream(2)
const devnull = KilnStream(0)

# The buffer's contents as a String; the buffer is emptied and stays usable.
_takestring!(io::IOBuffer) = ccall(:kiln_io_take_string, String, (Int64,), io.handle)
# The contents, then the buffer is released (for buffers that never escape).
function _string_close!(io::IOBuffer)
    s = _takestring!(io)
    ccall(:kiln_io_close, Nothing, (Int64,), io.handle)
    return s
end

flush(io::IOBuffer) = (ccall(:kiln_io_flush, Nothing, (Int64,), io.handle); nothing)
flush(io::IO) = nothing
# Julia's close of a buffer: it can no longer be read, written or sought,
# and is empty (the runtime keeps the stream, so that this is what a later
# use reports).
function close(io::IOBuffer)
    h = io.handle
    ccall(:kiln_io_buffer_mode, Nothing, (Int64, Int32, Int32, Any, Any), h, Int32(0), Int32(0),
          ArgumentError("ensureroom failed, IOBuffer is not writeable"), ArgumentError("read failed, IOBuffer is not readable"))
    ccall(:kiln_io_buffer_ctl, Int64, (Int64, Int32, Int64), h, Int32(6), 0)
    ccall(:kiln_io_mark, Int64, (Int64, Int64), h, -1)
    ccall(:kiln_io_buffer_ctl, Int64, (Int64, Int32, Int64), h, Int32(12), 0)
    return nothing
end
# A file's buffered writes can fail only when they reach the disk: flush and
# close report that as Julia's IOStream does, with systemerror("flush"/"close").
function flush(io::KilnStream)
    e = ccall(:kiln_io_flush_err, Int32, (Int64,), io.handle)
    e == Int32(0) || throw(SystemError("flush", e))
    return nothing
end
function close(io::KilnStream)
    e = ccall(:kiln_io_close_err, Int32, (Int64,), io.handle)
    e == Int32(0) || throw(SystemError("close", e))
    return nothing
end
isopen(io::IOBuffer) = (ccall(:kiln_io_buffer_ctl, Int64, (Int64, Int32, Int64), io.handle, Int32(3), 0) & 7) != 7 || bytesavailable(io) > 0

# Julia's SystemError: the failing call's description and errno.
struct SystemError <: Exception
    prefix::String
    errnum::Int32
    # Julia's extrainfo: printed as "SystemError (with extrainfo)"
    extrainfo
    SystemError(p::AbstractString, e::Integer, extrainfo) = new(String(p), Int32(e), extrainfo)
    SystemError(p::AbstractString, e::Integer) = new(String(p), Int32(e), nothing)
end
SystemError(prefix::AbstractString) = SystemError(String(prefix), Int32(0))

# ---- write ------------------------------------------------------------------------------

# The count a write wrote: all of it, but a buffer with a maxsize writes
# what fits (Julia's unsafe_write of a GenericIOBuffer).
_written(io::KilnIO, n::Int) =
    io isa IOBuffer && getfield(io, :limited) ? Int(ccall(:kiln_io_buffer_ctl, Int64, (Int64, Int32, Int64), getfield(io, :handle), Int32(15), 0)) : n
function write(io::KilnIO, s::String)
    ccall(:kiln_write_string, Nothing, (Int64, String), io.handle, s)
    return _written(io, ncodeunits(s))
end
function write(io::KilnIO, c::Char)
    ccall(:kiln_print_char, Nothing, (Int64, UInt32), io.handle, bitcast(UInt32, c))
    return _written(io, ncodeunits(c))
end
function write(io::KilnIO, b::UInt8)
    # a Char whose representation is the single byte b
    ccall(:kiln_print_char, Nothing, (Int64, UInt32), io.handle, UInt32(b) << 24)
    return _written(io, 1)
end

# Generic IO: everything goes through write(io, ::UInt8), which a user IO
# type defines (as in Julia).
function write(io::IO, s::String)
    n = ncodeunits(s)
    i = 1
    while i <= n
        write(io, _byte(s, i))
        i += 1
    end
    return n
end
function write(io::IO, c::Char)
    u = bitcast(UInt32, c)
    n = 0
    while true
        write(io, rem(u >> 24, UInt8))
        n += 1
        u <<= 8
        u == 0 && break
    end
    return n
end
write(io::IO, s::Symbol) = write(io, String(s))
write(io::IO, x::Int8) = write(io, bitcast(UInt8, x))
function write(io::IO, x::Union{Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,UInt128})
    n = sizeof(x)
    i = 0
    w = 0   # what was written (a full buffer takes fewer bytes)
    while i < n
        w += write(io, rem(x >>> (8 * i), UInt8))   # little-endian, as Julia on x86
        i += 1
    end
    return w
end
write(io::IO, x::Float16) = write(io, bitcast(UInt16, x))
write(io::IO, x::Float32) = write(io, bitcast(UInt32, x))
write(io::IO, x::Float64) = write(io, bitcast(UInt64, x))
write(io::IO, x::Bool) = write(io, UInt8(x))
write(io::IO, x1, x2, xs...) = write(io, x1) + write(io, x2, xs...)
write(io::IO, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, xs...) = _write_each(io, (x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, xs...))
function _write_each(io::IO, t::Tuple)
    n = 0
    for i in 1:length(t)
        n += write(io, t[i])
    end
    return n
end
write(io::IO) = 0
write(io::IO, s::AbstractString) = (n = 0; for c in s; n += write(io, c); end; n)

unsafe_write(io::KilnIO, p::Ptr{UInt8}, n::UInt) =
    (ccall(:kiln_write_bytes, Nothing, (Int64, Ptr{UInt8}, Int64), io.handle, p, rem(n, Int64)); n == 0 ? 0 : _written(io, Int(n)))

# ---- print ---------------------------------------------------------------------------------

print(io::IO, x) = (show(io, x); nothing)  # nothing, as Julia's print(io::IO, x)
print(io::IO, s::String) = (write(io, s); nothing)
print(io::IO, s::AbstractString) = (for c in s; print(io, c); end; nothing)
print(io::IO, c::Char) = (write(io, c); nothing)
print(io::IO, c::AbstractChar) = print(io, Char(c))
print(io::IO, s::Symbol) = (write(io, String(s)); nothing)
print(io::IO) = nothing
function print(io::IO, x1, x2, xs...)
    print(io, x1)
    print(io, x2, xs...)
    return nothing
end
# Sixteen arguments or more are printed by one loop: peeling one argument
# per call made a specialization per argument count, so compiling a call
# with n arguments took time cubic in n (a 200-argument println: 6 s).
print(io::IO, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, xs...) = _print_each(io, (x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, xs...))
function _print_each(io::IO, t::Tuple)
    for i in 1:length(t)
        print(io, t[i])
    end
    return nothing
end
print(xs...) = print(stdout, xs...)

println(io::IO) = (write(io, '\n'); nothing)
println(io::IO, xs...) = print(io, xs..., '\n')
println(xs...) = println(stdout, xs...)

# ---- string, repr, sprint ---------------------------------------------------------------------

string() = ""
string(s::String) = s
# (Julia: a string is its own string; string(::SubString{String}) makes a String)
string(s::AbstractString) = s
# A Char holds its UTF-8 bytes in order from the most significant byte, as
# Julia's; the string is those bytes (1 for '\0').
function string(c::Char)
    u = reinterpret(UInt32, c)
    n = u == 0 ? 1 : 4 - (trailing_zeros(u) >> 3)
    return ccall(:kiln_string_new, String, (Ref{UInt32}, Int64), bswap(u), n)
end
string(s::Symbol) = String(s)
string(x::Bool) = x ? "true" : "false"
string(x::Float64) = ccall(:kiln_string_from_f64, String, (Float64,), x)
string(::Nothing) = "nothing"
function string(xs...)
    # String interpolation's usual pieces (strings, symbols, integers,
    # Float64, Bool, nothing) are each made a String and joined, which is
    # several times faster than printing them into a fresh IOBuffer; the
    # text is the same as print's.
    # (At most eight pieces: the tuple is walked recursively, which for a
    # call with hundreds of arguments would cost as many specializations.)
    # (_join_pieces makes a String: asserted, so that a call on a tuple of
    # unknown length, string(v...) of a Vector{String}, infers String.)
    length(xs) <= 8 && _all_strpieces(xs) && return _join_pieces(map(_strpiece, xs))::String
    io = IOBuffer()
    print(io, xs...)
    return _string_close!(io)
end
_isstrpiece(::Union{String,Symbol,Char,BitInteger,Bool,Float64,Nothing}) = true
_isstrpiece(@nospecialize(x)) = false
_all_strpieces(::Tuple{}) = true
_all_strpieces(xs::Tuple) = _isstrpiece(xs[1]) && _all_strpieces(tail(xs))
_strpiece(x::String) = x
_strpiece(x::Symbol) = String(x)
_strpiece(x::Char) = string(x)
_strpiece(x::BitInteger) = string(x)
_strpiece(x::Bool) = x ? "true" : "false"
_strpiece(x::Float64) = string(x)
_strpiece(::Nothing) = "nothing"
_join_pieces(ps::Tuple{String}) = ps[1]
_join_pieces(ps::Tuple{String,String}) = ps[1] * ps[2]
_join_pieces(ps::Tuple{String,String,Vararg{String}}) = _join_pieces((ps[1] * ps[2], tail(tail(ps))...))
string(a::String, b::String) = a * b
string(a::String, b::String, c::String) = (a * b) * c

function String(s::AbstractString)
    io = IOBuffer()
    print(io, s)
    return _string_close!(io)
end

# repr and sprint (with their context keyword) are iocontext.jl's.

# print_to_string is Julia's name for the string(xs...) machinery.
print_to_string(xs...) = string(xs...)

# ---- numbers ----------------------------------------------------------------------------------

# Signed integers print and show in decimal.
show(io::KilnIO, x::Int64) = (ccall(:kiln_print_i64, Nothing, (Int64, Int64), io.handle, x); nothing)
show(io::IO, x::Int64) = print(io, ccall(:kiln_string_from_i64, String, (Int64,), x))
show(io::IO, x::BitSignedSmall) = show(io, Int64(x))
show(io::IO, x::Int128) = _print_dec128(io, x)

# Unsigned integers print in decimal and show in hex (0x05).
print(io::KilnIO, x::BitUnsigned64) = (ccall(:kiln_print_u64, Nothing, (Int64, UInt64), io.handle, UInt64(x)); nothing)
print(io::IO, x::BitUnsigned64) = print(io, ccall(:kiln_string_from_u64, String, (UInt64, Int32, Int32), UInt64(x), Int32(10), Int32(1)))
print(io::IO, x::UInt128) = _print_dec128(io, x)
show(io::KilnIO, x::BitUnsigned64) =
    (ccall(:kiln_show_uhex, Nothing, (Int64, UInt64, Int32), io.handle, UInt64(x), rem(sizeof(x), Int32)); nothing)
show(io::IO, x::BitUnsigned64) =
    print(io, "0x", ccall(:kiln_string_from_u64, String, (UInt64, Int32, Int32), UInt64(x), Int32(16), rem(2 * sizeof(x), Int32)))
function show(io::IO, x::UInt128)
    print(io, "0x")
    hi = rem(x >>> 64, UInt64)
    lo = rem(x, UInt64)
    print(io, ccall(:kiln_string_from_u64, String, (UInt64, Int32, Int32), hi, Int32(16), Int32(16)))
    print(io, ccall(:kiln_string_from_u64, String, (UInt64, Int32, Int32), lo, Int32(16), Int32(16)))
end

# Decimal digits of a 128-bit integer.
function _print_dec128(io::IO, x::Union{Int128,UInt128})
    if x < 0
        print(io, '-')
        _print_udec128(io, unsigned(-x))   # -typemin wraps to 2^127, right as unsigned
    else
        _print_udec128(io, unsigned(x))
    end
    return nothing
end
function _print_udec128(io::IO, u::UInt128)
    if u <= rem(typemax(UInt64), UInt128)
        print(io, rem(u, UInt64))
    else
        p19 = rem(0x8ac7230489e80000, UInt128)  # 10^19
        _print_udec128(io, div(u, p19))
        print(io, ccall(:kiln_string_from_u64, String, (UInt64, Int32, Int32), rem(rem(u, p19), UInt64), Int32(10), Int32(19)))
    end
end

# 1 and 0 where the reader knows the type (Julia 1.10's base/show.jl)
show(io::IO, x::Bool) = print(io, get(io, :typeinfo, Any) === Bool ? (x ? "1" : "0") : (x ? "true" : "false"))
show(io::IO, ::Nothing) = print(io, "nothing")

# Floats: the shortest decimal that reads back as the same value (Ryu, as
# Julia), from the runtime.
show(io::KilnIO, x::Float64) = (ccall(:kiln_print_f64, Nothing, (Int64, Float64), io.handle, x); nothing)
show(io::IO, x::Float64) = print(io, ccall(:kiln_string_from_f64, String, (Float64,), x))
print(io::KilnIO, x::Float32) = (ccall(:kiln_print_f32, Nothing, (Int64, Float32, Int32), io.handle, x, Int32(0)); nothing)
show(io::KilnIO, x::Float32) = (ccall(:kiln_print_f32, Nothing, (Int64, Float32, Int32), io.handle, x, Int32(1)); nothing)
function print(io::IO, x::Float32)
    b = IOBuffer()
    print(b, x)
    print(io, _string_close!(b))
end
function show(io::IO, x::Float32)
    b = IOBuffer()
    show(b, x)
    print(io, _string_close!(b))
end
print(io::IO, x::Float16) = _print_float16(io, x, false)
show(io::IO, x::Float16) = _print_float16(io, x, true)

# Float16: the shortest digits that read back as x (searched with Float64
# arithmetic, which is exact enough for 11-bit significands), formatted as
# Julia's Ryu.writeshortest does for Float16.
function _print_float16(io::IO, x::Float16, typed::Bool)
    if isnan(x)
        print(io, typed ? "NaN16" : "NaN")
        return nothing
    elseif isinf(x)
        print(io, x < 0 ? "-" : "", typed ? "Inf16" : "Inf")
        return nothing
    end
    typed && print(io, "Float16(")
    signbit(x) && print(io, '-')
    a = abs(Float64(x))
    if a == 0.0
        print(io, "0.0")
    else
        digits, e10 = _shortest16(a)
        _write_shortest(io, digits, e10, a, 3)
    end
    typed && print(io, ')')
    return nothing
end
function _shortest16(a::Float64)
    target = Float16(a)
    k = floor(Int, log10(a))
    n = 1
    while n <= 6
        e10 = k - n + 1
        scale = 10.0^(-e10)
        lo = floor(a * scale)
        hi = lo + 1.0
        dlo = abs(lo / scale - a)
        dhi = abs(hi / scale - a)
        oklo = lo > 0.0 && Float16(lo / scale) == target
        okhi = Float16(hi / scale) == target
        if oklo && okhi
            d = dlo < dhi ? lo : dhi < dlo ? hi : (iseven(lo) ? lo : hi)
            return _strip_zeros(unsafe_trunc(Int64, d), e10)
        elseif oklo
            return _strip_zeros(unsafe_trunc(Int64, lo), e10)
        elseif okhi
            return _strip_zeros(unsafe_trunc(Int64, hi), e10)
        end
        n += 1
    end
    return _strip_zeros(unsafe_trunc(Int64, round(a * 10.0^(5 - k))), k - 5)
end
function _strip_zeros(d::Int64, e10::Int)
    while d != 0 && rem(d, 10) == 0
        d = div(d, 10)
        e10 += 1
    end
    return (d, e10)
end
# digits * 10^e10 in plain or exponent form (Julia's writeshortest rules).
function _write_shortest(io::IO, digits::Int64, e10::Int, x::Float64, expmax::Int)
    ds = string(digits)
    olength = ncodeunits(ds)
    pt = e10 + olength
    plain = -4 < pt <= expmax && !(pt >= olength && abs(mod(x + 0.05, 10.0^(pt - olength)) - 0.05) > 0.05)
    if plain
        if pt <= 0
            print(io, "0.", repeat('0', -pt), ds)
        elseif pt >= olength
            print(io, ds, repeat('0', pt - olength), ".0")
        else
            print(io, _substr(ds, 1, pt), '.', _substr(ds, pt + 1, olength))
        end
    else
        print(io, _substr(ds, 1, 1), '.')
        olength > 1 ? print(io, _substr(ds, 2, olength)) : print(io, '0')
        print(io, 'e', pt - 1)
    end
    return nothing
end

# string(n; base, pad) for integers. A negative base is a negative radix
# (Julia's _base in base/intfuncs.jl: digit mod(x, -b), then x = cld(x, b)).
function string(n::Integer; base::Integer=10, pad::Integer=1)
    b = abs(base)
    (2 <= b <= 62) || throw(DomainError(base, "base must satisfy 2 ≤ abs(base) ≤ 62"))
    if base < 0
        x = n isa Unsigned ? signed(widen(n)) : n
        ds = Char[]
        while !iszero(x)
            d = Int(mod(x, b))
            push!(ds, d < 10 ? Char(48 + d) : (b <= 36 || d < 36) ? Char((b <= 36 ? 87 : 55) + d) : Char(61 + d))
            x = cld(x, base)
        end
        while length(ds) < pad
            push!(ds, '0')
        end
        return String(reverse!(ds))
    end
    # (Julia: max(pad, ndigits0z(n)) digits, none for zero with pad <= 0)
    pad <= 0 && iszero(n) && return ""
    if (n isa BitInteger64 || n isa Bool) && b <= 36
        digits = ccall(:kiln_string_from_u64, String, (UInt64, Int32, Int32), rem(uabs(n), UInt64), rem(b, Int32), rem(max(pad, 1), Int32))
        return n < 0 ? string("-", digits) : digits
    end
    io = IOBuffer()
    n < 0 && print(io, '-')
    u = uabs(n)
    nd = max(Int(pad), ndigits0z(u, b))
    _print_digits(io, u, b, nd)
    return _string_close!(io)
end
function _print_digits(io::IO, u::Integer, base::Integer, nd::Int)
    nd > 1 && _print_digits(io, div(u, base), base, nd - 1)
    d = Int(rem(u, base))
    if base <= 36
        print(io, d < 10 ? Char(48 + d) : Char(87 + d))
    else
        print(io, d < 10 ? Char(48 + d) : d < 36 ? Char(55 + d) : Char(61 + d))
    end
end
uabs(x::Bool) = x

bitstring(x::Union{BitInteger,Bool}) = string(reinterpret(Unsigned, x); base=2, pad=8 * sizeof(x))
bitstring(x::IEEEFloat) = string(reinterpret(Unsigned, x); base=2, pad=8 * sizeof(x))
# any other primitive type (Char, a user's `primitive type`): its bits, as Julia's
function bitstring(x::T) where {T}
    isprimitivetype(T) || throw(ArgumentError(string(T, " not a primitive type")))
    sz = sizeof(T)
    sz == 1 && return bitstring(reinterpret(UInt8, x))
    sz == 2 && return bitstring(reinterpret(UInt16, x))
    sz == 4 && return bitstring(reinterpret(UInt32, x))
    sz == 8 && return bitstring(reinterpret(UInt64, x))
    return bitstring(reinterpret(UInt128, x))
end
reinterpret(::Type{Unsigned}, x::BitSigned) = unsigned(x)
reinterpret(::Type{Unsigned}, x::BitUnsigned) = x
reinterpret(::Type{Unsigned}, x::Bool) = UInt8(x)

# ---- chars ----------------------------------------------------------------------------------------

const _hexchars = "0123456789abcdef"

show(io::IO, c::AbstractChar) = show(io, Char(c))
function show(io::IO, c::Char)
    if c <= '\\'
        b = c == '\0' ? 0x30 :
            c == '\a' ? 0x61 :
            c == '\b' ? 0x62 :
            c == '\t' ? 0x74 :
            c == '\n' ? 0x6e :
            c == '\v' ? 0x76 :
            c == '\f' ? 0x66 :
            c == '\r' ? 0x72 :
            c == '\e' ? 0x65 :
            c == '\'' ? 0x27 :
            c == '\\' ? 0x5c : 0xff
        if b != 0xff
            write(io, 0x27)
            write(io, 0x5c)
            write(io, b)
            write(io, 0x27)
            return nothing
        end
    end
    if isoverlong(c) || ismalformed(c)
        write(io, 0x27)
        _escape_malformed(io, c)
        write(io, 0x27)
    elseif isprint(c)
        write(io, 0x27)
        write(io, c)
        write(io, 0x27)
    else # unprintable, well-formed, non-overlong Unicode
        u = codepoint(c)
        write(io, 0x27)
        write(io, 0x5c)
        write(io, u <= 0x7f ? 0x78 : u <= 0xffff ? 0x75 : 0x55)
        d = max(2, 8 - (leading_zeros(u) >> 2))
        while 0 < d
            d -= 1
            write(io, _byte(_hexchars, Int((u >> (d << 2)) & 0xf) + 1))
        end
        write(io, 0x27)
    end
    return nothing
end

function _escape_malformed(io::IO, c::Char)
    u = bswap(bitcast(UInt32, c))
    while true
        print(io, "\\x", string(rem(u, UInt8); base=16, pad=2))
        (u >>= 8) == 0 && break
    end
end
