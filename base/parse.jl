# This file is a part of Kiln's Base library.
#
# parse.jl — parse and tryparse for integers (any base 2..62, Julia's
# messages), floats (the runtime's strtod, Julia's rules) and Bool, as
# Julia's base/parse.jl.

function parse(::Type{T}, c::AbstractChar; base::Integer=10) where {T<:Integer}
    a = (base <= 36 ? 10 : 36)
    2 <= base <= 62 || throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
    d = '0' <= c <= '9' ? c - '0' :
        'A' <= c <= 'Z' ? c - 'A' + 10 :
        'a' <= c <= 'z' ? c - 'a' + a : throw(ArgumentError(string("invalid digit: ", repr(c))))
    d < base || throw(ArgumentError(string("invalid base ", base, " digit ", repr(c))))
    return convert(T, d)
end

function _parse_digit(c::Char, base::Int)
    a = base <= 36 ? 10 : 36
    d = '0' <= c <= '9' ? Int(c) - 48 :
        'A' <= c <= 'Z' ? Int(c) - 65 + 10 :
        'a' <= c <= 'z' ? Int(c) - 97 + a : 99
    return d
end

# The next character at i (i <= endpos), its index and the next index; a
# NUL character and 0, 0 at the end (Julia's parseint_iterate).
@inline function _parseint_next(s::String, i::Int, endpos::Int)
    i <= endpos || return ('\0', 0, 0)
    c, k = iterate(s, i)::Tuple{Char,Int}
    return (c, k, i)
end

# Whitespace, sign and (when base is 0) a 0b/0o/0x prefix: the sign (0 for
# an empty or all-blank string), the base, and the index of the first digit
# (0 when there is none), as Julia's parseint_preamble. Unsigned types take
# no sign: '-' is then an invalid digit, as in Julia.
function _parseint_preamble(signed::Bool, base::Int, s::String, endpos::Int)
    c, i, j = _parseint_next(s, 1, endpos)
    while isspace(c)
        c, i, j = _parseint_next(s, i, endpos)
    end
    j == 0 && return (0, 0, 0)
    sgn = 1
    if signed && (c == '-' || c == '+')
        c == '-' && (sgn = -1)
        c, i, j = _parseint_next(s, i, endpos)
    end
    while isspace(c)
        c, i, j = _parseint_next(s, i, endpos)
    end
    j == 0 && return (0, 0, 0)
    if base == 0
        if c == '0' && i <= endpos
            c, i = iterate(s, i)::Tuple{Char,Int}
            base = c == 'b' ? 2 : c == 'o' ? 8 : c == 'x' ? 16 : 10
            if base != 10
                c, i, j = _parseint_next(s, i, endpos)
            end
        else
            base = 10
        end
    end
    return (sgn, base, j)
end

# The digit value of c in base (base when c is not a digit of it).
@inline function _digit_value(c::Char, base::Int)
    d = _parse_digit(c, base)
    return d >= base ? base : d
end

# Returns the value, or nothing when raise is false and the string is not
# a valid integer; base 0 means "0b/0o/0x prefix, else 10". The algorithm
# and messages are Julia's tryparse_internal: digits accumulate unchecked
# while the value cannot overflow, then with overflow checks; leading and
# trailing whitespace is allowed, and the messages quote the whole string.
function _tryparse_int(::Type{T}, s::String, base_::Int, raise::Bool) where {T<:Integer}
    endpos = ncodeunits(s)
    sgn, base, i = _parseint_preamble(T <: Signed, base_, s, endpos)
    if sgn == 0 && base == 0 && i == 0
        raise && throw(ArgumentError("input string is empty or only contains whitespace"))
        return nothing
    end
    if !(2 <= base <= 62)
        raise && throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
        return nothing
    end
    if i == 0
        raise && throw(ArgumentError(string("premature end of integer: ", repr(s))))
        return nothing
    end
    c, i, _ = _parseint_next(s, i, endpos)
    bT = rem(base, T)
    # the largest value that can take one more digit without overflow
    m = div(typemax(T) - rem(base - 1, T), bT)
    n = zero(T)
    while n <= m
        d = _digit_value(c, base)
        if d >= base
            raise && throw(ArgumentError(string("invalid base ", base, " digit ", repr(c), " in ", repr(s))))
            return nothing
        end
        n = n * bT + rem(d, T)
        if i > endpos
            return T <: Signed ? n * rem(sgn, T) : n
        end
        c, i = iterate(s, i)::Tuple{Char,Int}
        isspace(c) && break
    end
    T <: Signed && (n *= rem(sgn, T))
    while !isspace(c)
        d = _digit_value(c, base)
        if d >= base
            raise && throw(ArgumentError(string("invalid base ", base, " digit ", repr(c), " in ", repr(s))))
            return nothing
        end
        dT = T <: Signed ? rem(d, T) * rem(sgn, T) : rem(d, T)
        n2 = n * bT
        ov = div(n2, bT) != n
        n3 = n2 + dT
        ov |= T <: Signed ? (xor(n2, n3) & xor(dT, n3)) < zero(T) : n3 < n2
        if ov
            raise && throw(OverflowError(string("overflow parsing ", repr(s))))
            return nothing
        end
        n = n3
        i > endpos && return n
        c, i = iterate(s, i)::Tuple{Char,Int}
    end
    while i <= endpos
        c, i = iterate(s, i)::Tuple{Char,Int}
        if !isspace(c)
            raise && throw(ArgumentError(string("extra characters after whitespace in ", repr(s))))
            return nothing
        end
    end
    return n
