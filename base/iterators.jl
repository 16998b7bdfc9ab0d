# This file is a part of Kiln's Base library.
#
# iterators.jl — the iterator traits (IteratorSize, IteratorEltype),
# Generator, enumerate, zip, and the lazy iterators of Base.Iterators
# (filter, product, take, drop, cycle, countfrom, repeated, flatten, rest);
# collect with Julia's element-type widening; as Julia's base/generator.jl,
# base/iterators.jl and the collect part of base/array.jl.

# ---- traits ------------------------------------------------------------------------------------

abstract type IteratorSize end
struct SizeUnknown <: IteratorSize end
struct HasLength <: IteratorSize end
struct HasShape{N} <: IteratorSize end
struct IsInfinite <: IteratorSize end

IteratorSize(x) = IteratorSize(typeof(x))
IteratorSize(::Type) = HasLength()
IteratorSize(::Type{<:AbstractArray{T,N}}) where {T,N} = HasShape{N}()
IteratorSize(::Type{<:AbstractChar}) = HasShape{0}()
IteratorSize(::Type{<:Tuple}) = HasLength()
IteratorSize(::Type{<:AbstractString}) = SizeUnknown()
IteratorSize(::Type{<:Number}) = HasShape{0}()

abstract type IteratorEltype end
struct EltypeUnknown <: IteratorEltype end
struct HasEltype <: IteratorEltype end

IteratorEltype(x) = IteratorEltype(typeof(x))
IteratorEltype(::Type) = HasEltype()

haslength(x) = _haslength(IteratorSize(x))
_haslength(::HasLength) = true
_haslength(::HasShape) = true
_haslength(::IteratorSize) = false

eltype(::Type{<:AbstractString}) = Char
eltype(::Type{String}) = Char
eltype(::Type{Tuple{}}) = Bottom
# (T a bound of the argument type's own parameter: E has a value for every
# tuple type the method takes)
eltype(::Type{T}) where {E,T<:Tuple{E,Vararg{E}}} = E
# Julia's _compute_eltype: the promote_typejoin of the element types
# (Real for Tuple{Int64, Float64}, Union{Nothing, Int64} for Tuple{Int64, Nothing}).
eltype(::Type{T}) where {T<:Tuple} = Core._tuple_eltype(T)
# Julia's pair.jl: Union{A, B} (a Pair{Int,Float64} iterates an Int then a Float64)
eltype(::Type{<:Pair{A,B}}) where {A,B} = Union{A,B}

# ---- Generator ----------------------------------------------------------------------------------

struct Generator{I,F}
    f::F
    iter::I
end
Generator(f::F, iter::I) where {I,F} = Generator{I,F}(f, iter)
# A type as the function keeps its identity (Julia's generator.jl), so that
# map(Float64, Int[]) knows its element type.
Generator(::Type{T}, iter::I) where {T,I} = Generator{I,Type{T}}(T, iter)
# Several iterators are zipped (Julia's generator.jl).
Generator(f, I1, I2, Is...) = Generator(a -> f(a...), zip(I1, I2, Is...))

function iterate(g::Generator)
    y = iterate(g.iter)
    y === nothing && return nothing
    return (g.f(y[1]), y[2])
end
function iterate(g::Generator, s)
    y = iterate(g.iter, s)
    y === nothing && return nothing
    return (g.f(y[1]), y[2])
end
length(g::Generator) = length(g.iter)
size(g::Generator) = size(g.iter)
axes(g::Generator) = axes(g.iter)
ndims(g::Generator) = ndims(g.iter)
IteratorSize(::Type{Generator{I,F}}) where {I,F} = IteratorSize(I)
IteratorEltype(::Type{<:Generator}) = EltypeUnknown()

# ---- Base.Pairs --------------------------------------------------------------------------------------

abstract type AbstractDict{K,V} end

# Julia's Base.Pairs (base/essentials.jl, base/iterators.jl): `pairs(x)` is a
# dictionary view of `x`'s keys and values. The keywords a `kw...` method
# receives are `pairs` of a NamedTuple, so `for (k, v) in kw` gives
# `:k => v` pairs and `kw[:k]`, `keys(kw)`, `values(kw)` work as in Julia.
struct Pairs{K,V,I,A} <: AbstractDict{K,V}
    data::A
    itr::I
end

# ---- enumerate -------------------------------------------------------------------------------------

struct Enumerate{I}
    itr::I
end
enumerate(itr) = Enumerate(itr)
# enumerate("test") shows as the call that made it (Julia's iterators.jl)
show(io::IO, e::Enumerate) = (print(io, "enumerate("); show(io, e.itr); print(io, ')'))
length(e::Enumerate) = length(e.itr)
size(e::Enumerate) = size(e.itr)
IteratorSize(::Type{Enumerate{I}}) where {I} = IteratorSize(I)
IteratorEltype(::Type{Enumerate{I}}) where {I} = IteratorEltype(I)
eltype(::Type{Enumerate{I}}) where {I} = Tuple{Int,eltype(I)}
function iterate(e::Enumerate)
    y = iterate(e.itr)
    y === nothing && return nothing
    return ((1, y[1]), (2, y[2]))
end
function iterate(e::Enumerate, st)
    y = iterate(e.itr, st[2])
    y === nothing && return nothing
    return ((st[1], y[1]), (st[1] + 1, y[2]))
end

# ---- zip --------------------------------------------------------------------------------------------

# Julia's Base.isdone: whether an iterator knows it has no more elements
# without iterating (missing: cannot tell).
isdone(itr, state...) = missing

# Julia's generic isempty: ask isdone, else try to iterate.
function isempty(itr)
    d = isdone(itr)
    d !== missing && return d
    return iterate(itr) === nothing
