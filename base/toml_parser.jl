# This file is a part of Kiln's Base library.
#
# toml_parser.jl — Base.TOML, the TOML 1.0 parser behind the TOML standard
# library (base/TOML.jl), written for Kiln to behave as Julia 1.10's
# base/toml_parser.jl: the same results (Dict{String,Any} tables, arrays
# typed by their elements as they are read: [1, 2] is a Vector{Int64},
# [1, "a"] a Vector{Union{Int64, String}}, [] a Vector{Union{}}; decimal
# integers are Int64 up to 17 characters, then Int128, then BigInt; hex,
# octal and binary ones are UInt64, then UInt128, then BigInt) and the same
# errors (ParserError with Julia's error kinds, messages, and the line,
# column and byte position where the parser stopped).
#
# The parser reads one character ahead (`current`). `pos` is the byte index
# after that character, `prevpos` its own index; `column` is its column on
# the current line. An error records `prevpos - 1`, `line` and `column - 1`.

module TOML

# the Date/Time/DateTime values returned when no Dates module is given
struct Date
    year::Int
    month::Int
    day::Int
end
struct Time
    hour::Int
    minute::Int
    second::Int
    ms::Int
end
struct DateTime
    date::Date
    time::Time
end
DateTime(y, m, d, h, mi, s, ms) = DateTime(Date(y, m, d), Time(h, mi, s, ms))

const EOF_CHAR = typemax(Char)
const TOMLDict = Dict{String,Any}

@enum ErrorType begin
    ErrRedefineTableArray
    ErrExpectedNewLineKeyValue
    ErrAddKeyToInlineTable
    ErrAddArrayToStaticArray
    ErrArrayTreatedAsDictionary
    ErrExpectedEndOfTable
    ErrExpectedEndArrayOfTable
    ErrExpectedEqualAfterKey
    ErrDuplicatedKey
    ErrKeyAlreadyHasValue
    ErrInvalidBareKeyCharacter
    ErrEmptyBareKey
    ErrUnexpectedEofExpectedValue
    ErrUnexpectedStartOfValue
    ErrGenericValueError
    ErrExpectedCommaBetweenItemsArray
    ErrExpectedCommaBetweenItemsInlineTable
    ErrTrailingCommaInlineTable
    ErrInlineTableRedefine
    ErrUnderscoreNotSurroundedByDigits
    ErrLeadingZeroNotAllowedInteger
    ErrOverflowError
    ErrLeadingDot
    ErrNoTrailingDigitAfterDot
    ErrTrailingUnderscoreNumber
    ErrSignInNonBase10Number
    ErrParsingDateTime
    ErrOffsetDateNotSupported
    ErrNewLineInString
    ErrUnexpectedEndString
    ErrInvalidEscapeCharacter
    ErrInvalidUnicodeScalar
end

