# This file is a part of Kiln's Base library.
#
# show.jl — show for strings (with Julia's escaping), symbols, types,
# functions, tuples, pairs and, by default, any struct as `T(field, ...)`;
# summary; as Julia's base/show.jl and strings/io.jl.

show(io::IO, x) = show_default(io, x)

function show_default(io::IO, x)
    T = typeof(x)
    show(io, T)
    print(io, '(')
    if nfields(x) == 0 && isprimitivetype(T)
        # a primitive type's value: its bytes in hex, most significant first
        _show_prim_bits(io, x, Val(sizeof(x)))
    elseif !show_circular(io, x)
        _can_refer(T) ? _show_fields(IOContext(io, _shown_pair(x)), x) : _show_fields(io, x)
    end
    print(io, ')')
    return nothing
end
_show_prim_bits(io::IO, x, ::Val{1}) = _show_hex_bits(io, bitcast(UInt8, x))
_show_prim_bits(io::IO, x, ::Val{2}) = _show_hex_bits(io, bitcast(UInt16, x))
_show_prim_bits(io::IO, x, ::Val{4}) = _show_hex_bits(io, bitcast(UInt32, x))
_show_prim_bits(io::IO, x, ::Val{8}) = _show_hex_bits(io, bitcast(UInt64, x))
_show_prim_bits(io::IO, x, ::Val{16}) = _show_hex_bits(io, bitcast(UInt128, x))
_show_hex_bits(io::IO, u::Unsigned) = print(io, "0x", string(u; base=16, pad=2 * sizeof(u)))
function _show_fields(io::IO, x)
    nf = nfields(x)
    i = 1
    while i <= nf
        _show_field(io, x, i)
        i < nf && print(io, ", ")
        i += 1
    end
    return nothing
end

# isdefined(x, i) with a run-time index is not supported by the compiler
# yet: reading an undefined field throws UndefRefError, caught here.
function _show_field(io::IO, x, i::Int)
    ok = true
    v = try
        getfield(x, i)
    catch
        ok = false
        nothing
    end
    ok ? show(io, v) : print(io, "#undef")
    return nothing
end

# ---- strings -----------------------------------------------------------------------------

show(io::IO, s::AbstractString) = print_quoted(io, s)

function print_quoted(io::IO, s::AbstractString)
    print(io, '"')
    _escape_string(io, s, true)
    print(io, '"')
    return nothing
end

escape_nul(c) = (c !== nothing && '0' <= c <= '7') ? "\\x00" : "\\0"
need_full_hex(c) = c !== nothing && isxdigit(c)

# Julia's escape_string(io, s, ('"', '$')) when quoted, else escape_string(io, s).
_escape_string(io::IO, s::AbstractString, quoted::Bool) =
    quoted ? _escape_string(io, s, ('"', '$'), ()) : _escape_string(io, s, (), ())
_in_chars(c, ::Tuple{}) = false
_in_chars(c, cs) = c in cs
# Julia's escape_string(io, s, esc; keep): a character of esc is written
# after a backslash, one of keep as it is, the others as in a string literal.
function _escape_string(io::IO, s::AbstractString, esc, keep)
    y = iterate(s)
    while y !== nothing
        c = y[1]
        y = iterate(s, y[2])
        nextc = y === nothing ? nothing : y[1]
        if _in_chars(c, esc)
            print(io, '\\', c)
        elseif _in_chars(c, keep)
            print(io, c)
        elseif isascii(c)
            if c == '\0'
                print(io, escape_nul(nextc))
            elseif c == '\e'
                print(io, "\\e")
            elseif c == '\\'
                print(io, "\\\\")
            elseif '\a' <= c <= '\r'
                print(io, '\\', "abtnvfr"[Int(c) - 6])
            elseif isprint(c)
                print(io, c)
            else
                print(io, "\\x", string(UInt32(c); base=16, pad=2))
            end
        elseif !isoverlong(c) && !ismalformed(c)
            if isprint(c)
                print(io, c)
            elseif c <= '\x7f'
                print(io, "\\x", string(UInt32(c); base=16, pad=2))
            elseif c <= '\uffff'
                print(io, "\\u", string(UInt32(c); base=16, pad=need_full_hex(nextc) ? 4 : 2))
            else
                print(io, "\\U", string(UInt32(c); base=16, pad=need_full_hex(nextc) ? 8 : 4))
            end
        else # malformed or overlong
            _escape_malformed(io, c)
        end
    end
    return nothing
end