end

struct Zip{Is<:Tuple}
    is::Is
end
zip(a...) = Zip(a)
function show(io::IO, z::Zip)
    print(io, "zip(")
    for i in 1:length(z.is)
        i > 1 && print(io, ", ")
        show(io, z.is[i])
    end
    print(io, ')')
end
function length(z::Zip)
    n = typemax(Int)
    for it in z.is
        IteratorSize(it) isa IsInfinite && continue
        n = min(n, length(it))
    end
    return n
end
# Iterators of one shape zip to that shape (Julia's and_iteratorsize and
# size(::Zip) by promote_shape): zip of two matrices is a HasShape{2}
# iterator, so map(f, gen2d, matrix) is a matrix.
function size(z::Zip)
    # one dimension: the shortest length, as zip stops at the shortest
    IteratorSize(typeof(z)) isa HasShape{1} && return (length(z),)
    IteratorSize(typeof(z)) isa HasShape || return (length(z),)
    sz = size(z.is[1])
    for k in 2:length(z.is)
        s2 = size(z.is[k])
        # Julia's promote_shape of the two sizes
        for d in 1:length(sz)
            sz[d] == s2[d] || throw(DimensionMismatch(string("dimensions must match: a has dims ", sz, ", b has dims ", s2, ", mismatch at ", d)))
        end
    end
    return sz
end
axes(z::Zip) = map(OneTo, size(z))
IteratorSize(::Type{Zip{Tuple{A}}}) where {A} = _zip_size(IteratorSize(A))
IteratorSize(::Type{Zip{Tuple{A,B}}}) where {A,B} = _zip_size(IteratorSize(A), IteratorSize(B))
IteratorSize(::Type{Zip{Tuple{A,B,C}}}) where {A,B,C} = _zip_size(_zip_size(IteratorSize(A), IteratorSize(B)), IteratorSize(C))
_zip_size(a::IteratorSize) = a
_zip_size(a::HasShape{N}, b::HasShape{N}) where {N} = a
_zip_size(a::HasShape, b::HasShape) = SizeUnknown()
_zip_size(a::IteratorSize, b::IteratorSize) = (a isa SizeUnknown || b isa SizeUnknown) ? SizeUnknown() :
    (a isa IsInfinite && b isa IsInfinite) ? IsInfinite() : HasLength()
IteratorEltype(::Type{Zip{Is}}) where {Is} = EltypeUnknown()
# The element type is the tuple of the iterators' element types, known when
# each one's is (Julia's _zip_eltype / _zip_iterator_eltype):
# collect(zip(Union{Nothing,Int}[1], [2.0])) is a
# Vector{Tuple{Union{Nothing, Int64}, Float64}}.
eltype(::Type{Zip{Tuple{A}}}) where {A} = Tuple{eltype(A)}
eltype(::Type{Zip{Tuple{A,B}}}) where {A,B} = Tuple{eltype(A),eltype(B)}
eltype(::Type{Zip{Tuple{A,B,C}}}) where {A,B,C} = Tuple{eltype(A),eltype(B),eltype(C)}
IteratorEltype(::Type{Zip{Tuple{A}}}) where {A} = IteratorEltype(A)
IteratorEltype(::Type{Zip{Tuple{A,B}}}) where {A,B} = _and_eltype(IteratorEltype(A), IteratorEltype(B))
IteratorEltype(::Type{Zip{Tuple{A,B,C}}}) where {A,B,C} =
    _and_eltype(_and_eltype(IteratorEltype(A), IteratorEltype(B)), IteratorEltype(C))
_and_eltype(::HasEltype, ::HasEltype) = HasEltype()
_and_eltype(::IteratorEltype, ::IteratorEltype) = EltypeUnknown()

iterate(z::Zip{Tuple{}}) = nothing
function iterate(z::Zip{Tuple{A}}) where {A}
    y = iterate(z.is[1])
    y === nothing && return nothing
    return ((y[1],), (y[2],))
end
function iterate(z::Zip{Tuple{A}}, st) where {A}
    y = iterate(z.is[1], st[1])
    y === nothing && return nothing
    return ((y[1],), (y[2],))
end
iterate(z::Zip{Tuple{A,B}}) where {A,B} = _zip_iterate2(z.is[1], z.is[2], (), ())
iterate(z::Zip{Tuple{A,B}}, st) where {A,B} = _zip_iterate2(z.is[1], z.is[2], (st[1],), (st[2],))
iterate(z::Zip{Tuple{A,B,C}}) where {A,B,C} = _zip_iterate3(z.is[1], z.is[2], z.is[3], (), (), ())
iterate(z::Zip{Tuple{A,B,C}}, st) where {A,B,C} =
    _zip_iterate3(z.is[1], z.is[2], z.is[3], (st[1],), (st[2],), (st[3],))
# Four or more iterators: each in turn, by recursion on the tuple (a state
# is () before the first step).
iterate(z::Zip) = _zip_next(z.is, _zip_fresh(z.is))
iterate(z::Zip, st) = _zip_next(z.is, _zip_wrap(st))
_zip_next(::Tuple{}, ::Tuple{}) = ((), ())
function _zip_next(is::Tuple, ss::Tuple)
    y = iterate(getfield(is, 1), getfield(ss, 1)...)
    y === nothing && return nothing
    r = _zip_next(tail(is), tail(ss))
    r === nothing && return nothing
    return ((y[1], r[1]...), (y[2], r[2]...))
end
_zip_fresh(::Tuple{}) = ()
_zip_fresh(t::Tuple) = ((), _zip_fresh(tail(t))...)
_zip_wrap(::Tuple{}) = ()
_zip_wrap(st::Tuple) = ((getfield(st, 1),), _zip_wrap(tail(st))...)

