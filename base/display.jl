# This file is a part of Kiln's Base library.
#
# display.jl — MIME types, `display` and the `text/plain` show of arrays, as
# Julia's base/multimedia.jl and base/arrayshow.jl (print_matrix): a summary
# line (`2×2 Matrix{Float64}:`), then one row per line, each element aligned
# on its decimal point (integers on the right, other values on the left),
# columns separated by two spaces; matrices with more than one column show
# their numbers in the compact form (6 significant digits). Kiln has no
# IOContext: the :compact and :typeinfo contexts are passed explicitly.
# A script's display is not limited to the screen (Julia's TextDisplay on
# stdout has no :limit), so nothing is elided.

struct MIME{mime} end
MIME(s) = MIME{Symbol(s)}()
show(io::IO, ::MIME{mime}) where {mime} = print(io, "MIME type ", string(mime))
print(io::IO, ::MIME{mime}) where {mime} = print(io, string(mime))

# A composition displays as it prints (Julia's operators.jl).
show(io::IO, ::MIME"text/plain", c::ComposedFunction) = show(io, c)
show(io::IO, ::MIME"text/plain", x) = show(io, x)

# A long string elided in the middle (Julia 1.10's base/strings/io.jl):
# under :limit => true (or an explicit `limit`) a string longer than the
# limit shows its head and tail around " ⋯ n bytes ⋯ ", n the code units
# left out; the limit is the display's width, seven lines of it outside a
# collection (no :typeinfo).
function show(io::IO, ::MIME"text/plain", str::AbstractString; limit::Union{Int,Nothing}=nothing)
    if limit === nothing
        get(io, :limit, false)::Bool || return show(io, str)
        limit = max(20, displaysize(io)[2])
        get(io, :typeinfo, nothing) === nothing && (limit *= 7)
    end
    len = ncodeunits(str)
    len ≤ limit - 2 && return show(io, str)
    units = codeunit(str) == UInt8 ? "bytes" : "code units"
    short = length(string(" ⋯  ", units, " ⋯ ")) + 4 # the quote characters
    chars = max(limit, short + 1) - short # at least one digit
    d = ndigits(len - chars)
    chars -= d
    chars += d - ndigits(len - chars)
    chars = max(0, chars)
    head = nextind(str, 0, 1 + (chars + 1) ÷ 2)
    tail = prevind(str, len + 1, chars ÷ 2)
    # the fewest code units left out for the elision to be worth it
    t = short + ndigits(len - chars) - 1
    n = tail - head
    if 4t ≤ n || t ≤ n && t ≤ length(str, head, tail - 1)
        show(io, SubString(str, 1, prevind(str, head)))
        printstyled(io, string(" ⋯ ", n, " ", units, " ⋯ "); color=:light_yellow, bold=true)
        show(io, SubString(str, tail))
    else
        show(io, str)
    end
    return nothing
end

# A function's type at the REPL names the function it is the type of
# (Julia's show(io, ::MIME"text/plain", ::Type)):
# `typeof(sin) (singleton type of function sin, subtype of Function)`
function show(io::IO, ::MIME"text/plain", T::Type)
    show(io, T)
    if T isa DataType && T <: Function && issingletontype(T) && get(io, :compact, false) !== true
        f = T.instance
        name = nameof(f)
        m = parentmodule(f)
        if isdefined(m, name) && getfield(m, name) === f
            print(io, " (singleton type of function ")
            show_sym(io, name)
            print(io, ", subtype of Function)")
        end
    end
    return nothing
end

# `undef` at the REPL (Julia's show(io, ::MIME"text/plain", ::UndefInitializer));
# only UndefInitializer() under :compact (in a matrix of several columns)
function show(io::IO, ::MIME"text/plain", x::UndefInitializer)
    show(io, x)
    get(io, :compact, false) === true && return nothing
    print(io, ": array initializer with undefined values")
    return nothing
end

# The code point an overlong encoding stands for.
function _decode_overlong(c::Char)
    u = bitcast(UInt32, c)
    n = 4 - (trailing_zeros(u) >> 3)
    v = UInt32((u >> 24) & (0xff >> (n + 1)))
    for k in 2:n
        v = (v << 6) | ((u >> (32 - 8k)) & 0x3f)
    end
    return v
end

# The REPL's form of a Char (Julia's show(io, ::MIME"text/plain", ::AbstractChar)):
# 'a': ASCII/Unicode U+0061 (category Ll: Letter, lowercase); only the
# character itself under :compact (as in an array).
function show(io::IO, ::MIME"text/plain", c::AbstractChar)
    show(io, c)
    get(io, :compact, false) && return nothing
    if ismalformed(c)
        print(io, ": Malformed UTF-8")
    else
        print(io, ": ")
        if isoverlong(c)
            print(io, "[overlong] ")
            c = Char(_decode_overlong(c))
        end
        print(io, isascii(c) ? "ASCII/" : "", "Unicode U+", uppercase(string(UInt32(c); base=16, pad=4)))
    end
    print(io, " (category ", _category_abbrev(c), ": ", _category_string(c), ")")
    return nothing
end
# `π = 3.1415926535897...` (Julia's irrationals.jl; the compact form is `π`)
show(io::IO, ::MIME"text/plain", x::Irrational{sym}) where {sym} =
    print(io, sym, " = ", _substr(string(float(x)), 1, 15), "...")
