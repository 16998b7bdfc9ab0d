# This file is a part of Kiln's Base library.
#
# substring.jl — SubString, a view of a range of code units of a string, as
# Julia's base/strings/substring.jl: what split, strip's kin in Julia, and
# regex matches return. SubString{String} has fast paths that work on the
# parent String's bytes; String-only functions of Kiln's Base take a
# SubString through String(s).

struct _NoCheck end

struct SubString{T<:AbstractString} <: AbstractString
    string::T
    offset::Int
    ncodeunits::Int

    function SubString{T}(s::T, i::Int, j::Int) where {T<:AbstractString}
        i ≤ j || return new(s, 0, 0)
        checkbounds(s, i:j)
        isvalid(s, i) || string_index_err(s, i)
        isvalid(s, j) || string_index_err(s, j)
        return new(s, i - 1, nextind(s, j) - i)
    end
    # code units i:j of s, which the caller knows to be whole characters
    SubString{T}(s::T, i::Int, j::Int, ::_NoCheck) where {T<:AbstractString} = new(s, i - 1, max(j - i + 1, 0))
end
_subview(s::String, i::Int, j::Int) = SubString{String}(s, i, j, _NoCheck())

SubString(s::T, i::Int, j::Int) where {T<:AbstractString} = SubString{T}(s, i, j)
SubString(s::AbstractString, i::Integer, j::Integer=lastindex(s)) = SubString(s, Int(i), Int(j))
SubString(s::AbstractString, r::AbstractUnitRange{<:Integer}) = SubString(s, first(r), last(r))
function SubString(s::SubString, i::Int, j::Int)
    i ≤ j && checkbounds(s, i:j)
    SubString(s.string, s.offset + i, s.offset + j)
end
SubString(s::AbstractString) = SubString(s, 1, lastindex(s))
SubString{T}(s::T) where {T<:AbstractString} = SubString{T}(s, 1, lastindex(s))

# Julia's strings/basic.jl: an index of a string is in bounds in 1:ncodeunits(s)
checkbounds(::Type{Bool}, s::AbstractString, i::Integer) = 1 ≤ i ≤ ncodeunits(s)
checkbounds(::Type{Bool}, s::AbstractString, r::AbstractRange{<:Integer}) =
    isempty(r) || (1 ≤ minimum(r) && maximum(r) ≤ ncodeunits(s))
checkbounds(::Type{Bool}, s::AbstractString, I::AbstractArray{<:Real}) = all(i -> checkbounds(Bool, s, i), I)
checkbounds(::Type{Bool}, s::AbstractString, I::AbstractArray{<:Integer}) = all(i -> checkbounds(Bool, s, i), I)
checkbounds(s::AbstractString, I::Union{Integer,AbstractArray}) =
    checkbounds(Bool, s, I) ? nothing : throw(BoundsError(s, I))

convert(::Type{SubString{String}}, s::SubString{String}) = s
convert(::Type{SubString{String}}, s::String) = SubString(s)
convert(::Type{String}, s::SubString{String}) = String(s)

String(s::SubString{String}) = _substr(s.string, s.offset + 1, s.offset + s.ncodeunits)
string(s::SubString{String}) = String(s)
copy(s::SubString{String}) = String(s)

ncodeunits(s::SubString) = s.ncodeunits
sizeof(s::SubString{String}) = s.ncodeunits
codeunit(s::SubString) = codeunit(s.string)
function codeunit(s::SubString, i::Integer)
    i = Int(i)
    (1 <= i <= s.ncodeunits) || throw(BoundsError(s, i))
    return codeunit(s.string, s.offset + i)
end
pointer(s::SubString{String}) = pointer(s.string, s.offset + 1)
pointer(s::SubString{String}, i::Integer) = pointer(s.string, s.offset + Int(i))
eltype(::Type{<:SubString{String}}) = Char
lastindex(s::SubString) = thisind(s, ncodeunits(s))

function iterate(s::SubString{String}, i::Int=1)
    i == s.ncodeunits + 1 && return nothing
    (1 <= i <= s.ncodeunits) || throw(BoundsError(s, i))
    y = iterate(s.string, s.offset + i)
    y === nothing && return nothing
    # A character cut by the end of the SubString cannot occur: the end is
    # a character boundary of the parent.
    return (y[1], y[2] - s.offset)
