# This file is a part of Kiln's Base library.
#
# Printf.jl — the standard library module Printf: Format (a parsed format
# string) and format, which the expansions of @printf and @sprintf call.
# Floats are converted exactly (the exact decimal expansion of the binary
# value, rounded half to even, as Julia's Ryu-based Printf does).

module Printf





struct Spec
    conv::Char
    minus::Bool
    plus::Bool
    space::Bool
    zero::Bool
    hash::Bool
    width::Int
    prec::Int     # -1: not given
    dynwidth::Bool  # `*`: the width is the next argument
    dynprec::Bool   # `.*`: the precision is the next argument
end
Spec(conv, minus, plus, space, zero, hash, width, prec) = Spec(conv, minus, plus, space, zero, hash, width, prec, false, false)

struct Format
    str::String
    parts::Vector{Any}   # String or Spec
    nargs::Int
end

function Format(f::AbstractString)
    s = String(f)
    parts = Any[]
    n = ncodeunits(s)
    i = 1
    lit = IOBuffer()
    nargs = 0
    while i <= n
        c = s[i]
        if c != '%'
            print(lit, c)
            i = nextind(s, i)
            continue
        end
        i += 1
        i > n && throw(ArgumentError(string("invalid format string: '", s, "'")))
        if s[i] == '%'
            print(lit, '%')
            i += 1
            continue
        end
        str = Base._takestring!(lit)
        isempty(str) || push!(parts, str)
        minus = plus = space = zero = hash = false
        while i <= n
            c = s[i]
            if c == '-'
                minus = true
            elseif c == '+'
                plus = true
            elseif c == ' '
                space = true
            elseif c == '0'
                zero = true
            elseif c == '#'
                hash = true
            else
                break
            end
            i += 1
        end
        width = 0
        dynwidth = dynprec = false
        if i <= n && s[i] == '*'
            dynwidth = true
            nargs += 1
            i += 1
        end
        while i <= n && isdigit(s[i])
            width = 10 * width + (Int(s[i]) - 48)
            i += 1
        end
        prec = -1
        if i <= n && s[i] == '.'
            i += 1
            prec = 0
            if i <= n && s[i] == '*'
                dynprec = true
                nargs += 1
                i += 1
            end
            while i <= n && isdigit(s[i])
                prec = 10 * prec + (Int(s[i]) - 48)
                i += 1
            end
        end
        # length modifiers are accepted and ignored
        while i <= n && (s[i] == 'h' || s[i] == 'l' || s[i] == 'L' || s[i] == 'j' || s[i] == 'z' || s[i] == 't' || s[i] == 'q')
            i += 1
        end
        i > n && throw(ArgumentError(string("invalid format string: '", s, "'")))
        conv = s[i]
        conv in "diouxXeEfFgGaAcsp" || throw(ArgumentError(string("invalid format string: '", s, "', invalid type specifier: '", conv, "'")))
        i = nextind(s, i)
        push!(parts, Spec(conv, minus, plus, space, zero, hash, width, prec, dynwidth, dynprec))
        nargs += 1
    end
    str = Base._takestring!(lit)
    isempty(str) || push!(parts, str)
    return Format(s, parts, nargs)
end

function format(io::IO, f::Format, args...)
    length(args) == f.nargs || throw(ArgumentError(string("Number of format specifiers and number of provided args differ: ", f.nargs, " != ", length(args))))
    k = 1
    for p in f.parts
        if p isa String
            print(io, p)
        else
            sp = p::Spec
            if sp.dynwidth || sp.dynprec
                # C's rules: a negative `*` width left-justifies, a
                # negative `.*` precision counts as none.
                minus, width, prec = sp.minus, sp.width, sp.prec
                if sp.dynwidth
                    w = Int(args[k])
                    k += 1
                    w < 0 && (minus = true)
                    width = abs(w)
                end
                if sp.dynprec
                    q = Int(args[k])
                    k += 1
                    prec = q < 0 ? -1 : q
                end
                sp = Spec(sp.conv, minus, sp.plus, sp.space, sp.zero, sp.hash, width, prec)
            end
            fmt(io, sp, args[k])
            k += 1
        end
    end
    return nothing
end
function format(f::Format, args...)
    io = IOBuffer()
    format(io, f, args...)
    return Base._string_close!(io)
end

# ---- padding ---------------------------------------------------------------------------------

function pad(io::IO, sp::Spec, sign::String, body::String, zeroable::Bool)
    len = length(sign) + length(body)
    w = sp.width
    if len >= w
        print(io, sign, body)
    elseif sp.minus
        print(io, sign, body, repeat(" ", w - len))
    elseif sp.zero && zeroable
        print(io, sign, repeat("0", w - len), body)
    else
        print(io, repeat(" ", w - len), sign, body)
    end
    return nothing
end