# As Julia's _zip_iterate_all: stop before iterating anything when an
# iterator knows it is done (isdone), and iterate the ones that cannot
# tell (isdone is missing) before those that can, so that a zip that ends
# does not consume an element of an Iterators.Stateful.
function _zip_iterate2(a, b, sa, sb)
    da = isdone(a, sa...)
    db = isdone(b, sb...)
    (da === true || db === true) && return nothing
    if da === false && db === missing
        y2 = iterate(b, sb...)
        y2 === nothing && return nothing
        y1 = iterate(a, sa...)
        y1 === nothing && return nothing
    else
        y1 = iterate(a, sa...)
        y1 === nothing && return nothing
        y2 = iterate(b, sb...)
        y2 === nothing && return nothing
    end
    return ((y1[1], y2[1]), (y1[2], y2[2]))
end
function _zip_iterate3(a, b, c, sa, sb, sc)
    da = isdone(a, sa...)
    db = isdone(b, sb...)
    dc = isdone(c, sc...)
    (da === true || db === true || dc === true) && return nothing
    if da === missing
        y1 = iterate(a, sa...)
        y1 === nothing && return nothing
    end
    if db === missing
        y2 = iterate(b, sb...)
        y2 === nothing && return nothing
    end
    if dc === missing
        y3 = iterate(c, sc...)
        y3 === nothing && return nothing
    end
    if da !== missing
        y1 = iterate(a, sa...)
        y1 === nothing && return nothing
    end
    if db !== missing
        y2 = iterate(b, sb...)
        y2 === nothing && return nothing
    end
    if dc !== missing
        y3 = iterate(c, sc...)
        y3 === nothing && return nothing
    end
    return ((y1[1], y2[1], y3[1]), (y1[2], y2[2], y3[2]))
end
isdone(z::Zip) = _zip_any_isdone(map(isdone, z.is))
isdone(z::Zip, ss) = _zip_any_isdone(map(isdone, z.is, ss))
_zip_any_isdone(ds::Tuple{}) = false
function _zip_any_isdone(ds::Tuple)
    r = _zip_any_isdone(Base.tail(ds))
    d = ds[1]
    return (d === true || r === true) ? true : (d === missing || r === missing) ? missing : false
end

# ---- lazy iterators of Base.Iterators ----------------------------------------------------------------

struct Filter{F,I}
    flt::F
    itr::I
end
IteratorSize(::Type{<:Filter}) = SizeUnknown()
IteratorEltype(::Type{Filter{F,I}}) where {F,I} = IteratorEltype(I)
eltype(::Type{Filter{F,I}}) where {F,I} = eltype(I)
iterate(f::Filter) = _filter_from(f, iterate(f.itr))
iterate(f::Filter, s) = _filter_from(f, iterate(f.itr, s))
function _filter_from(f::Filter, y)
    while y !== nothing
        f.flt(y[1]) && return y
        y = iterate(f.itr, y[2])
    end
    return nothing
end

struct Take{I}
    xs::I
    n::Int
end
IteratorSize(::Type{Take{I}}) where {I} = _take_size(IteratorSize(I))
_take_size(::SizeUnknown) = SizeUnknown()
_take_size(::IteratorSize) = HasLength()
length(t::Take) = IteratorSize(t.xs) isa IsInfinite ? t.n : min(t.n, length(t.xs))
eltype(::Type{Take{I}}) where {I} = eltype(I)
IteratorEltype(::Type{Take{I}}) where {I} = IteratorEltype(I)
function iterate(it::Take, state=(it.n,))
    n = state[1]
    n <= 0 && return nothing
    y = length(state) == 1 ? iterate(it.xs) : iterate(it.xs, state[2])
    y === nothing && return nothing
    return (y[1], (n - 1, y[2]))
end

struct Drop{I}
    xs::I
    n::Int
end
IteratorSize(::Type{Drop{I}}) where {I} = IteratorSize(I) isa HasShape ? HasLength() : IteratorSize(I)
length(d::Drop) = max(0, length(d.xs) - d.n)
eltype(::Type{Drop{I}}) where {I} = eltype(I)
IteratorEltype(::Type{Drop{I}}) where {I} = IteratorEltype(I)
function iterate(it::Drop)
    y = iterate(it.xs)
    for i in 1:it.n
        y === nothing && return nothing
        y = iterate(it.xs, y[2])
    end
    return y
end
iterate(it::Drop, st) = iterate(it.xs, st)

struct Cycle{I}
    xs::I
end
IteratorSize(::Type{<:Cycle}) = IsInfinite()
eltype(::Type{Cycle{I}}) where {I} = eltype(I)
IteratorEltype(::Type{Cycle{I}}) where {I} = IteratorEltype(I)
function iterate(it::Cycle)
    y = iterate(it.xs)
    y === nothing && return nothing
    return (y[1], y[2])
end
function iterate(it::Cycle, st)
    y = iterate(it.xs, st)
    y === nothing && (y = iterate(it.xs))
    y === nothing && return nothing
    return (y[1], y[2])
end

struct Count{T,S}
    start::T
    step::S
end
IteratorSize(::Type{<:Count}) = IsInfinite()
eltype(::Type{Count{T,S}}) where {T,S} = promote_type(T, S)
iterate(it::Count, st=it.start) = (st, st + it.step)

struct Repeated{O}
    x::O
end
struct RepeatedN{O}
    x::O
    n::Int
