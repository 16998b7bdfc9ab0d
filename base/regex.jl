# This file is a part of Kiln's Base library.
#
# regex.jl — Regex on PCRE2, as Julia's base/regex.jl and base/pcre.jl:
# Regex and r"…" (flags i m s x a), match/RegexMatch, eachmatch, occursin,
# startswith/endswith, findfirst/findnext, count, split and replace with
# SubstitutionString (s"…"). PCRE2 (libpcre2-8) is called by ccall; the
# kiln binary links it (runtime/textlibs.c).

abstract type AbstractPattern end
abstract type AbstractMatch end

# ---- pointers (what pcre.jl needs of them) --------------------------------------------------

# A null pointer. (Not a `const C_NULL`: a constant Ptr global is compiled
# from a wrong value today.)
_c_null() = bitcast(Ptr{Nothing}, UInt64(0))
_isnull(p::Ptr) = bitcast(UInt64, p) == 0
unsafe_load(p::Ptr{T}, i::Integer=1) where {T} = Core.Intrinsics.pointerref(p, Int(i), 1)
_ptr_add(p::Ptr{T}, n::Integer) where {T} = bitcast(Ptr{T}, bitcast(UInt64, p) + rem(Int(n), UInt64))
function unsafe_string(p::Ptr{UInt8})
    _isnull(p) && throw(ArgumentError("cannot convert NULL to string"))
    n = ccall(:strlen, UInt64, (Ptr{UInt8},), p)
    return ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), p, rem(n, Int64))
end
# the len bytes at p (Julia's unsafe_string(p, len)); a null pointer is an ArgumentError
function unsafe_string(p::Ptr{UInt8}, len::Integer)
    _isnull(p) && throw(ArgumentError("cannot convert NULL to string"))
    return ccall(:kiln_string_new, String, (Ptr{UInt8}, Int64), p, Int64(len))
end
unsafe_string(p::Ptr{Int8}) = unsafe_string(bitcast(Ptr{UInt8}, p))
unsafe_string(p::Ptr{Int8}, len::Integer) = unsafe_string(bitcast(Ptr{UInt8}, p), len)

# ---- PCRE2 (Julia's base/pcre.jl) -------------------------------------------------------------

const PCRE_ALT_BSUX = 0x00000002
const PCRE_CASELESS = 0x00000008
const PCRE_DOTALL = 0x00000020
const PCRE_EXTENDED = 0x00000080
const PCRE_MULTILINE = 0x00000400
const PCRE_UCP = 0x00020000
const PCRE_UTF = 0x00080000
const PCRE_MATCH_INVALID_UTF = 0x04000000
const PCRE_NO_UTF_CHECK = 0x40000000
const PCRE_ANCHORED = 0x80000000
const PCRE_ENDANCHORED = 0x20000000
const PCRE_NOTEMPTY_ATSTART = 0x00000008
const PCRE_INFO_NAMECOUNT = UInt32(17)
const PCRE_INFO_NAMEENTRYSIZE = UInt32(18)
const PCRE_INFO_NAMETABLE = UInt32(19)
const PCRE_UNSET = typemax(UInt64)
# the options Regex(pattern, compile_options, match_options) accepts
# (Julia's PCRE.COMPILE_MASK: every pcre2_compile option; EXECUTE_MASK:
# the newline values, NOTBOL NOTEOL NOTEMPTY NOTEMPTY_ATSTART
# PARTIAL_SOFT PARTIAL_HARD NO_START_OPTIMIZE NO_UTF_CHECK)
const PCRE_COMPILE_MASK = 0xe7ffffff
const PCRE_EXECUTE_MASK = 0x4001003f

const DEFAULT_COMPILER_OPTS = PCRE_UTF | PCRE_MATCH_INVALID_UTF | PCRE_ALT_BSUX | PCRE_UCP
const DEFAULT_MATCH_OPTS = PCRE_NO_UTF_CHECK

function _pcre_err_message(errno::Int32)
    buf = Vector{UInt8}(undef, 256)
    p = ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf)
    ccall(:pcre2_get_error_message_8, Int32, (Int32, Ptr{UInt8}, UInt64), errno, p, UInt64(256))
    msg = unsafe_string(p)
    buf[1] = 0x00   # keeps buf alive until here
    return msg
