# This file is a part of Kiln's Base library.
#
# DelimitedFiles.jl — the standard library module DelimitedFiles (shipped
# with Julia 1.10 as a non-sysimage standard library, JuliaData's
# DelimitedFiles.jl), evaluated when a program first loads it: readdlm and
# writedlm with Julia's options, element types and errors.
#
# readdlm splits the text into cells in one pass (quoted fields may hold
# delimiters, newlines and doubled quotes), then fills a matrix of the
# requested element type. Without a type, a matrix of Float64 is tried
# first and, if some cell is not a number or some row is short, a
# Matrix{Any} of Int, Bool, Float64 and SubString{String} cells is made
# instead, as Julia's readdlm_auto does.

module DelimitedFiles

export readdlm, writedlm

# The delimiter that stands for "one or more whitespace characters".
const _WS = reinterpret(Char, 0xfffffffe)

readdlm(input, T::Type; opts...) = readdlm(input, _WS, T, '\n'; opts...)
readdlm(input, dlm::AbstractChar, T::Type; opts...) = readdlm(input, dlm, T, '\n'; opts...)
readdlm(input; opts...) = readdlm(input, _WS, '\n'; opts...)
readdlm(input, dlm::AbstractChar; opts...) = readdlm(input, dlm, '\n'; opts...)
readdlm(input, dlm::AbstractChar, eol::AbstractChar; opts...) =
    _readdlm(_dlm_text(input), Char(dlm), Float64, Char(eol), true, _dlm_opts(opts))
readdlm(input, dlm::AbstractChar, T::Type, eol::AbstractChar; opts...) =
    _readdlm(_dlm_text(input), Char(dlm), T, Char(eol), false, _dlm_opts(opts))

_dlm_text(input::Vector{UInt8}) = String(copy(input))
_dlm_text(input::IO) = read(input, String)
function _dlm_text(input::AbstractString)
    isfile(input) || throw(ArgumentError("Cannot open '$input': not a file"))
    return read(input, String)
end

const _DLM_OPTION_TYPES = (header = Bool, has_header = Bool, use_mmap = Bool, quotes = Bool,
    comments = Bool, dims = NTuple{2,Integer}, comment_char = Char, skipstart = Integer,
    skipblanks = Bool)

function _dlm_opts(opts)
    d = Dict{Symbol,Any}()
    for (name, val) in opts
        haskey(_DLM_OPTION_TYPES, name) || throw(ArgumentError("unknown option $name"))
        T = _DLM_OPTION_TYPES[name]
        val isa T || throw(ArgumentError("$name should be of type $T, got $(typeof(val))"))
        d[name] = val
    end
    return d
end

# One cell of the text: its row and column, the byte range and whether it
# was quoted.
struct _Cell
    row::Int
    col::Int
    quoted::Bool
    first::Int
    last::Int
end