function _err_message(t::ErrorType)
    t == ErrTrailingCommaInlineTable && return "trailing comma not allowed in inline table"
    t == ErrExpectedCommaBetweenItemsArray && return "expected comma between items in array"
    t == ErrExpectedCommaBetweenItemsInlineTable && return "expected comma between items in inline table"
    t == ErrExpectedEndArrayOfTable && return "expected array of table to end with ']]'"
    t == ErrInvalidBareKeyCharacter && return "invalid bare key character"
    t == ErrRedefineTableArray && return "tried to redefine an existing table as an array"
    t == ErrDuplicatedKey && return "key already defined"
    t == ErrKeyAlreadyHasValue && return "key already has a value"
    t == ErrEmptyBareKey && return "bare key cannot be empty"
    t == ErrExpectedNewLineKeyValue && return "expected newline after key value pair"
    t == ErrNewLineInString && return "newline character in single quoted string"
    t == ErrUnexpectedEndString && return "string literal ended unexpectedly"
    t == ErrExpectedEndOfTable && return "expected end of table ']'"
    t == ErrAddKeyToInlineTable && return "tried to add a new key to an inline table"
    t == ErrInlineTableRedefine && return "inline table overwrote key from other table"
    t == ErrArrayTreatedAsDictionary && return "tried to add a key to an array"
    t == ErrAddArrayToStaticArray && return "tried to append to a statically defined array"
    t == ErrGenericValueError && return "failed to parse value"
    t == ErrLeadingZeroNotAllowedInteger && return "leading zero in integer not allowed"
    t == ErrUnderscoreNotSurroundedByDigits && return "underscore is not surrounded by digits"
    t == ErrUnexpectedStartOfValue && return "unexpected start of value"
    t == ErrOffsetDateNotSupported && return "offset date-time is not supported"
    t == ErrParsingDateTime && return "parsing date/time value failed"
    t == ErrTrailingUnderscoreNumber && return "trailing underscore in number"
    t == ErrLeadingDot && return "floats require a leading zero"
    t == ErrExpectedEqualAfterKey && return "expected equal sign after key"
    t == ErrNoTrailingDigitAfterDot && return "expected digit after dot"
    t == ErrOverflowError && return "overflowed when parsing integer"
    t == ErrInvalidUnicodeScalar && return "invalid unicode scalar"
    t == ErrInvalidEscapeCharacter && return "invalid escape character"
    t == ErrUnexpectedEofExpectedValue && return "unexpected end of file, expected a value"
    return "number not in base 10 is not allowed to have a sign"
end

"""
    ParserError

The error of a failed TOML parse: `type` (the kind of error), `data`,
and, filled in when the parse stops, `str`, `filepath`, `line`, `column`,
`pos` (the byte position of the parser) and `table` (what was parsed
until then).
"""
mutable struct ParserError <: Exception
    type::ErrorType
    data::Any
    str::Union{String,Nothing}
    filepath::Union{String,Nothing}
    line::Union{Int,Nothing}
    column::Union{Int,Nothing}
    pos::Union{Int,Nothing}
    table::Union{TOMLDict,Nothing}
end
ParserError(type, data) = ParserError(type, data, nothing, nothing, nothing, nothing, nothing, nothing)
ParserError(type) = ParserError(type, nothing)

function _error_text(e::ParserError)
    msg = _err_message(e.type)
    if e.type == ErrInvalidBareKeyCharacter
        msg = string(msg, ": '", escape_string(string(e.data)), "'")
    end
    return msg
end

# the line of str holding byte a, and a line with '^' under that byte
function _point_to_line(str::String, a::Int)
    a = thisind(str, a)
    p = something(findprev('\n', str, prevind(str, a)), 0) + 1
    line = IOBuffer()
    mark = IOBuffer()
    while true
        print(mark, p == a ? '^' : ' ')
        it = iterate(str, p)
        it === nothing && break
        c, p = it
        c == '\n' && break
        print(line, c)
    end
    return String(take!(line)), String(take!(mark))
end

function Base.showerror(io::IO, err::ParserError)
    printstyled(io, "TOML Parser error:\n"; color=:light_red)
    f = something(err.filepath, "none")
    printstyled(io, f, ':', err.line, ':', err.column; bold=true)
    printstyled(io, " error: "; color=:light_red)
    println(io, _error_text(err))
    pos = err.pos::Int
    err.type == ErrUnexpectedEofExpectedValue && (pos += 1)
    s1, s2 = _point_to_line(err.str::String, pos)
    println(io, "  ", s1)
    print(io, "  ", s2)
end

# ------------------------------------------------------------------ parser

mutable struct Parser
    str::String
    current::Char
    pos::Int
    prevpos::Int
    column::Int
    line::Int
    marker::Int
    active_table::TOMLDict
    dotted_keys::Vector{String}
    chunks::Vector{UnitRange{Int}}
    inline_tables::IdDict{Any,Nothing}
    static_arrays::IdDict{Any,Nothing}
    defined_tables::IdDict{Any,Nothing}
    root::TOMLDict
    filepath::Union{String,Nothing}
    Dates::Union{Module,Nothing}
    value::Any          # the value _value! parsed last
