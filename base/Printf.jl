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
    prec::Int     # -1: not given (Format stores Julia's defaults: 6 for %e %f %g, 0 for integers)
    dynwidth::Bool  # `*`: the width is the next argument
    dynprec::Bool   # `.*`: the precision is the next argument
end
Spec(conv, minus, plus, space, zero, hash, width, prec) = Spec(conv, minus, plus, space, zero, hash, width, prec, false, false)

# the specifier's source form (Julia's string(::Spec; modifier))
function Base.string(f::Spec; modifier::String="")
    return string("%", f.minus ? "-" : "", f.plus ? "+" : "", f.space ? " " : "",
                  f.zero ? "0" : "", f.hash ? "#" : "",
                  f.dynwidth ? "*" : (f.width > 0 ? string(f.width) : ""),
                  f.dynprec ? ".*" : (f.prec == 0 ? ".0" : (f.prec > 0 ? string(".", f.prec) : "")),
                  modifier, f.conv)
end
Base.show(io::IO, f::Spec) = print(io, string(f))

"""
    Printf.Format(format_str)

A parsed printf format: `Printf.format(f, args...)` formats with it.
"""
struct Format
    str::String
    parts::Vector{Any}     # String or Spec, in order
    formats::Vector{Spec}
    numarguments::Int      # arguments taken, `*` widths and precisions included
end

# Julia 1.10's error for a malformed format string: the message, and the
# offending bytes start_color:end_color of format, which showerror marks.
struct InvalidFormatStringError <: Exception
    message::String
    format::String
    start_color::Int
    end_color::Int
end

function Base.showerror(io::IO, err::InvalidFormatStringError)
    println(io, "InvalidFormatStringError: ", err.message)
    f = err.format
    print(io, "    \"", SubString(f, 1, prevind(f, err.start_color)))
    invalid_text = SubString(f, err.start_color, err.end_color)
    print(io, invalid_text)
    println(io, SubString(f, err.end_color + 1), "\"")
    print(io, "    ", repeat(" ", err.start_color), repeat("-", length(invalid_text) - 1), "^\n")
end

const _INT_CONVS = "diouxXDOU"
const _FLOAT_CONVS = "eEfFgGaA"

# Parses a format string as Julia 1.10's Printf.Format: flags, width (or
# `*`), precision (or `.*`), ignored length modifiers, the conversion;
# malformed strings throw InvalidFormatStringError with Julia's messages.
function Format(f::AbstractString)
    s = String(f)
    bytes = codeunits(s)
    len = length(bytes)
    parts = Any[]
    formats = Spec[]
    numarguments = 0
    lit = IOBuffer()
    pos = 1
    while pos <= len
        b = bytes[pos]
        pos += 1
        if b != UInt8('%')
            write(lit, b)
            continue
        end
        last_percent_pos = pos - 1
        pos > len && throw(InvalidFormatStringError("Format specifier is incomplete", s, last_percent_pos, last_percent_pos))
        if bytes[pos] == UInt8('%')
            write(lit, UInt8('%'))
            pos += 1
            continue
        end
        str = Base._takestring!(lit)
        isempty(str) || push!(parts, str)
        b = bytes[pos]
        pos += 1
        leftalign = plus = space = zero = hash = false
        while true
            if b == UInt8('-')
                leftalign = true
            elseif b == UInt8('+')
                plus = true
            elseif b == UInt8(' ')
                space = true
            elseif b == UInt8('0')
                zero = true
            elseif b == UInt8('#')
                hash = true
            else
                break
            end
            pos > len && throw(InvalidFormatStringError("Format specifier is incomplete", s, last_percent_pos, pos - 1))
            b = bytes[pos]
            pos += 1
        end
        leftalign && (zero = false)
        width = 0
        dynwidth = false
        if b == UInt8('*')
            dynwidth = true
            numarguments += 1
            pos > len && throw(InvalidFormatStringError("Format specifier is incomplete", s, last_percent_pos, pos - 1))
            b = bytes[pos]
            pos += 1
        else
            while b - UInt8('0') < 0x0a
                width = 10 * width + Int(b - UInt8('0'))
                pos > len && throw(InvalidFormatStringError("Format specifier is incomplete", s, last_percent_pos, pos - 1))
                b = bytes[pos]
                pos += 1
            end
        end
        prec = 0
        parsedprec = false
        dynprec = false
        if b == UInt8('.')
            pos > len && throw(InvalidFormatStringError("Precision specifier is missing precision", s, last_percent_pos, pos - 1))
            parsedprec = true
            b = bytes[pos]
            pos += 1
            # (Julia reads the precision's digits only while a byte follows
            # them: "%.0" ends in the type specifier '0')
            if pos <= len
                if b == UInt8('*')
                    dynprec = true
                    numarguments += 1
                    b = bytes[pos]
                    pos += 1
                else
                    while b - UInt8('0') < 0x0a
                        prec = 10 * prec + Int(b - UInt8('0'))
                        b = bytes[pos]
                        pos += 1
                        pos > len && break
                    end
                end
            end
        end
        # length modifiers (ignored)
        if b == UInt8('h') || b == UInt8('l')
            prev = b
            pos > len && throw(InvalidFormatStringError("Length modifier is missing type specifier", s, last_percent_pos, pos - 1))
            b = bytes[pos]
            pos += 1
            if b == prev
                pos > len && throw(InvalidFormatStringError("Length modifier is missing type specifier", s, last_percent_pos, pos - 1))
                b = bytes[pos]
                pos += 1
            end
        elseif b == UInt8('L') || b == UInt8('j') || b == UInt8('q') || b == UInt8('t') || b == UInt8('z')
            pos > len && throw(InvalidFormatStringError("Length modifier is missing type specifier", s, last_percent_pos, pos - 1))
            b = bytes[pos]
            pos += 1
        end
        conv = Char(b)
        b < 0x80 && conv in "diouxXDOUeEfFgGaAcCsSpn" ||
            throw(InvalidFormatStringError(string("'", conv, "' is not a valid type specifier"), s, last_percent_pos, pos - 1))
        if conv in _INT_CONVS && prec > 0
            zero = false
        elseif (conv in "sScC" || conv == 'a' || conv == 'A') && !parsedprec
            prec = -1
        elseif conv in _FLOAT_CONVS && !parsedprec
            prec = 6
        end
        numarguments += 1
        sp = Spec(conv, leftalign, plus, space, zero, hash, width, prec, dynwidth, dynprec)
        push!(parts, sp)
        push!(formats, sp)
    end
    str = Base._takestring!(lit)
    isempty(str) || push!(parts, str)
    return Format(s, parts, formats, numarguments)
