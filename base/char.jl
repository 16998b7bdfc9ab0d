# This file is a part of Kiln's Base library.
#
# char.jl — Char: Julia's representation (the UTF-8 bytes of the character,
# left-aligned in 32 bits), code points, arithmetic and comparisons, and
# the character classes (on utf8proc), as Julia's base/char.jl and
# base/strings/unicode.jl.

throw_invalid_char(c::Char) = throw(InvalidCharError(c))
throw_code_point_err(u) = throw(CodePointError(u))

function ismalformed(c::Char)
    u = bitcast(UInt32, c)
    l1 = leading_ones(u) << 3
    t0 = trailing_zeros(u) & 56
    return (l1 == 8) | (l1 + t0 > 32) |
           (((u & 0x00c0c0c0) ⊻ 0x00808080) >> t0 != 0)
end

function is_overlong_enc(u::UInt32)
    return (u >> 24 == 0xc0) | (u >> 24 == 0xc1) | (u >> 21 == 0x0704) | (u >> 20 == 0x0f08)
end
isoverlong(c::Char) = is_overlong_enc(bitcast(UInt32, c))

function codepoint(c::Char)
    u = bitcast(UInt32, c)
    u < 0x80000000 && return u >> 24
    l1 = leading_ones(u)
    t0 = trailing_zeros(u) & 56
    ((l1 == 1) | (8 * l1 + t0 > 32) |
     ((((u & 0x00c0c0c0) ⊻ 0x00808080) >> t0 != 0) | is_overlong_enc(u))) && throw_invalid_char(c)
    u &= 0xffffffff >> l1
    u >>= t0
    return ((u & 0x0000007f) >> 0) | ((u & 0x00007f00) >> 2) |
           ((u & 0x007f0000) >> 4) | ((u & 0x7f000000) >> 6)
end

function (::Type{Char})(u::UInt32)
    u < 0x80 && return bitcast(Char, u << 24)
    u < 0x00200000 || throw_code_point_err(u)
    c = ((u << 0) & 0x0000003f) | ((u << 2) & 0x00003f00) |
        ((u << 4) & 0x003f0000) | ((u << 6) & 0x3f000000)
    c = u < 0x00000800 ? (c << 16) | 0xc0800000 :
        u < 0x00010000 ? (c << 8) | 0xe0808000 :
        (c << 0) | 0xf0808080
    return bitcast(Char, c)
end
(::Type{Char})(x::Number) = Char(UInt32(x))
(::Type{Char})(c::Char) = c
(::Type{T})(c::AbstractChar) where {T<:Number} = T(codepoint(c))
# Julia 1.10's base/char.jl: any AbstractChar type from a number or from
# another character (by its code point); AbstractChar(x) is a Char.
(::Type{T})(x::Number) where {T<:AbstractChar} = T(UInt32(x))
(::Type{AbstractChar})(x::Number) = Char(x)
(::Type{T})(x::AbstractChar) where {T<:AbstractChar} = T(codepoint(x))
(::Type{T})(x::T) where {T<:AbstractChar} = x
(::Type{AbstractChar})(x::AbstractChar) = x
convert(::Type{AbstractChar}, x::Number) = Char(x)
convert(::Type{T}, x::Number) where {T<:AbstractChar} = T(x)
convert(::Type{T}, c::AbstractChar) where {T<:AbstractChar} = T(c)
(::Type{UInt32})(c::Char) = codepoint(c)
convert(::Type{Char}, x::Number) = Char(x)
convert(::Type{T}, c::AbstractChar) where {T<:Number} = T(c)

ncodeunits(c::Char) = (u = bitcast(UInt32, c); u == 0x00000000 ? 1 : 4 - (trailing_zeros(u) >> 3))

typemin(::Type{Char}) = bitcast(Char, 0x00000000)
typemax(::Type{Char}) = bitcast(Char, 0xffffffff)
zero(::Type{Char}) = bitcast(Char, 0x00000000)

==(x::Char, y::Char) = bitcast(UInt32, x) == bitcast(UInt32, y)
<(x::Char, y::Char) = bitcast(UInt32, x) < bitcast(UInt32, y)
<=(x::Char, y::Char) = bitcast(UInt32, x) <= bitcast(UInt32, y)
isless(x::Char, y::Char) = bitcast(UInt32, x) < bitcast(UInt32, y)
cmp(x::AbstractChar, y::AbstractChar) = cmp(codepoint(x), codepoint(y))