show(io::IO, m::AbstractString, x) = show(io, MIME(m), x)

function display(x)
    show(stdout, MIME"text/plain"(), x)
    println(stdout)
    return nothing
end
display(m::MIME"text/plain", x) = display(x)

"""
    AbstractDisplay

The supertype of displays (Julia's multimedia.jl).
"""
abstract type AbstractDisplay end

"""
    TextDisplay(io::IO)

A display that shows values as text/plain on `io`, each followed by a
newline (Julia's multimedia.jl).
"""
struct TextDisplay <: AbstractDisplay
    io::IO
end
display(d::TextDisplay, M::MIME"text/plain", x) = (show(d.io, M, x); println(d.io))
display(d::TextDisplay, x) = display(d, MIME"text/plain"(), x)
# another MIME type: what show writes for it (a MethodError of show where
# there is none, as Julia's TextDisplay)
display(d::TextDisplay, M::MIME, x) = show(d.io, M, x)
display(d::AbstractDisplay, M::AbstractString, x) = display(d, MIME(M), x)
display(m::AbstractString, x) = display(MIME(m), x)

"""
    showable(mime, x)

Whether `x` can be written as MIME type `mime` (a method of
`show(::IO, ::MIME{mime}, ::typeof(x))` exists), as Julia's multimedia.jl.
"""
showable(::MIME{mime}, x) where {mime} = hasmethod(show, Tuple{IO,MIME{mime},typeof(x)})
showable(m::AbstractString, x) = showable(MIME(m), x)

"""
    istextmime(m::MIME)

Whether MIME type `m` is text (`text/*` and the textual application
types Julia lists), so that its data is a string.
"""
istextmime(m::MIME) = _istextmime(string(m))
istextmime(m::AbstractString) = _istextmime(String(m))
function _istextmime(s::String)
    startswith(s, "text/") && return true
    return s in ("application/atom+xml", "application/ecmascript", "application/javascript",
                 "application/julia", "application/json", "application/postscript",
                 "application/rdf+xml", "application/rss+xml", "application/x-latex",
                 "application/xhtml+xml", "application/xml", "application/xml-dtd",
                 "image/svg+xml", "model/vrml", "model/x3d+vrml", "model/x3d+xml")
end

# ---- Text and HTML (Julia's base/docs/utils.jl) ----------------------------------------------------

"""
    HTML(s)

An object that renders `s` as HTML (`show(io, MIME"text/html"(), x)`
prints it); `HTML() do io ... end` writes it with a function.
"""
mutable struct HTML{T}
    content::T
end
HTML(xs...) = HTML(io -> (for x in xs; print(io, x); end))
show(io::IO, ::MIME"text/html", h::HTML) = print(io, h.content)
show(io::IO, ::MIME"text/html", h::HTML{<:Function}) = h.content(io)

"""
    Text(s)

An object that renders `s` as plain text: `print` and `show` write it as
it is; `Text() do io ... end` writes it with a function.
"""
mutable struct Text{T}
    content::T
end
print(io::IO, t::Text) = print(io, t.content)
print(io::IO, t::Text{<:Function}) = t.content(io)
show(io::IO, t::Text) = print(io, t)
==(t1::T, t2::T) where {T<:Union{HTML,Text}} = t1.content == t2.content
hash(t::T, h::UInt) where {T<:Union{HTML,Text}} = hash(T, hash(t.content, h))

macro html_str(s)
    :(HTML($s))
end
macro text_str(s)
    :(Text($s))
end

# ---- summaries -------------------------------------------------------------------------------------

showarg(io::IO, a::Array, toplevel) = (toplevel || print(io, "::"); print(io, typeof(a)))
showarg(io::IO, x, toplevel) = (toplevel || print(io, "::"); print(io, typeof(x)))

# ---- compact numbers -------------------------------------------------------------------------------

# the shortest round-trip digits of a finite nonzero float: (digits, exp10)
function _shortest_digits(x::Float64)
    d = Ref(UInt64(0))
    e = Ref(Int32(0))
    ccall(:kiln_shortest_float64, Int32, (Float64, Ref{UInt64}, Ref{Int32}), x, d, e)
    return (d[], Int(e[]))
end
function _shortest_digits(x::Float32)
    d = Ref(UInt32(0))
    e = Ref(Int32(0))
    ccall(:kiln_shortest_float32, Int32, (Float32, Ref{UInt32}, Ref{Int32}), x, d, e)
    return (UInt64(d[]), Int(e[]))
end

