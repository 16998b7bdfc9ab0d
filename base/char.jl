# This file is a part of Kiln's Base library.
#
# char.jl — Char: Julia's representation (the UTF-8 bytes of the character,
# left-aligned in 32 bits), code points, arithmetic and comparisons, and
# the character classes, as Julia's base/char.jl.

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
ndims(c::AbstractChar) = 0
iterate(c::AbstractChar) = (c, nothing)
iterate(c::AbstractChar, ::Nothing) = nothing
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

# ---- character classes ---------------------------------------------------------------
#
# ASCII and Latin-1 exactly; beyond Latin-1 the classes use a few common
# ranges (Greek, Cyrillic, CJK) instead of the full Unicode tables.

isascii(c::Char) = bitcast(UInt32, c) < 0x80000000
isdigit(c::AbstractChar) = (c >= '0') & (c <= '9')
isxdigit(c::AbstractChar) = isdigit(c) | (('a' <= c) & (c <= 'f')) | (('A' <= c) & (c <= 'F'))
function isspace(c::AbstractChar)
    return (c == ' ') | (('\t' <= c) & (c <= '\r')) | (c == '\u85') |
           (('\ua0' <= c) && (c == '\ua0' || c == '\u1680' || ('\u2000' <= c <= '\u200a') ||
                              c == '\u2028' || c == '\u2029' || c == '\u202f' || c == '\u205f' || c == '\u3000'))
end
iscntrl(c::AbstractChar) = (c <= '\x1f') | (('\x7f' <= c) & (c <= '\u9f'))

function _cp_or_neg(c::Char)
    ismalformed(c) && return -1
    isoverlong(c) && return -1
    return Int(codepoint(c))
end

function islowercase(c::AbstractChar)
    u = _cp_or_neg(c)
    u < 0 && return false
    (97 <= u <= 122) && return true
    u < 0xaa && return false
    (u == 0xaa || u == 0xb5 || u == 0xba) && return true
    (0xdf <= u <= 0xff) && u != 0xf7 && return true
    (0x100 <= u <= 0x17f) && return isodd(u) ⊻ (0x139 <= u <= 0x148 || 0x179 <= u <= 0x17e)
    (0x3ac <= u <= 0x3ce) && return true
    (0x430 <= u <= 0x45f) && return true
    return false
end
function isuppercase(c::AbstractChar)
    u = _cp_or_neg(c)
    u < 0 && return false
    (65 <= u <= 90) && return true
    (0xc0 <= u <= 0xde) && u != 0xd7 && return true
    (0x100 <= u <= 0x17f) && return iseven(u) ⊻ (0x139 <= u <= 0x148 || 0x179 <= u <= 0x17e)
    (0x391 <= u <= 0x3ab) && u != 0x3a2 && return true
    (0x400 <= u <= 0x42f) && return true
    return false
end
function isletter(c::AbstractChar)
    u = _cp_or_neg(c)
    u < 0 && return false
    ((65 <= u <= 90) || (97 <= u <= 122)) && return true
    u < 0xaa && return false
    (u == 0xaa || u == 0xb5 || u == 0xba) && return true
    (0xc0 <= u <= 0x24f) && u != 0xd7 && u != 0xf7 && return true
    (0x370 <= u <= 0x3ff) && return true
    (0x400 <= u <= 0x4ff) && return true
    (0x4e00 <= u <= 0x9fff) && return true
    return false
end
isnumeric(c::AbstractChar) = isdigit(c) || c == '\ub2' || c == '\ub3' || c == '\ub9' || ('\ubc' <= c <= '\ube')
isalnum(c::AbstractChar) = isletter(c) || isnumeric(c)
function ispunct(c::AbstractChar)
    u = _cp_or_neg(c)
    u < 0 && return false
    if u < 0x80
        return (33 <= u <= 47 && u != 36 && u != 43) || (58 <= u <= 64 && u != 60 && u != 61 && u != 62) ||
               (91 <= u <= 96 && u != 94 && u != 96) || u == 95 || u == 123 || u == 125
    end
    return u == 0xa1 || u == 0xa7 || u == 0xab || u == 0xb6 || u == 0xb7 || u == 0xbb || u == 0xbf
end
function isprint(c::AbstractChar)
    u = _cp_or_neg(c)
    u < 0 && return false
    u < 0x20 && return false
    u < 0x7f && return true
    u < 0xa0 && return false
    u == 0xad && return false
    (0xd800 <= u <= 0xdfff) && return false
    (0xe000 <= u <= 0xf8ff) && return false
    (0x2028 <= u <= 0x202e) && return false
    (0x200b <= u <= 0x200f) && return false
    (0x2060 <= u <= 0x206f) && return false
    u == 0xfeff && return false
    (0xfff0 <= u <= 0xfff8) && return false
    u > 0x10ffff && return false
    (u & 0xfffe) == 0xfffe && return false
    return true
end

function uppercase(c::Char)
    u = _cp_or_neg(c)
    u < 0 && return c
    (97 <= u <= 122) && return Char(u - 32)
    u < 0xb5 && return c
    u == 0xb5 && return '\u39c'
    ((0xe0 <= u <= 0xfe) && u != 0xf7) && return Char(u - 32)
    u == 0xff && return '\u178'
    if 0x100 <= u <= 0x17f
        if (0x139 <= u <= 0x148) || (0x179 <= u <= 0x17e)
            return iseven(u) ? Char(u - 1) : c
        end
        u == 0x131 && return 'I'
        u == 0x17f && return 'S'
        return isodd(u) ? Char(u - 1) : c
    end
    (0x3b1 <= u <= 0x3cb) && u != 0x3c2 && return Char(u - 32)
    u == 0x3c2 && return '\u3a3'
    (0x430 <= u <= 0x44f) && return Char(u - 32)
    (0x450 <= u <= 0x45f) && return Char(u - 80)
    return c
end
function lowercase(c::Char)
    u = _cp_or_neg(c)
    u < 0 && return c
    (65 <= u <= 90) && return Char(u + 32)
    u < 0xc0 && return c
    ((0xc0 <= u <= 0xde) && u != 0xd7) && return Char(u + 32)
    if 0x100 <= u <= 0x17f
        if (0x139 <= u <= 0x148) || (0x179 <= u <= 0x17e)
            return isodd(u) ? Char(u + 1) : c
        end
        u == 0x130 && return 'i'
        u == 0x178 && return '\uff'
        return iseven(u) ? Char(u + 1) : c
    end
    (0x391 <= u <= 0x3ab) && u != 0x3a2 && return Char(u + 32)
    (0x410 <= u <= 0x42f) && return Char(u + 32)
    (0x400 <= u <= 0x40f) && return Char(u + 80)
    return c
end
titlecase(c::Char) = uppercase(c)
