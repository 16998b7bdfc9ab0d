# This file is a part of Kiln's Base library.
#
# string.jl — String: code units, iteration by Char (UTF-8, with Julia's
# handling of invalid sequences), indexing, comparison, concatenation and
# the array-free string functions, as Julia's base/strings/string.jl,
# basic.jl, util.jl and substring.jl (String results only; no SubString).

ncodeunits(s::String) = ccall(:kiln_string_len, Int64, (String,), s)
sizeof(s::String) = ncodeunits(s)
codeunit(s::String) = UInt8
codeunit(::Type{String}) = UInt8
function codeunit(s::String, i::Integer)
    i = Int(i)
    (1 <= i <= ncodeunits(s)) || throw(BoundsError(s, i))
    return ccall(:kiln_string_byte, UInt8, (String, Int64), s, i)
end
# Unchecked: 1 <= i <= ncodeunits(s) must hold.
_byte(s::String, i::Int) = ccall(:kiln_string_byte, UInt8, (String, Int64), s, i)
pointer(s::String) = ccall(:kiln_string_data, Ptr{UInt8}, (String,), s)
pointer(s::String, i::Integer) = bitcast(Ptr{UInt8}, bitcast(UInt64, pointer(s)) + rem(Int(i) - 1, UInt64))

# A new String from bytes [i, j] of s (no index validation beyond bounds).
function _substr(s::String, i::Int, j::Int)
    n = j - i + 1
    n <= 0 && return ""
    return ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), pointer(s, i), n)
end

String(s::String) = s
String(s::Symbol) = ccall(:kiln_symbol_name, String, (Any,), s)
function (::Type{Symbol})(s::String)
    # (Julia's: a symbol's name is a C string)
    n = ncodeunits(s)
    n > 0 && bitcast(UInt64, ccall(:memchr, Ptr{UInt8}, (Ptr{UInt8}, Int32, UInt64), pointer(s), Int32(0), rem(n, UInt64))) != 0 &&
        throw(ArgumentError("Symbol name may not contain \\0"))
    return ccall(:kiln_symbol_new, Any, (String,), s)::Symbol
end
(::Type{Symbol})(s::Symbol) = s
(::Type{Symbol})(xs...) = Symbol(string(xs...))
convert(::Type{String}, s::String) = s
convert(::Type{T}, s::T) where {T<:AbstractString} = s
convert(::Type{T}, s::AbstractString) where {T<:AbstractString} = T(s)::T

firstindex(s::AbstractString) = 1
lastindex(s::String) = thisind(s, ncodeunits(s))
length(s::String) = (n = 0; i = 1; m = ncodeunits(s); while i <= m; i = nextind(s, i); n += 1; end; n)
isempty(s::AbstractString) = ncodeunits(s) == 0
# Julia's length(s, i, j): the number of characters that start in i:j
function length(s::AbstractString, i::Integer, j::Integer)
    i, j = Int(i), Int(j)
    0 < i <= ncodeunits(s) + 1 || throw(BoundsError(s, i))
    0 <= j < ncodeunits(s) + 1 || throw(BoundsError(s, j))
    n = 0
    for k in i:j
        isvalid(s, k) && (n += 1)
    end
    return n
end
eltype(::Type{String}) = Char
sizeof(s::Symbol) = ncodeunits(String(s))

# ---- iteration ------------------------------------------------------------------------

function iterate(s::String, i::Int=1)
    ((i % UInt) - 1 < ncodeunits(s)) || return nothing
    b = _byte(s, i)
    u = UInt32(b) << 24
    ((b >= 0x80) & (b <= 0xf7)) || return (bitcast(Char, u), i + 1)
    return iterate_continued(s, i, u)
end

function iterate_continued(s::String, i::Int, u::UInt32)
    u < 0xc0000000 && return (bitcast(Char, u), i + 1)
    n = ncodeunits(s)
    # first continuation byte
    (i += 1) > n && return (bitcast(Char, u), i)
    b = _byte(s, i)
    b & 0xc0 == 0x80 || return (bitcast(Char, u), i)
    u |= UInt32(b) << 16
    # second continuation byte
    ((i += 1) > n) | (u < 0xe0000000) && return (bitcast(Char, u), i)
    b = _byte(s, i)
    b & 0xc0 == 0x80 || return (bitcast(Char, u), i)
    u |= UInt32(b) << 8
    # third continuation byte
    ((i += 1) > n) | (u < 0xf0000000) && return (bitcast(Char, u), i)
    b = _byte(s, i)
    b & 0xc0 == 0x80 || return (bitcast(Char, u), i)
    u |= UInt32(b)
    return (bitcast(Char, u), i + 1)