# padding to a width measured in terminal columns (textwidth), as Julia's
# Printf pads %s and %c
function padw(io::IO, sp::Spec, body::String, w::Int)
    if w >= sp.width
        print(io, body)
    elseif sp.minus
        print(io, body, repeat(" ", sp.width - w))
    else
        print(io, repeat(" ", sp.width - w), body)
    end
    return nothing
end

# %s: the printed form, cut to the precision counted in textwidth; with
# `#` a string is quoted and a Symbol gets its colon (Julia 1.10 Printf)
function fmt_str(io::IO, sp::Spec, x)
    str = x isa AbstractString ? String(x) : string(x)
    quoted = sp.hash && x isa AbstractString
    colon = sp.hash && x isa Symbol
    slen = textwidth(str) + (quoted ? 2 : colon ? 1 : 0)
    p = sp.prec < 0 ? slen : min(slen, sp.prec)
    w = p
    b = IOBuffer()
    if colon
        print(b, ':')
        p -= 1
    elseif quoted
        print(b, '"')
        p -= 1
    end
    for ch in str
        p -= textwidth(ch)
        p < 0 && break
        print(b, ch)
    end
    quoted && p > 0 && print(b, '"')
    padw(io, sp, Base._string_close!(b), w)
    return nothing
end

signstr(neg::Bool, sp::Spec) = neg ? "-" : sp.plus ? "+" : sp.space ? " " : ""

# ---- conversions --------------------------------------------------------------------------------

function fmt(io::IO, sp::Spec, x)
    c = sp.conv
    # The common conversions without flags, width or precision print as
    # print does: no intermediate strings.
    plain = !sp.minus && !sp.plus && !sp.space && !sp.zero && !sp.hash && sp.width == 0 && sp.prec < 0
    if plain && (c == 'd' || c == 'i' || c == 'u') && x isa Base.BitInteger
        print(io, x)
        return nothing
    elseif plain && c == 's' && (x isa AbstractString || x isa Base.BitInteger)
        print(io, x)
        return nothing
    end
    if c == 's'
        fmt_str(io, sp, x)
    elseif c == 'c'
        # (Julia: Char(first(arg)), padded by its textwidth)
        ch = Char(first(x))
        padw(io, sp, string(ch), textwidth(ch))
    elseif (c == 'd' || c == 'i' || c == 'u' || c == 'x' || c == 'X' || c == 'o') && x isa AbstractFloat
        # Julia's floatfmt: an integer conversion of a float is %.0f with
        # the same flags and width
        fmt_float(io, Spec('f', sp.minus, sp.plus, sp.space, sp.zero, sp.hash, sp.width, 0), Float64(x))
    elseif c == 'd' || c == 'i' || c == 'u'
        fmt_int(io, sp, x, 10, false)
    elseif c == 'x'
        fmt_int(io, sp, x, 16, false)
    elseif c == 'X'
        fmt_int(io, sp, x, 16, true)
    elseif c == 'o'
        fmt_int(io, sp, x, 8, false)
    elseif c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' || c == 'G' || c == 'a' || c == 'A'
        fmt_float(io, sp, Float64(x))
    elseif c == 'p'
        pad(io, sp, "", string(x), false)
    end
    return nothing
end

function fmt_int(io::IO, sp::Spec, x, base::Int, upper::Bool)
    if x isa AbstractFloat
        isinteger(x) || throw(ArgumentError(string("invalid argument to %", sp.conv, ": ", x)))
        x = Int(x)
    end
    (x isa Char || x isa Bool) && (x = Int(x))
    neg = x < 0
    u = x isa Union{BigInt,Int128,UInt128} ? abs(big(x)) : neg ? unsigned(-(widen(x))) : unsigned(widen(x))
    digits = string(u; base=base)
    upper && (digits = uppercase(digits))
    if sp.prec >= 0 && length(digits) < sp.prec
        digits = string(repeat("0", sp.prec - length(digits)), digits)
    end
    prefix = ""
    if sp.hash
        base == 16 && (prefix = upper ? "0X" : "0x")
        base == 8 && (prefix = "0")
    end
    pad(io, sp, string(signstr(neg, sp), prefix), digits, sp.prec < 0)
    return nothing
end

# ---- %f and %e digits ---------------------------------------------------------------------------

# |x| (finite, x >= 0) with prec digits after the point in fixed ('f') or
# scientific ('e') notation, exactly rounded half to even as Julia's
# Ryu-based Printf: the runtime converts the exact binary value (C's
# printf conversion in the C locale).
function fixed_exp_string(x::Float64, prec::Int, conv::Char, hash::Bool)
    prec > typemax(Int32) - 400 && throw(ArgumentError(string("precision too large: ", prec)))
    return ccall(:kiln_string_fixed_exp, String, (Float64, Int32, Int32, Int32),
                 x, Int32(prec), Int32(UInt32(conv)), Int32(hash))