# (Julia 1.10 base/strings/io.jl: the stream form escapes nothing more by
# default, the String form also the double quote)
escape_string(io::IO, s::AbstractString, esc=""; keep=()) = (_escape_string(io, s, esc, keep); nothing)
function escape_string(s::AbstractString, esc=('"',); keep=())
    io = IOBuffer()
    _escape_string(io, s, esc, keep)
    return _string_close!(io)
end

# ---- symbols ---------------------------------------------------------------------------------

function isidentifier(s::AbstractString)
    isempty(s) && return false
    y = iterate(s)
    c = y[1]
    (isletter(c) || c == '_' || (c > '\x7f' && isprint(c) && !isspace(c))) || return false
    y = iterate(s, y[2])
    while y !== nothing
        c = y[1]
        (isletter(c) || isdigit(c) || c == '_' || c == '!' || (c > '\x7f' && isprint(c) && !isspace(c))) || return false
        y = iterate(s, y[2])
    end
    s == "true" && return false
    s == "false" && return false
    return !_iskeyword(s)
end
isidentifier(s::Symbol) = isidentifier(String(s))

function _iskeyword(s::AbstractString)
    return s == "begin" || s == "while" || s == "if" || s == "for" || s == "try" ||
           s == "return" || s == "break" || s == "continue" || s == "function" ||
           s == "macro" || s == "quote" || s == "let" || s == "local" || s == "global" ||
           s == "const" || s == "do" || s == "struct" || s == "module" || s == "baremodule" ||
           s == "using" || s == "import" || s == "export" || s == "end" || s == "else" ||
           s == "elseif" || s == "catch" || s == "finally"
end

function _isoperator(s::AbstractString)
    return s == "+" || s == "-" || s == "*" || s == "/" || s == "^" || s == "\\" || s == "÷" ||
           s == "%" || s == "&" || s == "|" || s == "⊻" || s == "<<" || s == ">>" || s == ">>>" ||
           s == "==" || s == "!=" || s == "<" || s == ">" || s == "<=" || s == ">=" || s == "≤" ||
           s == "≥" || s == "≠" || s == "===" || s == "!==" || s == "!" || s == "~" || s == "//" ||
           s == "=>" || s == "∘" || s == "|>" || s == "∈" || s == "∉" || s == "√" || s == "≈" ||
           s == "<:" || s == ">:" || s == ":"
end

# Symbols that show in parentheses, :(==) (Julia 1.10's quoted_syms;
# compared as strings: Base's top level calls no functions at load).
_is_quoted_sym(str::String) = str == ":" || str == "::" || str == ":=" || str == "=" || str == "==" ||
    str == "===" || str == "=>"
function show(io::IO, s::Symbol)
    str = String(s)
    if _is_quoted_sym(str)
        print(io, ":(", str, ")")
    elseif isidentifier(str) || _isoperator(str) || (str != "." && operator_precedence(s) > 0)
        # (any operator of the parser's precedence table, as :.. and :-->;
        # operator_precedence is defined in expr.jl)
        print(io, ':', str)
    else
        print(io, "Symbol(")
        print_quoted(io, str)
        print(io, ')')
    end
    return nothing
end

# ---- types and functions ---------------------------------------------------------------------

show(io::IO, T::Type) = print(io, Core._typestring(T))

# the name of T's TypeName (Julia's T.name.name): nameof(Vector{Int}) is
# :Array (typeobj.jl, driver/typeobj.go)
nameof(T::DataType) = _reflect(24, T, :_tnname)::Symbol
function nameof(f::Function)
    c = _closurename(f)
    c === nothing || return c
    s = _funcbasename(f)
    # a name printed as var"…" (a macro's, var"@m") is the name inside
    if ncodeunits(s) >= 5 && startswith(s, "var\"") && endswith(s, "\"")
        s = s[5:prevind(s, lastindex(s))]
    end
    return Symbol(s)
end

# The name of an anonymous function or closure (Julia's mt.name, such as
# Symbol("#1")), or nothing for any other function.
function _closurename(f)
    startswith(Core._typestring(typeof(f)), "var\"#") || return nothing
    return nameof(typeof(f))
end

