# This file is a part of Kiln's Base library.
#
# TOML.jl — the standard library module TOML, evaluated when a program
# first loads it (`using TOML`), as Julia 1.10's stdlib/TOML: parse,
# parsefile, tryparse, tryparsefile (the parser is Base.TOML,
# base/toml_parser.jl, given the Dates module so that dates and times are
# Dates.Date, Dates.DateTime and Dates.Time), ParserError, and print.

module TOML

using Dates

const Internals = Base.TOML

# (Julia's: a missing file is an error naming it)
_readstring(f::AbstractString) = isfile(f) ? read(f, String) : error(repr(f), ": No such file")

"""
    Parser()

Constructor for a TOML `Parser`, which can be reused to parse several
strings or files.
"""
function Parser(args...; kwargs...)
    p = Internals.Parser(args...; kwargs...)
    p.Dates = Dates
    return p
end

"""
    parsefile(f::AbstractString)
    parsefile(p::Parser, f::AbstractString)

Parse file `f` and return the resulting table (dictionary). Throw a
[`ParserError`](@ref) upon failure.
"""
parsefile(f::AbstractString) = Internals.parse(Parser(_readstring(f); filepath=abspath(f)))
parsefile(p::Internals.Parser, f::AbstractString) =
    Internals.parse(Internals.reinit!(p, _readstring(f); filepath=abspath(f)))

"""
    tryparsefile(f::AbstractString)
    tryparsefile(p::Parser, f::AbstractString)

Parse file `f` and return the resulting table (dictionary). Return a
[`ParserError`](@ref) upon failure.
"""
tryparsefile(f::AbstractString) = Internals.tryparse(Parser(_readstring(f); filepath=abspath(f)))
tryparsefile(p::Internals.Parser, f::AbstractString) =
    Internals.tryparse(Internals.reinit!(p, _readstring(f); filepath=abspath(f)))

"""
    parse(x::Union{AbstractString, IO})
    parse(p::Parser, x::Union{AbstractString, IO})

Parse the string or stream `x`, and return the resulting table
(dictionary). Throw a [`ParserError`](@ref) upon failure.
"""
parse(str::AbstractString) = Internals.parse(Parser(String(str)))
parse(p::Internals.Parser, str::AbstractString) = Internals.parse(Internals.reinit!(p, String(str)))
parse(io::IO) = parse(read(io, String))
parse(p::Internals.Parser, io::IO) = parse(p, read(io, String))

"""
    tryparse(x::Union{AbstractString, IO})
    tryparse(p::Parser, x::Union{AbstractString, IO})

Parse the string or stream `x`, and return the resulting table
(dictionary). Return a [`ParserError`](@ref) upon failure.
"""
tryparse(str::AbstractString) = Internals.tryparse(Parser(String(str)))
tryparse(p::Internals.Parser, str::AbstractString) = Internals.tryparse(Internals.reinit!(p, String(str)))
tryparse(io::IO) = tryparse(read(io, String))
tryparse(p::Internals.Parser, io::IO) = tryparse(p, read(io, String))

"""
    ParserError

Type that is returned from [`tryparse`](@ref) and [`tryparsefile`](@ref)
when parsing fails. It contains (among others) the following fields:

- `pos`, the position in the string when the error happened
- `table`, the result that so far was successfully parsed
- `type`, an error type, different for different types of errors
"""
const ParserError = Internals.ParserError

# ------------------------------------------------------------------ print

const _TOMLValue = Union{AbstractVector,AbstractDict,Dates.DateTime,Dates.Time,Dates.Date,
                         Bool,Integer,AbstractFloat,AbstractString}

function _print_escaped(io::IO, s::AbstractString)
    for c in s
        isvalid(c) || error("TOML print: invalid character ", repr(c), " encountered when printing string")
        if c == '\b'
            Base.print(io, "\\b")
        elseif c == '\t'
            Base.print(io, "\\t")
        elseif c == '\n'
            Base.print(io, "\\n")
        elseif c == '\f'
            Base.print(io, "\\f")
        elseif c == '\r'
            Base.print(io, "\\r")
        elseif c == '"'
            Base.print(io, "\\\"")
        elseif c == '\\'
            Base.print(io, "\\\\")
        elseif iscntrl(c)
            Base.print(io, "\\u", string(UInt32(c), base=16, pad=4))
        else
            Base.print(io, c)
        end
    end
end

function _print_key(io::IO, keys::Vector{String})
    for (i, k) in enumerate(keys)
        i == 1 || Base.print(io, '.')
        if isempty(k)
            Base.print(io, "\"\"")
        elseif all(Internals.isvalid_barekey_char, k)
            Base.print(io, k)
        else
            Base.print(io, '"')
            _print_escaped(io, k)
            Base.print(io, '"')
        end
    end
end

function _to_toml(f, value)
    f === nothing && error("type `", typeof(value), "` is not a valid TOML type, pass a conversion function to `TOML.print`")
    v = f(value)
    v isa _TOMLValue ||
        error("TOML syntax function for type `", typeof(value), "` did not return a valid TOML type but a `", typeof(v), "`")
    return v
end

_pad2(n) = lpad(n, 2, '0')