end

function _pcre_compile(pattern::String, options::UInt32)
    errno = RefValue{Int32}(0)
    erroff = RefValue{UInt64}(0)
    re = ccall(:pcre2_compile_8, Ptr{Nothing},
               (Ptr{UInt8}, UInt64, UInt32, Ref{Int32}, Ref{UInt64}, Ptr{Nothing}),
               pointer(pattern), rem(ncodeunits(pattern), UInt64), options, errno, erroff, _c_null())
    _isnull(re) && error(string("PCRE compilation error: ", _pcre_err_message(errno[]), " at offset ", Int(erroff[])))
    # JIT compilation is an optimization; PCRE2 interprets when it fails.
    ccall(:pcre2_jit_compile_8, Int32, (Ptr{Nothing}, UInt32), re, UInt32(1))
    return re
end

# Runs re on subject from byte offset (0-based); the match data, or C_NULL
# when there was no match.
function _pcre_exec(re::Ptr{Nothing}, subject::Union{String,SubString{String}}, offset::Integer, options::UInt32)
    data = ccall(:pcre2_match_data_create_from_pattern_8, Ptr{Nothing}, (Ptr{Nothing}, Ptr{Nothing}), re, _c_null())
    rc = ccall(:pcre2_match_8, Int32,
               (Ptr{Nothing}, Ptr{UInt8}, UInt64, UInt64, UInt32, Ptr{Nothing}, Ptr{Nothing}),
               re, pointer(subject), rem(ncodeunits(subject), UInt64), rem(Int(offset), UInt64), options, data, _c_null())
    if rc < 0
        ccall(:pcre2_match_data_free_8, Nothing, (Ptr{Nothing},), data)
        # -1: no match, -2: partial match
        rc < -2 && error(string("PCRE.exec error: ", _pcre_err_message(rc)))
        return _c_null()
    end
    return data
end

function _pcre_exec_r(re::Ptr{Nothing}, subject, offset::Integer, options::UInt32)
    data = _pcre_exec(re, subject, offset, options)
    _isnull(data) && return false
    ccall(:pcre2_match_data_free_8, Nothing, (Ptr{Nothing},), data)
    return true
end

function _pcre_info(re::Ptr{Nothing}, what::UInt32, ::Type{T}) where {T}
    buf = RefValue{T}(zero(T))
    rc = ccall(:pcre2_pattern_info_8, Int32, (Ptr{Nothing}, UInt32, Ref{T}), re, what, buf)
    if rc != 0
        # (Julia's PCRE.info: NULL, BADMAGIC and BADOPTION have messages of their own)
        error(rc == -51 ? "PCRE error: NULL regex object" :
              rc == -31 ? "PCRE error: invalid regex object" :
              rc == -34 ? "PCRE error: invalid option flags" :
              string("PCRE error: ", _pcre_err_message(rc)))
    end
    return buf[]
end

# capture group index => name
function _pcre_capture_names(re::Ptr{Nothing})
    name_count = Int(_pcre_info(re, PCRE_INFO_NAMECOUNT, UInt32))
    entry_size = Int(_pcre_info(re, PCRE_INFO_NAMEENTRYSIZE, UInt32))
    table = bitcast(Ptr{UInt8}, _pcre_info(re, PCRE_INFO_NAMETABLE, UInt64))
    names = Dict{Int,String}()
    for i in 1:name_count
        offset = (i - 1) * entry_size + 1
        # the group's index, big-endian 16 bits, then the NUL-terminated name
        idx = (Int(unsafe_load(table, offset)) << 8) | Int(unsafe_load(table, offset + 1))
        names[idx] = unsafe_string(_ptr_add(table, offset + 1))
    end
    return names
end

function _pcre_number_from_name(re::Ptr{Nothing}, name::AbstractString)
    s = String(name)
    return Int(ccall(:pcre2_substring_number_from_name_8, Int32, (Ptr{Nothing}, Ptr{UInt8}), re, pointer(s)))
end

# ---- Regex ----------------------------------------------------------------------------------

