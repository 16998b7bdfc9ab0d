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

function String(v::AbstractVector{UInt8})
    io = IOBuffer()
    for b in v
        write(io, b)
    end
    return _string_close!(io)
end
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

function split(s::AbstractString; limit::Integer=0, keepempty::Bool=false)
    return _split_pred(String(s), isspace, Int(limit), keepempty)
end
function split(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true)
    return _split(String(s), dlm, Int(limit), keepempty)
end
function _split_pred(s::String, pred, limit::Int, keepempty::Bool)
    strs = SubString{String}[]
    n = ncodeunits(s)
    i = 1
    j = 1
    while j <= n
        c = s[j]
        k = nextind(s, j)
        if pred(c)
            if keepempty || i < j
                if limit > 0 && length(strs) == limit - 1
                    break
                end
                push!(strs, _subview(s, i, j - 1))
            end
            i = k
        end
        j = k
    end
    if keepempty || i <= n
        push!(strs, _subview(s, i, n))
    end
    return strs
end
_split(s::String, dlm::Char, limit::Int, keepempty::Bool) = _split_pred(s, ==(dlm), limit, keepempty)
_split(s::String, dlm::Function, limit::Int, keepempty::Bool) = _split_pred(s, dlm, limit, keepempty)
function _split(s::String, dlm::AbstractVector{Char}, limit::Int, keepempty::Bool)
    return _split_pred(s, c -> c in dlm, limit, keepempty)
end
function _split(s::String, dlm::AbstractString, limit::Int, keepempty::Bool)
    d = String(dlm)
    m = ncodeunits(d)
    m == 0 && return _split_empty(s, limit, keepempty)
    strs = SubString{String}[]
    n = ncodeunits(s)
    i = 1
    while true
        if limit > 0 && length(strs) == limit - 1
            break
        end
        r = _search(s, d, i)
        r == 0 && break
        j = r
        if keepempty || i < j
            push!(strs, _subview(s, i, j - 1))
        end
        i = j + m
    end
    if keepempty || i <= n
        push!(strs, _subview(s, i, n))
    end
    return strs
end
function _split_empty(s::String, limit::Int, keepempty::Bool)
    strs = SubString{String}[]
    i = 1
    n = ncodeunits(s)
    while i <= n
        k = nextind(s, i)
        push!(strs, _subview(s, i, k - 1))
        i = k
    end
    return strs
end
rsplit(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true) = split(s, dlm; limit=limit, keepempty=keepempty)
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

function findnext(f::Function, s::String, start::Integer)
    i = Int(start)
    n = ncodeunits(s)
    while i <= n
        f(s[i]) && return i
        i = nextind(s, i)
    end
    return nothing
end
findfirst(f::Function, s::String) = findnext(f, s, 1)
findnext(c::AbstractChar, s::String, start::Integer) = findnext(==(c), s, start)
findfirst(c::AbstractChar, s::String) = findnext(==(c), s, 1)
function findprev(f::Function, s::String, start::Integer)
    i = Int(start)
    while i >= 1
        f(s[i]) && return i
        i = prevind(s, i)
    end
    return nothing
end
findlast(f::Function, s::String) = findprev(f, s, lastindex(s))
findprev(c::AbstractChar, s::String, start::Integer) = findprev(==(c), s, start)