function _print_value(f, io::IO, value)
    if value isa AbstractVector
        Base.print(io, '[')
        for (i, x) in enumerate(value)
            i == 1 || Base.print(io, ", ")
            _print_value(f, io, x)
        end
        Base.print(io, ']')
    elseif value isa AbstractDict
        Base.print(io, '{')
        for (i, (k, v)) in enumerate(value)
            i == 1 || Base.print(io, ", ")
            _print_key(io, [String(k)])
            Base.print(io, " = ")
            _print_value(f, io, v)
        end
        Base.print(io, '}')
    elseif value isa Dates.DateTime
        Base.print(io, lpad(Dates.year(value), 4, '0'), '-', _pad2(Dates.month(value)), '-', _pad2(Dates.day(value)),
                   'T', _pad2(Dates.hour(value)), ':', _pad2(Dates.minute(value)), ':', _pad2(Dates.second(value)),
                   '.', lpad(Dates.millisecond(value), 3, '0'), 'Z')
    elseif value isa Dates.Time
        Base.print(io, _pad2(Dates.hour(value)), ':', _pad2(Dates.minute(value)), ':', _pad2(Dates.second(value)),
                   '.', lpad(Dates.millisecond(value), 3, '0'))
    elseif value isa Dates.Date
        Base.print(io, lpad(Dates.year(value), 4, '0'), '-', _pad2(Dates.month(value)), '-', _pad2(Dates.day(value)))
    elseif value isa Bool
        Base.print(io, value ? "true" : "false")
    elseif value isa Signed
        Base.show(io, value)
    elseif value isa Unsigned
        # unsigned integers in hexadecimal, two digits a byte
        Base.print(io, "0x", string(value, base=16, pad=2 * ndigits(value, base=256)))
    elseif value isa Integer
        Base.print(io, Int64(value))
    elseif value isa AbstractFloat
        Base.print(io, isnan(value) ? "nan" : isinf(value) ? (value > 0 ? "+inf" : "-inf") : Float64(value))
    elseif value isa AbstractString
        Base.print(io, '"')
        _print_escaped(io, value)
        Base.print(io, '"')
    else
        _print_value(f, io, _to_toml(f, value))
    end
    return nothing
end

_is_table(v) = v isa AbstractDict
_is_array_of_tables(v) = v isa AbstractArray && length(v) > 0 && all(x -> x isa AbstractDict, v)
_is_tabular(v) = _is_table(v) || _is_array_of_tables(v)

function _print_table(f, io::IO, a::AbstractDict, ks::Vector{String}, indent::Int, first_block::Bool,
                      sorted::Bool, by)
    akeys = sorted ? sort!(collect(keys(a)); by=by) : collect(keys(a))
    # the plain entries first
    for key in akeys
        value = a[key]
        value isa _TOMLValue || (value = _to_toml(f, value))
        _is_tabular(value) && continue
        Base.print(io, ' '^(4 * max(0, indent - 1)))
        _print_key(io, [String(key)])
        Base.print(io, " = ")
        _print_value(f, io, value)
        Base.print(io, '\n')
        first_block = false
    end
    # then the tables, with a [header] when they have plain entries
    for key in akeys
        value = a[key]
        value isa _TOMLValue || (value = _to_toml(f, value))
        if _is_table(value)
            push!(ks, String(key))
            header = isempty(value) || !all(_is_tabular, values(value))
            if header
                first_block || Base.print(io, '\n')
                first_block = false
                Base.print(io, ' '^(4 * indent), '[')
                _print_key(io, ks)
                Base.print(io, "]\n")
            end
            _print_table(f, io, value, ks, indent + header, header, sorted, by)
            pop!(ks)
        elseif _is_array_of_tables(value)
            first_block || Base.print(io, '\n')
            first_block = false
            push!(ks, String(key))
            for v in value
                Base.print(io, ' '^(4 * indent), "[[")
                _print_key(io, ks)
                Base.print(io, "]]\n")
                _print_table(f, io, v, ks, indent + 1, true, sorted, by)
            end
            pop!(ks)
        end
    end
    return nothing
end

"""
    print([to_toml::Function], io::IO [=stdout], data::AbstractDict; sorted=false, by=identity)

Write `data` as TOML syntax to the stream `io`. If the keyword argument
`sorted` is set to `true`, sort tables according to the function given by
the keyword argument `by`.

The following data types are supported: `AbstractDict`, `AbstractVector`,
`AbstractString`, `Integer`, `AbstractFloat`, `Bool`, `Dates.DateTime`,
`Dates.Time`, `Dates.Date`. For other data types, pass the function
`to_toml` that takes the data types and returns a value of a supported
type.
"""
print(f::Union{Function,Nothing}, io::IO, a::AbstractDict; sorted::Bool=false, by=identity) =
    _print_table(f, io, a, String[], 0, true, sorted, by)
print(f::Union{Function,Nothing}, a::AbstractDict; sorted::Bool=false, by=identity) =
    print(f, stdout, a; sorted=sorted, by=by)
print(io::IO, a::AbstractDict; sorted::Bool=false, by=identity) =
    _print_table(nothing, io, a, String[], 0, true, sorted, by)
print(a::AbstractDict; sorted::Bool=false, by=identity) = print(nothing, stdout, a; sorted=sorted, by=by)

end # module TOML