mutable struct Regex <: AbstractPattern
    pattern::String
    compile_options::UInt32
    match_options::UInt32
    regex::Ptr{Nothing}
    # the process that compiled regex (kiln_text_token): a Regex restored
    # from an image is compiled again
    token::UInt64

    function Regex(pattern::AbstractString, compile_options::Integer, match_options::Integer)
        copts = UInt32(compile_options)
        mopts = UInt32(match_options)
        (copts & ~PCRE_COMPILE_MASK) != 0 && throw(ArgumentError(string("invalid regex compile options: ", copts)))
        (mopts & ~PCRE_EXECUTE_MASK) != 0 && throw(ArgumentError(string("invalid regex match options: ", mopts)))
        re = new(String(pattern), copts, mopts, _c_null(), UInt64(0))
        return compile(re)
    end
end

function Regex(pattern::AbstractString, flags::AbstractString)
    compile_options = DEFAULT_COMPILER_OPTS
    match_options = DEFAULT_MATCH_OPTS
    for f in flags
        if f == 'a'
            compile_options &= ~PCRE_UCP
            compile_options &= ~PCRE_UTF
            compile_options &= ~PCRE_MATCH_INVALID_UTF
            match_options &= ~PCRE_NO_UTF_CHECK
        else
            compile_options |= f == 'i' ? PCRE_CASELESS :
                               f == 'm' ? PCRE_MULTILINE :
                               f == 's' ? PCRE_DOTALL :
                               f == 'x' ? PCRE_EXTENDED :
                               throw(ArgumentError(string("unknown regex flag: ", f)))
        end
    end
    return Regex(pattern, compile_options, match_options)
end
Regex(pattern::AbstractString) = Regex(pattern, DEFAULT_COMPILER_OPTS, DEFAULT_MATCH_OPTS)

function compile(regex::Regex)
    token = ccall(:kiln_text_token, UInt64, ())
    if _isnull(regex.regex) || regex.token != token
        regex.regex = _pcre_compile(regex.pattern, regex.compile_options)
        regex.token = token
    end
    return regex
end

# r"…" literals: Julia compiles the pattern once, when the macro expands;
# Kiln compiles it at the literal's first evaluation and keeps it.
@_after_image const _regex_literals = Dict{Tuple{String,String},Regex}()
function _regex_literal(pattern::String, flags::String)
    key = (pattern, flags)
    re = get(_regex_literals, key, nothing)
    re === nothing || return re
    re = Regex(pattern, flags)
    _regex_literals[key] = re
    return re
end

# Julia's escape_raw_string: the source form of a raw string literal.
function escape_raw_string(io::IO, str::AbstractString, delim::Char='"')
    total = 0
    escapes = 0
    for c in str
        if c == '\\'
            escapes += 1
        else
            if c == delim
                escapes = escapes * 2 + 1
            end
            while escapes > 0
                write(io, '\\')
                escapes -= 1
            end
            escapes = 0
            write(io, c)
        end
    end
    escapes = escapes * 2
    while escapes > 0
        write(io, '\\')
        escapes -= 1
    end
    return nothing
end

escape_raw_string(str::AbstractString, delim::Char='"') = sprint(escape_raw_string, str, delim)

function show(io::IO, re::Regex)
    imsx = PCRE_CASELESS | PCRE_MULTILINE | PCRE_DOTALL | PCRE_EXTENDED
    ac = PCRE_UTF | PCRE_MATCH_INVALID_UTF | PCRE_UCP
    am = PCRE_NO_UTF_CHECK
    opts = re.compile_options
    mopts = re.match_options
    default = ((opts & ~imsx) | ac) == DEFAULT_COMPILER_OPTS
    if default
        if (opts & ac) == ac
            default = mopts == DEFAULT_MATCH_OPTS
        elseif (opts & ac) == 0
            default = mopts == (DEFAULT_MATCH_OPTS & ~am)
        else
            default = false
        end
    end
    if default
        print(io, "r\"")
        escape_raw_string(io, re.pattern)
        print(io, "\"")
        (opts & PCRE_CASELESS) != 0 && print(io, "i")
        (opts & PCRE_MULTILINE) != 0 && print(io, "m")
        (opts & PCRE_DOTALL) != 0 && print(io, "s")
        (opts & PCRE_EXTENDED) != 0 && print(io, "x")
        (opts & ac) == 0 && print(io, "a")
    else
        print(io, "Regex(")
        show(io, re.pattern)
        print(io, ", ")
        show(io, opts)
        print(io, ", ")
        show(io, mopts)
        print(io, ")")
    end
