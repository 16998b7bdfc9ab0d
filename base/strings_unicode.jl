# This file is a part of Kiln's Base library.
#
# strings_unicode.jl — the string side of Julia's base/strings/unicode.jl on
# utf8proc: titlecase, grapheme clusters (isgraphemebreak!, graphemes) and
# utf8proc_map behind Unicode.normalize (base/Unicode.jl). The character
# classes and case mappings are in char.jl.

function titlecase(s::AbstractString; wordsep::Function = !isletter, strict::Bool=true)
    startword = true
    state = RefValue{Int32}(Int32(0))
    c0 = '\0'
    b = IOBuffer()
    for c in s
        if isgraphemebreak!(state, c0, c) && wordsep(c)
            print(b, c)
            startword = true
        else
            print(b, startword ? titlecase(c) : strict ? lowercase(c) : c)
            startword = false
        end
        c0 = c
    end
    return _string_close!(b)
end

# Grapheme-cluster boundary between c1 and c2 (UAX #29), updating state.
function isgraphemebreak!(state::RefValue{Int32}, c1::AbstractChar, c2::AbstractChar)
    if ismalformed(c1) || ismalformed(c2)
        state[] = Int32(0)
        return true
    end
    return ccall(:utf8proc_grapheme_break_stateful, Bool, (UInt32, UInt32, Ref{Int32}),
                 UInt32(c1), UInt32(c2), state)
end
isgraphemebreak(c1::AbstractChar, c2::AbstractChar) = isgraphemebreak!(RefValue{Int32}(Int32(0)), c1, c2)

struct GraphemeIterator{S<:AbstractString}
    s::S
end
graphemes(s::AbstractString) = GraphemeIterator{typeof(s)}(s)
eltype(::Type{GraphemeIterator{S}}) where {S} = SubString{S}
eltype(::Type{GraphemeIterator{SubString{S}}}) where {S} = SubString{S}
IteratorSize(::Type{<:GraphemeIterator}) = SizeUnknown()
function length(g::GraphemeIterator)
    n = 0
    for _ in g
        n += 1
    end
    return n
end
==(g1::GraphemeIterator, g2::GraphemeIterator) = g1.s == g2.s
show(io::IO, g::GraphemeIterator{S}) where {S} = print(io, "length-", length(g), " GraphemeIterator{", S, "} for \"", g.s, "\"")

iterate(g::GraphemeIterator) = iterate(g, (Int32(0), firstindex(g.s)))
function iterate(g::GraphemeIterator, st::Tuple{Int32,Int})
    s = g.s
    statei, i = st
    state = RefValue{Int32}(statei)
    j = i
    y = iterate(s, i)
    y === nothing && return nothing
    c0, k = y
    while k <= ncodeunits(s)   # loop until the next grapheme is s[i:j]
        c, l = iterate(s, k)
        isgraphemebreak!(state, c0, c) && break
        j = k
        k = l
        c0 = c
    end
    return (SubString(s, i, j), (state[], k))
end

# Julia 1.9's graphemes(s, m:n): the m-th to n-th grapheme clusters of s,
# as a SubString (an ArgumentError for m < 1, a BoundsError past the end).
function graphemes(s::AbstractString, r::AbstractUnitRange{<:Integer})
    m, n = Int(first(r)), Int(last(r))
    m > 0 || throw(ArgumentError(string("starting index ", m, " is not ≥ 1")))
    n < m && return SubString(s, 1, 0)
    k = 0
    start = 0
    for g in graphemes(s)
        k += 1
        k == m && (start = g.offset + 1 - (s isa SubString ? s.offset : 0))
        if k == n
            return SubString(s, start, thisind(s, g.offset + g.ncodeunits - (s isa SubString ? s.offset : 0)))
        end
    end
    throw(BoundsError(s, ncodeunits(s) + 1))
end

const UTF8PROC_STABLE = 1 << 1
const UTF8PROC_COMPAT = 1 << 2
const UTF8PROC_COMPOSE = 1 << 3
const UTF8PROC_DECOMPOSE = 1 << 4
const UTF8PROC_IGNORE = 1 << 5
const UTF8PROC_REJECTNA = 1 << 6
const UTF8PROC_NLF2LS = 1 << 7
const UTF8PROC_NLF2PS = 1 << 8
const UTF8PROC_NLF2LF = UTF8PROC_NLF2LS | UTF8PROC_NLF2PS
const UTF8PROC_STRIPCC = 1 << 9
const UTF8PROC_CASEFOLD = 1 << 10
const UTF8PROC_LUMP = 1 << 12
const UTF8PROC_STRIPMARK = 1 << 13

utf8proc_error(result) = error(unsafe_string(ccall(:utf8proc_errmsg, Ptr{UInt8}, (Int64,), Int64(result))))

# utf8proc_map: s transformed by the options (normalization forms, case
# folding, …); utf8proc allocates the result with malloc.
function utf8proc_map(s::Union{String,SubString{String}}, options::Integer)
    dest = RefValue{Ptr{UInt8}}(bitcast(Ptr{UInt8}, UInt64(0)))
    n = ccall(:utf8proc_map, Int64, (Ptr{UInt8}, Int64, Ref{Ptr{UInt8}}, Int32),
              pointer(s), Int64(ncodeunits(s)), dest, Int32(options))
    n < 0 && utf8proc_error(n)
    p = dest[]
    r = ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), p, n)
    ccall(:free, Nothing, (Ptr{UInt8},), p)
    return r
end
utf8proc_map(s::AbstractString, options::Integer) = utf8proc_map(String(s), options)