end

function isvalid(s::SubString, i::Integer)
    i = Int(i)
    return (1 <= i <= s.ncodeunits) && isvalid(s.string, s.offset + i)
end
function thisind(s::SubString{String}, i::Int)
    i == 0 && return 0
    n = s.ncodeunits
    i == n + 1 && return i
    (1 <= i <= n) || throw(BoundsError(s, i))
    return thisind(s.string, s.offset + i) - s.offset
end
thisind(s::SubString{String}, i::Integer) = thisind(s, Int(i))
function nextind(s::SubString{String}, i::Int)
    i == 0 && return 1
    n = s.ncodeunits
    (1 <= i <= n) || throw(BoundsError(s, i))
    return nextind(s.string, s.offset + i) - s.offset
end
nextind(s::SubString{String}, i::Integer) = nextind(s, Int(i))
function prevind(s::SubString{String}, i::Int)
    n = s.ncodeunits
    (1 <= i <= n + 1) || throw(BoundsError(s, i))
    i == 1 && return 0
    return thisind(s, i - 1)
end
prevind(s::SubString{String}, i::Integer) = prevind(s, Int(i))

function length(s::SubString{String})
    n = 0
    i = 1
    m = s.ncodeunits
    while i <= m
        i = nextind(s, i)
        n += 1
    end
    return n
end

function getindex(s::SubString{String}, i::Int)
    (1 <= i <= s.ncodeunits) || throw(BoundsError(s, i))
    isvalid(s, i) || string_index_err(s, i)
    return s.string[s.offset + i]
end
getindex(s::SubString{String}, i::Integer) = s[Int(i)]
function getindex(s::SubString{String}, r::UnitRange{Int})
    isempty(r) && return ""
    i, j = first(r), last(r)
    n = s.ncodeunits
    (1 <= i && j <= n) || throw(BoundsError(s, r))
    isvalid(s, i) || string_index_err(s, i)
    isvalid(s, j) || string_index_err(s, j)
    return _substr(s.string, s.offset + i, s.offset + nextind(s, j) - 1)
end
getindex(s::SubString{String}, r::UnitRange{<:Integer}) = s[Int(first(r)):Int(last(r))]

function write(io::IO, s::SubString{String})
    s.ncodeunits == 0 && return 0
    return unsafe_write(io, pointer(s), rem(s.ncodeunits, UInt))
end
print(io::IO, s::SubString{String}) = (write(io, s); nothing)

# Comparison and hashing as the String with the same code units.
function _cmp_bytes(a::Ptr{UInt8}, na::Int, b::Ptr{UInt8}, nb::Int)
    c = ccall(:memcmp, Int32, (Ptr{UInt8}, Ptr{UInt8}, UInt64), a, b, rem(min(na, nb), UInt64))
    return c < 0 ? -1 : c > 0 ? 1 : cmp(na, nb)
end
const _StrOrSub = Union{String, SubString{String}}
==(a::SubString{String}, b::SubString{String}) = _cmp_bytes(pointer(a), ncodeunits(a), pointer(b), ncodeunits(b)) == 0
==(a::String, b::SubString{String}) = _cmp_bytes(pointer(a), ncodeunits(a), pointer(b), ncodeunits(b)) == 0
==(a::SubString{String}, b::String) = _cmp_bytes(pointer(a), ncodeunits(a), pointer(b), ncodeunits(b)) == 0
cmp(a::SubString{String}, b::_StrOrSub) = _cmp_bytes(pointer(a), ncodeunits(a), pointer(b), ncodeunits(b))
cmp(a::String, b::SubString{String}) = _cmp_bytes(pointer(a), ncodeunits(a), pointer(b), ncodeunits(b))
isless(a::SubString{String}, b::_StrOrSub) = cmp(a, b) < 0
isless(a::String, b::SubString{String}) = cmp(a, b) < 0
<(a::SubString{String}, b::_StrOrSub) = cmp(a, b) < 0
<(a::String, b::SubString{String}) = cmp(a, b) < 0
<=(a::SubString{String}, b::_StrOrSub) = cmp(a, b) <= 0
<=(a::String, b::SubString{String}) = cmp(a, b) <= 0
function hash(s::SubString{String}, h::UInt)
    h += memhash_seed
    return _memhash(s.string, s.offset, s.ncodeunits, rem(h, UInt32)) + h