end

_check_base(base) = 2 <= base <= 62 ? Int(base) :
    throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))

function parse(::Type{T}, s::AbstractString; base::Union{Nothing,Integer}=nothing) where {T<:Integer}
    if T <: BitInteger && s isa Union{String,SubString{String}} && (base === nothing || base == 10)
        x = _tryparse_dec_fast(T, s)
        x === nothing || return x
    end
    return _tryparse_int(T, String(s), base === nothing ? 0 : _check_base(base), true)::T
end
function tryparse(::Type{T}, s::AbstractString; base::Union{Nothing,Integer}=nothing) where {T<:Integer}
    if T <: BitInteger && s isa Union{String,SubString{String}} && (base === nothing || base == 10)
        x = _tryparse_dec_fast(T, s)
        x === nothing || return x
    end
    return _tryparse_int(T, String(s), base === nothing ? 0 : _check_base(base), false)
end

# The common case read in place: an optional sign and decimal digits, too
# few to overflow T, nothing else (no blanks, no 0x prefix). Anything else
# (nothing here) takes _tryparse_int, which decides and words the errors.
@inline function _tryparse_dec_fast(::Type{T}, s::Union{String,SubString{String}}) where {T<:BitInteger}
    n = ncodeunits(s)
    n == 0 && return nothing
    i = 1
    b = codeunit(s, 1)
    neg = false
    if T <: Signed && (b == UInt8('-') || b == UInt8('+'))
        neg = b == UInt8('-')
        i = 2
    end
    (i > n || n - i + 1 > _safe_digits(T)) && return nothing
    v = zero(T)
    while i <= n
        @inbounds d = codeunit(s, i) - UInt8('0')
        d > 0x09 && return nothing
        v = v * T(10) + (d % T)
        i += 1
    end
    return neg ? -v : v
end
# decimal digits no value of which overflows T (sizeof decides it for the
# signed and the unsigned type alike)
_safe_digits(::Type{T}) where {T<:BitInteger} =
    sizeof(T) == 1 ? 2 : sizeof(T) == 2 ? 4 : sizeof(T) == 4 ? 9 : sizeof(T) == 8 ? 18 : 38

function _int_base_prefix(s::String)
    # "0x", "0o", "0b" prefixes (after optional sign) select the base when
    # none is given, as in Julia.
    t = String(lstrip(s))
    k = (startswith(t, "-") || startswith(t, "+")) ? 2 : 1
    if ncodeunits(t) >= k + 2 && _byte(t, k) == UInt8('0')
        b = _byte(t, k + 1)
        b == UInt8('x') && return (16, string(_substr(t, 1, k - 1), _substr(t, k + 2, ncodeunits(t))))
        b == UInt8('o') && return (8, string(_substr(t, 1, k - 1), _substr(t, k + 2, ncodeunits(t))))
        b == UInt8('b') && return (2, string(_substr(t, 1, k - 1), _substr(t, k + 2, ncodeunits(t))))
    end
    return (10, s)
end

# As Julia's tryparse_internal(::Type{Bool}, ...): a string that starts with a
# digit is read as a UInt8 (1 or 0), otherwise "true"/"false" between blanks.
function _tryparse_bool(s::AbstractString, raise::Bool)
    str = String(s)
    if isempty(str)
        raise && throw(ArgumentError("input string is empty"))
        return nothing
    end
    if isnumeric(str[1])
        n = _tryparse_int(UInt8, str, 0, false)
        n == 1 && return true
        n == 0 && return false
        raise && throw(ArgumentError(string("invalid Bool representation: ", repr(str))))
        return nothing
    end
    t = strip(str)
    t == "true" && return true
    t == "false" && return false
    if raise
        all(isspace, str) && throw(ArgumentError("input string only contains whitespace"))
        throw(ArgumentError(string("invalid Bool representation: ", repr(str))))
    end
    return nothing