end

function Parser(str::String; filepath=nothing)
    root = TOMLDict()
    l = Parser(str, EOF_CHAR, firstindex(str), 0, 0, 1, 0, root, String[], UnitRange{Int}[],
               IdDict{Any,Nothing}(), IdDict{Any,Nothing}(), IdDict{Any,Nothing}(), root, filepath, nothing, nothing)
    _next!(l)
    return l
end
Parser() = Parser("")
Parser(io::IO) = Parser(read(io, String))

function reinit!(l::Parser, str::String; filepath::Union{Nothing,String}=nothing)
    l.str = str
    l.current = EOF_CHAR
    l.pos = firstindex(str)
    l.prevpos = 0
    l.column = 0
    l.line = 1
    l.marker = 0
    l.root = TOMLDict()
    l.active_table = l.root
    empty!(l.dotted_keys)
    empty!(l.chunks)
    empty!(l.inline_tables)
    empty!(l.static_arrays)
    empty!(l.defined_tables)
    l.filepath = filepath
    _next!(l)
    return l
end

# move the look-ahead on by one character; return the one it held
function _next!(l::Parser)
    c = l.current
    it = iterate(l.str, l.pos)
    l.prevpos = l.pos
    l.column += 1
    if it === nothing
        l.current = EOF_CHAR
    else
        n, p = it
        l.pos = p
        if n == '\n'
            l.line += 1
            l.column = 0
        end
        l.current = n
    end
    return c
end

_peek(l::Parser) = l.current

# eat the look-ahead character when it is c / satisfies f
function _accept(l::Parser, c::Char)
    l.current == EOF_CHAR && return false
    l.current == c || return false
    _next!(l)
    return true
end
function _accept(l::Parser, f::Function)
    l.current == EOF_CHAR && return false
    f(l.current) || return false
    _next!(l)
    return true
end
function _accept_all(l::Parser, f)
    any = false
    while _accept(l, f)
        any = true
    end
    return any
end
function _accept_n(l::Parser, n::Int, f)
    for _ in 1:n
        _accept(l, f) || return false
    end
    return true
end

_isws(c::Char) = c == ' ' || c == '\t'
_isnl(c::Char) = c == '\n' || c == '\r'
_isws_nl(c::Char) = _isws(c) || _isnl(c)
_not_nl(c::Char) = !_isnl(c)

_skip_ws(l::Parser) = _accept_all(l, _isws)
function _skip_comment(l::Parser)
    _accept(l, '#') || return false
    _accept_all(l, _not_nl)
    return true
end
function _skip_ws_nl(l::Parser)
    skipped = false
    while true
        a = _accept_all(l, _isws_nl)
        b = _skip_comment(l)
        (a || b) || break
        skipped = true
    end
    return skipped
end
# (as Julia's: a comment is skipped only after some blanks)
_skip_ws_comment(l::Parser) = _skip_ws(l) && _skip_comment(l)

_mark!(l::Parser) = (l.marker = l.prevpos)
_taken(l::Parser) = SubString(l.str, l.marker, l.prevpos - 1)

macro _try(ex)
    quote
        local r = $(esc(ex))
        r isa ParserError && return r
        r
    end
end

# ---------------------------------------------------------------- toplevel

function parse(l::Parser)
    v = tryparse(l)
    v isa ParserError && throw(v)
    return v::TOMLDict
end

function tryparse(l::Parser)
    while true
        _skip_ws_nl(l)
        _peek(l) == EOF_CHAR && break
        v = _toplevel(l)
        if v isa ParserError
            v.str = l.str
            v.pos = l.prevpos - 1
            v.table = l.root
            v.filepath = l.filepath
            v.line = l.line
            v.column = l.column - 1
            return v
        end
    end
    return l.root
end