# Julia's show of a float under :compact => true (Ryu.writeshortest with
# compact: the shortest digits rounded, half to even, to 6 significant ones).
function _compact_string(x::Union{Float64,Float32})
    (iszero(x) || !isfinite(x)) && return string(x)
    d, e = _shortest_digits(x)
    if d > 999999
        allzero = true
        roundup = false
        while d > 999999
            q = div(d, UInt64(10))
            r = d - UInt64(10) * q
            d = q
            roundup = (allzero && iseven(d)) ? r > 5 : r >= 5
            allzero &= r == 0
            e += 1
        end
        d += UInt64(roundup)
        while d % UInt64(10) == 0
            d = div(d, UInt64(10))
            e += 1
        end
    end
    ds = string(d)
    olength = length(ds)
    pt = e + olength
    io = IOBuffer()
    signbit(x) && print(io, '-')
    if -4 < pt <= 6 && !(pt >= olength && abs(mod(abs(Float64(x)) + 0.05, 10.0^(pt - olength)) - 0.05) > 0.05)
        if pt <= 0
            print(io, "0.", repeat("0", -pt), ds)
        elseif pt >= olength
            print(io, ds, repeat("0", pt - olength), ".0")
        else
            print(io, _substr(ds, 1, pt), '.', _substr(ds, pt + 1, olength))
        end
    else
        print(io, _substr(ds, 1, 1), '.', olength > 1 ? _substr(ds, 2, olength) : "0", 'e', pt - 1)
    end
    return _string_close!(io)
end

# the text of element x of an array of element type T, as print_matrix_row
# shows it (compact when the array has more than one column)
function _elem_string(x, T, compact::Bool)
    io = IOBuffer()
    _show_elem(io, x, T, compact)
    return _string_close!(io)
end
# ... shown in the context of the stream the matrix is printed to (its
# :SHOWN_SET entries stop a circular reference, as Julia's print_matrix
# shows elements with context=io)
# (the IOContext methods are in iocontext.jl)
_elem_string(ctx::IO, x, T, compact::Bool) = _elem_string(x, T, compact)
_ctx_buffer_io(b::IOBuffer, io::IO) = b
# print_matrix_row: the 3-argument (text/plain) show, or the 2-argument one
# when that spans lines; numbers and arrays take the element type into
# account (:typeinfo)
function _show_elem(io::IO, x, T, compact::Bool)
    b = IOBuffer()
    # (Julia's print_matrix shows elements under :compact, where a Char
    # is only its literal; a user's show sees :compact => true when the
    # matrix has more than one column)
    if x isa AbstractChar
        show(b, x)
    else
        # (shown knowing the element type, as Julia's print_matrix sets
        # :typeinfo: a Dict in a Vector{Dict{Any, Any}} is `Dict()`)
        bio = IOContext(_ctx_buffer_io(b, io), :typeinfo => T)
        show(compact ? IOContext(bio, :compact => true) : bio, MIME"text/plain"(), x)
    end
    s = _string_close!(b)
    for c in s
        if c == '\n'
            compact ? show(IOContext(io, :compact => true), x) : _show_typeinfo(io, x, T)
            return nothing
        end
    end
    print(io, s)
    return nothing
end
# Base's own numbers; a user's Number type is shown as any other element.
_show_elem(io::IO, x::Union{BitInteger,Bool,Float16,Rational,BigInt,AbstractIrrational}, T, compact::Bool) = _show_typeinfo(io, x, T)
# a string in an array shown under :limit is elided to one line (Julia's
# print_matrix shows it with :typeinfo set, so its text/plain show's limit
# is the display's width)
_show_elem(io::IO, x::AbstractString, T, compact::Bool) =
    get(io, :limit, false) === true ? show(io, MIME"text/plain"(), x; limit=max(20, displaysize(io)[2])) : show(io, x)
# an empty array other than a Vector shows as its summary in a column
# (Julia's print_matrix_row prefers the 3-argument show, whose form of an
# empty matrix is `3×0 Matrix{Float64}`, unless :compact)
_show_elem(io::IO, x::AbstractArray, T, compact::Bool) =
    isempty(x) && !compact && !(x isa Vector) && get(io, :compact, false) !== true ? summary(io, x) : _show_typeinfo(io, x, T)
# a tuple's elements are shown with the element type's field types as
# :typeinfo (Julia's print_matrix_row shows x in a context with :typeinfo)
_show_elem(io::IO, x::Union{Tuple,NamedTuple}, T, compact::Bool) =
    _show_typeinfo(compact ? IOContext(io, :compact => true) : io, x, T)
function _show_elem(io::IO, x::Union{Float64,Float32}, T, compact::Bool)
    if compact
        print(io, x isa Float32 ? _f32_exponent(_compact_string(x)) : _compact_string(x))
    else
        _show_typeinfo(io, x, T)
    end
end
_show_elem(io::IO, x::BigFloat, T, compact::Bool) =
    compact && isfinite(x) ? print(io, _prettify_bigfloat(_string_mpfr_Re(x, 6))) : _show_typeinfo(io, x, T)
function _show_elem(io::IO, z::Complex, T, compact::Bool)
    r = real(z)
    i = imag(z)
    # the parts are shown knowing the complex type, not the part's
    # (Julia's show(io, ::Complex) under :typeinfo => ComplexF32: 4.0f0im)
    P = r isa Float32 ? typeof(z) : typeof(r)
    _show_elem(io, r, P, compact)
    if signbit(i) && !isnan(i)
        print(io, compact ? "-" : " - ")
        _show_elem(io, -i, P, compact)
    else
        print(io, compact ? "+" : " + ")
        _show_elem(io, i, P, compact)
    end
    (i isa Integer && !(i isa Bool) || i isa AbstractFloat && isfinite(i)) || print(io, "*")
    print(io, "im")
end