end

# fixed notation with prec digits after the point
fixed_body(x::Float64, prec::Int, hash::Bool) = fixed_exp_string(x, prec, 'f', hash)

# scientific notation with prec digits after the point; returns (body, exponent)
function exp_parts(x::Float64, prec::Int)
    s = fixed_exp_string(x, prec, 'e', false)
    i = findlast(==(UInt8('e')), codeunits(s))::Int
    e = 0
    for j in i+2:ncodeunits(s)
        e = 10 * e + (Int(Base._byte(s, j)) - 48)
    end
    Base._byte(s, i + 1) == UInt8('-') && (e = -e)
    return Base._substr(s, 1, i - 1), e
end
function expstr(e::Int, upper::Bool)
    return string(upper ? 'E' : 'e', e < 0 ? '-' : '+', lpad(string(abs(e)), 2, "0"))
end

function strip_zeros(s::String)
    occursin(".", s) || return s
    n = ncodeunits(s)
    while n > 0 && Base._byte(s, n) == UInt8('0')
        n -= 1
    end
    n > 0 && Base._byte(s, n) == UInt8('.') && (n -= 1)
    return Base._substr(s, 1, n)
end

# %a: 0x1.<hex digits>p<binary exponent> (subnormals normalized), the
# fraction without trailing zeros unless a precision is given, which rounds
# it half to even.
function hex_body(a::Float64, prec::Int, hash::Bool, upper::Bool)
    if a == 0
        body = prec > 0 ? string("0x0.", repeat("0", prec), "p+0") : (hash ? "0x0.p+0" : "0x0p+0")
        return upper ? uppercase(body) : body
    end
    bits = reinterpret(UInt64, a)
    ex = Int((bits >> 52) & 0x7ff)
    m = bits & 0x000fffffffffffff
    if ex == 0
        # subnormal: shift the leading one into the implicit position
        e = -1022
        while m & 0x0010000000000000 == 0
            m <<= 1
            e -= 1
        end
        m &= 0x000fffffffffffff
    else
        e = ex - 1023
    end
    if prec >= 0 && prec < 13
        drop = 4 * (13 - prec)
        q = m >> drop
        r = m & ((UInt64(1) << drop) - 1)
        half = UInt64(1) << (drop - 1)
        if r > half || (r == half && isodd(q))
            q += 1
        end
        if q >> (4 * prec) != 0   # carried into the leading digit: 0x1.00p(e+1)
            q = UInt64(0)
            e += 1
        end
        frac = prec == 0 ? "" : lpad(string(q; base=16), prec, '0')
    else
        frac = lpad(string(m; base=16), 13, '0')
        if prec < 0
            n = ncodeunits(frac)
            while n > 0 && Base._byte(frac, n) == UInt8('0')
                n -= 1
            end
            frac = Base._substr(frac, 1, n)
        else
            frac = string(frac, repeat("0", prec - 13))
        end
    end
    body = string("0x1", isempty(frac) ? (hash ? "." : "") : ".", frac, 'p', e < 0 ? '-' : '+', abs(e))
    return upper ? uppercase(body) : body
end

function fmt_float(io::IO, sp::Spec, x::Float64)
    c = sp.conv
    neg = signbit(x) && !isnan(x)
    sign = signstr(neg, sp)
    if !isfinite(x)
        body = isnan(x) ? "NaN" : "Inf"
        (c == 'E' || c == 'F' || c == 'G') && (body = uppercase(body))
        pad(io, sp, sign, body, false)
        return nothing
    end
    a = abs(x)
    prec = sp.prec < 0 ? 6 : sp.prec
    upper = c == 'E' || c == 'G' || c == 'F'
    if c == 'f' || c == 'F'
        body = fixed_body(a, prec, sp.hash)
    elseif c == 'e' || c == 'E'
        m, e = exp_parts(a, prec)
        sp.hash && prec == 0 && (m = string(m, '.'))
        body = string(m, expstr(e, upper))
    elseif c == 'g' || c == 'G'
        P = prec == 0 ? 1 : prec
        # (Julia's Printf takes the exponent from the value written with P
        # digits after the point, one more than C's P significant digits:
        # 999999.5 prints as 1000000, not 1e+06)
        _, e = exp_parts(a, P)
        m, em = exp_parts(a, P - 1)
        if -4 <= e < P
            body = fixed_body(a, P - 1 - e, sp.hash)
            sp.hash || (body = strip_zeros(body))
        else
            sp.hash || (m = strip_zeros(m))
            body = string(m, expstr(em, upper))
        end
    else  # %a, %A
        body = hex_body(a, sp.prec, sp.hash, c == 'A')
        # zero padding goes after the "0x" (Julia's Printf)
        sign = string(sign, body[1:2])
        body = body[3:end]
    end
    pad(io, sp, sign, body, true)
    return nothing
end

end # module Printf