# Splits s into cells (Julia's dlm_parse, the same states): returns the
# cells in order and the numbers of rows and columns.
function _dlm_cells(s::String, eol::Char, dlm::Char, cchar::Char, quotes::Bool,
                    comments::Bool, skipstart::Int, skipblanks::Bool)
    cells = _Cell[]
    ws = dlm == _WS
    nrows = ncols = col = 0
    # 0 begin field, 1 quoted field, 2 unquoted field, 3 after a quote in a
    # quoted field, 4 comment, 5 skipping the first lines
    state = skipstart > 0 ? 5 : 0
    expect = false
    was_cr = false
    start = 1
    i = 1
    n = ncodeunits(s)
    iseol = isdlm = false
    while i <= n
        c, i = iterate(s, i)
        iseol = c == eol
        isdlm = !iseol && (ws ? isspace(c) : c == dlm)
        isquote = !iseol && !isdlm && c == '"'
        iscomment = !iseol && !isdlm && !isquote && c == cchar
        iscr = !iseol && !isdlm && !isquote && !iscomment && eol == '\n' && c == '\r'
        # the cell's last byte before the character just read (and before a
        # \r that ends the line)
        before = i - ncodeunits(c) - 1
        if state == 2
            if isdlm
                state = 0
                col += 1
                push!(cells, _Cell(nrows + 1, col, false, start, before))
                start = i
                expect = !ws
            elseif iseol
                nrows += 1
                col += 1
                push!(cells, _Cell(nrows, col, false, start, was_cr ? before - 1 : before))
                start = i
                ncols = max(ncols, col)
                col = 0
                state = 0
            elseif iscomment && comments
                nrows += 1
                col += 1
                push!(cells, _Cell(nrows, col, false, start, before))
                ncols = max(ncols, col)
                col = 0
                state = 4
            end
        elseif state == 1
            isquote && (state = 3)
        elseif state == 4
            if iseol
                start = i
                state = 0
            end
        elseif state == 0
            if isquote
                state = quotes && !was_cr ? 1 : 2
                expect = false
            elseif isdlm
                if !ws
                    expect = true
                    col += 1
                    push!(cells, _Cell(nrows + 1, col, false, start, before))
                end
                start = i
            elseif iseol
                if col > 0 || !skipblanks
                    nrows += 1
                    if expect
                        col += 1
                        push!(cells, _Cell(nrows, col, false, start, was_cr ? before - 1 : before))
                    end
                    ncols = max(ncols, col)
                    col = 0
                end
                start = i
                expect = false
            elseif iscomment && comments
                if col > 0
                    nrows += 1
                    if expect
                        col += 1
                        push!(cells, _Cell(nrows, col, false, start, before))
                    end
                    ncols = max(ncols, col)
                    col = 0
                end
                expect = false
                state = 4
            elseif !iscr
                state = 2
                expect = false
            end
        elseif state == 3
            if isquote && !was_cr
                state = 1
            elseif isdlm && !was_cr
                state = 0
                col += 1
                push!(cells, _Cell(nrows + 1, col, true, start, before))
                start = i
                expect = !ws
            elseif iseol
                nrows += 1
                col += 1
                push!(cells, _Cell(nrows, col, true, start, was_cr ? before - 1 : before))
                start = i
                ncols = max(ncols, col)
                col = 0
                state = 0
            elseif iscomment && comments && !was_cr
                nrows += 1
                col += 1
                push!(cells, _Cell(nrows, col, true, start, before))
                ncols = max(ncols, col)
                col = 0
                state = 4
            elseif !iscr || was_cr
                error(escape_string("unexpected character '$c' after quoted field at row $(nrows + 1) column $(col + 1)"))
            end
        elseif state == 5
            if iseol
                start = i
                skipstart -= 1
                skipstart == 0 && (state = 0)
            end
        end
        was_cr = iscr
    end
    if state == 1
        error("truncated column at row $(nrows + 1) column $(col + 1)")
    elseif state == 2 || state == 3 || (state == 0 && isdlm && !ws)
        col += 1
        nrows += 1
        push!(cells, _Cell(nrows, col, state == 3, start, n))
        ncols = max(ncols, col)
    end
    return cells, nrows, ncols
end

# The text of a cell: quotes removed and doubled quotes undone.
function _cell_text(s::String, c::_Cell)
    first, last = c.first, c.last
    if c.quoted
        first += 1
        last -= 1
    end
    t = SubString(s, first, last)
    return c.quoted && occursin('"', t) ? SubString(replace(t, "\"\"" => "\"")) : t
end

# A cell's value as an element of T; nothing when it cannot be one.
_dlm_value(::Type{Bool}, t) = tryparse(Bool, t)
_dlm_value(::Type{T}, t) where {T<:Integer} = tryparse(T, t)
_dlm_value(::Type{T}, t) where {T<:Union{Real,Complex}} = tryparse(T, t)
_dlm_value(::Type{<:AbstractString}, t) = t
_dlm_value(::Type{<:AbstractChar}, t) = length(t) == 1 ? first(t) : nothing
function _dlm_value(::Type{Any}, t)
    isempty(t) && return t
    v = tryparse(Int, t)
    v === nothing || return v
    b = tryparse(Bool, t)
    b === nothing || return b
    f = tryparse(Float64, t)
    f === nothing || return f
    return t
end
_dlm_value(::Type, t) = nothing

# Thrown inside _dlm_fill when the automatic Float64 matrix cannot hold a
# cell: the fill is redone with Any.
struct _NotNumeric <: Exception end

function _dlm_fill(::Type{T}, s::String, cells::Vector{_Cell}, nrows::Int, ncols::Int,
                   header::Bool, auto::Bool) where {T}
    # (an empty text: Julia reports the store it could not make this way)
    nrows <= 0 && error("at row 0, column 0 : ", ArgumentError("number of rows in dims must be > 0, got $nrows"))
    ncols <= 0 && error("at row 0, column 0 : ", ArgumentError("number of columns in dims must be > 0, got $ncols"))
    off = header ? 1 : 0
    hdr = fill!(Matrix{AbstractString}(undef, 1, ncols), SubString(s, 1, 0))
    data = Matrix{T}(undef, nrows - off, ncols)
    filled = falses(nrows - off, ncols)
    for c in cells
        t = _cell_text(s, c)
        if c.row <= off
            hdr[1, c.col] = t
            continue
        end
        v = _dlm_value(T, t)
        if v === nothing
            (auto && T <: Number) && throw(_NotNumeric())
            error("at row $(c.row), column $(c.col) : ", ErrorException("file entry \"$t\" cannot be converted to $T"))
        end
        data[c.row-off, c.col] = v
        filled[c.row-off, c.col] = true
    end
    # short rows: empty strings, or (numbers) Any / Julia's error, which
    # names the missing cell and, first, the cell being stored when it was
    # found (the next cell in the text, or the last one)
    for i in 1:nrows-off, j in 1:ncols
        filled[i, j] && continue
        if T <: AbstractString || T === Any
            data[i, j] = SubString(s, 1, 0)
        elseif auto && (T <: Number || T <: AbstractChar)
            throw(_NotNumeric())
        else
            k = findfirst(c -> (c.row - off, c.col) > (i, j), cells)
            at = k === nothing ? (isempty(cells) ? _Cell(0, 0, false, 1, 0) : cells[end]) : cells[k]
            error("at row $(at.row), column $(at.col) : ", ErrorException("missing value at row $i column $j"))
        end
    end
    return header ? (data, hdr) : data