end

# ---- indices ------------------------------------------------------------------------------

function isvalid(s::String, i::Integer)
    i = Int(i)
    (1 <= i <= ncodeunits(s)) || return false
    return thisind(s, i) == i
end

function thisind(s::String, i::Int)
    i == 0 && return 0
    n = ncodeunits(s)
    i == n + 1 && return i
    (1 <= i <= n) || throw(BoundsError(s, i))
    b = _byte(s, i)
    (b & 0xc0 == 0x80) & (i - 1 > 0) || return i
    b = _byte(s, i - 1)
    between(b, 0b11000000, 0b11110111) && return i - 1
    (b & 0xc0 == 0x80) & (i - 2 > 0) || return i
    b = _byte(s, i - 2)
    between(b, 0b11100000, 0b11110111) && return i - 2
    (b & 0xc0 == 0x80) & (i - 3 > 0) || return i
    b = _byte(s, i - 3)
    between(b, 0b11110000, 0b11110111) && return i - 3
    return i
end
thisind(s::String, i::Integer) = thisind(s, Int(i))
between(b::T, lo::T, hi::T) where {T<:Integer} = (lo <= b) & (b <= hi)

function nextind(s::String, i::Int)
    i == 0 && return 1
    n = ncodeunits(s)
    (1 <= i <= n) || throw(BoundsError(s, i))
    l = _byte(s, i)
    (l < 0x80) | (0xf8 <= l) && return i + 1
    if l < 0xc0
        i2 = thisind(s, i)
        return i2 < i ? nextind(s, i2) : i + 1
    end
    # first continuation byte
    (i += 1) > n && return i
    b = _byte(s, i)
    b & 0xc0 ≠ 0x80 && return i
    ((i += 1) > n) | (l < 0xe0) && return i
    # second continuation byte
    b = _byte(s, i)
    b & 0xc0 ≠ 0x80 && return i
    ((i += 1) > n) | (l < 0xf0) && return i
    # third continuation byte
    b = _byte(s, i)
    return ifelse(b & 0xc0 ≠ 0x80, i, i + 1)
end
nextind(s::String, i::Integer) = nextind(s, Int(i))
function nextind(s::AbstractString, i::Integer, n::Integer)
    n < 0 && throw(ArgumentError(string("n cannot be negative: ", n)))
    i = Int(i)
    z = ncodeunits(s)
    (0 <= i <= z) || throw(BoundsError(s, i))
    n == 0 && return thisind(s, i) == i ? i : string_index_err(s, i)
    while n > 0 && i < z
        i += 1
        n -= Int(isvalid(s, i))
    end
    return i + n
end
function prevind(s::String, i::Int)
    n = ncodeunits(s)
    (1 <= i <= n + 1) || throw(BoundsError(s, i))
    i == 1 && return 0
    return thisind(s, i - 1)
end
prevind(s::String, i::Integer) = prevind(s, Int(i))
function prevind(s::AbstractString, i::Integer, n::Integer)
    n < 0 && throw(ArgumentError(string("n cannot be negative: ", n)))
    i = Int(i)
    z = ncodeunits(s) + 1
    (0 < i <= z) || throw(BoundsError(s, i))
    n == 0 && return thisind(s, i) == i ? i : string_index_err(s, i)
    while n > 0 && 1 < i
        i -= 1
        n -= Int(isvalid(s, i))
    end
    return i - n
end

function string_index_err(s::AbstractString, i::Integer)
    throw(StringIndexError(s, Int(i)))
end

function getindex(s::String, i::Int)
    (1 <= i <= ncodeunits(s)) || throw(BoundsError(s, i))
    isvalid(s, i) || string_index_err(s, i)
    return iterate(s, i)[1]
end
getindex(s::String, i::Integer) = s[Int(i)]
function getindex(s::String, r::UnitRange{Int})
    isempty(r) && return ""
    i, j = first(r), last(r)
    n = ncodeunits(s)
    (1 <= i && j <= n) || throw(BoundsError(s, r))
    isvalid(s, i) || string_index_err(s, i)
    isvalid(s, j) || string_index_err(s, j)
    j = nextind(s, j) - 1
    return _substr(s, i, j)
end
getindex(s::String, r::UnitRange{<:Integer}) = s[Int(first(r)):Int(last(r))]

# ---- comparison ---------------------------------------------------------------------------