-(x::AbstractChar, y::AbstractChar) = Int(x) - Int(y)
-(x::T, y::Integer) where {T<:AbstractChar} = T(Int32(x) - Int32(y))
+(x::T, y::Integer) where {T<:AbstractChar} = T(Int32(x) + Int32(y))
+(x::Integer, y::AbstractChar) = y + x

length(c::AbstractChar) = 1
size(c::AbstractChar) = ()
# a character is a 0-dimensional container of itself (Julia's char.jl)
size(c::AbstractChar, d::Integer) = d < 1 ? throw(BoundsError()) : 1
firstindex(c::AbstractChar) = 1
lastindex(c::AbstractChar) = 1
getindex(c::AbstractChar) = c
getindex(c::AbstractChar, i::Integer) = i == 1 ? c : throw(BoundsError())
getindex(c::AbstractChar, I::Integer...) = all(x -> x == 1, I) ? c : throw(BoundsError())
widen(::Type{T}) where {T<:AbstractChar} = T
widen(c::AbstractChar) = c
ndims(c::AbstractChar) = 0
iterate(c::AbstractChar, done::Bool=false) = done ? nothing : (c, true)
isempty(c::AbstractChar) = false
first(c::AbstractChar) = c
last(c::AbstractChar) = c
eltype(::Type{T}) where {T<:AbstractChar} = T
in(x::AbstractChar, y::AbstractChar) = x == y

function isvalid(c::Char)
    (ismalformed(c) || isoverlong(c)) && return false
    u = codepoint(c)
    return (u < 0xd800 || 0xdfff < u) && u <= 0x10ffff
end
# Whether a code point is a valid Char (not a surrogate, at most U+10FFFF).
isvalid(::Type{Char}, u::Unsigned) = (u < 0xd800 || 0xdfff < u) && u <= 0x10ffff
isvalid(::Type{Char}, u::Integer) = isvalid(Char, Unsigned(u))
isvalid(::Type{Char}, c::Char) = isvalid(c)

# ---- character classes and case ----------------------------------------------------
#
# As Julia's base/strings/unicode.jl: the Unicode tables are utf8proc's
# (libutf8proc, called by ccall; the kiln binary links it).

# utf8proc's general categories (utf8proc_category_t)
const UTF8PROC_CATEGORY_CN = Int32(0)
const UTF8PROC_CATEGORY_LU = Int32(1)
const UTF8PROC_CATEGORY_LL = Int32(2)
const UTF8PROC_CATEGORY_LT = Int32(3)
const UTF8PROC_CATEGORY_LM = Int32(4)
const UTF8PROC_CATEGORY_LO = Int32(5)
const UTF8PROC_CATEGORY_MN = Int32(6)
const UTF8PROC_CATEGORY_MC = Int32(7)
const UTF8PROC_CATEGORY_ME = Int32(8)
const UTF8PROC_CATEGORY_ND = Int32(9)
const UTF8PROC_CATEGORY_NL = Int32(10)
const UTF8PROC_CATEGORY_NO = Int32(11)
const UTF8PROC_CATEGORY_PC = Int32(12)
const UTF8PROC_CATEGORY_PO = Int32(18)
const UTF8PROC_CATEGORY_SO = Int32(22)
const UTF8PROC_CATEGORY_ZS = Int32(23)
const UTF8PROC_CATEGORY_CO = Int32(29)

category_code(c::AbstractChar) = !ismalformed(c) ? category_code(UInt32(c)) : Int32(31)
category_code(x::Integer) = x <= 0x10ffff ? ccall(:utf8proc_category, Int32, (UInt32,), UInt32(x)) : Int32(30)

isascii(c::Char) = bitcast(UInt32, c) < 0x80000000
# Any other AbstractChar type (Julia 1.10's char.jl fallbacks): compared,
# hashed and printed as the Char of its code point.
isascii(c::AbstractChar) = UInt32(c) < 0x80
==(x::AbstractChar, y::AbstractChar) = Char(x) == Char(y)
<(x::AbstractChar, y::AbstractChar) = Char(x) < Char(y)
isless(x::AbstractChar, y::AbstractChar) = isless(Char(x), Char(y))