end

@noinline argmismatch(a, b) =
    throw(ArgumentError(string("Number of format specifiers and number of provided args differ: ", a, " != ", b)))

# Writes the formatted arguments to buf (an IOBuffer: %n reads how many
# bytes it holds).
function _format(buf::IOBuffer, f::Format, args::Tuple)
    k = 1
    for p in f.parts
        if p isa String
            print(buf, p)
            continue
        end
        sp = p::Spec
        if sp.dynwidth || sp.dynprec
            # C's rules: a negative `*` width left-justifies, a negative
            # `.*` precision counts as none; a precision turns off the
            # zero padding of integers (Julia's rmdynamic).
            minus, zero, width, prec = sp.minus, sp.zero, sp.width, sp.prec
            if sp.dynwidth
                w = Int(args[k])
                k += 1
                w < 0 && (minus = true; zero = false)
                width = abs(w)
            end
            if sp.dynprec
                q = Int(args[k])
                k += 1
                prec = q < 0 ? -1 : q
                (sp.conv in _INT_CONVS && prec > 0) && (zero = false)
            end
            sp = Spec(sp.conv, minus, sp.plus, sp.space, zero, sp.hash, width, prec)
        end
        if sp.conv == 'n'
            _setpos(args[k], ccall(:kiln_io_size, Int64, (Int64,), buf.handle))
        else
            fmt(buf, sp, args[k])
        end
        k += 1
    end
    return nothing
end
# %n: the number of bytes written so far goes to a Ref{<:Integer}
_setpos(r::Ref{<:Integer}, n::Int) = (r[] = n; nothing)

"""
    Printf.format(f::Printf.Format, args...) => String
    Printf.format(io::IO, f::Printf.Format, args...)

The arguments formatted by `f`, as a string or written to `io`.
"""
function format(io::IO, f::Format, args...)
    f.numarguments == length(args) || argmismatch(f.numarguments, length(args))
    buf = IOBuffer()
    _format(buf, f, args)
    write(io, Base._string_close!(buf))
    return nothing