==(a::String, b::String) = a === b || ccall(:kiln_string_eq, Int32, (String, String), a, b) != 0
cmp(a::String, b::String) = (c = ccall(:kiln_string_cmp, Int32, (String, String), a, b); c < 0 ? -1 : c > 0 ? 1 : 0)
isless(a::String, b::String) = cmp(a, b) < 0
<(a::String, b::String) = cmp(a, b) < 0
<=(a::String, b::String) = cmp(a, b) <= 0
isless(a::Symbol, b::Symbol) = isless(String(a), String(b))

# ---- concatenation -------------------------------------------------------------------------

*(a::String, b::String) = ccall(:kiln_string_concat, String, (String, String), a, b)
*(s1::Union{AbstractChar,AbstractString}, ss::Union{AbstractChar,AbstractString}...) = string(s1, ss...)
# the empty string is the identity of string concatenation (Julia's
# strings/basic.jl: one(::Union{T,Type{T}}) where {T<:AbstractString})
one(::Union{T,Type{T}}) where {T<:AbstractString} = convert(T, "")

function repeat(s::String, r::Integer)
    r < 0 && throw(ArgumentError(string("can't repeat a string ", r, " times")))
    r == 0 && return ""
    r == 1 && return s
    r > typemax(Int) && throw(OutOfMemoryError())
    # Julia allocates the result at once (_string_n(n*r) in
    # base/strings/substring.jl): a size past memory is OutOfMemoryError
    # at once, not a loop that fills the heap one copy at a time.
    n = ncodeunits(s)
    n == 0 && return ""
    r = Int(r)
    r >= div(typemax(Int), n) && throw(OutOfMemoryError())
    buf = Vector{UInt8}(undef, n * r)
    p = bitcast(UInt64, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf))
    k = 0
    while k < r
        ccall(:memcpy, Ptr{UInt8}, (Ptr{UInt8}, Ptr{UInt8}, UInt64), bitcast(Ptr{UInt8}, p + rem(k * n, UInt64)), pointer(s), rem(n, UInt64))
        k += 1
    end
    return ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), bitcast(Ptr{UInt8}, p), n * r)
end
function repeat(c::AbstractChar, r::Integer)
    r < 0 && throw(ArgumentError(string("can't repeat a character ", r, " times")))
    r == 0 && return ""
    return repeat(string(c), r)
end
# any other string: repeated as a String (Julia's strings/basic.jl)
repeat(s::AbstractString, r::Integer) = repeat(String(s), r)
typemin(::Type{String}) = ""
typemin(::String) = ""
^(s::Union{AbstractString,AbstractChar}, r::Integer) = repeat(s, r)

# ---- searching -------------------------------------------------------------------------------

_memeq(a::String, i::Int, b::String, j::Int, n::Int) =
    n == 0 || ccall(:memcmp, Int32, (Ptr{UInt8}, Ptr{UInt8}, UInt64), pointer(a, i), pointer(b, j), rem(n, UInt64)) == 0

# As Julia 1.10's: the bytes match and end (start) at a character boundary
# of a, so that "∀" does not start with its first byte "\xe2".
function startswith(a::String, b::String)
    nb = ncodeunits(b)
    return nb <= ncodeunits(a) && _memeq(a, 1, b, 1, nb) && nextind(a, nb) == nb + 1
end
function endswith(a::String, b::String)
    na, nb = ncodeunits(a), ncodeunits(b)
    return nb <= na && _memeq(a, na - nb + 1, b, 1, nb) && thisind(a, na - nb + 1) == na - nb + 1
end
startswith(a::AbstractString, c::AbstractChar) = !isempty(a) && first(a) == c
endswith(a::AbstractString, c::AbstractChar) = !isempty(a) && last(a) == c

# First byte index >= start where needle occurs in haystack, or 0.
function _search(haystack::String, needle::String, start::Int)
    n, m = ncodeunits(haystack), ncodeunits(needle)
    m == 0 && return start <= n + 1 ? start : 0
    i = start
    while i + m - 1 <= n
        if _byte(haystack, i) == _byte(needle, 1) && _memeq(haystack, i, needle, 1, m)
            return i
        end
        i += 1
    end
    return 0
end
occursin(needle::String, haystack::String) = _search(haystack, needle, 1) != 0
occursin(needle::AbstractChar, haystack::String) = _search(haystack, string(needle), 1) != 0
contains(haystack::AbstractString, needle) = occursin(needle, haystack)
# Julia 1.10: a string is not a collection to look for another string in
in(::AbstractString, ::AbstractString) = error("use occursin(needle, haystack) for string containment")
# The one-argument forms (Julia 1.5/1.6): functions of the other argument,
# as in filter(startswith("a"), words).
startswith(prefix) = Fix2(startswith, prefix)
endswith(suffix) = Fix2(endswith, suffix)
occursin(haystack) = Fix2(occursin, haystack)
contains(needle) = Fix2(contains, needle)