_line_end(c::Char) = c == '\n' || c == '\r' || c == '#' || c == EOF_CHAR

function _toplevel(l::Parser)
    if _accept(l, '[')
        l.active_table = l.root
        @_try _table_header(l)
    else
        @_try _entry(l, l.active_table)
    end
    _skip_ws_comment(l)
    if !_line_end(_peek(l))
        _next!(l)
        return ParserError(ErrExpectedNewLineKeyValue)
    end
    return nothing
end

_has(s::IdDict{Any,Nothing}, x) = haskey(s, x)
_add!(s::IdDict{Any,Nothing}, x) = (s[x] = nothing)

function _check_add_key(l::Parser, d, check_defined::Bool=true)
    d isa Dict || return ParserError(ErrKeyAlreadyHasValue)
    _has(l.inline_tables, d) && return ParserError(ErrAddKeyToInlineTable)
    check_defined && _has(l.defined_tables, d) && return ParserError(ErrDuplicatedKey)
    return nothing
end

# the table at the path keys[1:n] below d, creating the missing ones
function _descend!(l::Parser, d, keys::Vector{String}, n::Int, check::Bool=true)
    for i in 1:n
        d = get!(() -> TOMLDict(), d::TOMLDict, keys[i])
        if d isa Vector
            d = d[end]
        end
        check && @_try _check_add_key(l, d, i == n)
    end
    return d
end

function _table_header(l::Parser)
    _accept(l, '[') && return _array_table_header(l)
    keys = @_try _key(l)
    _skip_ws(l)
    _accept(l, ']') || return ParserError(ErrExpectedEndOfTable)
    t = @_try _descend!(l, l.root, keys, length(keys))
    l.active_table = t::TOMLDict
    _add!(l.defined_tables, t)
    return nothing
end

function _array_table_header(l::Parser)
    keys = @_try _key(l)
    _skip_ws(l)
    (_accept(l, ']') && _accept(l, ']')) || return ParserError(ErrExpectedEndArrayOfTable)
    d = @_try _descend!(l, l.root, keys, length(keys) - 1, false)
    k = keys[end]
    arr = get!(() -> Any[], d::TOMLDict, k)
    arr isa Vector || return ParserError(ErrArrayTreatedAsDictionary)
    _has(l.static_arrays, arr) && return ParserError(ErrAddArrayToStaticArray)
    t = TOMLDict()
    push!(arr, t)
    _add!(l.defined_tables, t)
    l.active_table = t
    return nothing
end

function _entry(l::Parser, d)
    keys = @_try _key(l)
    _skip_ws(l)
    _accept(l, '=') || return ParserError(ErrExpectedEqualAfterKey)
    if length(keys) > 1
        d = @_try _descend!(l, d, keys, length(keys) - 1)
    end
    k = l.dotted_keys[end]
    old = get(d::TOMLDict, k, nothing)
    old === nothing || @_try _check_add_key(l, old)
    _skip_ws(l)
    @_try _value!(l)
    v = l.value
    v isa Dict && haskey(d, k) && return ParserError(ErrInlineTableRedefine)
    d[k] = v
    return nothing
end

# -------------------------------------------------------------------- keys

isvalid_barekey_char(c::Char) =
    'a' <= c <= 'z' || 'A' <= c <= 'Z' || isdigit(c) || c == '-' || c == '_'

function _key(l::Parser)
    empty!(l.dotted_keys)
    return _key_part(l)
end

function _key_part(l::Parser)
    _skip_ws(l)
    isempty(l.dotted_keys) && _accept(l, '=') && return ParserError(ErrEmptyBareKey)
    if _accept(l, '"')
        k = @_try _string_start(l, false)
    elseif _accept(l, '\'')
        k = @_try _string_start(l, true)
    else
        _mark!(l)
        if _accept_all(l, isvalid_barekey_char)
            c = _peek(l)
            if !(c == '.' || _isws(c) || c == ']' || c == '=')
                return ParserError(ErrInvalidBareKeyCharacter, _next!(l))
            end
            k = String(_taken(l))
        else
            return ParserError(ErrInvalidBareKeyCharacter, _next!(l))
        end
    end
    push!(l.dotted_keys, k)
    _skip_ws(l)
    if _accept(l, '.')
        _skip_ws(l)
        @_try _key_part(l)
    end
    return l.dotted_keys
