# This file is a part of Kiln's Base library.
#
# arrayshow.jl — the one-line `show` of arrays (what print, println, string
# and interpolation use): `[1, 2, 3]`, `Float64[]`, `Any[1, "a"]`,
# `Bool[1, 0]`, `[1 2; 3 4]`; as Julia's base/arrayshow.jl. The :typeinfo
# context (the element type the reader already knows) is passed explicitly
# to _show_typeinfo; :compact and :limit are read from the IOContext.

# Julia's typeinfo_implicit: element types whose values print unambiguously.
# (a singleton type's one value shows the same whatever the context knows:
# Julia's issingletontype(T) clause)
typeinfo_implicit(T) = issingletontype(T)
typeinfo_implicit(::Type{Float64}) = true
typeinfo_implicit(::Type{Int64}) = true
typeinfo_implicit(::Type{Char}) = true
typeinfo_implicit(::Type{String}) = true
typeinfo_implicit(::Type{Symbol}) = true
typeinfo_implicit(::Type{Nothing}) = true
typeinfo_implicit(::Type{Array{T,N}}) where {T,N} = typeinfo_implicit(T)
typeinfo_implicit(::Type{Tuple{}}) = true
typeinfo_implicit(::Type{Tuple{A}}) where {A} = typeinfo_implicit(A)
typeinfo_implicit(::Type{Tuple{A,B}}) where {A,B} = typeinfo_implicit(A) && typeinfo_implicit(B)
typeinfo_implicit(::Type{Tuple{A,B,C}}) where {A,B,C} = typeinfo_implicit(A) && typeinfo_implicit(B) && typeinfo_implicit(C)
typeinfo_implicit(::Type{Tuple{A,B,C,D}}) where {A,B,C,D} = typeinfo_implicit(A) && typeinfo_implicit(B) && typeinfo_implicit(C) && typeinfo_implicit(D)
typeinfo_implicit(::Type{Pair{A,B}}) where {A,B} = typeinfo_implicit(A) && typeinfo_implicit(B)
typeinfo_implicit(::Type{NamedTuple{names,T}}) where {names,T} = typeinfo_implicit(T)

# show x where the reader already knows the type ctx
_show_typeinfo(io::IO, x, ctx) = show(io, x)
_show_typeinfo(io::IO, x::Bool, ctx) = ctx === Bool ? print(io, x ? "1" : "0") : show(io, x)
_show_typeinfo(io::IO, x::Float32, ctx) = ctx === Float32 ? _show_float_known(io, x) : show(io, x)
_show_typeinfo(io::IO, x::Float16, ctx) = ctx === Float16 ? _show_float_known(io, x) : show(io, x)
# a float whose type the reader knows: no f0 suffix, 6 digits under
# :compact => true (Julia's show of an IEEEFloat with :typeinfo)
_show_float_known(io::IO, x) = get(io, :compact, false) === true ? print(io, _compact_string(Float32(x))) : print(io, x)
# a Float32's exponent is written with f (Julia's show passes 'f' as the
# exponent character of every Float32: 1.0f10, even where the type is known)
_show_float_known(io::IO, x::Float32, compact::Bool=get(io, :compact, false) === true) =
    print(io, _f32_exponent(compact ? _compact_string(x) : string(x)))
_f32_exponent(s::String) = occursin('e', s) ? replace(s, 'e' => 'f') : s
_show_typeinfo(io::IO, x::AbstractArray, ctx) = _has_own_show(x) ? show(io, x) : _show_array(io, x, ctx)
# whether an array of a user's type has a show method of its own (an
# element of a container is shown with it, as Julia's show(recur_io, x))
function _has_own_show(x::AbstractArray)
    m = parentmodule(typeof(x))
    (m === Base || m === Core) && return false
    return which(show, Tuple{IO,typeof(x)}).module !== Base
end
_show_typeinfo(io::IO, x::AbstractRange, ctx) = show(io, x)

show(io::IO, a::AbstractArray) = _show_array(io, a, Any)

# the prefix Julia prints before '[' (typeinfo_prefix)
function _typeinfo_prefix(a::AbstractArray, ctx)
    T = eltype(a)
    ctxT = ctx isa Type && a isa ctx && ctx <: AbstractArray ? eltype(ctx) : nothing
    T === ctxT && return false
    !isempty(a) && typeinfo_implicit(T) && return false
    return true
end
# the :typeinfo the elements are shown with: the element type, unless it
# went unprinted because the values show it (Julia's show_vector leaves the
# context as it was then: `[[1], Int64[]]`, the empty vector's type shown)
function _elem_typeinfo(a::AbstractArray, ctx)
    T = eltype(a)
    ctxT = ctx isa Type && a isa ctx && ctx <: AbstractArray ? eltype(ctx) : nothing
    T !== ctxT && !isempty(a) && typeinfo_implicit(T) && return Any
    return T
end

function _show_array(io::IO, a::AbstractArray{T,1}, ctx) where {T}
    _typeinfo_prefix(a, ctx) && show(io, T)
    print(io, '[')
    if !show_circular(io, a)
        E = _elem_typeinfo(a, ctx)
        _can_refer(T) ? _show_vector_elems(IOContext(io, _shown_pair(a)), a, E) : _show_vector_elems(io, a, E)
    end
    print(io, ']')
    return nothing
end
# the elements of a vector, between its brackets
function _show_vector_elems(io::IO, a::AbstractArray{T,1}, E=T) where {T}
    n = length(a)
    # under :limit => true a vector of more than 20 elements shows its
    # first and last 10 around "  …  " (Julia's show_vector)
    limited = n > 20 && get(io, :limit, false) === true
    # the i-th element, counted from 1 along axes(a) (which may start elsewhere)
    o = first(axes1(a)) - 1
    i = 1
    while i <= n
        if isassigned(a, i + o)
            _show_typeinfo(io, a[i + o], E)
        else
            print(io, "#undef")
        end
        if limited && i == 10
            print(io, "  …  ")
            i = n - 9
            continue
        end
        i < n && print(io, ", ")
        i += 1
    end
    return nothing