# The ranges end at the index of the match's last character (Julia:
# idx:idx+lastindex(pattern)-1), not its last byte.
function findfirst(pattern::String, s::String)
    i = _search(s, pattern, 1)
    i == 0 && return nothing
    return i:(i + lastindex(pattern) - 1)
end
function findnext(pattern::String, s::String, start::Integer)
    i = _search(s, pattern, Int(start))
    i == 0 && return nothing
    return i:(i + lastindex(pattern) - 1)
end
# The last match that ends within the character at start (Julia 1.10's
# _rsearchindex: up to byte nextind(s, start)-1); a one-character pattern is
# findprev of that character; an empty pattern matches at start (at 1 for
# start 0; past the end Julia's _rsearch gives 0:-1).
function findprev(pattern::String, s::String, start::Integer)
    i = Int(start)
    n = ncodeunits(s)
    m = ncodeunits(pattern)
    if m == 0
        k = i > n ? 0 : i == 0 ? 1 : i
        return k:k-1
    end
    if lastindex(pattern) == 1
        k = findprev(isequal(pattern[1]), s, i)
        return k === nothing ? nothing : k:k
    end
    j = i <= n ? nextind(s, i) - 1 : i
    k = min(j - m + 1, n - m + 1)
    while k >= 1
        if _byte(s, k) == _byte(pattern, 1) && _memeq(s, k, pattern, 1, m)
            return k:(k + lastindex(pattern) - 1)
        end
        k -= 1
    end
    return nothing
end
findlast(pattern::String, s::String) = findprev(pattern, s, lastindex(s))
findprev(pattern::AbstractString, s::AbstractString, i::Integer) = findprev(String(pattern), String(s), i)
findlast(pattern::AbstractString, s::AbstractString) = findlast(String(pattern), String(s))

first(s::AbstractString) = (y = iterate(s); y === nothing ? throw(BoundsError(s, 1)) : y[1])
last(s::String) = (isempty(s) && throw(BoundsError(s, 0)); s[lastindex(s)])
function first(s::String, n::Integer)
    n < 0 && throw(ArgumentError(string("Requested number of characters (", n, ") must be non-negative")))
    n == 0 && return ""
    return s[1:min(ncodeunits(s), nextind(s, 0, n))]
end
function last(s::String, n::Integer)
    n < 0 && throw(ArgumentError(string("Requested number of characters (", n, ") must be non-negative")))
    n == 0 && return ""
    return s[max(1, prevind(s, ncodeunits(s) + 1, n)):ncodeunits(s)]
end

# ---- case and whitespace ------------------------------------------------------------------

function _map_chars(f, s::String)
    io = IOBuffer()
    for c in s
        print(io, f(c))
    end
    return _string_close!(io)
end
uppercase(s::String) = _ascii_case(uppercase, s, 0, ncodeunits(s), true)
# upper/lowercase of the n bytes of s after its first off: ASCII text is
# mapped byte by byte into one buffer, anything else char by char (f).
function _ascii_case(f, s::String, off::Int, n::Int, upper::Bool)
    buf = Vector{UInt8}(undef, n)
    lo = upper ? 0x61 : 0x41
    i = 1
    while i <= n
        b = _byte(s, off + i)
        b >= 0x80 && return _map_chars(f, off == 0 && n == ncodeunits(s) ? s : String(_subview(s, off + 1, off + n)))
        @inbounds buf[i] = lo <= b <= lo + 0x19 ? xor(b, 0x20) : b
        i += 1
    end
    return String(buf)
end
# Julia's strings/basic.jl: map over a string is a String; f must give chars.
function map(f, s::AbstractString)
    io = IOBuffer()
    for c in s
        c2 = f(c)
        c2 isa AbstractChar || throw(ArgumentError("map(f, s::AbstractString) requires f to return AbstractChar; try map(f, collect(s)) or a comprehension instead"))
        print(io, c2)
    end
    return _string_close!(io)
end
lowercase(s::String) = _ascii_case(lowercase, s, 0, ncodeunits(s), false)
function uppercasefirst(s::String)
    isempty(s) && return s
    c = s[1]
    c2 = titlecase(c)
    c == c2 ? s : string(c2, _substr(s, nextind(s, 1), ncodeunits(s)))