end
parse(::Type{Bool}, s::AbstractString) = _tryparse_bool(s, true)::Bool
tryparse(::Type{Bool}, s::AbstractString) = _tryparse_bool(s, false)

tryparse(::Type{Float64}, s::AbstractString) = tryparse(Float64, String(s))
# String and SubString{String}: parsed in place, once.
function tryparse(::Type{Float64}, s::Union{String,SubString{String}})
    r = Ref{Float64}(0.0)
    ok = ccall(:kiln_parse_float64, Int32, (Ptr{UInt8}, Int64, Ref{Float64}), pointer(s), ncodeunits(s), r)
    return ok == 0 ? nothing : r[]
end
function tryparse(::Type{Float32}, s::AbstractString)
    str = String(s)
    ccall(:kiln_parse_float32_ok, Int32, (String,), str) == 0 && return nothing
    return ccall(:kiln_parse_float32_val, Float32, (String,), str)
end
tryparse(::Type{Float16}, s::AbstractString) = (x = tryparse(Float32, s); x === nothing ? nothing : Float16(x))
function parse(::Type{T}, s::AbstractString) where {T<:IEEEFloat}
    x = tryparse(T, s)
    x === nothing && throw(ArgumentError(string("cannot parse ", repr(String(s)), " as ", T)))
    return x
end

# ---- Complex ------------------------------------------------------------------------------------
#
# parse(Complex{T}, s) as Julia 1.10's base/parse.jl reads it: "re±im" with
# the imaginary unit written im, i or j ("1+2im", "1 - 2.5j", "3e-2+4E+1i"),
# a purely imaginary "2im", or a real number alone; the ± that separates the
# parts is neither a leading sign nor an exponent's sign.
function _complex_nextsign(s::String, k::Int)
    while k <= ncodeunits(s)
        (s[k] == '+' || s[k] == '-') && return k
        k = nextind(s, k)
    end
    return 0
end
_complex_part(::Type{T}, s::String, a::Int, b::Int, raise::Bool) where {T} =
    raise ? parse(T, SubString(s, a, b)) : tryparse(T, SubString(s, a, b))
function _tryparse_complex(::Type{T}, str::AbstractString, raise::Bool) where {T<:Real}
    s = String(str)
    e = ncodeunits(s)
    i = 1
    while i <= e && isspace(s[i])
        i = nextind(s, i)
    end
    if i > e
        raise && throw(ArgumentError("input string is empty or only contains whitespace"))
        return nothing
    end
    ip = _complex_nextsign(s, i)
    ip == i && (ip = _complex_nextsign(s, ip + 1))
    if ip != 0 && (s[prevind(s, ip)] == 'e' || s[prevind(s, ip)] == 'E')
        ip = _complex_nextsign(s, ip + 1)
    end
    ii = e
    while ii >= 1 && !(s[ii] == 'm' || s[ii] == 'i' || s[ii] == 'j')
        ii = prevind(s, ii)
    end
    if ii > 0 && s[ii] == 'm'
        ii -= 1
        if ii < 1 || s[ii] != 'i'
            raise && throw(ArgumentError("expected trailing \"im\", found only \"m\""))
            return nothing
        end
    end
    if ip == 0
        if ii > i && !(ii == i + 1 && (s[i] == '+' || s[i] == '-'))
            x = _complex_part(T, s, i, prevind(s, ii), raise)
            x === nothing && return nothing
            return Complex{T}(zero(x), x)
        end
        x = _complex_part(T, s, i, e, raise)
        x === nothing && return nothing
        return Complex{T}(x)
    end
    if ii < ip
        raise && throw(ArgumentError("missing imaginary unit"))
        return nothing
    end
    re = _complex_part(T, s, i, prevind(s, ip), raise)
    re === nothing && return nothing
    im = _complex_part(T, s, ip + 1, prevind(s, ii), raise)
    im === nothing && return nothing
    return Complex{T}(re, s[ip] == '-' ? -im : im)
end
parse(::Type{Complex{T}}, s::AbstractString) where {T<:Real} = _tryparse_complex(T, s, true)
tryparse(::Type{Complex{T}}, s::AbstractString) where {T<:Real} = _tryparse_complex(T, s, false)