# Julia's alignment(io, x): the widths left and right of the alignment point
# (the columns a string takes on the screen: textwidth, as Julia's
# alignment, without the escape sequences of colours)
_alignment(x, s::String) = (0, textwidth(_strip_ansi(s)))
function _strip_ansi(s::String)
    occursin('\e', s) || return s
    b = IOBuffer()
    st = 0 # 1: after ESC, 2: in ESC [ … up to a letter
    for c in s
        if st == 0
            c == '\e' ? (st = 1) : print(b, c)
        elseif st == 1
            st = c == '[' ? 2 : 0
        elseif isletter(c)
            st = 0
        end
    end
    return _string_close!(b)
end
# Base.alignment(io, x): the (left, right) widths x takes in a column of
# print_matrix
alignment(io::IO, x) = _alignment(x, sprint(show, x; context=io))
_alignment(x::Integer, s::String) = (length(s), 0)
function _alignment(x::Real, s::String)
    # ^(.*?)((?:[\.eEfF].*)?)$: split before the first . e E f F
    i = 1
    n = ncodeunits(s)
    while i <= n
        c = codeunit(s, i)
        (c == UInt8('.') || c == UInt8('e') || c == UInt8('E') || c == UInt8('f') || c == UInt8('F')) && break
        i += 1
    end
    return (length(_substr(s, 1, i - 1)), length(s) - length(_substr(s, 1, i - 1)))
end
function _alignment(x::Complex, s::String)
    # ^(.*[^ef][\+\-])(.*)$: split after the last sign not preceded by e or f
    n = ncodeunits(s)
    k = n
    while k >= 2
        c = codeunit(s, k)
        p = codeunit(s, k - 1)
        if (c == UInt8('+') || c == UInt8('-')) && p != UInt8('e') && p != UInt8('f')
            return (length(_substr(s, 1, k)), length(s) - length(_substr(s, 1, k)))
        end
        k -= 1
    end
    return (length(s), 0)
end
function _alignment(x::Rational, s::String)
    k = 1
    n = ncodeunits(s)
    while k < n
        codeunit(s, k) == UInt8('/') && codeunit(s, k + 1) == UInt8('/') && return (k, n - k)
        k += 1
    end
    return (length(s), 0)
end

# what print_matrix prints in place of element (i, j) (structural zeros of
# Diagonal and triangular matrices are a centered ⋅)
# (Julia's replace_in_print_matrix; i and j are A's own indices)
replace_in_print_matrix(A::AbstractArray, i::Integer, j::Integer, s::AbstractString) = s
function _centered_mark(s::String)
    n = length(s)
    c = (n + 1) >> 1
    return string(repeat(" ", c - 1), '⋅', repeat(" ", n - c))
end
# Julia's arrayshow.jl: s's columns as spaces but the middle one, c (what
# packages' replace_in_print_matrix methods call)
function replace_with_centered_mark(s::AbstractString; c::AbstractChar = '⋅')
    N = textwidth(s)
    return join(setindex!([" " for i = 1:N], string(c), ceil(Int, N / 2)))
end

# print_matrix: rows of X (a vector is one column), each line starting with
# a space, columns separated by two spaces
function _print_matrix(io::IO, X::AbstractArray, m::Int, n::Int, get, compact::Bool)
    T = eltype(X)
    strs = Array{String,2}(undef, m, n)
    al = Array{Int,2}(undef, m, n)
    ar = Array{Int,2}(undef, m, n)
    for j in 1:n, i in 1:m
        s, a = _elem_str_al(io, get, i, j, T, compact)
        strs[i, j] = replace_in_print_matrix(X, i + _rowoff(get), j + _coloff(get), s)
        al[i, j] = a[1]
        ar[i, j] = a[2]
    end
    L = zeros(Int, n)
    R = zeros(Int, n)
    for j in 1:n, i in 1:m
        L[j] = max(L[j], al[i, j])
        R[j] = max(R[j], ar[i, j])
    end
    for i in 1:m
        i > 1 && print(io, '\n')
        print(io, ' ')
        for j in 1:n
            print(io, repeat(" ", L[j] - al[i, j]), strs[i, j])
            j < n && print(io, repeat(" ", R[j] - ar[i, j]), "  ")
        end
    end
    return nothing
end

# Element (i, j) as print_matrix shows it and its alignment; an element
# never assigned is "#undef", aligned as (3, 3) (Julia's undef_ref_str /
# undef_ref_alignment).
function _elem_str_al(io, get, i::Int, j::Int, T, compact::Bool)
    _assigned(get, i, j) || return ("#undef", (3, 3))
    x = get(i, j)
    s = _elem_string(io, x, T, compact)
    return (s, x isa Pair ? _pair_alignment(x, s, T, compact) : _alignment(x, s))
end
# a pair shown as `a => b` is aligned on its "=" (Julia's alignment(io, ::Pair)):
# left of it the first part (in parentheses when it is a pair itself) and a
# space unless compact
function _pair_alignment(p::Pair, s::String, T, compact::Bool)
    _pair_delimited(p, T) && return (0, length(s))
    A = T isa DataType && p isa T && T <: Pair ? fieldtype(T, 1) : Any
    b = IOBuffer()
    _show_typeinfo(compact ? IOContext(b, :compact => true) : b, p.first, A)
    left = length(_string_close!(b))
    _pair_delimited(p.first, A) || (left += 2)
    compact || (left += 1)
    return (left + 1, length(s) - left - 1)
end