end

# ------------------------------------------------------------------ values


# parse a value into l.value; return nothing or a ParserError
function _value!(l::Parser)
    v = if _accept(l, '[')
        _array(l)
    elseif _accept(l, '{')
        _inline_table(l)
    elseif _accept(l, '"')
        _string_start(l, false)
    elseif _accept(l, '\'')
        _string_start(l, true)
    elseif _accept(l, 't')
        _bool(l, true)
    elseif _accept(l, 'f')
        _bool(l, false)
    else
        _number_or_date(l)
    end
    v === nothing && return ParserError(ErrGenericValueError)
    v isa ParserError && return v
    l.value = v
    return nothing
end

# push el onto v, widening the element type as Julia's parser does: the
# first element's type, then the union of two types, then Any
function _push_widen(v::Vector, el)
    T = eltype(v)
    if el isa T
        push!(v, el)
        return v
    elseif T === Union{}
        w = Vector{typeof(el)}(undef, 1)
        w[1] = el
        return w
    end
    S = T isa Union ? Any : Union{T,typeof(el)}
    w = Vector{S}(undef, length(v))
    copy!(w, v)
    push!(w, el)
    return w
end

function _array(l::Parser)
    _skip_ws_nl(l)
    arr = Vector{Union{}}()
    closed = _accept(l, ']')
    while !closed
        @_try _value!(l)
        arr = _push_widen(arr, l.value)
        _skip_ws_nl(l)
        comma = _accept(l, ',')
        _skip_ws_nl(l)
        _accept(l, ']') && break
        comma || return ParserError(ErrExpectedCommaBetweenItemsArray)
    end
    _add!(l.static_arrays, arr)
    return arr
end

function _inline_table(l::Parser)
    d = TOMLDict()
    _add!(l.inline_tables, d)
    _skip_ws(l)
    _accept(l, '}') && return d
    while true
        @_try _entry(l, d)
        _skip_ws(l)
        _accept(l, '}') && return d
        _accept(l, ',') || return ParserError(ErrExpectedCommaBetweenItemsInlineTable)
        _skip_ws(l)
        _accept(l, '}') && return ParserError(ErrTrailingCommaInlineTable)
    end
end

function _bool(l::Parser, v::Bool)
    if v
        _accept(l, 'r') && _accept(l, 'u') && _accept(l, 'e') && return true
    else
        _accept(l, 'a') && _accept(l, 'l') && _accept(l, 's') && _accept(l, 'e') && return false
    end
    return nothing
end

# ----------------------------------------------------------------- numbers

_ishex(c::Char) = isdigit(c) || 'a' <= c <= 'f' || 'A' <= c <= 'F'
_isoct(c::Char) = '0' <= c <= '7'
_isbin(c::Char) = c == '0' || c == '1'

_end_of_value(c::Char) = _isws(c) || c == '#' || c == EOF_CHAR || c == ']' ||
                         c == '}' || c == ',' || c == '\n' || c == '\r'

# eat digits (f) with single underscores between them; return whether a
# digit was eaten and whether an underscore was
function _digits_underscore(l::Parser, f, fail_if_underscore::Bool=true)
    has_us = false
    any_digit = false
    last_us = false
    while true
        c = _peek(l)
        if c == '_'
            has_us = true
            fail_if_underscore && return ParserError(ErrUnderscoreNotSurroundedByDigits)
            _next!(l)
            fail_if_underscore = true
            last_us = true
        else
            fail_if_underscore = false
            if f(c)
                any_digit = true
                _next!(l)
            else
                last_us && return ParserError(ErrTrailingUnderscoreNumber)
                return (any_digit, has_us)
            end
            last_us = false
        end
    end