end
IteratorSize(::Type{<:Repeated}) = IsInfinite()
eltype(::Type{Repeated{O}}) where {O} = O
iterate(it::Repeated, st=nothing) = (it.x, nothing)
length(it::RepeatedN) = it.n
eltype(::Type{RepeatedN{O}}) where {O} = O
iterate(it::RepeatedN, i=1) = i > it.n ? nothing : (it.x, i + 1)

struct Rest{I,S}
    itr::I
    st::S
end
IteratorSize(::Type{<:Rest}) = SizeUnknown()
eltype(::Type{Rest{I,S}}) where {I,S} = eltype(I)
IteratorEltype(::Type{Rest{I,S}}) where {I,S} = IteratorEltype(I)
iterate(i::Rest, st=i.st) = iterate(i.itr, st)

struct Flatten{I}
    it::I
end
# Julia's flatten_iteratorsize: a known length when every element has one
# that the type tells (numbers, NTuples).
IteratorSize(::Type{Flatten{I}}) where {I} = _flatten_iteratorsize(IteratorSize(I), eltype(I))
_flatten_iteratorsize(::Union{HasShape,HasLength}, ::Type{Union{}}) = HasLength()
_flatten_iteratorsize(::Union{HasShape,HasLength}, ::Type{<:NTuple{N,Any}}) where {N} = HasLength()
_flatten_iteratorsize(::Union{HasShape,HasLength}, ::Type{<:Tuple}) = SizeUnknown()
_flatten_iteratorsize(::Union{HasShape,HasLength}, ::Type{<:Number}) = HasLength()
_flatten_iteratorsize(a, b) = SizeUnknown()
length(f::Flatten{I}) where {I} = _flatten_length(f, eltype(I))
_flatten_length(f, ::Type{Union{}}) = 0
_flatten_length(f, ::Type{<:NTuple{N,Any}}) where {N} = N * length(f.it)
_flatten_length(f, ::Type{<:Number}) = length(f.it)
_flatten_length(f, T) = throw(ArgumentError("Iterates of the argument to Flatten are not known to have constant length"))
# Julia's: the element type of the inner iterators, when it is known.
IteratorEltype(::Type{Flatten{I}}) where {I} = _flatten_eltype(I, IteratorEltype(I))
_flatten_eltype(::Type{I}, ::HasEltype) where {I} = IteratorEltype(eltype(I))
_flatten_eltype(::Type{I}, ::IteratorEltype) where {I} = EltypeUnknown()
eltype(::Type{Flatten{I}}) where {I} = eltype(eltype(I))
function iterate(f::Flatten)
    y = iterate(f.it)
    while y !== nothing
        inner = y[1]
        z = iterate(inner)
        z !== nothing && return (z[1], (y[2], inner, z[2]))
        y = iterate(f.it, y[2])
    end
    return nothing
end
function iterate(f::Flatten, st)
    outer, inner, ist = st
    z = iterate(inner, ist)
    z !== nothing && return (z[1], (outer, inner, z[2]))
    y = iterate(f.it, outer)
    while y !== nothing
        inner = y[1]
        z = iterate(inner)
        z !== nothing && return (z[1], (y[2], inner, z[2]))
        y = iterate(f.it, y[2])
    end
    return nothing
end

# product of two (or three) iterators, first one fastest, shaped as an array
struct ProductIterator{T<:Tuple}
    iterators::T
end
# The shape of a product is the iterators' shapes one after the other
# (a matrix and a vector make a 3-d product), as Julia's
# prod_iteratorsize and _prod_size (base/iterators.jl).
IteratorSize(::Type{ProductIterator{Tuple{A}}}) where {A} = prod_iteratorsize(_prod_isize(A))
IteratorSize(::Type{ProductIterator{Tuple{A,B}}}) where {A,B} = prod_iteratorsize(_prod_isize(A), _prod_isize(B))
IteratorSize(::Type{ProductIterator{Tuple{A,B,C}}}) where {A,B,C} = prod_iteratorsize(_prod_isize(A), _prod_isize(B), _prod_isize(C))
# A string has a length in Julia (HasLength); Kiln's strings say
# SizeUnknown (their length is a scan), which a product must not inherit.
_prod_isize(::Type{T}) where {T} = IteratorSize(T)
_prod_isize(::Type{<:AbstractString}) = HasLength()
prod_iteratorsize() = HasShape{0}()
prod_iteratorsize(I) = I
prod_iteratorsize(::HasLength, ::HasLength) = HasShape{2}()
prod_iteratorsize(::HasLength, ::HasShape{N}) where {N} = HasShape{N+1}()
prod_iteratorsize(::HasShape{N}, ::HasLength) where {N} = HasShape{N+1}()
prod_iteratorsize(::HasShape{M}, ::HasShape{N}) where {M,N} = HasShape{M+N}()
prod_iteratorsize(::IsInfinite, ::IsInfinite) = IsInfinite()
prod_iteratorsize(a, ::IsInfinite) = IsInfinite()
prod_iteratorsize(::IsInfinite, b) = IsInfinite()
prod_iteratorsize(a, b) = SizeUnknown()
prod_iteratorsize(a, b, tail...) = prod_iteratorsize(a, prod_iteratorsize(b, tail...))
IteratorEltype(::Type{<:ProductIterator}) = EltypeUnknown()
eltype(::Type{ProductIterator{Tuple{A}}}) where {A} = Tuple{eltype(A)}
eltype(::Type{ProductIterator{Tuple{A,B}}}) where {A,B} = Tuple{eltype(A),eltype(B)}
eltype(::Type{ProductIterator{Tuple{A,B,C}}}) where {A,B,C} = Tuple{eltype(A),eltype(B),eltype(C)}
size(p::ProductIterator) = _prod_size(p.iterators)
_prod_size(::Tuple{}) = ()
_prod_size(t::Tuple) = (_prod_size1(t[1], _prod_isize(typeof(t[1])))..., _prod_size(tail(t))...)
_prod_size1(a, ::HasShape) = size(a)
_prod_size1(a, ::HasLength) = (length(a),)
_prod_size1(a, A) = throw(ArgumentError(string("Cannot compute size for object of type ", typeof(a))))
length(p::ProductIterator) = prod(size(p))
# Julia's iterators.jl: axes(P) = _prod_indices(P.iterators), ndims from it.
axes(p::ProductIterator) = _prod_axes(p.iterators)
_prod_axes(::Tuple{}) = ()
_prod_axes(t::Tuple) = (_prod_axes1(t[1], _prod_isize(typeof(t[1])))..., _prod_axes(tail(t))...)
_prod_axes1(a, ::HasShape) = axes(a)
_prod_axes1(a, ::HasLength) = (OneTo(length(a)),)
_prod_axes1(a, A) = throw(ArgumentError(string("Cannot compute indices for object of type ", typeof(a))))
ndims(p::ProductIterator) = length(axes(p))
function iterate(p::ProductIterator{Tuple{A}}) where {A}
    y = iterate(p.iterators[1])
    y === nothing && return nothing
    return ((y[1],), y[2])
