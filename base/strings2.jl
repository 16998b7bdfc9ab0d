# This file is a part of Kiln's Base library.
#
# strings2.jl — the string functions that need arrays: split, join,
# replace, codeunits (b"..." literals), Vector{UInt8} <-> String, take!,
# chars collected; as Julia's base/strings/util.jl, basic.jl and io.jl.

# ---- codeunits ----------------------------------------------------------------------------------

struct CodeUnits{T,S<:AbstractString} <: AbstractVector{T}
    s::S
end
codeunits(s::String) = CodeUnits{UInt8,String}(s)
length(c::CodeUnits) = ncodeunits(c.s)
size(c::CodeUnits) = (ncodeunits(c.s),)
getindex(c::CodeUnits, i::Int) = codeunit(c.s, i)
iterate(c::CodeUnits, i::Int=1) = i > ncodeunits(c.s) ? nothing : (_byte(c.s, i), i + 1)
eltype(::Type{CodeUnits{T,S}}) where {T,S} = T
IteratorSize(::Type{<:CodeUnits}) = HasShape{1}()
String(c::CodeUnits) = c.s

function (::Type{Array{UInt8,1}})(s::String)
    n = ncodeunits(s)
    a = Array{UInt8,1}(undef, n)
    for i in 1:n
        a[i] = _byte(s, i)
    end
    return a
end
(::Type{Array{UInt8,1}})(c::CodeUnits) = Array{UInt8,1}(c.s)

# As Julia's: the String takes the bytes of a Vector{UInt8}, which is left
# empty ("future modification of v cannot affect the contents"); other
# byte vectors are copied and kept.
function String(v::Vector{UInt8})
    s = ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), pointer(v), length(v))
    empty!(v)
    return s
end
String(v::AbstractVector{UInt8}) = String(copyto!(Vector{UInt8}(undef, length(v)), v))
function take!(io::IOBuffer)
    return Array{UInt8,1}(_takestring!(io))
end
function String(v::AbstractVector{Char})
    io = IOBuffer()
    for c in v
        print(io, c)
    end
    return _string_close!(io)
end
string(v::AbstractVector{Char}) = String(v)

collect(s::AbstractString) = _collect_typed(Char, s, SizeUnknown())

# ---- join -------------------------------------------------------------------------------------

function join(io::IO, itr, delim, last)
    first = true
    y = iterate(itr)
    while y !== nothing
        x = y[1]
        y = iterate(itr, y[2])
        if !first
            print(io, y === nothing ? last : delim)
        end
        first = false
        print(io, x)
    end
    return nothing
end
function join(io::IO, itr, delim="")
    first = true
    for x in itr
        first || print(io, delim)
        first = false
        print(io, x)
    end
    return nothing
end
join(itr) = (io = IOBuffer(); join(io, itr); _string_close!(io))
join(itr, delim) = (io = IOBuffer(); join(io, itr, delim); _string_close!(io))
join(itr, delim, last) = (io = IOBuffer(); join(io, itr, delim, last); _string_close!(io))

# ---- split ------------------------------------------------------------------------------------

_default_delim(c::Char) = isspace(c)

# split and rsplit as Julia's base/strings/util.jl: the pieces between
# the matches of `dlm` (a Char, a string, a Regex, a predicate or a
# collection of Chars), found with findnext / findprev.
split(s::AbstractString; limit::Integer=0, keepempty::Bool=false) =
    _split(s, isspace, Int(limit), keepempty)
split(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true) =
    _split(s, _splitter(dlm), Int(limit), keepempty)
_splitter(dlm) = dlm
_splitter(dlm::AbstractChar) = isequal(dlm)
_splitter(dlm::Union{Tuple{Vararg{AbstractChar}},AbstractVector{<:AbstractChar},AbstractSet{<:AbstractChar}}) = in(dlm)
function _split(str::AbstractString, splitter, limit::Int, keepempty::Bool)
    strs = SubString{typeof(str) <: SubString ? typeof(str.string) : typeof(str)}[]
    i = 1
    n = lastindex(str)
    r = findfirst(splitter, str)
    if r !== nothing
        j, k = first(r), nextind(str, last(r))
        while 0 < j <= n && length(strs) != limit - 1
            if i < k
                if keepempty || i < j
                    push!(strs, SubString(str, i, prevind(str, j)))
                end
                i = k
            end
            (k <= j) && (k = nextind(str, j))
            r = findnext(splitter, str, k)
            r === nothing && break
            j, k = first(r), nextind(str, last(r))
        end
    end
    if keepempty || i <= ncodeunits(str)
        push!(strs, SubString(str, i))
    end
    return strs
end

rsplit(s::AbstractString; limit::Integer=0, keepempty::Bool=false) =
    _rsplit(s, isspace, Int(limit), keepempty)
rsplit(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true) =
    _rsplit(s, _splitter(dlm), Int(limit), keepempty)
# As Julia's eachrsplit: pieces from the right, then reversed.
function _rsplit(str::AbstractString, splitter, limit::Int, keepempty::Bool)
    strs = SubString{typeof(str) <: SubString ? typeof(str.string) : typeof(str)}[]
    to = lastindex(str)
    remaining = limit - 1
    while to >= 0
        from = 1
        next_to = -1
        while remaining != 0
            pos = findprev(splitter, str, to)
            if pos === nothing
                from = 1
                next_to = -1
                break
            end
            from = nextind(str, last(pos))
            next_to = (isempty(pos) & (to < 2)) ? -1 : prevind(str, first(pos))
            if from > to && !keepempty
                to = next_to
                continue
            end
            break
        end
        from > to && !keepempty && break
        push!(strs, SubString(str, from, to))
        to = next_to
        remaining -= 1
    end
    return reverse!(strs)
