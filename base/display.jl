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
# (a MIME type built from a run-time Symbol does not dispatch in Kiln, so
# only the text/plain one is made from a string)
MIME(s::AbstractString) = s == "text/plain" ? MIME"text/plain"() :
    throw(ArgumentError(string("MIME type \"", s, "\" is not supported in Kiln (only text/plain)")))
show(io::IO, ::MIME{mime}) where {mime} = print(io, "MIME type ", string(mime))
print(io::IO, ::MIME{mime}) where {mime} = print(io, string(mime))

show(io::IO, ::MIME"text/plain", x) = show(io, x)
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
display(m::AbstractString, x) = display(MIME(m), x)

# ---- summaries -------------------------------------------------------------------------------------

showarg(io::IO, a::Array, toplevel::Bool) = (toplevel || print(io, "::"); print(io, typeof(a)))
showarg(io::IO, x, toplevel::Bool) = (toplevel || print(io, "::"); print(io, typeof(x)))

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
# print_matrix_row: the 3-argument (text/plain) show, or the 2-argument one
# when that spans lines; numbers and arrays take the element type into
# account (:typeinfo)
function _show_elem(io::IO, x, T, compact::Bool)
    b = IOBuffer()
    show(b, MIME"text/plain"(), x)
    s = _string_close!(b)
    for c in s
        if c == '\n'
            _show_typeinfo(io, x, T)
            return nothing
        end
    end
    print(io, s)
    return nothing
end
_show_elem(io::IO, x::Number, T, compact::Bool) = _show_typeinfo(io, x, T)
_show_elem(io::IO, x::AbstractArray, T, compact::Bool) = _show_typeinfo(io, x, T)
function _show_elem(io::IO, x::Union{Float64,Float32}, T, compact::Bool)
    if compact
        print(io, _compact_string(x))
    else
        _show_typeinfo(io, x, T)
    end
end
function _show_elem(io::IO, z::Complex, T, compact::Bool)
    r = real(z)
    i = imag(z)
    _show_elem(io, r, typeof(r), compact)
    if signbit(i) && !isnan(i)
        print(io, compact ? "-" : " - ")
        _show_elem(io, -i, typeof(i), compact)
    else
        print(io, compact ? "+" : " + ")
        _show_elem(io, i, typeof(i), compact)
    end
    (i isa Integer && !(i isa Bool) || i isa AbstractFloat && isfinite(i)) || print(io, "*")
    print(io, "im")
end

# Julia's alignment(io, x): the widths left and right of the alignment point
_alignment(x, s::String) = (0, length(s))
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
_replace_in_print_matrix(A::AbstractArray, i::Integer, j::Integer, s::String) = s
function _centered_mark(s::String)
    n = length(s)
    c = (n + 1) >> 1
    return string(repeat(" ", c - 1), '⋅', repeat(" ", n - c))
end

# print_matrix: rows of X (a vector is one column), each line starting with
# a space, columns separated by two spaces
function _print_matrix(io::IO, X::AbstractArray, m::Int, n::Int, get, compact::Bool)
    T = eltype(X)
    strs = Array{String,2}(undef, m, n)
    al = Array{Int,2}(undef, m, n)
    ar = Array{Int,2}(undef, m, n)
    for j in 1:n, i in 1:m
        x = get(i, j)
        s = _elem_string(x, T, compact)
        a = _alignment(x, s)
        strs[i, j] = _replace_in_print_matrix(X, i, j, s)
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

struct _MatGet{A}
    a::A
end
(g::_MatGet)(i, j) = g.a[i, j]
struct _VecGet{A}
    a::A
end
(g::_VecGet)(i, j) = g.a[i]
struct _SliceGet{A}
    a::A
    off::Int
    m::Int
end
(g::_SliceGet)(i, j) = g.a[g.off + (j - 1) * g.m + i]

function show(io::IO, ::MIME"text/plain", X::AbstractArray)
    if isempty(X) && ndims(X) == 1
        return show(io, X)
    end
    summary(io, X)
    isempty(X) && return nothing
    print(io, ":\n")
    _print_array(io, X)
    return nothing
end

_print_array(io::IO, X::AbstractArray{T,0}) where {T} = print(io, _elem_string(X[1], T, false))
_print_array(io::IO, X::AbstractVector) = _print_matrix(io, X, length(X), 1, _VecGet(X), false)
_print_array(io::IO, X::AbstractMatrix) = _print_matrix(io, X, size(X, 1), size(X, 2), _MatGet(X), size(X, 2) > 1)
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
        _print_matrix(io, X, m, n, _SliceGet(X, (s - 1) * m * n, m), n > 1)
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
