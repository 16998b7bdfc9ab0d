# This file is a part of Kiln's Base library.
#
# lazystring.jl — LazyString and lazy"…", as Julia 1.10's
# base/strings/lazy.jl: the parts are kept and printed into a String on
# first use (error messages that are usually never shown cost nothing).

mutable struct LazyString <: AbstractString
    const parts::Tuple
    str::Union{String,Nothing}
    LazyString(args...) = new(args, nothing)
end

function String(l::LazyString)
    old = l.str
    old === nothing || return old
    str = sprint() do io
        for p in l.parts
            print(io, p)
        end
    end
    l.str = str
    return str
end

convert(::Type{String}, s::LazyString) = String(s)
string(s::LazyString) = String(s)
print(io::IO, s::LazyString) = print(io, String(s))
hash(s::LazyString, h::UInt64) = hash(String(s), h)
lastindex(s::LazyString) = lastindex(String(s))
iterate(s::LazyString) = iterate(String(s))
iterate(s::LazyString, i::Integer) = iterate(String(s), i)
isequal(a::LazyString, b::LazyString) = isequal(String(a), String(b))
==(a::LazyString, b::LazyString) = (String(a) == String(b))
ncodeunits(s::LazyString) = ncodeunits(String(s))
codeunit(s::LazyString) = codeunit(String(s))
codeunit(s::LazyString, i::Integer) = codeunit(String(s), i)
isvalid(s::LazyString, i::Integer) = isvalid(String(s), i)
getindex(s::LazyString, i::Integer) = getindex(String(s), i)
length(s::LazyString) = length(String(s))

# lazy"text $x $(expr)": Julia parses each interpolation with
# Meta.parseatom; Kiln takes `$name` (an identifier) or `$( … )` up to the
# matching parenthesis and parses that.
macro lazy_str(text)
    parts = Any[]
    lastidx = idx = 1
    while (idx = findnext('$', text, idx)) !== nothing
        lastidx < idx && push!(parts, text[lastidx:prevind(text, idx)])
        idx = nextind(text, idx)
        idx > lastindex(text) && throw(ArgumentError("invalid interpolation syntax: \"\$\""))
        if text[idx] == '('
            depth = 0
            stop = idx
            while stop <= lastindex(text)
                c = text[stop]
                depth += c == '(' ? 1 : c == ')' ? -1 : 0
                depth == 0 && break
                stop = nextind(text, stop)
            end
            stop > lastindex(text) && throw(ArgumentError("invalid interpolation syntax: incomplete \$( … )"))
            push!(parts, esc(Meta.parse(text[idx:stop])))
            idx = nextind(text, stop)
        else
            stop = idx
            while stop <= lastindex(text) && (isletter(text[stop]) || text[stop] == '_' || (stop > idx && (isdigit(text[stop]) || text[stop] == '!')))
                stop = nextind(text, stop)
            end
            stop == idx && throw(ArgumentError("invalid interpolation syntax: \"\$$(text[idx])\""))
            push!(parts, esc(Symbol(text[idx:prevind(text, stop)])))
            idx = stop
        end
        lastidx = idx
    end
    lastidx <= lastindex(text) && push!(parts, text[lastidx:end])
    return Expr(:call, GlobalRef(Base, :LazyString), parts...)
end