end
eachsplit(s::AbstractString, dlm; kws...) = split(s, dlm; kws...)
eachsplit(s::AbstractString; kws...) = split(s; kws...)

# ---- replace -----------------------------------------------------------------------------------

function replace(s::AbstractString, p::Pair; count::Integer=typemax(Int))
    str = String(s)
    pat = p.first
    rep = p.second
    pat isa Regex && return _replace_regex(str, pat, rep, Int(count))
    io = IOBuffer()
    n = ncodeunits(str)
    i = 1
    k = 0
    while i <= n
        if k < count
            m = _match_at(str, pat, i)
            if m >= 0
                print(io, rep isa Function ? rep(_substr(str, i, i + m - 1)) : rep)
                k += 1
                if m == 0
                    i <= n && print(io, str[i])
                    i = nextind(str, i)
                else
                    i += m
                end
                continue
            end
        end
        print(io, str[i])
        i = nextind(str, i)
    end
    return _string_close!(io)
end
# the byte length of a match of pat at byte i, or -1
function _match_at(s::String, pat::AbstractString, i::Int)
    p = String(pat)
    m = ncodeunits(p)
    i + m - 1 <= ncodeunits(s) || return -1
    for k in 1:m
        _byte(s, i + k - 1) == _byte(p, k) || return -1
    end
    return m
end
_match_at(s::String, c::Char, i::Int) = s[i] == c ? ncodeunits(c) : -1
_match_at(s::String, f::Function, i::Int) = f(s[i]) ? ncodeunits(s[i]) : -1
_match_at(s::String, cs::AbstractVector{Char}, i::Int) = s[i] in cs ? ncodeunits(s[i]) : -1
replace(s::AbstractString, p1::Pair, p2::Pair, ps::Pair...) = replace(replace(s, p1), p2, ps...)

function count(pat::AbstractString, s::AbstractString)
    str = String(s)
    n = 0
    i = 1
    while true
        r = _search(str, String(pat), i)
        r == 0 && return n
        n += 1
        i = r + max(ncodeunits(pat), 1)
    end
end
count(c::Char, s::AbstractString) = count(==(c), s)
function count(f::Function, s::AbstractString)
    n = 0
    for c in s
        f(c) && (n += 1)
    end
    return n
end

function findall(c::Char, s::AbstractString)
    r = Int[]
    str = String(s)
    i = 1
    n = ncodeunits(str)
    while i <= n
        str[i] == c && push!(r, i)
        i = nextind(str, i)
    end
    return r
end

# findnext/findprev(f::Function, s, i) for any string: substring.jl.
findnext(c::AbstractChar, s::String, start::Integer) = findnext(==(c), s, start)
findfirst(c::AbstractChar, s::String) = findnext(==(c), s, 1)
findprev(c::AbstractChar, s::String, start::Integer) = findprev(==(c), s, start)

# unescape_string(s, keep=()): the inverse of escape_string, as Julia's
# base/strings/io.jl: \\ \" \a \b \t \n \v \f \r \e, octal \ooo (at most
# 255), \xHH (a byte), \uHHHH and \UHHHHHHHH (a character); an escape of a
# character in `keep` stays as it is; a backslash at the end stays.
function unescape_string(io::IO, s::AbstractString, keep=())
    cs = collect(s)
    n = length(cs)
    i = 1
    while i <= n
        c = cs[i]
        i += 1
        if c != '\\' || i > n
            print(io, c)
            continue
        end
        c = cs[i]
        i += 1
        if c in keep
            print(io, '\\', c)
        elseif c == 'x' || c == 'u' || c == 'U'
            m = c == 'x' ? 2 : c == 'u' ? 4 : 8
            v = 0
            k = 0
            while k < m && i <= n
                d = cs[i]
                if '0' <= d <= '9'
                    v = v << 4 + (d - '0')
                elseif 'a' <= d <= 'f'
                    v = v << 4 + (d - 'a' + 10)
                elseif 'A' <= d <= 'F'
                    v = v << 4 + (d - 'A' + 10)
                else
                    break
                end
                k += 1
                i += 1
            end
            if k == 0 || v > 0x10ffff
                throw(ArgumentError(m == 2 ? "invalid hex (\\x) escape sequence" :
                                    string("invalid unicode (\\", m == 4 ? 'u' : 'U', ") escape sequence")))
            end
            m == 2 ? write(io, UInt8(v)) : print(io, Char(v))
        elseif '0' <= c <= '7'
            v = c - '0'
            k = 1
            while k < 3 && i <= n && '0' <= cs[i] <= '7'
                v = v << 3 + (cs[i] - '0')
                k += 1
                i += 1
            end
            v > 255 && throw(ArgumentError("octal escape sequence out of range"))
            write(io, UInt8(v))
        else
            e = c == 'a' ? '\a' : c == 'b' ? '\b' : c == 't' ? '\t' : c == 'n' ? '\n' :
                c == 'v' ? '\v' : c == 'f' ? '\f' : c == 'r' ? '\r' : c == 'e' ? '\e' :
                (c == '\\' || c == '"') ? c :
                throw(ArgumentError(string("invalid escape sequence \\", c)))
            print(io, e)
        end
    end
    return nothing
end
function unescape_string(s::AbstractString, keep=())
    io = IOBuffer()
    unescape_string(io, s, keep)
    return String(take!(io))
end

# filter(f, s): the characters of s for which f is true, as a String
# (Julia's base/strings/basic.jl)
function filter(f, s::AbstractString)
    io = IOBuffer()
    for c in s
        f(c) && print(io, c)
    end
    return String(take!(io))
end