# The getters take the row and column counted from 1 and read the array
# at its own indices (its axes may start elsewhere: Julia's print_matrix
# walks axes(X)).
struct _MatGet{A}
    a::A
end
(g::_MatGet)(i, j) = g.a[i + _rowoff(g), j + _coloff(g)]
_assigned(g::_MatGet, i, j) = isassigned(g.a, i + _rowoff(g), j + _coloff(g))
_rowoff(g::_MatGet) = first(axes(g.a, 1)) - 1
_coloff(g::_MatGet) = first(axes(g.a, 2)) - 1
struct _VecGet{A}
    a::A
end
(g::_VecGet)(i, j) = g.a[i + _rowoff(g)]
_assigned(g::_VecGet, i, j) = isassigned(g.a, i + _rowoff(g))
_rowoff(g::_VecGet) = first(axes1(g.a)) - 1
_rowoff(g) = 0
_coloff(g) = 0
struct _SliceGet{A}
    a::A
    off::Int
    m::Int
end
(g::_SliceGet)(i, j) = g.a[g.off + (j - 1) * g.m + i]
_assigned(g::_SliceGet, i, j) = isassigned(g.a, g.off + (j - 1) * g.m + i)
_assigned(g, i, j) = true

function show(io::IO, ::MIME"text/plain", X::AbstractArray)
    # under :limit => true (an IOContext) vectors and matrices show what
    # fits displaysize(io), as in the REPL
    if get(io, :limit, false) === true && 1 <= ndims(X) <= 2 && !isempty(X)
        rows, cols = displaysize(io)
        return _repl_show(io, X, rows, cols)
    end
    # (an empty Vector is shown as Int64[]; other empty arrays by their
    # summary, 0-element BitVector, unless :compact)
    if isempty(X) && (get(io, :compact, false) === true || X isa Vector)
        return show(io, X)
    end
    summary(io, X)
    isempty(X) && return nothing
    print(io, ":")
    show_circular(io, X) && return nothing
    print(io, "\n")
    # the elements are shown with X recorded as being shown (Julia's recur_io)
    _can_refer(eltype(X)) ? _print_array(IOContext(io, _shown_pair(X)), X) : _print_array(io, X)
    return nothing
end

# Julia's text/plain show: elements are compact in a matrix of several
# columns unless the IOContext sets :compact.
_matrix_compact(io::IO, ncols::Int) = get(io, :compact, ncols > 1) === true
const undef_ref_str = "#undef"
# a 0-dimensional array's element by its 2-argument show, knowing the type
# (Julia's print_array: `0 + 0im`, `1 => 2`), #undef where unassigned
_print_array(io::IO, X::AbstractArray{T,0}) where {T} =
    isassigned(X, 1) ? _show_typeinfo(io, X[1], T) : print(io, "#undef")
_print_array(io::IO, X::AbstractVector) = _print_matrix(io, X, length(X), 1, _VecGet(X), _matrix_compact(io, 1))
_print_array(io::IO, X::AbstractMatrix) = _print_matrix(io, X, size(X, 1), size(X, 2), _MatGet(X), _matrix_compact(io, size(X, 2)))
function _print_array(io::IO, X::AbstractArray)
    d = size(X)
    m = d[1]
    n = d[2]
    nslices = div(length(X), m * n)
    for s in 1:nslices
        s > 1 && print(io, "\n\n")
        print(io, "[:, :")
        r = s - 1
        for k in 3:length(d)
            print(io, ", ", rem(r, d[k]) + 1)
            r = div(r, d[k])
        end
        print(io, "] =\n")
        _print_matrix(io, X, m, n, _SliceGet(X, (s - 1) * m * n, m), _matrix_compact(io, n))
    end
    return nothing
end

# `3-element LinRange{Float64, Int64}:` and the elements on one line, compact,
# as Julia's show(io, ::MIME"text/plain", ::LinRange) and print_range: on a
# line of 80 columns, the first and last elements around ", …, " when they
# do not all fit.
function show(io::IO, ::MIME"text/plain", r::LinRange{T}) where {T}
    isempty(r) && return show(io, r)
    print(io, length(r), "-element ", typeof(r), ":\n")
    _print_range(io, r)
end
function _print_range(io::IO, r::AbstractRange{T}) where {T}
    pre, sep, hdots = " ", ", ", ", \u2026, "
    screenwidth = 80 - length(pre)
    n = length(r)
    sepsize = length(sep)
    maxcols = div(screenwidth, 1 + sepsize)
    cols = n <= maxcols ? collect(1:n) : vcat(collect(1:div(maxcols, 2) + 1), collect((n - div(maxcols, 2)):n))
    strs = String[_elem_string(r[j], T, true) for j in cols]
    # the columns (in the order given) that fit in width c, as Julia's alignment
    function fit(order, c)
        w = Int[]
        for j in order
            push!(w, length(strs[j]))
            if length(w) > 1 && sum(w) + sepsize * length(w) >= c
                pop!(w)
                break
            end
        end
        if 1 < length(w) < length(strs)
            while sum(w) + sepsize * length(w) >= c
                pop!(w)
            end
        end
        return length(w)
    end
    print(io, pre)
    if n <= fit(1:length(strs), screenwidth)
        join(io, strs, sep)
    else
        c = div(screenwidth - length(hdots) + 1, 2) + 1
        nr = fit(length(strs):-1:1, c)
        wr = sum(length(strs[j]) for j in (length(strs) - nr + 1):length(strs))
        c = screenwidth - wr - (nr - 1) * sepsize - length(hdots)
        nl = fit(1:length(strs), c)
        join(io, strs[1:nl], sep)
        print(io, hdots)
        join(io, strs[(length(strs) - nr + 1):end], sep)
    end