end

function _number_or_date(l::Parser)
    _mark!(l)
    sgn = 1
    signed = false
    if _accept(l, '+')
        signed = true
    elseif _accept(l, '-')
        signed = true
        sgn = -1
    end
    if _accept(l, 'i')
        return (_accept(l, 'n') && _accept(l, 'f')) ? sgn * Inf : nothing
    elseif _accept(l, 'n')
        return (_accept(l, 'a') && _accept(l, 'n')) ? NaN : nothing
    end
    _accept(l, '.') && return ParserError(ErrLeadingDot)

    zero = false
    if _accept(l, '0')
        zero = true
        if _end_of_value(_peek(l))
            return Int64(0)
        elseif _accept(l, 'x')
            signed && return ParserError(ErrSignInNonBase10Number)
            ate, us = @_try _digits_underscore(l, _ishex)
            ate && return _parse_unsigned(l, us, 16, 18, 34)
        elseif _accept(l, 'o')
            signed && return ParserError(ErrSignInNonBase10Number)
            ate, us = @_try _digits_underscore(l, _isoct)
            ate && return _parse_unsigned(l, us, 8, 24, 45)
        elseif _accept(l, 'b')
            signed && return ParserError(ErrSignInNonBase10Number)
            ate, us = @_try _digits_underscore(l, _isbin)
            ate && return _parse_unsigned(l, us, 2, 66, 130)
        elseif _accept(l, isdigit)
            return _local_time(l)
        end
    end

    read_us = false
    digit = _accept(l, isdigit)
    if !zero && !digit
        _peek(l) == EOF_CHAR && return ParserError(ErrUnexpectedEofExpectedValue)
        return ParserError(ErrUnexpectedStartOfValue)
    end
    ate, us = @_try _digits_underscore(l, isdigit, zero)
    read_us |= us
    if (digit || ate) && _end_of_value(_peek(l))
        return _parse_decimal(l, us)
    end
    if !read_us
        _peek(l) == '-' && return _datetime(l)
        _peek(l) == ':' && return _local_time(l)
    end
    dot = _accept(l, '.')
    ate, us = @_try _digits_underscore(l, isdigit, true)
    dot && !ate && return ParserError(ErrNoTrailingDigitAfterDot)
    read_us |= us
    if _accept(l, c -> c == 'e' || c == 'E')
        _accept(l, c -> c == '+' || c == '-')
        d = _accept_all(l, isdigit)
        ate, read_us = @_try _digits_underscore(l, isdigit, !d)
    end
    if !_end_of_value(_peek(l))
        _next!(l)
        return ParserError(ErrGenericValueError)
    end
    return _parse_float(l, read_us)
end

_number_text(l::Parser, us::Bool) = us ? filter(!=('_'), String(_taken(l))) : String(_taken(l))

function _parse_float(l::Parser, us::Bool)
    v = Base.tryparse(Float64, _number_text(l, us))
    v === nothing && return ParserError(ErrGenericValueError)
    return v
end

# the value of the digits of s from index i in base b, in T; nothing when
# it does not fit
function _digits_value(::Type{T}, s::String, i::Int, b::Int) where {T}
    v = zero(T)
    bb = T(b)
    for k in i:ncodeunits(s)
        c = Char(codeunit(s, k))
        d = isdigit(c) ? c - '0' : 'a' <= c <= 'f' ? c - 'a' + 10 : c - 'A' + 10
        v2 = v * bb
        (v2 ÷ bb != v) && return nothing
        v3 = v2 + T(d)
        v3 < v2 && return nothing
        v = v3
    end
    return v
end