end
function iterate(p::ProductIterator{Tuple{A}}, st) where {A}
    y = iterate(p.iterators[1], st)
    y === nothing && return nothing
    return ((y[1],), y[2])
end
function iterate(p::ProductIterator{Tuple{A,B}}) where {A,B}
    y1 = iterate(p.iterators[1])
    y1 === nothing && return nothing
    y2 = iterate(p.iterators[2])
    y2 === nothing && return nothing
    return ((y1[1], y2[1]), (y1[2], y2[1], y2[2]))
end
function iterate(p::ProductIterator{Tuple{A,B}}, st) where {A,B}
    s1, v2, s2 = st
    y1 = iterate(p.iterators[1], s1)
    if y1 === nothing
        y2 = iterate(p.iterators[2], s2)
        y2 === nothing && return nothing
        y1 = iterate(p.iterators[1])
        y1 === nothing && return nothing
        return ((y1[1], y2[1]), (y1[2], y2[1], y2[2]))
    end
    return ((y1[1], v2), (y1[2], v2, s2))
end
function iterate(p::ProductIterator{Tuple{A,B,C}}) where {A,B,C}
    y1 = iterate(p.iterators[1])
    y1 === nothing && return nothing
    y2 = iterate(p.iterators[2])
    y2 === nothing && return nothing
    y3 = iterate(p.iterators[3])
    y3 === nothing && return nothing
    return ((y1[1], y2[1], y3[1]), (y1[2], y2[1], y2[2], y3[1], y3[2]))
end
function iterate(p::ProductIterator{Tuple{A,B,C}}, st) where {A,B,C}
    s1, v2, s2, v3, s3 = st
    y1 = iterate(p.iterators[1], s1)
    if y1 === nothing
        y1 = iterate(p.iterators[1])
        y1 === nothing && return nothing
        y2 = iterate(p.iterators[2], s2)
        if y2 === nothing
            y3 = iterate(p.iterators[3], s3)
            y3 === nothing && return nothing
            v3 = y3[1]
            s3 = y3[2]
            y2 = iterate(p.iterators[2])
            y2 === nothing && return nothing
        end
        v2 = y2[1]
        s2 = y2[2]
    end
    return ((y1[1], v2, v3), (y1[2], v2, s2, v3, s3))
end

# Four or more iterators (Julia's base/iterators.jl product, generically):
# the state is the current values and the iterators' states; the first
# iterator is advanced, and when it ends it restarts and the rest advance.
IteratorSize(::Type{ProductIterator{T}}) where {T<:Tuple} = HasShape{fieldcount(T)}()
function iterate(p::ProductIterator)
    ys = map(iterate, p.iterators)
    for y in ys
        y === nothing && return nothing
    end
    vals = map(y -> y[1], ys)
    return (vals, (vals, map(y -> y[2], ys)))
end
function iterate(p::ProductIterator, st)
    r = _prod_next(p.iterators, st[1], st[2])
    r === nothing && return nothing
    return (r[1], r)
end
_prod_next(::Tuple{}, ::Tuple{}, ::Tuple{}) = nothing
function _prod_next(its::Tuple, vals::Tuple, sts::Tuple)
    y = iterate(its[1], sts[1])
    y !== nothing && return ((y[1], tail(vals)...), (y[2], tail(sts)...))
    r = _prod_next(tail(its), tail(vals), tail(sts))
    r === nothing && return nothing
    y = iterate(its[1])
    y === nothing && return nothing
    return ((y[1], r[1]...), (y[2], r[2]...))
end

# Iterators.takewhile / dropwhile / accumulate (Julia's base/iterators.jl).
struct TakeWhile{I,P}
    pred::P
    xs::I
end
IteratorSize(::Type{<:TakeWhile}) = SizeUnknown()
eltype(::Type{TakeWhile{I,P}}) where {I,P} = eltype(I)
IteratorEltype(::Type{TakeWhile{I,P}}) where {I,P} = IteratorEltype(I)
function iterate(it::TakeWhile, st...)
    y = iterate(it.xs, st...)
    (y === nothing || !it.pred(y[1])) && return nothing
    return y
end
struct DropWhile{I,P}
    pred::P
    xs::I
end
IteratorSize(::Type{<:DropWhile}) = SizeUnknown()
eltype(::Type{DropWhile{I,P}}) where {I,P} = eltype(I)
IteratorEltype(::Type{DropWhile{I,P}}) where {I,P} = IteratorEltype(I)
function iterate(it::DropWhile)
    y = iterate(it.xs)
    while y !== nothing && it.pred(y[1])
        y = iterate(it.xs, y[2])
    end
    return y