end

# ---- functions, ranges and dictionaries --------------------------------------------------------------

# `f (generic function with 2 methods)` (Julia's show.jl): an anonymous
# function by its name (#1), a callable object's type as (::T); built-in
# functions say so.
function show(io::IO, ::MIME"text/plain", f::Function)
    if f isa Core.Builtin
        print(io, f, " (built-in function)")
        return nothing
    end
    sname = string(nameof(f))
    # Kiln names an anonymous function's type var"#1" (or var"#1"{T} for a
    # closure); Julia's method table calls it #1.
    if startswith(sname, "var\"#")
        k = 6
        while k <= ncodeunits(sname) && codeunit(sname, k) != UInt8('"')
            k += 1
        end
        sname = _substr(sname, 5, k - 1)
    end
    n = length(methods(f))
    mod = parentmodule(f)
    isself = isdefined(mod, Symbol(sname)) && typeof(getfield(mod, Symbol(sname))) == typeof(f)
    ns = (isself || '#' in sname) ? sname : string("(::", typeof(f), ")")
    what = startswith(ns, '@') ? "macro" : "generic function"
    print(io, ns, " (", what, " with ", n, n == 1 ? " method)" : " methods)")
    return nothing
end

# ranges always show in their compact form (Julia's range.jl)
show(io::IO, ::MIME"text/plain", r::AbstractRange) = show(io, r)

# Julia's show(io, MIME"text/plain", ::Union{KeySet,ValueIterator})
# (base/show.jl): "KeySet for a Dict{…} with n entries. Keys:", then one
# element a line; limited to the display size under :limit (a ⋮ line, long
# elements cut with …).
function show(io::IO, ::MIME"text/plain", iter::Union{KeySet,ValueIterator})
    summary(io, iter)
    isempty(iter) && return nothing
    print(io, ". ", iter isa KeySet ? "Keys" : "Values", ":")
    limit = get(io, :limit, false) === true
    rows = typemax(Int)
    cols = typemax(Int)
    if limit
        sz = displaysize(io)
        rows = sz[1] - 3
        cols = sz[2]
        rows < 2 && (print(io, " …"); return nothing)
        cols < 4 && (cols = 4)
        cols -= 2
        rows -= 1
    end
    i = 0
    for v in iter
        i += 1
        print(io, "\n  ")
        if i == rows < length(iter)
            print(io, "⋮")
            break
        end
        if limit
            b = IOBuffer()
            show(IOContext(b, io), v)
            print(io, _truncate_width(_string_close!(b), cols))
        else
            show(io, v)
        end
    end
    return nothing
end
summary(io::IO, iter::Union{KeySet,ValueIterator}) = (print(io, iter isa KeySet ? "KeySet" : "ValueIterator", " for a "); summary(io, iter.dict))
summary(io::IO, t::AbstractSet) = (print(io, typeof(t), " with ", length(t)); print(io, length(t) == 1 ? " element" : " elements"))

# Julia's show(io, MIME"text/plain", ::AbstractSet) (base/show.jl): the
# summary, then one element per line, each with the 2-argument show;
# limited to drows × dcols in the REPL (a ⋮ line, long elements cut with …).
show(io::IO, ::MIME"text/plain", t::AbstractSet) =
    get(io, :limit, false) === true ? _show_set(io, t, displaysize(io)...) : _show_set(io, t, 0, 0)
function _show_set(io::IO, t::AbstractSet, drows::Int, dcols::Int)
    isempty(t) && return show(io, t)
    summary(io, t)
    print(io, ":")
    limit = drows > 0
    rows = typemax(Int)
    cols = typemax(Int)
    if limit
        rows = drows - 3
        cols = dcols
        rows < 2 && (print(io, " …"); return nothing)
        cols -= 2
        cols < 4 && (cols = 4)
        rows -= 1
    end
    i = 0
    for v in t
        i += 1
        print(io, "\n  ")
        if i == rows < length(t)
            print(io, rpad("⋮", 2))
            break
        end
        if limit
            b = IOBuffer()
            show(b, v)
            print(io, _truncate_width(_string_close!(b), cols))
        else
            show(io, v)
        end
    end
    return nothing
end

summary(io::IO, t::AbstractDict) = (print(io, typeof(t), " with ", length(t)); print(io, length(t) == 1 ? " entry" : " entries"))

show(io::IO, ::MIME"text/plain", t::AbstractDict) =
    get(io, :limit, false) === true ? _show_dict(io, t, displaysize(io)...) : _show_dict(io, t, 0, 0)

