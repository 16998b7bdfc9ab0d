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
iterate(c::CodeUnits, i::Int=1) = i > ncodeunits(c.s) ? nothing : (codeunit(c.s, i), i + 1)
iterate(c::CodeUnits{UInt8,String}, i::Int=1) = i > ncodeunits(c.s) ? nothing : (_byte(c.s, i), i + 1)
eltype(::Type{CodeUnits{T,S}}) where {T,S} = T
IteratorSize(::Type{<:CodeUnits}) = HasShape{1}()
String(c::CodeUnits) = c.s
CodeUnits(s::AbstractString) = CodeUnits{codeunit(s),typeof(s)}(s)
codeunits(s::AbstractString) = CodeUnits(s)
elsize(::Type{<:CodeUnits{T}}) where {T} = sizeof(T)
strides(::CodeUnits) = (1,)
sizeof(c::CodeUnits) = sizeof(c.s)

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

# Julia 1.10's replace(s, pat => repl...; count) (base/strings/util.jl):
# the pairs apply at once, not one after another: at each step the match
# that starts first wins (the earlier pair on a tie), the text up to it is
# copied, then the replacement, and the search goes on after the match. A
# pattern is a string, a Char, a predicate on Chars, a collection of Chars
# or a Regex; a replacement is a value to print, a function of the match
# (of the Char for a Char predicate) or, for a Regex, a SubstitutionString.
function replace(s::AbstractString, p::Pair; count::Integer=typemax(Int))
    return _replace_pairs(String(s), (p,), Int(count))
end
replace(s::AbstractString, p1::Pair, p2::Pair, ps::Pair...; count::Integer=typemax(Int)) =
    _replace_pairs(String(s), (p1, p2, ps...), Int(count))
# no pairs: the string itself (as a String)
function replace(s::AbstractString; count::Integer=typemax(Int))
    count < 0 && throw(DomainError(count, "`count` must be non-negative."))
    return String(s)
end
replace(io::IO, s::AbstractString, ps::Pair...; count::Integer=typemax(Int)) =
    (print(io, replace(s, ps...; count=count)); io)

_pat_replacer(c::AbstractChar) = isequal(c)
_pat_replacer(cs::Union{Tuple{Vararg{AbstractChar}},AbstractVector{<:AbstractChar},AbstractSet{<:AbstractChar}}) = in(cs)
_pat_replacer(p) = p

# the next match of pattern p at or after byte k, as a range (e1+1:0: none)
function _replace_next(p, str::String, k::Int, e1::Int)
    r = findnext(p, str, k)
    (r === nothing || first(r) == 0) && return (e1 + 1):0
    return r isa Integer ? (Int(r):Int(r)) : (Int(first(r)):Int(last(r)))
end

_replace_write(io, repl, str, r, pat) = _replace_plain(io, repl, str, r, pat)
_replace_plain(io, repl::AbstractString, str, r, pat) = print(io, repl)
_replace_plain(io, repl::Function, str, r, pat) = print(io, repl(SubString(str, first(r), last(r))))
_replace_plain(io, repl::Function, str, r, pat::Function) = print(io, repl(str[first(r)]))
_replace_plain(io, repl, str, r, pat) = print(io, repl)

function _replace_pairs(str::String, pairs::Tuple, count::Int)
    count < 0 && throw(DomainError(count, "`count` must be non-negative."))
    count == 0 && return str
    e1 = ncodeunits(str) + 1
    a = 1
    pats = map(q -> _pat_replacer(q.first), pairs)
    reps = map(q -> q.second, pairs)
    rs = map(q -> _replace_next(q, str, a, e1), pats)
    all(r -> first(r) > e1, rs) && return str
    out = IOBuffer()
    n = 1
    i = a
    while true
        p = 1
        for q in 2:length(rs)
            first(rs[q]) < first(rs[p]) && (p = q)
        end
        r = rs[p]
        j, k = first(r), last(r)
        j > e1 && break
        if i == a || i <= k
            j > i && print(out, _substr(str, i, j - 1))
            _replace_write(out, reps[p], str, r, pats[p])
        end
        if k < j
            i = j
            j == e1 && break
            k = nextind(str, j)
        else
            i = k = nextind(str, k)
        end
        n == count && break
        rs = map((q, r) -> first(r) < k ? _replace_next(q, str, k, e1) : r, pats, rs)
        n += 1
    end
    i < e1 && print(out, _substr(str, i, e1 - 1))
    return _string_close!(out)
end