# A function's own name, without the module that qualifies it where it is
# not visible (Main.Geo.f -> f, Base.:+ -> +), as MethodError and nameof
# show it.
function _funcbasename(f)
    s = _funcname(f)
    n = ncodeunits(s)
    i = n
    while i > 1 && _byte(s, i) != UInt8('.')
        i -= 1
    end
    if i <= 1 || i >= n
        return s
    end
    if _byte(s, i + 1) == UInt8(':')
        # Base.:+ or Base.:(==)
        if i + 2 <= n && _byte(s, i + 2) == UInt8('(') && _byte(s, n) == UInt8(')')
            return _substr(s, i + 3, n - 1)
        end
        return _substr(s, i + 2, n)
    end
    # A dot inside a quoted operator name: Base.:(..) has no dot to split.
    if _byte(s, n) == UInt8(')')
        return s
    end
    return _substr(s, i + 1, n)
end

# A function's name: Core._typestring(typeof(f)) is "typeof(name)".
function _funcname(f)
    s = Core._typestring(typeof(f))
    n = ncodeunits(s)
    if n > 8 && startswith(s, "typeof(") && _byte(s, n) == UInt8(')')
        return _substr(s, 8, n - 1)
    end
    return s
end

function show(io::IO, f::Function)
    s = Core._typestring(typeof(f))
    if startswith(s, "typeof(")
        print(io, _funcname(f))
    else
        show_default(io, f)
    end
    return nothing
end

# print is Julia's compact show_function (base/show.jl): a function's bare
# name, also for an anonymous function or closure (#1) and for a function
# its module does not export (print(Base.front) is front).
function print(io::IO, f::Function)
    c = _closurename(f)
    if c !== nothing
        print(io, c)
    elseif startswith(Core._typestring(typeof(f)), "typeof(")
        print(io, _funcbasename(f))
    else
        show(io, f)
    end
    return nothing
end

show(io::IO, ::Core.Box) = print(io, "Core.Box(…)")

# ---- tuples, pairs, refs ------------------------------------------------------------------------

# The elements are shown with their field types as :typeinfo when the
# context's element type is a tuple type this tuple is of (Julia 1.10's
# show_delim_array, base/show.jl: `itr isa typeinfo <: Tuple ?
# fieldtype(typeinfo, i) : typeinfo`), so a Vector{Tuple{Bool, Int64}}
# shows (1, 1) and a Tuple{Float32, Int64}[...] shows (1.5, 2).
show(io::IO, t::Tuple) = _show_tuple(io, t, get(io, :typeinfo, Any))
_show_typeinfo(io::IO, t::Tuple, ctx) = _show_tuple(io, t, ctx)
function _show_tuple(io::IO, t::Tuple, ctx)
    print(io, '(')
    if !show_circular(io, t)
        n = length(t)
        eio = _can_refer(typeof(t)) ? IOContext(io, _shown_pair(t)) : io
        if (ctx isa DataType || ctx isa UnionAll || ctx isa Union) && t isa ctx && ctx <: Tuple
            if n > 16
                for i in 1:n
                    i > 1 && print(eio, ", ")
                    _show_typeinfo(eio, t[i], fieldtype(ctx, i))
                end
            else
                _show_elements_typed(eio, ctx, 1, t...)
            end
        else
            _show_elements(eio, t...)
        end
        n == 1 && print(io, ',')
    end
    print(io, ')')
    return nothing
end
# Julia's show_delim_array(io, itr, op, delim, cl, delim_one, i1=1, n=typemax(Int)):
# the elements of itr from the i1-th on, while their count from 1 is at most
# n, between op and cl, separated by `delim` and a space (delim after a
# lone element when delim_one), shown with the context's :typeinfo (a tuple
# type's field types for a tuple)
function show_delim_array(io::IO, itr, op, delim, cl, delim_one::Bool, i1::Integer=1, n::Integer=typemax(Int))
    print(io, op)
    if !show_circular(io, itr)
        recur_io = IOContext(io, _shown_pair(itr))
        y = iterate(itr)
        first = true
        i0 = i1 - 1
        while i1 > 1 && y !== nothing
            y = iterate(itr, y[2])
            i1 -= 1
        end
        if y !== nothing
            typeinfo = get(io, :typeinfo, Any)
            while true
                x = y[1]
                y = iterate(itr, y[2])
                _show_typeinfo(recur_io, x, itr isa typeinfo && typeinfo <: Tuple ? fieldtype(typeinfo, i1 + i0) : typeinfo)
                i1 += 1
                if y === nothing || i1 > n
                    delim_one && first && print(io, delim)
                    break
                end
                first = false
                print(io, delim)
                print(io, ' ')
            end
        end
    end
    print(io, cl)
    return nothing
end