# Julia's show(io, MIME"text/plain", ::AbstractDict): one `key => value`
# per line, keys and values in the compact form. Limited to a display of
# drows × dcols (the REPL's :limit, drows > 0), the keys are padded to one
# width, long keys and values end in …, and the entries past the screen
# are a ⋮ line.
function _show_dict(io::IO, t::AbstractDict{K,V}, drows::Int, dcols::Int) where {K,V}
    isempty(t) && return show(io, t)
    summary(io, t)
    print(io, ":")
    show_circular(io, t) && return nothing
    # the keys and values are shown with t recorded as being shown
    ctx = _can_refer(K) || _can_refer(V) ? IOContext(io, _shown_pair(t)) : io
    limit = drows > 0
    rows = typemax(Int)
    cols = typemax(Int)
    keywidth = 0
    if limit
        rows = drows - 3
        cols = dcols
        rows < 2 && (print(io, " …"); return nothing)
        cols < 12 && (cols = 12)
        cols -= 6
        rows -= 1
        valwidth = 0
        i = 0
        for (k, v) in t
            i += 1
            i > rows && break
            keywidth = clamp(textwidth(_dict_string(ctx, k, K)), keywidth, cols)
            valwidth = clamp(textwidth(_dict_string(ctx, v, V)), valwidth, cols)
        end
        if keywidth > max(div(cols, 2), cols - valwidth)
            keywidth = max(cld(cols, 3), cols - valwidth)
        end
    end
    i = 0
    for (k, v) in t
        i += 1
        print(io, "\n  ")
        if i == rows < length(t)
            print(io, rpad("⋮", keywidth), " => ⋮")
            break
        end
        ks = _dict_string(ctx, k, K)
        vs = _dict_string(ctx, v, V)
        if limit
            print(io, rpad(_truncate_width(ks, keywidth), keywidth), " => ", _truncate_width(vs, cols - keywidth))
        else
            print(io, ks, " => ", vs)
        end
    end
    return nothing
end

# a key or value as the dictionary shows it: the 2-argument show, with
# :compact => true and the key or value type as :typeinfo
function _dict_string(x, T)
    io = IOBuffer()
    _dict_show(io, x, T)
    return _string_close!(io)
end
function _dict_show(io::IO, x, T)
    if x isa Union{BitInteger,Bool,Float16,Float32,Float64,Rational,BigInt,BigFloat,AbstractIrrational,Complex}
        _show_elem(io, x, T, true)
    else
        _show_typeinfo(IOContext(io, :compact => true), x, T)
    end
end
_dict_string(ctx::IO, x, T) = _dict_string(x, T)

# Julia's _truncate_at_width_or_chars: str cut to width columns, ending
# in … when cut.
function _truncate_width(str::String, width::Int)
    textwidth(str) <= width && return str
    io = IOBuffer()
    w = 0
    for c in str
        (c == '\n' || c == '\r') && break
        w + textwidth(c) > width - 1 && break
        print(io, c)
        w += textwidth(c)
    end
    print(io, '…')
    return _string_close!(io)
end

# ---- the REPL's display ------------------------------------------------------------------------------

# How the REPL shows the value of an input (REPL.jl print_response and
# display(::REPLDisplay, ::MIME"text/plain", x)): nothing shows nothing;
# other values show with the text/plain show and a newline; when showing
# fails, the type is named before the error is reported. rows and cols
# are the terminal's size (the REPL's IOContext has :limit => true):
# vectors, matrices and dictionaries then show as much as fits; 0 when
# not limited.
function _kiln_repl_display(x, rows::Int, cols::Int)
    x === nothing && return nothing
    try
        _repl_show(stdout, x, rows, cols)
        println(stdout)
    catch
        println(stderr, "Error showing value of type ", typeof(x), ":")
        rethrow()
    end
    return nothing
end
_repl_show(io::IO, x, rows::Int, cols::Int) = show(io, MIME"text/plain"(), x)
_repl_show(io::IO, t::AbstractDict, rows::Int, cols::Int) = _show_dict(io, t, rows, cols)
_repl_show(io::IO, t::AbstractSet, rows::Int, cols::Int) = _show_set(io, t, rows, cols)
_repl_show(io::IO, t::KeySet, rows::Int, cols::Int) = show(io, MIME"text/plain"(), t)
_repl_show(io::IO, r::AbstractRange, rows::Int, cols::Int) = show(io, MIME"text/plain"(), r)
function _repl_show(io::IO, X::AbstractArray, rows::Int, cols::Int)
    (rows <= 0 || ndims(X) > 2 || isempty(X)) && return show(io, MIME"text/plain"(), X)
    summary(io, X)
    print(io, ":")
    show_circular(io, X) && return nothing
    rows - 4 <= 0 && (print(io, " …"); return nothing)
    print(io, "\n")
    _can_refer(eltype(X)) ? _repl_show_matrix(IOContext(io, _shown_pair(X)), X, rows, cols) : _repl_show_matrix(io, X, rows, cols)
    return nothing
end
function _repl_show_matrix(io::IO, X::AbstractArray, rows::Int, cols::Int)
    if ndims(X) == 1
        _print_matrix_limited(io, X, length(X), 1, _VecGet(X), _matrix_compact(io, 1), rows - 4, cols)
    else
        _print_matrix_limited(io, X, size(X, 1), size(X, 2), _MatGet(X), _matrix_compact(io, size(X, 2)), rows - 4, cols)
    end
    return nothing
end