# The names of the categories, indexed by category_code + 1 (30: a code
# point above U+10FFFF, 31: malformed), as Julia's Unicode.category_abbrev
# and Unicode.category_string report them.
const _category_abbrevs = ("Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
    "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp",
    "Cc", "Cf", "Cs", "Co", "In", "Ma")
const _category_strings = ("Other, not assigned", "Letter, uppercase", "Letter, lowercase",
    "Letter, titlecase", "Letter, modifier", "Letter, other", "Mark, nonspacing",
    "Mark, spacing combining", "Mark, enclosing", "Number, decimal digit", "Number, letter",
    "Number, other", "Punctuation, connector", "Punctuation, dash", "Punctuation, open",
    "Punctuation, close", "Punctuation, initial quote", "Punctuation, final quote",
    "Punctuation, other", "Symbol, math", "Symbol, currency", "Symbol, modifier", "Symbol, other",
    "Separator, space", "Separator, line", "Separator, paragraph", "Other, control",
    "Other, format", "Other, surrogate", "Other, private use", "Invalid, too high",
    "Malformed, bad data")
_category_abbrev(c::AbstractChar) = _category_abbrevs[category_code(c) + 1]
_category_string(c::AbstractChar) = _category_strings[category_code(c) + 1]

isdigit(c::AbstractChar) = (c >= '0') & (c <= '9')
isxdigit(c::AbstractChar) = isdigit(c) | (('a' <= c) & (c <= 'f')) | (('A' <= c) & (c <= 'F'))
isspace(c::AbstractChar) =
    c == ' ' || '\t' <= c <= '\r' || c == '\u85' || '\ua0' <= c && category_code(c) == UTF8PROC_CATEGORY_ZS
iscntrl(c::AbstractChar) = (c <= '\x1f') | (('\x7f' <= c) & (c <= '\u9f'))
islowercase(c::AbstractChar) = ismalformed(c) ? false : ccall(:utf8proc_islower, Int32, (UInt32,), UInt32(c)) != 0
isuppercase(c::AbstractChar) = ismalformed(c) ? false : ccall(:utf8proc_isupper, Int32, (UInt32,), UInt32(c)) != 0
iscased(c::AbstractChar) = islowercase(c) || isuppercase(c) || category_code(c) == UTF8PROC_CATEGORY_LT
isletter(c::AbstractChar) = UTF8PROC_CATEGORY_LU <= category_code(c) <= UTF8PROC_CATEGORY_LO
isnumeric(c::AbstractChar) = UTF8PROC_CATEGORY_ND <= category_code(c) <= UTF8PROC_CATEGORY_NO
isalnum(c::AbstractChar) = isletter(c) || isnumeric(c)
ispunct(c::AbstractChar) = UTF8PROC_CATEGORY_PC <= category_code(c) <= UTF8PROC_CATEGORY_PO
isprint(c::AbstractChar) = UTF8PROC_CATEGORY_LU <= category_code(c) <= UTF8PROC_CATEGORY_ZS
isgraph(c::AbstractChar) = UTF8PROC_CATEGORY_LU <= category_code(c) <= UTF8PROC_CATEGORY_SO
function _char_isassigned(c::AbstractChar)
    cat = category_code(c)
    return cat != UTF8PROC_CATEGORY_CN && cat < Int32(30)
end

uppercase(c::Char) = isascii(c) ? ('a' <= c <= 'z' ? c - 0x20 : c) :
    Char(ccall(:utf8proc_toupper, UInt32, (UInt32,), UInt32(c)))
lowercase(c::Char) = isascii(c) ? ('A' <= c <= 'Z' ? c + 0x20 : c) :
    Char(ccall(:utf8proc_tolower, UInt32, (UInt32,), UInt32(c)))
titlecase(c::Char) = isascii(c) ? ('a' <= c <= 'z' ? c - 0x20 : c) :
    Char(ccall(:utf8proc_totitle, UInt32, (UInt32,), UInt32(c)))

function textwidth(c::AbstractChar)
    ismalformed(c) && return 1
    i = codepoint(c)
    i < 0x7f && return Int(i >= 0x20)   # ASCII fast path
    return Int(ccall(:utf8proc_charwidth, Int32, (UInt32,), i))
end