_show_elements_typed(io::IO, ctx, i::Int) = nothing
function _show_elements_typed(io::IO, ctx, i::Int, x, zs...)
    i > 1 && print(io, ", ")
    _show_typeinfo(io, x, fieldtype(ctx, i))
    _show_elements_typed(io, ctx, i + 1, zs...)
end
_show_elements(io::IO) = nothing
_show_elements(io::IO, x) = show(io, x)
function _show_elements(io::IO, x, y, zs...)
    show(io, x)
    print(io, ", ")
    _show_elements(io, y, zs...)
end
# Long tuples are shown by one loop (see print(io, x1, …, x16, xs...)).
function _show_elements(io::IO, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, xs...)
    t = (x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, xs...)
    for i in 1:length(t)
        i > 1 && print(io, ", ")
        show(io, t[i])
    end
    return nothing
end

# Julia 1.10's base/namedtuple.jl: a named tuple whose values are not all
# of their fields' declared types shows its type and its values as a tuple
# (@NamedTuple{a::Any}((1,))); otherwise the values are shown with the
# context's field types as :typeinfo when it is a NamedTuple type this one
# is of, as tuples are.
show(io::IO, nt::NamedTuple) = _show_typeinfo(io, nt, get(io, :typeinfo, Any))
function _show_typeinfo(io::IO, nt::NamedTuple, ctx)
    n = nfields(nt)
    # (Julia's namedtuple.jl: one whose field types are not its values'
    # types shows as its type applied to a tuple, @NamedTuple{a}((1,)))
    NT = typeof(nt)
    for i in 1:n
        if typeof(getfield(nt, i)) !== fieldtype(NT, i)
            show(io, NT)
            print(io, '(')
            show(io, Tuple(nt))
            print(io, ')')
            return nothing
        end
    end
    if n == 0
        print(io, "NamedTuple()")
        return nothing
    end
    typed = (ctx isa DataType || ctx isa UnionAll || ctx isa Union) && nt isa ctx && ctx <: NamedTuple
    names = _nt_names(nt)
    print(io, '(')
    i = 1
    while i <= n
        show_sym(io, names[i]) # var"a b" for a name that is no identifier
        print(io, " = ")
        _show_typeinfo(io, getfield(nt, i), typed ? fieldtype(ctx, i) : Any)
        i < n && print(io, ", ")
        i += 1
    end
    n == 1 && print(io, ',')
    print(io, ')')
    return nothing
end
_nt_names(::NamedTuple{names}) where {names} = names
keys(nt::NamedTuple) = _nt_names(nt)
length(nt::NamedTuple) = nfields(nt)
getindex(nt::NamedTuple, i::Int) = getfield(nt, i)
getindex(nt::NamedTuple, s::Symbol) = getfield(nt, s)
iterate(nt::NamedTuple, i::Int=1) = i > nfields(nt) ? nothing : (getfield(nt, i), i + 1)
haskey(nt::NamedTuple, s::Symbol) = isdefined(nt, s)

# A Pair whose field types are its parameters prints as `a => b` (a
# nested one in parentheses, `(1 => 2) => 3`), any other as
# `Pair{Any, Any}(1, 2)`, unless the context's element type is its own
# type; the fields are shown with the parameters as their element types
# when that is known (Julia's show.jl: has_tight_type, isdelimited,
# gettypeinfos).
_pair_tight(p::Pair{A,B}) where {A,B} = (typeof(p.first) === A) & (typeof(p.second) === B)
_pair_delimited(x, ctx) = true
_pair_delimited(x::Pair, ctx) = !(_pair_tight(x) || ctx === typeof(x))
_pair_delimited(f::Function, ctx) = !isoperator(nameof(f))
show(io::IO, p::Pair) = _show_typeinfo(io, p, get(io, :typeinfo, Any))
function _show_typeinfo(io::IO, p::Pair, ctx)
    _pair_delimited(p, ctx) && return show_default(io, p)
    if ctx isa DataType && p isa ctx && ctx <: Pair
        _show_pair(io, p, fieldtype(ctx, 1), fieldtype(ctx, 2))
    else
        _show_pair(io, p, Any, Any)
    end
end
function _show_pair(io::IO, p::Pair, A, B)
    d = _pair_delimited(p.first, A)
    d || print(io, '(')
    _show_typeinfo(io, p.first, A)
    d || print(io, ')')
    print(io, get(io, :compact, false) === true ? "=>" : " => ")
    d = _pair_delimited(p.second, B)
    d || print(io, '(')
    _show_typeinfo(io, p.second, B)
    d || print(io, ')')
    return nothing