end
function lowercasefirst(s::String)
    isempty(s) && return s
    c = s[1]
    c2 = lowercase(c)
    c == c2 ? s : string(c2, _substr(s, nextind(s, 1), ncodeunits(s)))
end

# lstrip, rstrip, strip, chomp and chop return a SubString of s, as Julia.
lstrip(s::String) = _lstrip_n(s, ncodeunits(s))
function _lstrip_n(s::String, n::Int)   # of the first n code units
    i = 1
    while i <= n
        c, j = iterate(s, i)
        isspace(c) || break
        i = j
    end
    return _subview(s, i, n)
end
function rstrip(s::String)
    j = ncodeunits(s)
    while j >= 1
        i = thisind(s, j)
        isspace(s[i]) || break
        j = i - 1
    end
    return _subview(s, 1, j)
end
strip(s::String) = (t = rstrip(s); _lstrip_n(s, t.ncodeunits))
function chomp(s::String)
    n = ncodeunits(s)
    n >= 2 && _byte(s, n) == 0x0a && _byte(s, n - 1) == 0x0d && return _subview(s, 1, n - 2)
    n >= 1 && _byte(s, n) == 0x0a && return _subview(s, 1, n - 1)
    return _subview(s, 1, n)
end
function chop(s::String; head::Integer=0, tail::Integer=1)
    n = ncodeunits(s)
    # Julia: SubString(s, nextind(s, 0, head+1), prevind(s, ncodeunits(s)+1, tail+1))
    # (and an empty s is returned before the counts are checked)
    n == 0 && return _subview(s, 1, 0)
    head < 0 && throw(ArgumentError(string("n cannot be negative: ", head)))
    tail < 0 && throw(ArgumentError(string("n cannot be negative: ", tail)))
    i = nextind(s, 0, head + 1)
    j = prevind(s, n + 1, tail + 1)
    (i > n || j < i) && return _subview(s, 1, 0)
    return _subview(s, i, nextind(s, j) - 1)
end
# Julia 1.10's base/strings/util.jl: the padding is q whole copies of p
# and the first r characters of it, (q, r) = divrem(n - length(s), length(p)).
# lpad/rpad pad to a text width (textwidth, as Julia's since 1.7: a wide
# character such as '数' counts twice), with whole copies of p and then its
# first characters.
function lpad(s, n::Integer, p::Union{AbstractChar,AbstractString}=' ')
    s = string(s)
    m = Int(n) - textwidth(s)
    m <= 0 && return s
    q, r = divrem(m, textwidth(p))
    return r == 0 ? string(repeat(p, q), s) : string(repeat(p, q), first(p, r), s)
end
function rpad(s, n::Integer, p::Union{AbstractChar,AbstractString}=' ')
    s = string(s)
    m = Int(n) - textwidth(s)
    m <= 0 && return s
    q, r = divrem(m, textwidth(p))
    return r == 0 ? string(s, repeat(p, q)) : string(s, repeat(p, q), first(p, r))
end
function reverse(s::String)
    io = IOBuffer()
    j = ncodeunits(s)
    while j >= 1
        i = thisind(s, j)
        print(io, s[i])
        j = i - 1
    end
    return _string_close!(io)
end
isascii(s::String) = (i = 1; n = ncodeunits(s); while i <= n; _byte(s, i) >= 0x80 && return false; i += 1; end; true)
# whether bytes are valid UTF-8 (Julia's isvalid(String, ::Vector{UInt8}))
isvalid(::Type{String}, v::AbstractVector{UInt8}) = isvalid(String, String(copy(v)))
function isvalid(::Type{String}, s::String)
    for c in s
        isvalid(c) || return false
    end
    return true
end
isvalid(s::String) = isvalid(String, s)
textwidth(s::AbstractString) = (w = 0; for c in s; w += textwidth(c); end; w)

# keys(s)/eachindex(s): the valid character indices of a string, as
# Julia's Base.EachStringIndex.
struct EachStringIndex{T<:AbstractString}
    s::T
end
keys(s::AbstractString) = EachStringIndex(s)
eachindex(s::AbstractString) = EachStringIndex(s)
length(e::EachStringIndex) = length(e.s)
eltype(::Type{<:EachStringIndex}) = Int
first(e::EachStringIndex) = firstindex(e.s)
last(e::EachStringIndex) = lastindex(e.s)
iterate(e::EachStringIndex, i::Int=firstindex(e.s)) = i > ncodeunits(e.s) ? nothing : (i, nextind(e.s, i))
pairs(s::AbstractString) = Pairs(s, keys(s))