end
iterate(it::DropWhile, st) = iterate(it.xs, st)
struct Accumulate{F,I,T}
    f::F
    itr::I
    init::T
end
IteratorSize(::Type{Accumulate{F,I,T}}) where {F,I,T} = IteratorSize(I) isa HasShape ? HasLength() : IteratorSize(I)
IteratorEltype(::Type{<:Accumulate}) = EltypeUnknown()
length(a::Accumulate) = length(a.itr)
function iterate(a::Accumulate)
    y = iterate(a.itr)
    y === nothing && return nothing
    v = a.init === _no_init ? y[1] : a.f(a.init, y[1])
    return (v, (v, y[2]))
end
function iterate(a::Accumulate, st)
    y = iterate(a.itr, st[2])
    y === nothing && return nothing
    v = a.f(st[1], y[1])
    return (v, (v, y[2]))
end
struct _NoInit end
const _no_init = _NoInit()

module Iterators
import Base: enumerate, zip, iterate, length, eltype, size, Pairs
export enumerate, zip, rest, countfrom, take, drop, takewhile, dropwhile, cycle, repeated,
    product, flatten, flatmap, partition
import Base: isdone
# The iterator types and traits, named as in Julia's Base.Iterators.
const Filter = Base.Filter
const Take = Base.Take
const Drop = Base.Drop
const Cycle = Base.Cycle
const Count = Base.Count
const Rest = Base.Rest
const Flatten = Base.Flatten
const ProductIterator = Base.ProductIterator
const Zip = Base.Zip
const Enumerate = Base.Enumerate
const TakeWhile = Base.TakeWhile
const DropWhile = Base.DropWhile
const IteratorSize = Base.IteratorSize
const IteratorEltype = Base.IteratorEltype
const SizeUnknown = Base.SizeUnknown
const HasLength = Base.HasLength
const HasShape = Base.HasShape
const IsInfinite = Base.IsInfinite
const HasEltype = Base.HasEltype
const EltypeUnknown = Base.EltypeUnknown
filter(flt, itr) = Base.Filter(flt, itr)
product(iters...) = Base.ProductIterator(iters)
take(xs, n::Integer) = (n < 0 ? throw(ArgumentError("Take length must be non-negative")) : Base.Take(xs, Int(n)))
drop(xs, n::Integer) = (n < 0 ? throw(ArgumentError("Drop length must be non-negative")) : Base.Drop(xs, Int(n)))
cycle(xs) = Base.Cycle(xs)
countfrom(start=1, step=1) = Base.Count(promote(start, step)...)
repeated(x) = Base.Repeated(x)
repeated(x, n::Integer) = Base.RepeatedN(x, Int(n))
rest(itr, st) = Base.Rest(itr, st)
flatten(itr) = Base.Flatten(itr)
partition(c, n::Integer) = Base._partition(c, n)
peel(itr) = Base._peel(itr)
# Julia's Iterators.reverse and Iterators.Reverse (base/iterators.jl): a
# lazy reverse-order view of itr. A collection is walked backwards by
# indexing along reverse(eachindex(itr)); tuples, strings, enumerate, zip,
# filter and generators as Julia's; a type of one's own defines
# iterate(::Iterators.Reverse{T}[, state]).
struct Reverse{T}
    itr::T
end
reverse(itr) = Reverse(itr)
Base.eltype(::Type{Reverse{T}}) where {T} = Base.eltype(T)
Base.length(r::Reverse) = Base.length(r.itr)
Base.size(r::Reverse) = Base.size(r.itr)
Base.IteratorSize(::Type{Reverse{T}}) where {T} = Base.IteratorSize(T)
Base.IteratorEltype(::Type{Reverse{T}}) where {T} = Base.IteratorEltype(T)
Base.last(r::Reverse) = Base.first(r.itr)
function Base.iterate(A::Reverse, state=(Base.reverse(Base.eachindex(A.itr)),))
    y = Base.iterate(state...)
    y === nothing && return y
    idx, itrs = y
    return (A.itr[idx], (state[1], itrs))
end
reverse(R::Base.AbstractRange) = Base.reverse(R)
reverse(G::Base.Generator) = Base.Generator(G.f, reverse(G.iter))
reverse(r::Reverse) = r.itr
reverse(x::Union{Base.Number,Base.AbstractChar}) = x
reverse(p::Base.Pair) = Base.reverse(p)
reverse(f::Base.Filter) = Base.Filter(f.flt, reverse(f.itr))
reverse(z::Base.Zip) = Base.Zip(Base.map(reverse, z.is))
reverse(v::Base.Pairs) = Base.Pairs(v.data, reverse(v.itr))
Base.iterate(r::Reverse{<:Base.Tuple}, i::Base.Int=Base.length(r.itr)) = i < 1 ? nothing : (r.itr[i], i - 1)
function Base.iterate(r::Reverse{<:Base.AbstractString}, i=Base.lastindex(r.itr))
    i < Base.firstindex(r.itr) && return nothing
    return (r.itr[i], Base.prevind(r.itr, i))
end
function Base.iterate(r::Reverse{<:Base.Enumerate})
    ri = reverse(r.itr.itr)
    return Base.iterate(r, (Base.length(ri), ri))
end
function Base.iterate(r::Reverse{<:Base.Enumerate}, state)
    i, ri, rest... = state
    n = Base.iterate(ri, rest...)
    n === nothing && return n
    return ((i, n[1]), (i - 1, ri, n[2]))