# count(pattern, s; overlap) (Julia 1.10's regex.jl: the number of
# findnext matches, overlapping ones too with overlap=true)
function count(pat::AbstractString, s::AbstractString; overlap::Bool=false)
    overlap && return _count_matches(pat, s, true)
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
# (a character's matches never overlap)
count(c::AbstractChar, s::AbstractString; overlap::Bool=false) = count(==(c), s)
# the findnext matches of t in s, the next searched from the start of the
# last (overlap) or after its end (Julia 1.10's count(t, s; overlap))
function _count_matches(t, s::AbstractString, overlap::Bool)
    n = 0
    i, e = firstindex(s), lastindex(s)
    while true
        r = findnext(t, s, i)
        r === nothing && break
        n += 1
        j = overlap || isempty(r) ? first(r) : last(r)
        j > e && break
        i = nextind(s, j)
    end
    return n
end
function count(f::Function, s::AbstractString)
    n = 0
    for c in s
        f(c) && (n += 1)
    end
    return n
end

# A sequence of bytes in a vector of bytes (Julia's base/strings/search.jl,
# Julia 1.6+): the range of the next (previous) occurrence of pattern in A
# from start; the bytes compare by value (Int8(-1) is not 0xff). findnext
# starts in firstindex(A):lastindex(A)+1, findprev's match ends at or
# before start (start >= 0).
const _BytesVec = AbstractVector{<:Union{Int8,UInt8}}
function _search_bytes(s::_BytesVec, t::_BytesVec, start::Integer)
    sentinel = firstindex(s) - 1
    n, m = length(t), length(s)
    i = Int(start) - sentinel
    (i < 1 || i > m + 1) && throw(BoundsError(s, start))
    f = firstindex(t)
    while i + n - 1 <= m
        j = 0
        while j < n && s[sentinel+i+j] == t[f+j]
            j += 1
        end
        j == n && return i + sentinel
        i += 1
    end
    return sentinel
end
function _rsearch_bytes(s::_BytesVec, t::_BytesVec, start::Integer)
    sentinel = firstindex(s) - 1
    n, m = length(t), length(s)
    k = Int(start) - sentinel
    k < 0 && throw(BoundsError(s, start))
    n == 0 && return 0 <= k <= m ? max(k, 1) + sentinel : sentinel
    f = firstindex(t)
    i = min(k, m) - n + 1
    while i >= 1
        j = 0
        while j < n && s[sentinel+i+j] == t[f+j]
            j += 1
        end
        j == n && return i + sentinel
        i -= 1
    end
    return sentinel
end
function _bytes_range(s::_BytesVec, t::_BytesVec, idx::Int)
    isempty(t) && return idx:idx-1
    return idx >= firstindex(s) ? (idx:idx+length(t)-1) : nothing
end
findnext(pattern::_BytesVec, A::_BytesVec, start::Integer) = _bytes_range(A, pattern, _search_bytes(A, pattern, start))
findprev(pattern::_BytesVec, A::_BytesVec, start::Integer) = _bytes_range(A, pattern, _rsearch_bytes(A, pattern, start))
findfirst(pattern::_BytesVec, A::_BytesVec) = findnext(pattern, A, firstindex(A))
findlast(pattern::_BytesVec, A::_BytesVec) = findprev(pattern, A, lastindex(A))
function findall(t::_BytesVec, s::_BytesVec; overlap::Bool=false)
    found = UnitRange{Int}[]
    i, e = firstindex(s), lastindex(s)
    while true
        r = findnext(t, s, i)
        r === nothing && break
        push!(found, r)
        j = overlap || isempty(r) ? first(r) : last(r)
        j > e && break
        i = j + 1
    end
    return found
end

# (Julia's findall(f, A) over pairs(A): the indices of the matching characters)
function findall(f::Function, s::AbstractString)
    r = Int[]
    for i in eachindex(s)
        f(s[i]) && push!(r, i)
    end
    return r
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

# ---- transcode ---------------------------------------------------------------------------------
#
# Julia's transcode between UTF-8 (String, UInt8), UTF-16 (UInt16) and
# UTF-32 (UInt32) code units; a malformed character or an unpaired
# surrogate becomes U+FFFD.
function _transcode_chars(src::AbstractVector{UInt16})
    out = Char[]
    i, n = 1, length(src)
    while i <= n
        u = UInt32(src[i])
        if 0xd800 <= u <= 0xdbff && i < n && 0xdc00 <= src[i+1] <= 0xdfff
            push!(out, Char(0x10000 + ((u - 0xd800) << 10) + (UInt32(src[i+1]) - 0xdc00)))
            i += 2
        else
            push!(out, 0xd800 <= u <= 0xdfff ? '\ufffd' : Char(u))
            i += 1
        end
    end
    return out