end
*(a::SubString{String}, b::_StrOrSub) = String(a) * String(b)
*(a::String, b::SubString{String}) = a * String(b)

# Kiln's String-only functions, for SubString{String}. Julia returns a
# SubString from strip and its kin; these return a String.
uppercase(s::SubString{String}) = _ascii_case(uppercase, s.string, s.offset, s.ncodeunits, true)
lowercase(s::SubString{String}) = _ascii_case(lowercase, s.string, s.offset, s.ncodeunits, false)
titlecase(s::SubString{String}) = titlecase(String(s))
uppercasefirst(s::SubString{String}) = uppercasefirst(String(s))
lowercasefirst(s::SubString{String}) = lowercasefirst(String(s))
# strip and its kin of a SubString: lstrip(isspace, s) & co. (the _StrOrSub
# methods below read the parent's bytes in place).
strip(s::SubString{String}) = lstrip(rstrip(s))
function chomp(s::SubString{String})
    t = chomp(String(s))
    return _subview(s.string, s.offset + 1, s.offset + t.ncodeunits)
end
reverse(s::SubString{String}) = reverse(String(s))
# Julia 1.9's rest of a string: a SubString of a String (or of a
# SubString{String}) from byte i on; any other string is copied into a String.
rest(s::Union{String,SubString{String}}, i::Int=1) = SubString(s, i)
function isascii(s::SubString{String})
    p = s.string
    for i in s.offset+1:s.offset+s.ncodeunits
        _byte(p, i) >= 0x80 && return false
    end
    return true
end
last(s::SubString{String}) = last(String(s))
(::Type{Symbol})(s::SubString{String}) = Symbol(String(s))
startswith(a::SubString{String}, b::AbstractString) = startswith(String(a), String(b))
endswith(a::SubString{String}, b::AbstractString) = endswith(String(a), String(b))
# Of String and SubString{String}: the bytes compared in place.
_memeq_p(a::Ptr{UInt8}, b::Ptr{UInt8}, n::Int) =
    n == 0 || ccall(:memcmp, Int32, (Ptr{UInt8}, Ptr{UInt8}, UInt64), a, b, rem(n, UInt64)) == 0
# (as String's: the match must end, or start, at a character boundary of a)
function startswith(a::SubString{String}, b::_StrOrSub)
    nb = ncodeunits(b)
    return nb <= ncodeunits(a) && _memeq_p(pointer(a), pointer(b), nb) && nextind(a, nb) == nb + 1
end
function startswith(a::String, b::SubString{String})
    nb = ncodeunits(b)
    return nb <= ncodeunits(a) && _memeq_p(pointer(a), pointer(b), nb) && nextind(a, nb) == nb + 1
end
function endswith(a::SubString{String}, b::_StrOrSub)
    na, nb = ncodeunits(a), ncodeunits(b)
    return nb <= na && _memeq_p(pointer(a, na - nb + 1), pointer(b), nb) && thisind(a, na - nb + 1) == na - nb + 1
end
function endswith(a::String, b::SubString{String})
    na, nb = ncodeunits(a), ncodeunits(b)
    return nb <= na && _memeq_p(pointer(a, na - nb + 1), pointer(b), nb) && thisind(a, na - nb + 1) == na - nb + 1
end
occursin(needle::SubString{String}, haystack::AbstractString) = occursin(String(needle), String(haystack))
occursin(needle::SubString{String}, haystack::_StrOrSub) =
    _search_p(pointer(haystack), ncodeunits(haystack), pointer(needle), ncodeunits(needle)) != 0
occursin(needle::String, haystack::SubString{String}) =
    _search_p(pointer(haystack), ncodeunits(haystack), pointer(needle), ncodeunits(needle)) != 0
occursin(needle::AbstractChar, haystack::SubString{String}) = occursin(string(needle), haystack)
# First byte index where the m bytes at np occur in the n bytes at hp, or 0.
function _search_p(hp::Ptr{UInt8}, n::Int, np::Ptr{UInt8}, m::Int)
    m == 0 && return 1
    m > n && return 0
    b1 = unsafe_load(np)
    i = 1
    while i + m - 1 <= n
        if unsafe_load(hp, i) == b1 && _memeq_p(hp + (i - 1), np, m)
            return i
        end
        i += 1
    end
    return 0
