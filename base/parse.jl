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

# Returns the value, or an exception object (never thrown here) when
# raise is false and the string is not a valid integer.
function _tryparse_int(::Type{T}, s::String, base::Int, raise::Bool) where {T<:Integer}
    if !(2 <= base <= 62)
        raise && throw(ArgumentError(string("invalid base: base must be 2 ≤ base ≤ 62, got ", base)))
        return nothing
    end
    n = ncodeunits(s)
    i = 1
    # skip leading whitespace
    while i <= n
        c, j = iterate(s, i)
        isspace(c) || break
        i = j
    end
    startpos = i
    if i > n
        raise && throw(ArgumentError("input string is empty or only contains whitespace"))
        return nothing
    end
    neg = false
    c, j = iterate(s, i)
    if c == '-' || c == '+'
        neg = c == '-'
        i = j
        if i > n
            raise && throw(ArgumentError(string("premature end of integer: ", repr(_substr(s, startpos, n)))))
            return nothing
        end
    end
    # a base prefix is allowed when base is not given explicitly (handled by caller)
    endpos = n
    while endpos >= i
        k = thisind(s, endpos)
        isspace(s[k]) || break
        endpos = k - 1
    end
    endpos = endpos < i ? i : nextind(s, thisind(s, endpos)) - 1
    m = zero(T)
    base_T = rem(base, T)
    overflow = false
    ndig = 0
    while i <= endpos
        c, j = iterate(s, i)
        if isspace(c)
            raise && throw(ArgumentError(string("extra characters after whitespace in ", repr(_substr(s, startpos, endpos)))))
            return nothing
        end
        d = _parse_digit(c, base)
        if d >= base
            raise && throw(ArgumentError(string("invalid base ", base, " digit ", repr(c), " in ", repr(_substr(s, startpos, endpos)))))
            return nothing
        end
        ndig += 1
        # m = m*base ± d with overflow detection
        m2 = m * base_T
        if div(m2, base_T) != m
            overflow = true
        end
        m3 = neg ? m2 - rem(d, T) : m2 + rem(d, T)
        if neg ? (m3 > m2) : (m3 < m2)
            overflow = true
        end
        m = m3
        i = j
    end
    if T <: Unsigned && neg && m != 0
        overflow = true
    end
    if overflow
        raise && throw(OverflowError(string("overflow parsing ", repr(_substr(s, startpos, endpos)))))
        return nothing
    end
    return m
end

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

function parse(::Type{T}, s::AbstractString; base::Union{Nothing,Integer}=nothing) where {T<:Integer}
    if base === nothing
        b, str = _int_base_prefix(String(s))
        return _tryparse_int(T, str, b, true)::T
    end
    return _tryparse_int(T, String(s), Int(base), true)::T
end
function tryparse(::Type{T}, s::AbstractString; base::Union{Nothing,Integer}=nothing) where {T<:Integer}
    if base === nothing
        b, str = _int_base_prefix(String(s))
        return _tryparse_int(T, str, b, false)
    end
    return _tryparse_int(T, String(s), Int(base), false)
end

function parse(::Type{Bool}, s::AbstractString)
    t = strip(String(s))
    t == "true" && return true
    t == "false" && return false
    t == "1" && return true
    t == "0" && return false
    throw(ArgumentError(string("invalid Bool representation: ", repr(s))))
end

function tryparse(::Type{Float64}, s::AbstractString)
    str = String(s)
    ccall(:kiln_parse_float64_ok, Int32, (String,), str) == 0 && return nothing
    return ccall(:kiln_parse_float64_val, Float64, (String,), str)
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