end
print(io::IO, re::Regex) = show(io, re)

==(a::Regex, b::Regex) = a.pattern == b.pattern && a.compile_options == b.compile_options && a.match_options == b.match_options
function hash(r::Regex, h::UInt)
    h += 0x67e195eb8555e72d
    h = hash(r.pattern, h)
    h = hash(r.compile_options, h)
    return hash(r.match_options, h)
end

# ---- RegexMatch -----------------------------------------------------------------------------

struct RegexMatch{S<:AbstractString} <: AbstractMatch
    match::SubString{S}
    captures::Vector{Union{Nothing,SubString{S}}}
    offset::Int
    offsets::Vector{Int}
    regex::Regex
end

function keys(m::RegexMatch)
    names = _pcre_capture_names(m.regex.regex)
    # as Julia's map: Vector{Int64} when no group is named, Vector{String}
    # when all are, else Vector{Any}
    n = length(m.captures)
    named = 0
    for i in 1:n
        haskey(names, i) && (named += 1)
    end
    if named == 0
        return collect(1:n)
    elseif named == n
        return String[names[i] for i in 1:n]
    end
    ks = Any[]
    for i in 1:n
        push!(ks, haskey(names, i) ? names[i] : i)
    end
    return ks
end

function show(io::IO, m::RegexMatch)
    print(io, "RegexMatch(")
    show(io, m.match)
    capture_keys = keys(m)
    if !isempty(capture_keys)
        print(io, ", ")
        for i in eachindex(capture_keys)
            print(io, capture_keys[i], "=")
            show(io, m.captures[i])
            if i < length(m)
                print(io, ", ")
            end
        end
    end
    print(io, ")")
end
print(io::IO, m::RegexMatch) = show(io, m)

getindex(m::RegexMatch, idx::Integer) = m.captures[idx]
function getindex(m::RegexMatch, name::Union{AbstractString,Symbol})
    idx = _pcre_number_from_name(m.regex.regex, string(name))
    idx <= 0 && error(string("no capture group named ", name, " found in regex"))
    return m[idx]
end
haskey(m::RegexMatch, idx::Integer) = 1 <= idx <= length(m.captures)
haskey(m::RegexMatch, name::Union{AbstractString,Symbol}) = _pcre_number_from_name(m.regex.regex, string(name)) > 0
iterate(m::RegexMatch) = iterate(m.captures)
iterate(m::RegexMatch, i) = iterate(m.captures, i)
length(m::RegexMatch) = length(m.captures)
eltype(m::RegexMatch) = eltype(m.captures)

function match(re::Regex, str::Union{SubString{String},String}, idx::Integer, add_opts::UInt32=UInt32(0))
    compile(re)
    opts = re.match_options | add_opts
    data = _pcre_exec(re.regex, str, idx - 1, opts)
    _isnull(data) && return nothing
    n = Int(ccall(:pcre2_get_ovector_count_8, UInt32, (Ptr{Nothing},), data)) - 1
    p = ccall(:pcre2_get_ovector_pointer_8, Ptr{UInt64}, (Ptr{Nothing},), data)
    mat = SubString(str, Int(unsafe_load(p, 1)) + 1, prevind(str, Int(unsafe_load(p, 2)) + 1))
    cap = Vector{Union{Nothing,SubString{String}}}(undef, n)
    off = Vector{Int}(undef, n)
    for i in 1:n
        a = unsafe_load(p, 2i + 1)
        if a == PCRE_UNSET
            cap[i] = nothing
            off[i] = 0
        else
            cap[i] = SubString(str, Int(a) + 1, prevind(str, Int(unsafe_load(p, 2i + 2)) + 1))
            off[i] = Int(a) + 1
        end
    end
    result = RegexMatch{String}(mat, cap, Int(unsafe_load(p, 1)) + 1, off, re)
    ccall(:pcre2_match_data_free_8, Nothing, (Ptr{Nothing},), data)
    return result
end
match(r::Regex, s::AbstractString) = match(r, s, firstindex(s))
match(r::Regex, s::AbstractString, i::Integer) = throw(ArgumentError(
    "regex matching is only available for the String type; use String(s) to convert"))