end
function format(f::Format, args...)
    f.numarguments == length(args) || argmismatch(f.numarguments, length(args))
    buf = IOBuffer()
    _format(buf, f, args)
    return Base._string_close!(buf)
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
    plain = !sp.minus && !sp.plus && !sp.space && !sp.zero && !sp.hash && sp.width == 0
    if plain && sp.prec <= 0 && (c == 'd' || c == 'i' || c == 'u') && x isa Base.BitInteger
        print(io, x)
        return nothing
    elseif plain && sp.prec < 0 && c == 's' && (x isa AbstractString || x isa Base.BitInteger)
        print(io, x)
        return nothing
    end
    if c == 's' || c == 'S'
        fmt_str(io, sp, x)
    elseif c == 'c' || c == 'C'
        # (Julia: Char(first(arg)), padded by its textwidth)
        ch = Char(first(x))
        padw(io, sp, string(ch), textwidth(ch))
    elseif c == 'p'
        # Julia's ptrfmt: %#x of the address with 16 (8) digits
        fmt_int(io, Spec('x', sp.minus, sp.plus, sp.space, sp.zero, true, sp.width, sizeof(x) == 8 ? 16 : 8),
                _ptrint(x), 16, false)
    elseif c in _INT_CONVS
        if x isa AbstractFloat
            # Julia's floatfmt: an integer conversion of a float is %.0f
            # with the same flags and width
            fmt_float(io, Spec('f', sp.minus, sp.plus, sp.space, sp.zero, sp.hash, sp.width, 0), x)
        else
            y = toint(x)
            if c == 'x'
                fmt_int(io, sp, y, 16, false)
            elseif c == 'X'
                fmt_int(io, sp, y, 16, true)
            elseif c == 'o' || c == 'O'
                fmt_int(io, sp, y, 8, false)
            else
                fmt_int(io, sp, y, 10, false)
            end
        end
    elseif c in _FLOAT_CONVS
        fmt_float(io, sp, tofloat(x))
    elseif c == 'n'
        throw(ArgumentError("%n is only supported by Printf.format and @printf/@sprintf"))
    end
    return nothing
end

_ptrint(x::Ptr) = UInt64(x)
_ptrint(x) = UInt64(x)

# Julia's toint: a Rational prints as its integer value
toint(x) = x
toint(x::Rational) = Integer(x)

"""
    Printf.tofloat(x)

The float an argument of %e, %f, %g or %a is printed as: `Float64(x)`, the
argument itself for `Float16`/`Float32`/`Float64` and `BigFloat`. Numeric types
may add methods.
"""
tofloat(x) = Float64(x)
tofloat(x::Base.IEEEFloat) = x
tofloat(x::BigFloat) = x

function fmt_int(io::IO, sp::Spec, x, base::Int, upper::Bool)
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
    pad(io, sp, string(signstr(neg, sp), prefix), digits, sp.prec <= 0)
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
        # (Julia writes no point for %#a of zero)
        body = prec > 0 ? string("0x0.", repeat("0", prec), "p+0") : "0x0p+0"
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
    lead = '1'
    if prec >= 0 && prec < 13
        drop = 4 * (13 - prec)
        q = m >> drop
        r = m & ((UInt64(1) << drop) - 1)
        half = UInt64(1) << (drop - 1)
        # (half to even on the whole significand: with no fraction
        # digits the leading 1 is the last digit, 0x1.8p+0 rounds to 0x2p+0)
        if r > half || (r == half && (prec == 0 || isodd(q)))
            q += 1
        end
        if q >> (4 * prec) != 0
            # carried into the leading digit: Julia writes 0x2.00p(e),
            # not 0x1.00p(e+1)
            q = UInt64(0)
            lead = '2'
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
    body = string("0x", lead, isempty(frac) ? (hash ? "." : "") : ".", frac, 'p', e < 0 ? '-' : '+', abs(e))
    return upper ? uppercase(body) : body
end

# Julia's limit on the bytes of one BigFloat conversion
const __BIG_FLOAT_MAX__ = 8192

function fmt_float(io::IO, sp::Spec, x::BigFloat)
    if isfinite(x)
        # MPFR formats it, as Julia's Printf does (mpfr_snprintf with the
        # specifier and the R modifier)
        prec = sp.prec < 0 && sp.conv != 'a' && sp.conv != 'A' ? 6 : sp.prec
        spec = Spec(sp.conv, sp.minus, sp.plus, sp.space, sp.zero && !sp.minus, sp.hash, sp.width, prec)
        # (Julia's first try writes into a buffer sized for the width and
        # precision; a longer result is an error past 8 KiB)
        room = max(sp.width, Int(sp.hash) + 309 + max(prec, 0) + 5)
        print(io, Base._mpfr_snprintf(string(spec; modifier="R"), x, max(room, __BIG_FLOAT_MAX__)))
        return nothing
    end
    fmt_float(io, sp, Float64(x))
end
fmt_float(io::IO, sp::Spec, x::AbstractFloat) = fmt_float(io, sp, Float64(x))

function fmt_float(io::IO, sp::Spec, x::Float64)
    c = sp.conv
    neg = signbit(x) && !isnan(x)
    sign = signstr(neg, sp)
    if !isfinite(x)
        # (Julia writes Inf and NaN for every conversion, %E %F %G %A too)
        pad(io, sp, sign, isnan(x) ? "NaN" : "Inf", false)
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