end
takewhile(pred, xs) = Base.TakeWhile(pred, xs)
dropwhile(pred, xs) = Base.DropWhile(pred, xs)
accumulate(f, itr; init=Base._no_init) = Base.Accumulate(f, itr, init)
map(f, itr) = Base.Generator(f, itr)
map(f, itr, itrs...) = Base.Generator(a -> f(a...), zip(itr, itrs...))
flatmap(f, c...) = flatten(map(f, c...))
only(x) = Base.only(x)

# Julia's approx_iter_type: a type for the (value, state) tuples of
# iterating a value of type itrT, by unrolling the iteration protocol (the
# first iterate, then one more) up to a fixpoint through inference.
approx_iter_type(itrT::Type) = _approx_iter_type(itrT, Base._return_type(iterate, Tuple{itrT}))
# Not called: its return type is the type of a later (value, state), without
# splitting off Nothing.
function doiterate(itr, valstate::Union{Nothing, Tuple{Any, Any}})
    valstate === nothing && return nothing
    val, st = valstate
    return iterate(itr, st)
end
function _approx_iter_type(itrT::Type, vstate::Type)
    vstate <: Union{Nothing, Tuple{Any, Any}} || return Any
    vstate <: Union{} && return Union{}
    itrT <: Union{} && return Union{}
    nextvstate = Base._return_type(doiterate, Tuple{itrT, vstate})
    return (nextvstate <: vstate ? vstate : Any)
end

"""
    Stateful(itr)

An iterator that remembers where it is, as Julia's `Iterators.Stateful`:
each `iterate`/`popfirst!` consumes an element, so a `for` loop that
breaks can be resumed by another loop, and `collect` gathers the rest.
`peek(s)` is the next element (or `nothing`) without consuming it.
"""
mutable struct Stateful{T,VS}
    itr::T
    # the next (value, state) of itr, or nothing at the end
    nextvalstate::Union{VS,Nothing}
    # how many elements were taken (for length, as Julia's `remaining`)
    taken::Base.Int
    # Kiln keeps the pending (value, state) as Any (Julia: an element and
    # state type inferred from itr's iterate).
    Stateful(itr::T) where {T} = new{T,Any}(itr, iterate(itr), 0)
end
Stateful(s::Stateful) = s
function reset!(s::Stateful{T}, itr::T=s.itr) where {T}
    s.itr = itr
    s.nextvalstate = iterate(itr)
    s.taken = 0
    return s
end
isdone(s::Stateful, st=nothing) = s.nextvalstate === nothing
function Base.popfirst!(s::Stateful)
    vs = s.nextvalstate
    vs === nothing && throw(Base.EOFError())
    val, state = vs
    s.nextvalstate = iterate(s.itr, state)
    s.taken += 1
    return val
end
iterate(s::Stateful, state=nothing) = s.nextvalstate === nothing ? nothing : (Base.popfirst!(s), nothing)
Base.isempty(s::Stateful) = s.nextvalstate === nothing
Base.IteratorSize(::Type{<:Stateful{T}}) where {T} = _stateful_size(Base.IteratorSize(T))
_stateful_size(::Union{Base.HasLength,Base.HasShape}) = Base.HasLength()
_stateful_size(::Base.IsInfinite) = Base.IsInfinite()
_stateful_size(::Base.IteratorSize) = Base.SizeUnknown()
length(s::Stateful) = length(s.itr) - s.taken
eltype(::Type{<:Stateful{T}}) where {T} = eltype(T)
Base.IteratorEltype(::Type{<:Stateful{T}}) where {T} = Base.IteratorEltype(T)
end

# ---- collect ------------------------------------------------------------------------------------

collect(::Type{T}, itr) where {T} = _collect_typed(T, itr, IteratorSize(itr))
function _collect_typed(::Type{T}, itr, ::Union{HasLength,HasShape{1}}) where {T}
    a = Array{T,1}(undef, length(itr))
    i = 1
    for x in itr
        a[i] = x
        i += 1
    end
    return a
end
# Any other shape (a number's 0 dimensions, a matrix, 3 and more): column-major.
function _collect_typed(::Type{T}, itr, ::HasShape{N}) where {T,N}
    a = Array{T,N}(undef, size(itr))
    i = 1
    for x in itr
        a[i] = x
        i += 1
    end
    return a
end
function _collect_typed(::Type{T}, itr, ::IteratorSize) where {T}
    a = Array{T,1}(undef, 0)
    for x in itr
        push!(a, x)
    end
    return a
end

collect(itr) = _collect(itr, IteratorEltype(itr), IteratorSize(itr))
_collect(itr, ::HasEltype, isz::IteratorSize) = _collect_typed(eltype(itr), itr, isz)
_collect(itr, ::EltypeUnknown, isz::IteratorSize) = _collect_widen(itr, isz)
collect(A::AbstractArray) = _collect_array(A)
function _collect_array(A::AbstractArray{T,1}) where {T}
    a = Array{T,1}(undef, length(A))
    i = 1
    for x in A
        a[i] = x
        i += 1
    end
    return a
end
_collect_array(A::Array{T,N}) where {T,N} = copy(A)
# Any number of dimensions: the elements in column-major order.
function _collect_array(A::AbstractArray{T}) where {T}
    a = Array{T}(undef, size(A))
    i = 1
    for x in A
        a[i] = x
        i += 1
    end
    return a
end
function _collect_array(A::AbstractArray{T,2}) where {T}
    a = Array{T,2}(undef, size(A, 1), size(A, 2))
    i = 1
    for x in A
        a[i] = x
        i += 1
    end
    return a
end