# a decimal integer: Int64 up to 17 characters, Int128 up to 33, BigInt
function _parse_decimal(l::Parser, us::Bool)
    s = _number_text(l, us)
    n = length(s)
    neg = s[1] == '-'
    i = (s[1] == '-' || s[1] == '+') ? 2 : 1
    if n <= 17
        v = _digits_value(Int64, s, i, 10)
        v === nothing && return ParserError(ErrOverflowError)
        return neg ? -v : v
    elseif n <= 33
        v = _digits_value(UInt128, s, i, 10)
        (v === nothing || v > (neg ? UInt128(typemax(Int128)) + 1 : UInt128(typemax(Int128)))) &&
            return ParserError(ErrOverflowError)
        return neg ? -(v % Int128) : Int128(v)
    end
    return Base.parse(BigInt, s)
end

# hexadecimal, octal, binary: UInt64 up to n1 characters (with the 0x/0o/0b
# prefix), UInt128 up to n2, BigInt
function _parse_unsigned(l::Parser, us::Bool, b::Int, n1::Int, n2::Int)
    s = _number_text(l, us)
    n = length(s)
    if n <= n1
        v = _digits_value(UInt64, s, 3, b)
    elseif n <= n2
        v = _digits_value(UInt128, s, 3, b)
    else
        return Base.parse(BigInt, SubString(s, 3); base=b)
    end
    v === nothing && return ParserError(ErrOverflowError)
    return v
end

# a short Int64 (date and time fields)
function _parse_int(l::Parser, base::Int=10)
    v = _digits_value(Int64, String(_taken(l)), 1, base)
    v === nothing && return ParserError(ErrOverflowError)
    return v
end

# ------------------------------------------------------- dates and times

_two_digits(l::Parser) = _accept_n(l, 2, isdigit) ? nothing : ParserError(ErrParsingDateTime)

function _datetime(l::Parser)
    year = @_try _parse_int(l)
    0 <= year <= 9999 || return ParserError(ErrParsingDateTime)
    _accept(l, '-') || return ParserError(ErrParsingDateTime)
    _mark!(l)
    @_try _two_digits(l)
    month = @_try _parse_int(l)
    1 <= month <= 12 || return ParserError(ErrParsingDateTime)
    _accept(l, '-') || return ParserError(ErrParsingDateTime)
    _mark!(l)
    @_try _two_digits(l)
    day = @_try _parse_int(l)
    1 <= day <= 31 || return ParserError(ErrParsingDateTime)
    space = false
    if _end_of_value(_peek(l))
        space = _accept(l, ' ')
        if !space || !isdigit(_peek(l))
            return _make_date(l, year, month, day)
        end
    end
    if !space
        (_accept(l, 'T') || _accept(l, 't')) || return ParserError(ErrParsingDateTime)
    end
    h, m, s, ms = @_try _time_fields(l, false)
    if !_accept(l, 'Z')
        (_accept(l, '+') || _accept(l, '-')) && return ParserError(ErrOffsetDateNotSupported)
    end
    _end_of_value(_peek(l)) || return ParserError(ErrParsingDateTime)
    D = l.Dates
    D === nothing && return DateTime(year, month, day, h, m, s, ms)
    try
        return D.DateTime(year, month, day, h, m, s, ms)
    catch e
        e isa ArgumentError && return ParserError(ErrParsingDateTime)
        rethrow()
    end
end

function _make_date(l::Parser, year, month, day)
    D = l.Dates
    D === nothing && return Date(year, month, day)
    try
        return D.Date(year, month, day)
    catch e
        e isa ArgumentError && return ParserError(ErrParsingDateTime)
        rethrow()
    end
end

function _local_time(l::Parser)
    h = @_try _parse_int(l)
    0 <= h <= 23 || return ParserError(ErrParsingDateTime)
    _, m, s, ms = @_try _time_fields(l, true)
    D = l.Dates
    D === nothing && return Time(h, m, s, ms)
    try
        return D.Time(h, m, s, ms)
    catch e
        e isa ArgumentError && return ParserError(ErrParsingDateTime)
        rethrow()
    end
end