occursin(r::Regex, s::AbstractString; offset::Integer=0) = (compile(r); _pcre_exec_r(r.regex, String(s), offset, r.match_options))
occursin(r::Regex, s::SubString{String}; offset::Integer=0) = (compile(r); _pcre_exec_r(r.regex, s, offset, r.match_options))
startswith(s::AbstractString, r::Regex) = (compile(r); _pcre_exec_r(r.regex, String(s), 0, r.match_options | PCRE_ANCHORED))
startswith(s::SubString{String}, r::Regex) = (compile(r); _pcre_exec_r(r.regex, s, 0, r.match_options | PCRE_ANCHORED))
endswith(s::AbstractString, r::Regex) = (compile(r); _pcre_exec_r(r.regex, String(s), 0, r.match_options | PCRE_ENDANCHORED))
endswith(s::SubString{String}, r::Regex) = (compile(r); _pcre_exec_r(r.regex, s, 0, r.match_options | PCRE_ENDANCHORED))

function findnext(re::Regex, str::Union{String,SubString{String}}, idx::Integer)
    idx > nextind(str, lastindex(str)) && throw(BoundsError())
    compile(re)
    data = _pcre_exec(re.regex, str, idx - 1, re.match_options)
    _isnull(data) && return nothing
    p = ccall(:pcre2_get_ovector_pointer_8, Ptr{UInt64}, (Ptr{Nothing},), data)
    ans = (Int(unsafe_load(p, 1)) + 1):prevind(str, Int(unsafe_load(p, 2)) + 1)
    ccall(:pcre2_match_data_free_8, Nothing, (Ptr{Nothing},), data)
    return ans
end
findnext(r::Regex, s::AbstractString, idx::Integer) = throw(ArgumentError(
    "regex search is only available for the String type; use String(s) to convert"))
findfirst(r::Regex, s::AbstractString) = findnext(r, s, firstindex(s))

# (Julia 1.10: findall(t::Union{AbstractString,AbstractPattern}, s; overlap).)
function findall(re::Union{Regex,AbstractString}, s::AbstractString; overlap::Bool=false)
    found = UnitRange{Int}[]
    i, e = firstindex(s), lastindex(s)
    while true
        r = findnext(re, s, i)
        r === nothing && break
        push!(found, r)
        j = overlap || isempty(r) ? first(r) : last(r)
        j > e && break
        i = nextind(s, j)
    end
    return found
end

count(t::Regex, s::AbstractString; overlap::Bool=false) = _count_matches(t, s, overlap)

# ---- eachmatch --------------------------------------------------------------------------------

# (Julia 1.10's RegexMatchIterator is not parametric.)
struct RegexMatchIterator
    regex::Regex
    string::String
    overlap::Bool
end
RegexMatchIterator(regex::Regex, string::AbstractString) = RegexMatchIterator(regex, String(string), false)
RegexMatchIterator(regex::Regex, string::AbstractString, ovr::Bool) = RegexMatchIterator(regex, String(string), ovr)
eltype(::Type{RegexMatchIterator}) = RegexMatch
IteratorSize(::Type{RegexMatchIterator}) = SizeUnknown()

iterate(itr::RegexMatchIterator) = iterate(itr, (1, false))
function iterate(itr::RegexMatchIterator, state::Tuple{Int,Bool})
    offset, prevempty = state
    opts_nonempty = PCRE_ANCHORED | PCRE_NOTEMPTY_ATSTART
    while true
        mat = match(itr.regex, itr.string, offset, prevempty ? opts_nonempty : UInt32(0))
        if mat === nothing
            if prevempty && offset <= sizeof(itr.string)
                offset = nextind(itr.string, offset)
                prevempty = false
                continue
            else
                break
            end
        else
            if itr.overlap
                if !isempty(mat.match)
                    offset = nextind(itr.string, mat.offset)
                else
                    offset = mat.offset
                end
            else
                offset = mat.offset + ncodeunits(mat.match)
            end
            return (mat, (offset, isempty(mat.match)))
        end
    end
    return nothing
end

eachmatch(re::Regex, str::AbstractString; overlap = false) = RegexMatchIterator(re, str, overlap)