# The element type of an empty collection of a generator: Julia's
# @default_eltype, the inferred type of f's results (Core._default_eltype
# is answered by inference; Any when it cannot tell).
_empty_eltype(itr) = eltype(itr)
_empty_eltype(g::Generator) = Core._default_eltype(g.f, Tuple{eltype(g.iter)})
_empty_eltype(g::Generator{I,Type{T}}) where {I,T} = T
_empty_eltype(g::Generator{I,typeof(identity)}) where {I} = eltype(I)

# The element type Base.@default_eltype (basemacros.jl) gives a non-type
# iterator: the inferred result of a generator's function (as
# _empty_eltype), eltype(itr) for any other iterator.
_default_eltype_of(itr) = eltype(itr)
_default_eltype_of(g::Generator) = _empty_eltype(g)

# Julia 1.10's promote_typejoin_union (promotion.jl): a Union of element
# types joined as collect would join them (Union{Int, Nothing} stays, a
# Union inside a Tuple is joined).
function promote_typejoin_union(::Type{T}) where T
    if T === Union{}
        return Union{}
    elseif T isa UnionAll
        return Any
    elseif T isa Union
        return promote_typejoin(promote_typejoin_union(T.a), promote_typejoin_union(T.b))
    elseif T <: Tuple
        return typejoin_union_tuple(T)
    else
        return T
    end
end

function typejoin_union_tuple(T::DataType)
    # A concrete tuple type holds no Union; Kiln cannot take a Vararg
    # tuple type's parameters apart, and leaves such a type as it is.
    isconcretetype(T) && return T
    p = try
        T.parameters
    catch
        return T
    end
    lr = length(p)
    lr == 0 && return Tuple{}
    c = Vector{Any}(undef, lr)
    for i = 1:lr
        pi = p[i]
        if pi === Union{}
            ci = Union{}
        elseif pi isa Union
            ci = typejoin(pi.a, pi.b)
        elseif pi isa UnionAll
            return Any
        else
            ci = promote_typejoin_union(pi)
        end
        c[i] = ci
    end
    return Tuple{c...}
end

function _array_for(::Type{T}, itr, ::HasShape{2}) where {T}
    sz = size(itr)
    return Array{T,2}(undef, sz[1], sz[2])
end
function _array_for(::Type{T}, itr, ::HasShape{3}) where {T}
    sz = size(itr)
    return Array{T,3}(undef, sz[1], sz[2], sz[3])
end
_array_for(::Type{T}, itr, ::HasShape{N}) where {T,N} = Array{T,N}(undef, size(itr))
_array_for(::Type{T}, itr, ::IteratorSize) where {T} = Array{T,1}(undef, length(itr))
_array_for_shape(::Type{T}, n::Int) where {T} = Array{T,1}(undef, n)
_array_for_shape(::Type{T}, shp::Tuple{Int}) where {T} = Array{T,1}(undef, shp[1])
_array_for_shape(::Type{T}, shp::Tuple{Integer}) where {T} = Array{T,1}(undef, Int(shp[1]))
_array_for_shape(::Type{T}, shp::Tuple{Int,Int}) where {T} = Array{T,2}(undef, shp[1], shp[2])
_array_for_shape(::Type{T}, shp::Tuple{Int,Int,Int}) where {T} = Array{T,3}(undef, shp[1], shp[2], shp[3])
_array_for_shape(::Type{T}, shp::NTuple{N,Int}) where {T,N} = Array{T,N}(undef, shp)

# The shape is taken before the first element (as Julia's _collect), for
# iterators whose length shrinks as they go (Iterators.Stateful).
function _collect_widen(itr, isz::Union{HasLength,HasShape})
    shp = isz isa HasLength ? length(itr) : size(itr)
    y = iterate(itr)
    y === nothing && return _array_for_shape(_empty_eltype(itr), shp)
    v1 = y[1]
    dest = _array_for_shape(typeof(v1), shp)
    Core._arrayset(dest, v1, 1)
    return _collect_to!(dest, itr, 2, y[2])
end
function _collect_to!(dest::Array{T}, itr, i::Int, st) where {T}
    y = iterate(itr, st)
    while y !== nothing
        el = y[1]
        if el isa T
            Core._arrayset(dest, el, i)
            i += 1
            y = iterate(itr, y[2])
        else
            R = promote_typejoin(T, typeof(el))
            new = similar(dest, R)
            k = 1
            while k < i
                new[k] = Core._arrayref(dest, k)
                k += 1
            end
            new[i] = el
            return _collect_to!(new, itr, i + 1, y[2])
        end
    end
    return dest
end

function _collect_widen(itr, ::IteratorSize)
    y = iterate(itr)
    y === nothing && return _vec(_empty_eltype(itr), 0)
    v1 = y[1]
    dest = _vec(typeof(v1), 1)
    Core._arrayset(dest, v1, 1)
    return _grow_to!(dest, itr, y[2])
end
function _grow_to!(dest::Array{T,1}, itr, st) where {T}
    y = iterate(itr, st)
    while y !== nothing
        el = y[1]
        if el isa T
            push!(dest, el)
            y = iterate(itr, y[2])
        else
            R = promote_typejoin(T, typeof(el))
            new = _vec(R, length(dest))
            copyto!(new, dest)
            push!(new, el)
            return _grow_to!(new, itr, y[2])
        end
    end
    return dest
end

# Julia's promote_typejoin: the join of the types without Nothing and
# Missing, kept as a small Union with them ([1, nothing] collects to a
# Vector{Union{Nothing, Int64}}, [1, "a"] to a Vector{Any}).
function promote_typejoin(a, b)
    c = typejoin(_promote_typesubtract(a), _promote_typesubtract(b))
    return Union{a, b, c}
end
_promote_typesubtract(a) = a === Any ? a : _typesubtract_nothing(_typesubtract_missing(a))