# Julia's print_matrix under :limit (base/arrayshow.jl): the rows that
# fit on the screen (the first half and the last, around a ⋮ line), the
# columns that fit across (the first and the last, around …).
function _print_matrix_limited(io::IO, X::AbstractArray, m::Int, n::Int, get, compact::Bool, screenheight::Int, screenwidth::Int)
    pre = " "
    sep = "  "
    sepsize = 2
    hdots = "  …  "
    vdots = "⋮"
    ddots = "  ⋱  "
    hmod = 5
    vmod = 5
    screenwidth -= 1
    halfheight = div(screenheight, 2)
    rowsA = m > screenheight ? vcat(collect(1:halfheight), collect((m - div(screenheight - 1, 2) + 1):m)) : collect(1:m)
    maxpossiblecols = div(screenwidth, 1 + sepsize)
    colsA = n > maxpossiblecols ? vcat(collect(1:maxpossiblecols), collect((n - maxpossiblecols + 1):n)) : collect(1:n)
    A = _alignment_cols(io, X, get, compact, rowsA, colsA, screenwidth, screenwidth, sepsize, n)
    Lalign = A
    Ralign = A
    r = 1
    split = n > length(A)
    if split
        c = div(screenwidth - length(hdots) + 1, 2) + 1
        Ralign = reverse(_alignment_cols(io, X, get, compact, rowsA, reverse(colsA), c, c, sepsize, n))
        c = screenwidth - _alignment_width(Ralign) - (length(Ralign) - 1) * sepsize - length(hdots)
        Lalign = _alignment_cols(io, X, get, compact, rowsA, colsA, c, c, sepsize, n)
        r = mod(length(Ralign) - n + 1, vmod)
    end
    nrows = length(rowsA)
    for idx in 1:nrows
        i = rowsA[idx]
        print(io, pre)
        if split
            _print_matrix_row(io, X, get, compact, Lalign, i, colsA, sep, n)
            print(io, (i - rowsA[1]) % hmod == 0 ? hdots : repeat(" ", length(hdots)))
            _print_matrix_row(io, X, get, compact, Ralign, i, colsA .+ (n - length(Ralign)), sep, n)
        else
            _print_matrix_row(io, X, get, compact, A, i, colsA, sep, n)
        end
        vert = m > screenheight && idx == halfheight
        (idx != nrows || vert) && print(io, "\n")
        if vert
            print(io, pre)
            if split
                _print_vdots(io, vdots, Lalign, sep, vmod, 1, true)
                print(io, ddots)
                _print_vdots(io, vdots, Ralign, sep, vmod, r, false)
            else
                _print_vdots(io, vdots, A, sep, vmod, 1, false)
            end
            idx != nrows && print(io, "\n")
        end
    end
    # no row fits (a screen of one line): only the dots (Julia's
    # _print_matrix, `if isempty(rowsA)`)
    nrows == 0 && (print(io, pre, vdots); length(colsA) > 1 && print(io, "    ", ddots))
    return nothing
end

_alignment_width(a::Vector{Tuple{Int,Int}}) = (w = 0; for t in a; w += t[1] + t[2]; end; w)

# Julia's alignment(io, X, rows, cols, cols_if_complete, cols_otherwise,
# sep): the (left, right) widths of the columns that fit in the width
function _alignment_cols(io, X, get, compact::Bool, rows::Vector{Int}, cols::Vector{Int}, if_complete::Int, otherwise::Int, sep::Int, ncols::Int)
    T = eltype(X)
    a = Tuple{Int,Int}[]
    for j in cols
        l = 0
        r = 0
        for i in rows
            al = _elem_str_al(io, get, i, j, T, compact)[2]
            l = max(l, al[1])
            r = max(r, al[2])
        end
        push!(a, (l, r))
        if length(a) > 1 && _alignment_width(a) + sep * length(a) >= if_complete
            pop!(a)
            break
        end
    end
    if 1 < length(a) < ncols
        while _alignment_width(a) + sep * length(a) >= otherwise
            pop!(a)
        end
    end
    return a
end

# Julia's print_matrix_row: row i's elements in cols, padded to A
function _print_matrix_row(io::IO, X, get, compact::Bool, A::Vector{Tuple{Int,Int}}, i::Int, cols::Vector{Int}, sep::String, ncols::Int)
    T = eltype(X)
    for k in 1:length(cols)
        k > length(A) && break
        j = cols[k]
        s, al = _elem_str_al(io, get, i, j, T, compact)
        print(io, repeat(" ", A[k][1] - al[1]), replace_in_print_matrix(X, i + _rowoff(get), j + _coloff(get), s))
        j == ncols || print(io, repeat(" ", A[k][2] - al[2]))
        k < length(A) && print(io, sep)
    end
    return nothing
end

# Julia's print_matrix_vdots: ⋮ under every M-th column (from the m-th)
function _print_vdots(io::IO, vdots::String, A::Vector{Tuple{Int,Int}}, sep::String, M::Int, m::Int, pad_right::Bool)
    for k in 1:length(A)
        w = A[k][1] + A[k][2]
        if k % M == m
            l = repeat(" ", max(0, A[k][1] - length(vdots)))
            print(io, l, vdots)
            (k == length(A) && !pad_right) || print(io, repeat(" ", max(0, w - length(vdots) - length(l))))
        else
            (k != length(A) || pad_right) && print(io, repeat(" ", w))
        end
        k < length(A) && print(io, sep)
    end
    return nothing
end