function show(io::IO, itr::RegexMatchIterator)
    print(io, "Base.RegexMatchIterator(")
    show(io, itr.regex)
    print(io, ", ")
    show(io, itr.string)
    print(io, ", ", itr.overlap, ")")
end

# ---- split --------------------------------------------------------------------------------

# split with a Regex: the generic _split of strings2.jl (findnext(re, s, i)).

# ---- SubstitutionString and replace -------------------------------------------------------

struct SubstitutionString{T<:AbstractString} <: AbstractString
    string::T
end
ncodeunits(s::SubstitutionString) = ncodeunits(s.string)
codeunit(s::SubstitutionString) = codeunit(s.string)
codeunit(s::SubstitutionString, i::Integer) = codeunit(s.string, i)
isvalid(s::SubstitutionString, i::Integer) = isvalid(s.string, i)
iterate(s::SubstitutionString) = iterate(s.string)
iterate(s::SubstitutionString, i::Integer) = iterate(s.string, i)
String(s::SubstitutionString) = String(s.string)
function show(io::IO, s::SubstitutionString)
    print(io, "s\"")
    escape_raw_string(io, s.string)
    print(io, "\"")
end

replace_err(repl) = error(string("Bad replacement string: ", repl))

# Julia's unescape_string(s, ['\\', 'g', '0':'9'...]): the escapes of a
# string literal, except \\, \g and \digit, which stay for the substitution.
function _unescape_subst(s::AbstractString)
    io = IOBuffer()
    str = String(s)
    i = 1
    n = ncodeunits(str)
    while i <= n
        c = str[i]
        i = nextind(str, i)
        if c != '\\' || i > n
            print(io, c)
            continue
        end
        c = str[i]
        if c == '\\' || c == 'g' || ('0' <= c <= '9')
            print(io, '\\', c)
            i = nextind(str, i)
        elseif c == 'x' || c == 'u' || c == 'U'
            m = c == 'x' ? 2 : c == 'u' ? 4 : 8
            i = nextind(str, i)
            v = UInt32(0)
            k = 0
            while k < m && i <= n && isxdigit(str[i])
                d = str[i]
                v = 16v + UInt32('0' <= d <= '9' ? d - '0' : 'a' <= d <= 'f' ? d - 'a' + 10 : d - 'A' + 10)
                i += 1
                k += 1
            end
            k == 0 && throw(ArgumentError(string("invalid ", c == 'x' ? "hex (\\x)" : "unicode (\\u)", " escape sequence")))
            if c == 'x'
                write(io, UInt8(v))
            else
                print(io, Char(v))
            end
        else
            i = nextind(str, i)
            print(io, c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == 'a' ? '\a' :
                      c == 'b' ? '\b' : c == 'f' ? '\f' : c == 'v' ? '\v' : c == 'e' ? '\e' : c)
        end
    end
    return _string_close!(io)
end

# A SubstitutionString with a pattern that is not a Regex (Julia 1.10's
# _write_capture for a non-Regex pattern): \0 (or \g<0>) is the whole
# match, any other group is an error.
function _write_capture(io::IO, group::Int, m::SubString)
    group == 0 || error("Bad replacement string: pattern is not a Regex")
    print(io, m)
end
_subst_group_number(m::SubString, name) = error("Bad replacement string: pattern is not a Regex")
function _subst_group_number(m::RegexMatch, name)
    group = _pcre_number_from_name(m.regex.regex, name)
    group < 0 && replace_err(string("Group ", name, " not found in regex ", m.regex))
    return group
end

function _write_capture(io::IO, group::Int, m::RegexMatch)
    if group == 0
        print(io, m.match)
    elseif 1 <= group <= length(m.captures)
        c = m.captures[group]
        c === nothing || print(io, c)
    else
        error(string("PCRE error: ", _pcre_err_message(Int32(-49))))
    end
end