end

function _show_array(io::IO, a::AbstractArray{T,2}, ctx) where {T}
    m = size(a, 1)
    n = size(a, 2)
    if m == 0 || n == 0
        print(io, typeof(a), "(undef, ", m, ", ", n, ')')
        return nothing
    end
    _typeinfo_prefix(a, ctx) && show(io, T)
    E = _elem_typeinfo(a, ctx)
    print(io, '[')
    # under :limit => true more than 4 rows (columns) show the first and
    # last 2 around "… ; " (" … "), as Julia's _show_nonempty
    limit = get(io, :limit, false) === true
    rdots = limit && m > 4
    cdots = limit && n > 4
    rows = rdots ? (1:2, m-1:m) : (1:m, 1:0)
    cols = cdots ? (1:2, n-1:n) : (1:n, 1:0)
    # rows and columns counted from 1 along axes(a)
    ro = first(axes(a, 1)) - 1
    co = first(axes(a, 2)) - 1
    for rr in rows
        for i in rr
            for cr in cols
                for j in cr
                    j > first(cr) && print(io, ' ')
                    _show_typeinfo(io, a[i + ro, j + co], E)
                end
                if !isempty(cr) && last(cr) == n
                    i < m && print(io, "; ")
                elseif cdots && !isempty(cr)
                    print(io, " … ")
                end
            end
        end
        !isempty(rr) && last(rr) != m && rdots && print(io, "… ; ")
    end
    n == 1 && print(io, ";;")
    print(io, ']')
    return nothing
end

function _show_array(io::IO, a::AbstractArray{T,N}, ctx) where {T,N}
    # Julia's show_zero_dim
    N == 0 && (print(io, "fill("); show(io, a[1]); print(io, ")"); return nothing)
    if isempty(a)
        print(io, typeof(a), "(undef, ")
        d = size(a)
        for k in 1:N
            k > 1 && print(io, ", ")
            print(io, d[k])
        end
        print(io, ')')
        return nothing
    end
    _typeinfo_prefix(a, ctx) && show(io, T)
    E = _elem_typeinfo(a, ctx)
    print(io, '[')
    # Julia's _show_nd: the matrices a[:, :, k...] in order, each as its
    # rows "x y; z w", separated by as many semicolons as 2 + the highest
    # trailing dimension whose index changed ("[1 3; 2 4;;; 5 7; 6 8]");
    # N semicolons at the end when the last dimension never changed.
    d = size(a)
    m, n = d[1], d[2]
    nslices = div(length(a), m * n)
    reached_last = false
    prev = ones(Int, N - 2)
    cur = ones(Int, N - 2)
    for s in 1:nslices
        if s > 1
            # the trailing index of slice s (column-major over d[3:end])
            r = s - 1
            for k in 1:N-2
                cur[k] = r % d[k+2] + 1
                r = div(r, d[k+2])
            end
            changed = 0
            for k in 1:N-2
                prev[k] < cur[k] && (changed = k)
            end
            print(io, repeat(";", changed + 2), ' ')
            changed + 2 == N && (reached_last = true)
            copyto!(prev, cur)
        end
        off = (s - 1) * m * n
        for i in 1:m
            for j in 1:n
                j > 1 && print(io, ' ')
                _show_typeinfo(io, a[off + i + (j - 1) * m], E)
            end
            i < m && print(io, "; ")
        end
    end
    reached_last || print(io, repeat(";", N))
    print(io, ']')
    return nothing
end

isassigned(a::AbstractArray, i::Integer) = _isassigned_try(a, (i,))
isassigned(a::AbstractArray, i::Integer, j::Integer, I::Integer...) = _isassigned_try(a, (i, j, I...))
# isassigned(A, i, j, ...): in bounds and, for an Array of references, set.
function isassigned(a::Array, i::Integer, j::Integer, I::Integer...)
    idx = (Int(i), Int(j), map(Int, I)...)
    k = 0
    stride = 1
    for d in 1:length(idx)
        (1 <= idx[d] <= size(a, d)) || return false
        k += (idx[d] - 1) * stride
        stride *= size(a, d)
    end
    return isassigned(a, k + 1)
end

# Julia's show_vector (base/arrayshow.jl): the elements of any iterable v
# between opn and cls, after the element type when values would not show
# it (`Float32[1.0, 2.0]`), "  …  " between the first and last 10 of more
# than 20 under :limit => true; what packages call to show their own
# collections (`show_vector(io, s, '[', ']')`).
function show_vector(io::IO, v, opn='[', cls=']')
    T = eltype(v)
    (!isempty(v) && typeinfo_implicit(T)) || show(io, T)
    print(io, opn)
    n = length(v)
    limited = n > 20 && get(io, :limit, false) === true
    i = 0
    for x in v
        i += 1
        limited && 10 < i <= n - 10 && continue
        _show_typeinfo(io, x, T)
        if limited && i == 10
            print(io, "  …  ")
        elseif i < n
            print(io, ", ")
        end
    end
    print(io, cls)
    return nothing
end

# Julia's isassigned(a::AbstractArray, i::Integer...): the element is read;
# a BoundsError or UndefRefError is false, another error (a type without
# getindex: CanonicalIndexError) is thrown.
function _isassigned_try(a::AbstractArray, I::Tuple)
    try
        a[I...]
        return true
    catch e
        (e isa BoundsError || e isa UndefRefError) && return false
        rethrow()
    end
end