end
first(s::SubString{String}, n::Integer) = first(String(s), n)
last(s::SubString{String}, n::Integer) = last(String(s), n)
repeat(s::SubString{String}, r::Integer) = repeat(String(s), r)
function chop(s::SubString{String}; head::Integer=0, tail::Integer=1)
    t = chop(String(s); head=head, tail=tail)
    return _subview(s.string, s.offset + t.offset + 1, s.offset + t.offset + t.ncodeunits)
end
# The indices of a SubString are those of the String of its characters.
findfirst(p::Function, s::SubString{String}) = findfirst(p, String(s))
findlast(p::Function, s::SubString{String}) = findlast(p, String(s))
findnext(p::Function, s::SubString{String}, i::Integer) = findnext(p, String(s), i)
findprev(p::Function, s::SubString{String}, i::Integer) = findprev(p, String(s), i)
findfirst(p::AbstractChar, s::SubString{String}) = findfirst(p, String(s))
findlast(p::AbstractChar, s::SubString{String}) = findlast(p, String(s))
findnext(p::AbstractChar, s::SubString{String}, i::Integer) = findnext(p, String(s), i)
findprev(p::AbstractChar, s::SubString{String}, i::Integer) = findprev(p, String(s), i)
findfirst(p::AbstractString, s::SubString{String}) = findfirst(String(p), String(s))
findnext(p::AbstractString, s::SubString{String}, i::Integer) = findnext(String(p), String(s), i)
findfirst(p::SubString{String}, s::String) = findfirst(String(p), s)
findnext(p::SubString{String}, s::String, i::Integer) = findnext(String(p), s, i)
isvalid(::Type{String}, s::SubString{String}) = isvalid(String, String(s))
isvalid(s::SubString{String}) = isvalid(String, s)
(::Type{Array{UInt8,1}})(s::SubString{String}) = Array{UInt8,1}(String(s))
export SubString

# ---- the generic AbstractString interface (Julia's strings/basic.jl) ------------------------
# A string type defines ncodeunits, codeunit, isvalid(s, i) and
# iterate(s, i); these fallbacks give it the rest. String and
# SubString{String} have faster methods of their own.
lastindex(s::AbstractString) = thisind(s, ncodeunits(s))
function thisind(s::AbstractString, i::Integer)
    i = Int(i)
    z = ncodeunits(s) + 1
    i == z && return i
    0 <= i <= z || throw(BoundsError(s, i))
    while 1 < i && !(isvalid(s, i)::Bool)
        i -= 1
    end
    return i
end
function nextind(s::AbstractString, i::Integer)
    i = Int(i)
    z = ncodeunits(s)
    0 <= i <= z || throw(BoundsError(s, i))
    # the next valid index, or ncodeunits(s)+1 (Julia's nextind(s, i, 1))
    while i < z
        i += 1
        isvalid(s, i)::Bool && return i
    end
    return z + 1
end
function prevind(s::AbstractString, i::Integer)
    i = Int(i)
    z = ncodeunits(s) + 1
    0 < i <= z || throw(BoundsError(s, i))
    while (i -= 1) > 0 && !(isvalid(s, i)::Bool)
    end
    return i
end
function getindex(s::AbstractString, i::Integer)
    1 <= i <= ncodeunits(s) || throw(BoundsError(s, i))
    isvalid(s, i) || string_index_err(s, i)
    return iterate(s, Int(i))[1]