function _replace_subst(io, repl_s::SubstitutionString, m::Union{RegexMatch,SubString})
    repl = _unescape_subst(repl_s.string)
    i = firstindex(repl)
    e = lastindex(repl)
    while i <= e
        if repl[i] == '\\'
            next_i = nextind(repl, i)
            next_i > e && replace_err(repl)
            if repl[next_i] == '\\'
                write(io, '\\')
                i = nextind(repl, next_i)
            elseif isdigit(repl[next_i])
                group = Int(repl[next_i] - '0')
                i = nextind(repl, next_i)
                while i <= e
                    if isdigit(repl[i])
                        group = 10group + Int(repl[i] - '0')
                        i = nextind(repl, i)
                    else
                        break
                    end
                end
                _write_capture(io, group, m)
            elseif repl[next_i] == 'g'
                i = nextind(repl, next_i)
                if i > e || repl[i] != '<'
                    replace_err(repl)
                end
                i = nextind(repl, i)
                i > e && replace_err(repl)
                groupstart = i
                while repl[i] != '>'
                    i = nextind(repl, i)
                    i > e && replace_err(repl)
                end
                groupname = SubString(repl, groupstart, prevind(repl, i))
                if all(isdigit, groupname)
                    group = parse(Int, groupname)
                else
                    group = _subst_group_number(m, groupname)
                end
                _write_capture(io, group, m)
                i = nextind(repl, i)
            else
                replace_err(repl)
            end
        else
            write(io, repl[i])
            i = nextind(repl, i)
        end
    end
end

_replace_one(io, repl::SubstitutionString, m::RegexMatch) = _replace_subst(io, repl, m)
_replace_one(io, repl::Function, m::RegexMatch) = print(io, repl(m.match))
_replace_one(io, repl, m::RegexMatch) = print(io, repl)

# chopprefix/chopsuffix with a Regex: the match anchored at the start (end)
function chopprefix(s::AbstractString, prefix::Regex)
    m = match(prefix, String(s), 1, PCRE_ANCHORED)
    m === nothing && return SubString(s)
    return SubString(s, ncodeunits(m.match) + 1)
end
function chopsuffix(s::AbstractString, suffix::Regex)
    m = match(suffix, String(s), 1, PCRE_ENDANCHORED)
    (m === nothing || isempty(m.match)) && return SubString(s)
    return SubString(s, 1, prevind(s, m.offset))
end

# a Regex among the pairs of replace(s, pairs...) (strings2.jl)
_replace_write(io, repl, str, r, pat::Regex) = _replace_one(io, repl, match(pat, str, first(r)))
_replace_write(io, repl::SubstitutionString, str, r, pat::Regex) =
    _replace_one(io, repl, match(pat, str, first(r)))
# a SubstitutionString for a pattern that is not a Regex: \0 is the match
_replace_write(io, repl::SubstitutionString, str, r, pat) =
    _replace_subst(io, repl, SubString(str, first(r), last(r)))
# one Regex pair
replace(s::AbstractString, p::Pair{<:Regex}; count::Integer=typemax(Int)) =
    _replace_regex(String(s), p.first, p.second, Int(count))

# Julia's replace(str::String, pat => repl) for a Regex pattern (base/strings/util.jl).
function _replace_regex(str::String, re::Regex, repl, count::Int)
    count == 0 && return str
    count < 0 && throw(DomainError(count, "`count` must be non-negative."))
    n = 1
    e = lastindex(str)
    i = a = firstindex(str)
    m = match(re, str, i)
    m === nothing && return str
    j = m.offset
    k = prevind(str, m.offset + ncodeunits(m.match))
    out = IOBuffer()
    while true
        if i == a || i <= k
            j > i && print(out, SubString(str, i, prevind(str, j)))
            _replace_one(out, repl, m)
        end
        if k < j
            i = j
            j > e && break
            k = nextind(str, j)
        else
            i = k = nextind(str, k)
        end
        (n == count || k > ncodeunits(str) + 1) && break
        m = match(re, str, k)
        m === nothing && break
        j = m.offset
        k = prevind(str, m.offset + ncodeunits(m.match))
        n += 1
    end
    i <= ncodeunits(str) && print(out, SubString(str, i))
    return _string_close!(out)
end

export AbstractPattern, AbstractMatch, Regex, RegexMatch, SubstitutionString, match, eachmatch,
    escape_raw_string

# ---- * and ^ on regexes ------------------------------------------------------------------

function _regex_opts_str(opts::UInt32)
    str = ""
    (opts & PCRE_CASELESS) != 0 && (str *= "i")
    (opts & PCRE_MULTILINE) != 0 && (str *= "m")
    (opts & PCRE_DOTALL) != 0 && (str *= "s")
    (opts & PCRE_EXTENDED) != 0 && (str *= "x")
    return str