end

function _readdlm(s::String, dlm::Char, T::Type, eol::Char, auto::Bool, opts::Dict{Symbol,Any})
    header = get(opts, :header, get(opts, :has_header, false))::Bool
    haskey(opts, :has_header) && opts[:has_header] != header &&
        throw(ArgumentError("conflicting values for header and has_header"))
    skipstart = Int(get(opts, :skipstart, 0))
    skipstart >= 0 || throw(ArgumentError("skipstart must be ≥ 0, got $skipstart"))
    cells, nrows, ncols = _dlm_cells(s, eol, dlm, get(opts, :comment_char, '#')::Char,
        get(opts, :quotes, true)::Bool, get(opts, :comments, false)::Bool, skipstart,
        get(opts, :skipblanks, true)::Bool)
    if haskey(opts, :dims)
        d = opts[:dims]
        nrows, ncols = Int(d[1]), Int(d[2])
    end
    try
        return _dlm_fill(T, s, cells, nrows, ncols, header, auto)
    catch e
        e isa _NotNumeric || rethrow()
        return _dlm_fill(Any, s, cells, nrows, ncols, header, auto)
    end
end

# ---- writedlm ----------------------------------------------------------------------------

function _writedlm_cell(io::IO, x::AbstractString, dlm, quotes::Bool)
    if quotes && !isempty(x) && ('"' in x || '\n' in x || (dlm isa AbstractChar ? dlm in x : occursin(string(dlm), x)))
        print(io, '"', replace(x, "\"" => "\"\""), '"')
    else
        print(io, x)
    end
end
_writedlm_cell(io::IO, x, dlm, quotes::Bool) = print(io, x)

function _writedlm_row(io::IO, row, dlm, quotes::Bool)
    y = iterate(row)
    while y !== nothing
        x, st = y
        y = iterate(row, st)
        _writedlm_cell(io, x, dlm, quotes)
        y === nothing ? print(io, '\n') : print(io, dlm)
    end
end
function _writedlm_row(io::IO, row::Union{Number,AbstractString}, dlm, quotes::Bool)
    _writedlm_cell(io, row, dlm, quotes)
    print(io, '\n')
end

function _writedlm_quotes(opts)
    d = _dlm_opts(opts)
    return get(d, :quotes, true)::Bool
end

function writedlm(io::IO, a::AbstractMatrix, dlm; opts...)
    quotes = _writedlm_quotes(opts)
    lastc = last(axes(a, 2))
    for i in axes(a, 1), j in axes(a, 2)
        _writedlm_cell(io, a[i, j], dlm, quotes)
        j == lastc ? print(io, '\n') : print(io, dlm)
    end
    nothing
end
writedlm(io::IO, a::AbstractArray{<:Any,0}, dlm; opts...) = writedlm(io, reshape(a, 1), dlm; opts...)
function writedlm(io::IO, itr, dlm; opts...)
    quotes = _writedlm_quotes(opts)
    for row in itr
        _writedlm_row(io, row, dlm, quotes)
    end
    nothing
end
writedlm(fname::AbstractString, a, dlm; opts...) = open(io -> writedlm(io, a, dlm; opts...), fname, "w")

"""
    writedlm(f, A, delim='\\t'; opts)

Write `A` (a vector, matrix, or an iterable collection of iterable rows) as
text to `f` (a file name or an `IO` stream) using the delimiter `delim`.
"""
writedlm(io, a; opts...) = writedlm(io, a, '\t'; opts...)

Base.show(io::IO, ::MIME"text/csv", a) = writedlm(io, a, ',')
Base.show(io::IO, ::MIME"text/tab-separated-values", a) = writedlm(io, a, '\t')

end # module DelimitedFiles