end
getindex(s::AbstractString, r::AbstractUnitRange{<:Integer}) = String(SubString(s, r))
# any other vector of indices: the characters at them, in order (Julia's strings/basic.jl): s[end:-1:1]
getindex(s::AbstractString, v::AbstractVector{<:Integer}) = sprint(io -> (for i in v; write(io, s[i]); end))
getindex(s::AbstractString, v::AbstractVector{Bool}) = throw(ArgumentError("logical indexing not supported for strings"))
getindex(s::AbstractString, ::Colon) = s
parent(s::SubString) = s.string
parentindices(s::SubString) = (s.offset + 1 : thisind(s.string, s.offset + s.ncodeunits),)
# the bytes (characters) of a string as a vector (Julia's strings/basic.jl)
(::Type{Array{UInt8,1}})(s::AbstractString) = Array{UInt8,1}(String(s))
(::Type{Array{UInt8}})(s::AbstractString) = Array{UInt8,1}(s)
(::Type{Array{T,1}})(s::AbstractString) where {T<:AbstractChar} = collect(T, s)
(::Type{Array{T}})(s::AbstractString) where {T<:AbstractChar} = collect(T, s)
# Julia 1.8's startswith(io, prefix): whether the stream's next bytes are
# prefix (its next character one of the chars), without consuming them.
function startswith(io::IO, prefix::Union{AbstractChar,Tuple{Vararg{AbstractChar}},AbstractVector{<:AbstractChar},AbstractSet{<:AbstractChar}})
    mark(io)
    c = read(io, Char)
    reset(io)
    return c in prefix
end
function startswith(io::IO, prefix::Union{String,SubString{String}})
    mark(io)
    s = read(io, ncodeunits(prefix))
    reset(io)
    return s == codeunits(prefix)
end
startswith(io::IO, prefix::AbstractString) = startswith(io, String(prefix))
const _CharsColl = Union{Tuple{Vararg{AbstractChar}},AbstractVector{<:AbstractChar},AbstractSet{<:AbstractChar}}
startswith(a::AbstractString, cs::_CharsColl) = !isempty(a) && first(a) in cs
endswith(a::AbstractString, cs::_CharsColl) = !isempty(a) && last(a) in cs
sizeof(s::AbstractString) = ncodeunits(s) * sizeof(codeunit(s))
last(s::AbstractString) = s[lastindex(s)]
function first(s::AbstractString, n::Integer)
    n < 0 && throw(ArgumentError(string("Requested number of characters (", n, ") must be non-negative")))
    return s[1:min(lastindex(s), nextind(s, 0, n))]
end
function last(s::AbstractString, n::Integer)
    n < 0 && throw(ArgumentError(string("Requested number of characters (", n, ") must be non-negative")))
    return s[max(1, prevind(s, ncodeunits(s) + 1, n)):lastindex(s)]
end
(::Type{Symbol})(s::AbstractString) = Symbol(String(s))
# get(s, i, default): s[i] for an index in bounds (a StringIndexError inside
# a character), else the default (Julia's strings/basic.jl)
get(s::AbstractString, i::Integer, default) = checkbounds(Bool, s, i) ? s[i] : default
# Julia's view of a string: a SubString for a unit range; @views indexes a
# string by anything else as getindex does.
view(s::AbstractString, r::AbstractUnitRange{<:Integer}) = SubString(s, r)
maybeview(s::AbstractString, r::AbstractUnitRange{<:Integer}) = view(s, r)
reverseind(s::AbstractString, i::Integer) = thisind(s, ncodeunits(s) - i + 1)
isascii(s::AbstractString) = all(isascii, s)
function summary(io::IO, s::AbstractString)
    print(io, isempty(s) ? "empty" : string(ncodeunits(s), "-codeunit"), " ", typeof(s))
    return nothing
end
function length(s::AbstractString)
    n = 0
    for c in s
        n += 1
    end
    return n
end
function iterate(s::SubString, i::Integer=firstindex(s))
    i == ncodeunits(s) + 1 && return nothing
    checkbounds(s, i)
    c, j = iterate(s.string, s.offset + Int(i))
    return (c, j - s.offset)
end
ncodeunits(s::SubString) = s.ncodeunits
codeunit(s::SubString) = codeunit(s.string)
codeunit(s::SubString, i::Integer) = codeunit(s.string, s.offset + Int(i))
isvalid(s::SubString, i::Integer) = 1 <= i <= s.ncodeunits && isvalid(s.string, s.offset + Int(i))
function cmp(a::AbstractString, b::AbstractString)
    a === b && return 0
    iv1, iv2 = iterate(a), iterate(b)
    while iv1 !== nothing && iv2 !== nothing
        c, d = iv1[1], iv2[1]
        c != d && return ifelse(c < d, -1, 1)
        iv1, iv2 = iterate(a, iv1[2]), iterate(b, iv2[2])
    end
    return iv1 === nothing ? (iv2 === nothing ? 0 : -1) : 1