end
_wrap_string(r::Regex, unshared::UInt32) = string("(?", _regex_opts_str(r.compile_options & unshared), ':', r.pattern, ')')
# a string containing \E is quoted in two \Q…\E groups around the backslash
_wrap_string(s::AbstractString, ::UInt32) = string("\\Q", replace(s, "\\E" => "\\\\E\\QE"), "\\E")
_wrap_string(s::AbstractChar, ::UInt32) = string("\\Q", s, "\\E")

# Julia's *(::Regex…): strings and characters are matched literally.
function *(r1::Union{Regex,AbstractString,AbstractChar}, rs::Union{Regex,AbstractString,AbstractChar}...)
    mask = PCRE_CASELESS | PCRE_MULTILINE | PCRE_DOTALL | PCRE_EXTENDED
    match_opts = UInt32(0)
    compile_opts = UInt32(0)
    seen = false
    shared = mask
    for r in (r1, rs...)
        r isa Regex || continue
        if !seen
            match_opts = r.match_options
            compile_opts = r.compile_options & ~mask
            seen = true
        else
            (r.match_options == match_opts && r.compile_options & ~mask == compile_opts) ||
                throw(ArgumentError("cannot multiply regexes: incompatible options"))
        end
        shared &= r.compile_options
    end
    seen || return string(r1, rs...)
    unshared = mask & ~shared
    io = IOBuffer()
    print(io, _wrap_string(r1, unshared))
    for r in rs
        print(io, _wrap_string(r, unshared))
    end
    return Regex(_string_close!(io), compile_opts | shared, match_opts)
end
*(r::Regex) = r

^(r::Regex, i::Integer) = Regex(string("(?:", r.pattern, "){", i, "}"), r.compile_options, r.match_options)

# ---- Base.PCRE ------------------------------------------------------------------------------

# The names of Julia's Base.PCRE (pcre.jl) that programs and tests use: the
# option and error constants, err_message, info, capture_names and
# substring_number_from_name.
module PCRE
using Base: _pcre_err_message, _pcre_info, _pcre_capture_names, _pcre_number_from_name
const ALT_BSUX = 0x00000002
const CASELESS = 0x00000008
const DOLLAR_ENDONLY = 0x00000010
const DOTALL = 0x00000020
const EXTENDED = 0x00000080
const MULTILINE = 0x00000400
const UCP = 0x00020000
const UNGREEDY = 0x00040000
const UTF = 0x00080000
const MATCH_INVALID_UTF = 0x04000000
const ENDANCHORED = 0x20000000
const NO_UTF_CHECK = 0x40000000
const ANCHORED = 0x80000000
const NOTBOL = 0x00000001
const NOTEOL = 0x00000002
const NOTEMPTY = 0x00000004
const NOTEMPTY_ATSTART = 0x00000008
const PARTIAL_SOFT = 0x00000010
const PARTIAL_HARD = 0x00000020
const INFO_CAPTURECOUNT = 0x00000004
const INFO_NAMECOUNT = 0x00000011
const INFO_NAMEENTRYSIZE = 0x00000012
const INFO_NAMETABLE = 0x00000013
const COMPILE_MASK = 0xe7ffffff
const EXECUTE_MASK = 0x4001003f
const UNSET = 0xffffffffffffffff
const ERROR_NOMATCH = Int32(-1)
const ERROR_PARTIAL = Int32(-2)
const ERROR_UTF8_ERR1 = Int32(-3)
const ERROR_UTF8_ERR6 = Int32(-8)
const ERROR_BADMAGIC = Int32(-31)
const ERROR_BADOPTION = Int32(-34)
const ERROR_NOMEMORY = Int32(-48)
const ERROR_NULL = Int32(-51)
err_message(errno::Integer) = _pcre_err_message(Int32(errno))
info(regex::Ptr{Nothing}, what::Integer, ::Type{T}) where {T} = _pcre_info(regex, UInt32(what), T)
capture_names(regex::Ptr{Nothing}) = _pcre_capture_names(regex)
substring_number_from_name(regex::Ptr{Nothing}, name) = _pcre_number_from_name(regex, string(name))
end