# [HH]:MM:SS[.fff…]; as Julia 1.10's parser, the fraction is read as a
# whole number of milliseconds from its first three digits ("5" is 5 ms)
function _time_fields(l::Parser, hour_read::Bool)
    hour = 0
    if !hour_read
        _mark!(l)
        @_try _two_digits(l)
        hour = @_try _parse_int(l)
        0 <= hour <= 23 || return ParserError(ErrParsingDateTime)
    end
    _accept(l, ':') || return ParserError(ErrParsingDateTime)
    _mark!(l)
    @_try _two_digits(l)
    minute = @_try _parse_int(l)
    0 <= minute <= 59 || return ParserError(ErrParsingDateTime)
    _accept(l, ':') || return ParserError(ErrParsingDateTime)
    _mark!(l)
    @_try _two_digits(l)
    second = @_try _parse_int(l)
    0 <= second <= 59 || return ParserError(ErrParsingDateTime)
    frac = 0
    if _accept(l, '.')
        _mark!(l)
        found = false
        for _ in 1:3
            found |= _accept(l, isdigit)
        end
        found || return ParserError(ErrParsingDateTime)
        frac = @_try _parse_int(l)
        _accept_all(l, isdigit)
    end
    return (hour, minute, second, frac)
end

# ----------------------------------------------------------------- strings

function _string_start(l::Parser, literal::Bool)
    q = literal ? '\'' : '"'
    multi = false
    if _accept(l, q)
        _accept(l, q) || return ""
        _accept(l, '\r')
        _accept(l, '\n')
        multi = true
    end
    return _string_rest(l, multi, literal)
end

_str_multi(c::Char) = c != '"' && c != '\\'
_str_single(c::Char) = c != '"' && c != '\\' && c != '\n'
_lit_multi(c::Char) = c != '\'' && c != '\\'
_lit_single(c::Char) = c != '\'' && c != '\\' && c != '\n'

function _string_rest(l::Parser, multi::Bool, literal::Bool)
    start = l.prevpos
    q = literal ? '\'' : '"'
    escapes = false
    offset = multi ? 3 : 1
    while true
        _peek(l) == EOF_CHAR && return ParserError(ErrUnexpectedEndString)
        if literal
            _accept_all(l, multi ? _lit_multi : _lit_single)
        else
            _accept_all(l, multi ? _str_multi : _str_single)
        end
        !multi && _peek(l) == '\n' && return ParserError(ErrNewLineInString)
        if _peek(l) != '\\'
            if _accept(l, q) && (!multi || (_accept(l, q) && _accept(l, q)))
                push!(l.chunks, start:(l.prevpos-offset-1))
                return _take_chunks(l, escapes)
            end
        end
        c = _next!(l)
        if c == '\\' && !literal
            if _peek(l) == '\n' || _peek(l) == '\r'
                # a line-ending backslash: drop it and the blanks after it
                push!(l.chunks, start:(l.prevpos-2))
                _accept_all(l, _isws_nl)
                start = l.prevpos
            else
                c = _next!(l)
                if c == 'u' || c == 'U'
                    _mark!(l)
                    _accept_n(l, c == 'u' ? 4 : 6, _ishex) || return ParserError(ErrInvalidUnicodeScalar)
                    cp = @_try _parse_int(l, 16)
                    (cp <= 0xd7ff || 0xe000 <= cp <= 0x10ffff) || return ParserError(ErrInvalidUnicodeScalar)
                elseif !(c == 'b' || c == 't' || c == 'n' || c == 'f' || c == 'r' || c == '"' || c == '\\')
                    return ParserError(ErrInvalidEscapeCharacter)
                end
                escapes = true
            end
        end
    end
end

function _take_chunks(l::Parser, unescape::Bool)
    io = IOBuffer()
    for r in l.chunks
        for i in r
            write(io, codeunit(l.str, i))
        end
    end
    empty!(l.chunks)
    s = String(take!(io))
    return unescape ? unescape_string(s) : s
end

end # module TOML