end
==(a::AbstractString, b::AbstractString) = cmp(a, b) == 0
isless(a::AbstractString, b::AbstractString) = cmp(a, b) < 0
occursin(needle::Union{AbstractString,AbstractChar}, haystack::AbstractString) = occursin(string(needle), String(haystack))
startswith(a::AbstractString, b::AbstractString) = startswith(String(a), String(b))
endswith(a::AbstractString, b::AbstractString) = endswith(String(a), String(b))
uppercase(s::AbstractString) = map(uppercase, s)
lowercase(s::AbstractString) = map(lowercase, s)
# Julia 1.10's base/strings/search.jl: findnext from a valid index in
# 1:ncodeunits(s)+1 (else a BoundsError or a StringIndexError); findprev from
# 0:ncodeunits(s)+1 (ncodeunits(s)+1 finds nothing).
function findnext(f::Function, s::AbstractString, start::Integer)
    i = Int(start)
    z = ncodeunits(s) + 1
    1 <= i <= z || throw(BoundsError(s, i))
    i == z || isvalid(s, i) || string_index_err(s, i)
    e = lastindex(s)
    while i <= e
        f(s[i]) && return i
        i = nextind(s, i)
    end
    return nothing
end
function findprev(f::Function, s::AbstractString, start::Integer)
    i = Int(start)
    z = ncodeunits(s) + 1
    0 <= i <= z || throw(BoundsError(s, i))
    i == z && return nothing
    i == 0 || isvalid(s, i) || string_index_err(s, i)
    while i >= 1
        f(s[i]) && return i
        i = prevind(s, i)
    end
    return nothing
end
# ==(c)/isequal(c) in a String, as Julia's: a search for the first byte of
# c's encoding (so findprev may start inside a character); an index past the
# end by one finds nothing.
const _CharEq = Fix2{<:Union{typeof(isequal),typeof(==)},<:AbstractChar}
function findnext(p::_CharEq, s::String, start::Integer)
    i = Int(start)
    n = ncodeunits(s)
    if i < 1 || i > n
        i == n + 1 && return nothing
        throw(BoundsError(s, i))
    end
    isvalid(s, i) || string_index_err(s, i)
    b = _first_utf8_byte(Char(p.x))
    while i <= n
        _byte(s, i) == b && p(s[i]) && return i
        i += 1
    end
    return nothing
end
function findprev(p::_CharEq, s::String, start::Integer)
    i = Int(start)
    n = ncodeunits(s)
    if i < 1
        i == 0 && return nothing
        throw(BoundsError(s, i))
    end
    if i > n
        i == n + 1 && return nothing
        throw(BoundsError(s, i))
    end
    b = _first_utf8_byte(Char(p.x))
    while i >= 1
        _byte(s, i) == b && p(s[i]) && return i
        i -= 1
    end
    return nothing
end
_first_utf8_byte(c::Char) = (bitcast(UInt32, c) >> 24) % UInt8
findfirst(f::Function, s::AbstractString) = findnext(f, s, firstindex(s))
findlast(f::Function, s::AbstractString) = findprev(f, s, lastindex(s))
findnext(c::AbstractChar, s::AbstractString, i::Integer) = findnext(isequal(c), s, i)
findprev(c::AbstractChar, s::AbstractString, i::Integer) = findprev(isequal(c), s, i)
findfirst(c::AbstractChar, s::AbstractString) = findfirst(isequal(c), s)
findlast(c::AbstractChar, s::AbstractString) = findlast(isequal(c), s)

# lstrip/rstrip/strip by a predicate or a set of characters (Julia's
# strings/util.jl): strip(s, ['.', ',']), strip(isdigit, s), lstrip(s, '0').
const _StripChars = Union{AbstractChar,Tuple{Vararg{AbstractChar}},AbstractVector{<:AbstractChar},AbstractSet{<:AbstractChar}}
_strip_pred(chars::AbstractChar) = ==(chars)
_strip_pred(chars) = in(chars)
function lstrip(f, s::AbstractString)
    e = lastindex(s)
    i = firstindex(s)
    while i <= e
        f(s[i]) || return SubString(s, i, e)
        i = nextind(s, i)
    end
    return SubString(s, i, e)