end
first(p::Pair) = p.first
reverse(p::Pair{A,B}) where {A,B} = Pair{B,A}(p.second, p.first)
last(p::Pair) = p.second
getindex(p::Pair, i::Int) = i == 1 ? p.first : i == 2 ? p.second : throw(BoundsError(p, i))
iterate(p::Pair, i::Int=1) = i > 2 ? nothing : (getfield(p, i), i + 1)
length(p::Pair) = 2
# Julia's pair.jl: any real index that converts to an Int; indices 1 and 2
getindex(p::Pair, i::Real) = getindex(p, convert(Int, i))
firstindex(p::Pair) = 1
lastindex(p::Pair) = 2
==(p::Pair, q::Pair) = (p.first == q.first) & (p.second == q.second)
isequal(p::Pair, q::Pair) = isequal(p.first, q.first) & isequal(p.second, q.second)
# pair.jl: pairs order lexicographically
isless(p::Pair, q::Pair) = ifelse(!isequal(p.first, q.first), isless(p.first, q.first), isless(p.second, q.second))

function show(io::IO, s::Some)
    print(io, "Some(")
    show(io, s.value)
    print(io, ')')
    return nothing
end

show(io::IO, ::Val{x}) where {x} = print(io, "Val{", x isa Symbol ? repr(x) : x, "}()")

function show(io::IO, r::RoundingMode{T}) where {T}
    print(io, T === :Nearest ? "RoundNearest" : T === :ToZero ? "RoundToZero" : T === :Up ? "RoundUp" :
              T === :Down ? "RoundDown" : T === :FromZero ? "RoundFromZero" :
              T === :NearestTiesAway ? "RoundNearestTiesAway" : "RoundNearestTiesUp")
end

show(io::IO, io2::KilnStream) = print(io, io2.handle == 1 ? "Base.TTY(RawFD(1) open, 0 bytes waiting)" :
                                         io2.handle == 2 ? "Base.TTY(RawFD(2) open, 0 bytes waiting)" :
                                         io2.handle == 0 ? "Base.DevNull()" : string("IOStream(<fd ", io2.handle, ">)"))
show(io::IO, b::IOBuffer) = print(io, "IOBuffer(…)")

# ---- summary --------------------------------------------------------------------------------------

summary(io::IO, x) = print(io, typeof(x))
summary(io::IO, s::AbstractString) = print(io, ncodeunits(s), "-codeunit ", typeof(s))
# As Julia's show.jl: an array whose axes are not all OneTo is summarized
# with its indices (2×3 T with indices 0:1×-1:1).
summary(io::IO, a::AbstractArray) = array_summary(io, a, axes(a))
function array_summary(io::IO, a, inds::Tuple{Vararg{OneTo}})
    _print_dims(io, map(length, inds))
    showarg(io, a, true)    # display.jl
end
function array_summary(io::IO, a, inds)
    _print_dims(io, map(length, inds))
    showarg(io, a, true)
    print(io, " with indices ", inds2string(inds))
end
inds2string(inds) = join(map(_indsstring, inds), '×')
# Julia's dims2string: "0-dimensional", "3-element", "2×3"
dims2string(d) = isempty(d) ? "0-dimensional" :
                 length(d) == 1 ? string(d[1], "-element") : join(map(string, d), '×')
_indsstring(i) = string(i)
showindices(io, ::OneTo, inds...) = showindices(io, inds...)
showindices(io, ind1, inds...) = (print(io, ", ", ind1); showindices(io, inds...))
showindices(io) = nothing
_print_dims(io::IO, ::Tuple{}) = print(io, "0-dimensional ")
_print_dims(io::IO, d::Tuple{Integer}) = print(io, d[1], "-element ")
function _print_dims(io::IO, d::Tuple)
    print(io, d[1])
    _print_dims_rest(io, tail(d)...)
    print(io, ' ')
end
_print_dims_rest(io::IO) = nothing
_print_dims_rest(io::IO, n, ns...) = (print(io, '×', n); _print_dims_rest(io, ns...))
# `Int64 <: Signed <: Integer <: Real <: Number <: Any` (Julia's show_supertypes)
function show_supertypes(io::IO, typ::DataType)
    print(io, typ)
    while typ != Any
        typ = supertype(typ)
        print(io, " <: ", typ)
    end
end
show_supertypes(typ::DataType) = show_supertypes(stdout, typ)

function summary(x)
    io = IOBuffer()
    summary(io, x)
    return _string_close!(io)
end

show(x) = show(stdout, x)