end
_transcode_chars(src::AbstractVector{UInt32}) = Char[isvalid(Char, u) ? Char(u) : '\ufffd' for u in src]
_transcode_chars(src::AbstractVector{UInt8}) = Char[isvalid(c) ? c : '\ufffd' for c in String(copy(src))]
_transcode_chars(src::AbstractString) = Char[isvalid(c) ? c : '\ufffd' for c in src]
function transcode(::Type{UInt16}, src::Union{AbstractString,AbstractVector{UInt8},AbstractVector{UInt32}})
    out = UInt16[]
    for c in _transcode_chars(src)
        u = UInt32(c)
        if u < 0x10000
            push!(out, UInt16(u))
        else
            push!(out, UInt16(0xd7c0 + (u >> 10)), UInt16(0xdc00 + (u & 0x3ff)))
        end
    end
    return out
end
transcode(::Type{UInt32}, src::Union{AbstractString,AbstractVector{UInt8},AbstractVector{UInt16}}) =
    UInt32[UInt32(c) for c in _transcode_chars(src)]
transcode(::Type{UInt8}, src::Union{AbstractVector{UInt16},AbstractVector{UInt32}}) =
    Vector{UInt8}(codeunits(String(_transcode_chars(src))))
transcode(::Type{UInt8}, src::AbstractVector{UInt8}) = src
transcode(::Type{UInt8}, src::AbstractString) = Vector{UInt8}(codeunits(String(src)))
transcode(::Type{UInt16}, src::AbstractVector{UInt16}) = src
transcode(::Type{UInt32}, src::AbstractVector{UInt32}) = src
transcode(::Type{String}, src::String) = src
transcode(::Type{String}, src::AbstractVector{UInt8}) = String(copy(src))
transcode(::Type{String}, src::Union{AbstractVector{UInt16},AbstractVector{UInt32}}) = String(_transcode_chars(src))

# Julia's ascii(s): s as a String, an ArgumentError at its first non-ASCII byte.
function ascii(s::AbstractString)
    str = String(s)
    for i in 1:ncodeunits(str)
        codeunit(str, i) < 0x80 || throw(ArgumentError(string("invalid ASCII at index ", i, " in \"", str, "\"")))
    end
    return str
end

# chomp/chop of any string (Julia 1.10's base/strings/util.jl); String and
# SubString{String} have their own methods that read the bytes.
function chomp(s::AbstractString)
    i = lastindex(s)
    (i < 1 || s[i] != '\n') && return SubString(s, 1, i)
    j = prevind(s, i)
    (j < 1 || s[j] != '\r') && return SubString(s, 1, j)
    return SubString(s, 1, prevind(s, j))
end
function chop(s::AbstractString; head::Integer=0, tail::Integer=1)
    isempty(s) && return SubString(s)
    return SubString(s, nextind(s, firstindex(s), head), prevind(s, lastindex(s), tail))
end

# Julia 1.8's chopprefix/chopsuffix: s without the prefix (suffix) when it
# starts (ends) with it, else all of s, as a SubString.
function chopprefix(s::AbstractString, prefix::AbstractString)
    str = String(s)
    p = String(prefix)
    startswith(str, p) || return SubString(s)
    return SubString(s, ncodeunits(p) + 1)
end
function chopsuffix(s::AbstractString, suffix::AbstractString)
    str = String(s)
    p = String(suffix)
    endswith(str, p) || return SubString(s)
    n = ncodeunits(str) - ncodeunits(p)
    return n == 0 ? SubString(s, 1, 0) : SubString(s, 1, thisind(s, n))
end

# Julia's indentation and unindent (base/strings/util.jl, used for the
# indentation of triple-quoted strings): the width of the leading blanks
# (tabs to the next multiple of tabwidth) and whether the line is blank;
# str without the first indent columns of each line.
function indentation(str::AbstractString; tabwidth=8)
    count = 0
    for ch in str
        if ch == ' '
            count += 1
        elseif ch == '\t'
            count = div(count + tabwidth, tabwidth) * tabwidth
        else
            return count, false
        end
    end
    return count, true
end
function unindent(str::AbstractString, indent::Int; tabwidth=8)
    indent == 0 && return str
    buf = IOBuffer()
    cutting = true
    col = 0
    for ch in str
        if cutting
            if ch == ' '
                col += 1
            elseif ch == '\t'
                col = div(col + tabwidth, tabwidth) * tabwidth
            elseif ch == '\n'
                for i = 1:col-indent
                    print(buf, ' ')
                end
                col = 0
                print(buf, '\n')
            else
                cutting = false
                for i = 1:col-indent
                    print(buf, ' ')
                end
                col += 1
                print(buf, ch)
            end
        elseif ch == '\t'
            upd = div(col + tabwidth, tabwidth) * tabwidth
            for i = 1:(upd-col)
                print(buf, ' ')
            end
            col = upd
        elseif ch == '\n'
            cutting = true
            col = 0
            print(buf, '\n')
        else
            col += 1
            print(buf, ch)
        end
    end
    if cutting
        for i = 1:col-indent
            print(buf, ' ')
        end
    end
    return String(take!(buf))
end