end
function rstrip(f, s::AbstractString)
    i = lastindex(s)
    while i >= firstindex(s)
        f(s[i]) || return SubString(s, firstindex(s), i)
        i = prevind(s, i)
    end
    return SubString(s, firstindex(s), i)
end
strip(f, s::AbstractString) = lstrip(f, rstrip(f, s))
lstrip(s::AbstractString) = lstrip(isspace, s)
rstrip(s::AbstractString) = rstrip(isspace, s)
strip(s::AbstractString) = strip(isspace, s)
lstrip(::AbstractString, ::AbstractString) = throw(ArgumentError("Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
rstrip(::AbstractString, ::AbstractString) = throw(ArgumentError("Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
strip(::AbstractString, ::AbstractString) = throw(ArgumentError("Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
# (else ambiguous with lstrip(f, s::_StrOrSub) below)
lstrip(::AbstractString, ::_StrOrSub) = throw(ArgumentError("Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
rstrip(::AbstractString, ::_StrOrSub) = throw(ArgumentError("Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
lstrip(s::AbstractString, chars::_StripChars) = lstrip(_strip_pred(chars), s)
rstrip(s::AbstractString, chars::_StripChars) = rstrip(_strip_pred(chars), s)
strip(s::AbstractString, chars::_StripChars) = strip(_strip_pred(chars), s)

# The same for String and SubString{String}, read in the parent's bytes:
# no index checks, no SubString validation (the bounds are characters').
_span(s::String) = (s, 0, ncodeunits(s))
_span(s::SubString{String}) = (s.string, s.offset, s.ncodeunits)
function lstrip(f, s::_StrOrSub)
    p, off, n = _span(s)
    i = 1
    while i <= n
        c, k = iterate(p, off + i)
        f(c) || break
        i = k - off
    end
    return _subview(p, off + i, off + n)
end
function rstrip(f, s::_StrOrSub)
    p, off, n = _span(s)
    j = n
    while j >= 1
        i = thisind(p, off + j) - off
        f(p[off + i]) || break
        j = i - 1
    end
    return _subview(p, off + 1, off + j)
end

# split by a character predicate (split(s), split(s, ',')) of String and
# SubString{String}: one pass over the bytes, as _split finds the same
# pieces with findnext.
function _split(str::_StrOrSub, splitter::Union{typeof(isspace),Fix2{typeof(isequal),Char}}, limit::Int, keepempty::Bool)
    p, off, n = _span(str)
    strs = SubString{String}[]
    i = 1
    j = 1
    while j <= n && length(strs) != limit - 1
        b = _byte(p, off + j)
        if b < 0x80
            c = Char(b)
            len = 1
        else
            c, k = iterate(p, off + j)
            len = k - off - j
        end
        if splitter(c)
            if keepempty || i < j
                push!(strs, _subview(p, off + i, off + j - 1))
            end
            i = j + len
        end
        j += len
    end
    if keepempty || i <= n
        push!(strs, _subview(p, off + i, off + n))
    end
    return strs
end

# Strings joined with a string or character: the bytes are copied into one
# buffer of the total size (no stream).
const _JoinPiece = Union{String,SubString{String}}
const _JoinPieces = Union{AbstractVector{<:_JoinPiece},Tuple{Vararg{_JoinPiece}}}
join(v::_JoinPieces) = _join_bytes(v, "")
join(v::_JoinPieces, delim::_JoinPiece) = _join_bytes(v, delim)
join(v::_JoinPieces, delim::AbstractChar) = _join_bytes(v, string(delim))
function _join_bytes(v, delim)
    n = length(v)
    n == 0 && return ""
    dn = ncodeunits(delim)
    total = dn * (n - 1)
    for s in v
        total += ncodeunits(s)
    end
    buf = Vector{UInt8}(undef, total)
    p = pointer(buf)
    k = 0
    first = true
    for s in v
        if !first && dn > 0
            ccall(:memcpy, Ptr{UInt8}, (Ptr{UInt8}, Ptr{UInt8}, UInt64), p + k, pointer(delim), rem(dn, UInt64))
            k += dn
        end
        first = false
        m = ncodeunits(s)
        if m > 0
            ccall(:memcpy, Ptr{UInt8}, (Ptr{UInt8}, Ptr{UInt8}, UInt64), p + k, pointer(s), rem(m, UInt64))
            k += m
        end
    end
    return String(buf)
end
