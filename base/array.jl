# This file is a part of Kiln's Base library.
#
# array.jl — Array{T,N} on top of the compiler's array builtins
# (Core._array_new, _arraylen, _arraysize, _arrayref, _arrayset,
# _array_resize!): construction, size, indexing with Julia's bounds checks,
# the 1-d growing operations, iteration, comparison, copying, filling,
# concatenation; as Julia's base/array.jl and base/abstractarray.jl.

struct UndefInitializer end
const undef = UndefInitializer()

_check_dim(n::Int) = n < 0 ? throw(ArgumentError("invalid Array dimensions")) : n
_check_dims(m::Int, n::Int) = (m < 0 || n < 0) ? throw(ArgumentError("invalid Array dimensions")) : m

# Set a vector's length to n (new elements cleared): codegen grows it in
# place when its block has room (push!'s common case) and calls the
# runtime's kiln_array_resize otherwise. Element size: the inline size of
# an element (Core.sizeof of the type, 8 for boxed elements).
_array_resize_raw!(a::Array{T,1}, n::Int) where {T} = (Core._array_resize!(a, n); nothing)
_elsize(::Type{T}) where {T} = Core.sizeof(T)
_elsize(::Type{String}) = 8

# ---- construction ----------------------------------------------------------------------------

(::Type{Array{T,1}})(::UndefInitializer, n::Integer) where {T} =
    (_check_eltype(T); Core._array_new(Array{T,1}, _check_dim(Int(n))))
function (::Type{Array{T,2}})(::UndefInitializer, m::Integer, n::Integer) where {T}
    mm = Int(m)
    nn = Int(n)
    _check_dims(mm, nn); _check_eltype(T)
    return Core._array_new(Array{T,2}, mm, nn)
end
function (::Type{Array{T,3}})(::UndefInitializer, m::Integer, n::Integer, p::Integer) where {T}
    mm = Int(m)
    nn = Int(n)
    pp = Int(p)
    (mm < 0 || nn < 0 || pp < 0) && throw(ArgumentError("invalid Array dimensions")); _check_eltype(T)
    return Core._array_new(Array{T,3}, mm, nn, pp)
end
(::Type{Array{T,1}})(::UndefInitializer, d::Tuple{Integer}) where {T} = Array{T,1}(undef, d[1])
(::Type{Array{T,2}})(::UndefInitializer, d::Tuple{Integer,Integer}) where {T} = Array{T,2}(undef, d[1], d[2])
(::Type{Array{T,3}})(::UndefInitializer, d::Tuple{Integer,Integer,Integer}) where {T} = Array{T,3}(undef, d[1], d[2], d[3])
(::Type{Array{T}})(::UndefInitializer, n::Integer) where {T} = Array{T,1}(undef, n)
(::Type{Array{T}})(::UndefInitializer, m::Integer, n::Integer) where {T} = Array{T,2}(undef, m, n)
(::Type{Array{T}})(::UndefInitializer, m::Integer, n::Integer, p::Integer) where {T} = Array{T,3}(undef, m, n, p)
(::Type{Array{T}})(::UndefInitializer, d::Tuple{Integer}) where {T} = Array{T,1}(undef, d[1])
(::Type{Array{T}})(::UndefInitializer, d::Tuple{Integer,Integer}) where {T} = Array{T,2}(undef, d[1], d[2])
(::Type{Array{T}})(::UndefInitializer, d::Tuple{Integer,Integer,Integer}) where {T} = Array{T,3}(undef, d[1], d[2], d[3])
# Any other number of dimensions (Julia's Array{T,N}(undef, dims...) of
# base/boot.jl); the methods above are the common shapes, with no tuple code.
function (::Type{Array{T,N}})(::UndefInitializer, d::Vararg{Integer,N}) where {T,N}
    dd = map(Int, d)
    for x in dd
        x < 0 && throw(ArgumentError("invalid Array dimensions"))
    end
    _check_eltype(T)
    return Core._array_new(Array{T,N}, dd...)
end
(::Type{Array{T,N}})(::UndefInitializer, d::NTuple{N,Integer}) where {T,N} = Array{T,N}(undef, d...)
(::Type{Array{T}})(::UndefInitializer, d::Vararg{Integer,N}) where {T,N} = Array{T,N}(undef, d...)
(::Type{Array{T}})(::UndefInitializer, d::NTuple{N,Integer}) where {T,N} = Array{T,N}(undef, d...)
(::Type{Array{T,1}})() where {T} = Array{T,1}(undef, 0)
(::Type{Array{T,1}})(a::AbstractVector) where {T} = copyto!(Array{T,1}(undef, length(a)), a)
(::Type{Array{T,2}})(a::AbstractMatrix) where {T} = copyto!(Array{T,2}(undef, size(a, 1), size(a, 2)), a)
(::Type{Array{T}})(a::AbstractVector) where {T} = Array{T,1}(a)
(::Type{Array{T}})(a::AbstractMatrix) where {T} = Array{T,2}(a)
(::Type{Array{T,1} where T})(::UndefInitializer, n::Integer) = Array{Any,1}(undef, n)
(::Type{Array{T,1} where T})(a::AbstractVector{T}) where {T} = Array{T,1}(a)
# Julia's boot.jl: Vector() is an empty Vector{Any}
(::Type{Array{T,1} where T})() = Array{Any,1}(undef, 0)
(::Type{Array{T,2} where T})(a::AbstractMatrix{T}) where {T} = Array{T,2}(a)
# Julia's boot.jl: Matrix(undef, m, n) and Array{T,N} where T of any N
# with undef are arrays of Any.
(::Type{Array{T,2} where T})(::UndefInitializer, m::Integer, n::Integer) = Array{Any,2}(undef, m, n)
(::Type{Array{T,N} where T})(::UndefInitializer, d::Vararg{Integer,N}) where {N} = Array{Any,N}(undef, d...)
(::Type{Array{T,N} where T})(::UndefInitializer, d::NTuple{N,Integer}) where {N} = Array{Any,N}(undef, d...)
(::Type{Array{T,N} where {T,N}})(a::AbstractArray{T,N}) where {T,N} = copy_array(a)

# Arrays of a run-time element type: the type becomes a static parameter
# of these methods (so the Array type is a constant inside).
_vec(::Type{T}, n::Integer) where {T} = Array{T,1}(undef, n)
_mat(::Type{T}, m::Integer, n::Integer) where {T} = Array{T,2}(undef, m, n)

# ---- size ------------------------------------------------------------------------------------

length(a::Array) = Core._arraylen(a)
size(a::Array{T,0}) where {T} = ()
size(a::Array{T,1}) where {T} = (Core._arraylen(a),)
size(a::Array{T,2}) where {T} = (Core._arraysize(a, 1), Core._arraysize(a, 2))
size(a::Array{T,3}) where {T} = (Core._arraysize(a, 1), Core._arraysize(a, 2), Core._arraysize(a, 3))
size(a::Array{T,N}) where {T,N} = ntuple(d -> Core._arraysize(a, d), Val(N))
function size(a::Array{T,N}, d::Integer) where {T,N}
    d < 1 && throw(ArgumentError("dimension out of range"))
    d > N && return 1
    N == 1 && return Core._arraylen(a)
    return Core._arraysize(a, Int(d))
end

length(a::AbstractArray) = prod(size(a))
function size(a::AbstractArray{T,N}, d::Integer) where {T,N}
    d < 1 && throw(ArgumentError("dimension out of range"))
    d > N && return 1
    return size(a)[d]
end
size(r::AbstractRange, d::Integer) = d == 1 ? length(r) : d < 1 ? throw(ArgumentError("dimension out of range")) : 1
axes(a::AbstractArray) = map(OneTo, size(a))
# As Julia's abstractarray.jl: axes(A, d) and the first axis come from
# axes(A), so that an array type with other axes (offset indices) needs
# only its own axes(A); an Array's are OneTo of its size.
axes(a::AbstractArray{T,N}, d) where {T,N} = d::Integer <= N ? axes(a)[d] : OneTo(1)
axes(a::Array, d::Integer) = OneTo(size(a, d))
axes1(a::AbstractArray{<:Any,0}) = OneTo(1)
axes1(a::AbstractArray) = axes(a)[1]
axes1(iter) = OneTo(length(iter))
isempty(a::AbstractArray) = length(a) == 0
firstindex(a::AbstractArray) = first(eachindex(IndexLinear(), a))
lastindex(a::AbstractArray) = last(eachindex(IndexLinear(), a))
firstindex(a::AbstractArray, d) = first(axes(a, d))
lastindex(a::AbstractArray, d) = last(axes(a, d))
keys(a::AbstractVector) = axes1(a)
nextind(a::AbstractArray, i::Integer) = Int(i) + 1
prevind(a::AbstractArray, i::Integer) = Int(i) - 1
eltype(::Type{Array{T,N}}) where {T,N} = T

# ---- bounds checking ---------------------------------------------------------------------------

# As Julia's abstractarray.jl: an index is checked against the array's axes
# (one linear index against eachindex(IndexLinear(), A)) by checkindex,
# which index and axis types may extend.
checkbounds(::Type{Bool}, A::AbstractArray, i::Integer) = checkindex(Bool, eachindex(IndexLinear(), A), i)
checkbounds(::Type{Bool}, A::Union{AbstractVector,AbstractMatrix}, i::Integer, j::Integer) = checkindex(Bool, axes(A, 1), i) & checkindex(Bool, axes(A, 2), j)
checkbounds(A::AbstractArray, i::Integer) = checkbounds(Bool, A, i) ? nothing : throw_boundserror(A, (i,))
checkbounds(A::Union{AbstractVector,AbstractMatrix}, i::Integer, j::Integer) = checkbounds(Bool, A, i, j) ? nothing : throw_boundserror(A, (i, j))
# one index is linear (but a CartesianIndex, collections2.jl); a mask of the array's shape
checkbounds(::Type{Bool}, A::AbstractArray, I) = checkindex(Bool, eachindex(IndexLinear(), A), I)
checkbounds(::Type{Bool}, A::AbstractArray{<:Any,N}, I::AbstractArray{Bool,N}) where {N} = axes(A) == axes(I)

checkindex(::Type{Bool}, inds::AbstractUnitRange, i) = throw(ArgumentError(string("unable to check bounds for indices of type ", typeof(i))))
checkindex(::Type{Bool}, inds::AbstractUnitRange, i::Real) = (first(inds) <= i) & (i <= last(inds))
checkindex(::Type{Bool}, inds::OneTo{Int}, i::Int) = unsigned(i - 1) < unsigned(last(inds))
checkindex(::Type{Bool}, inds::AbstractUnitRange, ::Colon) = true
checkindex(::Type{Bool}, inds::AbstractUnitRange, r::AbstractRange) = isempty(r) | (checkindex(Bool, inds, first(r)) & checkindex(Bool, inds, last(r)))
checkindex(::Type{Bool}, inds::AbstractUnitRange, I::AbstractArray{Bool}) = I isa AbstractVector ? inds == axes1(I) : false
function checkindex(::Type{Bool}, inds::AbstractUnitRange, I::AbstractArray)
    b = true
    for i in I
        b &= checkindex(Bool, inds, i)
    end
    return b
end

# ---- indexing ----------------------------------------------------------------------------------

@inline function getindex(A::Array, i::Int)
    @boundscheck ((1 <= i) & (i <= Core._arraylen(A))) || throw_boundserror(A, (i,))
    return Core._arrayref(A, i)
end
@propagate_inbounds getindex(A::Array, i::Integer) = (i isa Bool && _bool_index_error(i); A[Int(i)])
_bool_index_error(i) = throw(ArgumentError(string("invalid index: ", i, " of type Bool")))
@inline function getindex(A::Array{T,2}, i::Int, j::Int) where {T}
    m = Core._arraysize(A, 1)
    @boundscheck ((1 <= i) & (i <= m) & (1 <= j) & (j <= Core._arraysize(A, 2))) || throw_boundserror(A, (i, j))
    return Core._arrayref(A, i + (j - 1) * m)
end
@propagate_inbounds function getindex(A::Array{T,2}, i::Integer, j::Integer) where {T}
    return A[Int(i), Int(j)]
end
function getindex(A::Array{T,1}, i::Int, j::Int) where {T}
    @boundscheck ((1 <= i) & (i <= Core._arraylen(A)) & (j == 1)) || throw_boundserror(A, (i, j))
    return Core._arrayref(A, i)
end
function getindex(A::Array{T,3}, i::Int, j::Int, k::Int) where {T}
    m = Core._arraysize(A, 1)
    n = Core._arraysize(A, 2)
    @boundscheck ((1 <= i) & (i <= m) & (1 <= j) & (j <= n) & (1 <= k) & (k <= Core._arraysize(A, 3))) ||
        throw_boundserror(A, (i, j, k))
    return Core._arrayref(A, i + (j - 1) * m + (k - 1) * m * n)
end

@inline function setindex!(A::Array{T}, x, i::Int) where {T}
    @boundscheck ((1 <= i) & (i <= Core._arraylen(A))) || throw_boundserror(A, (i,))
    Core._arrayset(A, convert(T, x)::T, i)
    return A
end
@propagate_inbounds setindex!(A::Array, x, i::Integer) = (i isa Bool && _bool_index_error(i); setindex!(A, x, Int(i)))
@inline function setindex!(A::Array{T,2}, x, i::Int, j::Int) where {T}
    m = Core._arraysize(A, 1)
    @boundscheck ((1 <= i) & (i <= m) & (1 <= j) & (j <= Core._arraysize(A, 2))) || throw_boundserror(A, (i, j))
    Core._arrayset(A, convert(T, x)::T, i + (j - 1) * m)
    return A
end
@propagate_inbounds setindex!(A::Array{T,2}, x, i::Integer, j::Integer) where {T} = setindex!(A, x, Int(i), Int(j))
function setindex!(A::Array{T,3}, x, i::Int, j::Int, k::Int) where {T}
    m = Core._arraysize(A, 1)
    n = Core._arraysize(A, 2)
    @boundscheck ((1 <= i) & (i <= m) & (1 <= j) & (j <= n) & (1 <= k) & (k <= Core._arraysize(A, 3))) ||
        throw_boundserror(A, (i, j, k))
    Core._arrayset(A, convert(T, x)::T, i + (j - 1) * m + (k - 1) * m * n)
    return A
end

# Four or more integer indices (arrays of four or more dimensions, or
# trailing 1s): the column-major linear index, as Julia's _sub2ind; an
# index past ndims(A) must be 1.
@inline function _nd_index(A::Array{T,N}, I::Tuple) where {T,N}
    k = 0
    stride = 1
    for d in 1:length(I)
        i = I[d]
        s = d <= N ? Core._arraysize(A, d) : 1
        ((1 <= i) & (i <= s)) || return 0
        k += (i - 1) * stride
        stride *= s
    end
    return length(I) < N ? -1 : k + 1
end
@inline function getindex(A::Array, i::Integer, j::Integer, k::Integer, l::Integer, I::Integer...)
    J = map(Int, (i, j, k, l, I...))
    ndims(A) == 1 && return _getindex_ints(A, J)
    n = _nd_index(A, J)
    n < 0 && return _getindex_ints(A, J)
    n == 0 && throw_boundserror(A, J)
    return Core._arrayref(A, n)
end
@inline function setindex!(A::Array{T}, x, i::Integer, j::Integer, k::Integer, l::Integer, I::Integer...) where {T}
    J = map(Int, (i, j, k, l, I...))
    n = ndims(A) == 1 ? -1 : _nd_index(A, J)
    n == 0 && throw_boundserror(A, J)
    n < 0 && return setindex!(A, x, LinearIndices(A)[J...])
    Core._arrayset(A, convert(T, x)::T, n)
    return A
end

# zero-dimensional arrays (zeros(), fill(x)): one element, A[]
getindex(A::Array{T,0}) where {T} = Core._arrayref(A, 1)
setindex!(A::Array{T,0}, x) where {T} = (Core._arrayset(A, convert(T, x)::T, 1); A)

# Non-scalar indexing: ranges, vectors of indices, masks, colons.
function getindex(A::Array{T}, I::AbstractUnitRange{<:Integer}) where {T}
    checkbounds(Bool, A, I) || throw_boundserror(A, (I,))
    n = Int(length(I))
    B = Array{T,1}(undef, n)
    f = Int(first(I)) - 1
    k = 1
    while k <= n
        Core._arrayset(B, Core._arrayref(A, f + k), k)
        k += 1
    end
    return B
end
function getindex(A::AbstractArray, I::AbstractVector{<:Integer})
    checkbounds(Bool, A, I) || throw_boundserror(A, (I,))
    # (Julia's _getindex: the result is similar to A, of I's shape)
    B = similar(A, eltype(A), (length(I),))
    k = 1
    for i in I
        B[k] = A[i]
        k += 1
    end
    return B
end
getindex(A::AbstractArray, I::AbstractVector{Bool}) = _getindex_logical(A, I)
# A[I] with an array of indices of any shape: the elements at I, of I's
# shape (Julia's _getindex)
function getindex(A::AbstractArray, I::AbstractArray{<:Integer})
    checkbounds(Bool, A, vec(collect(I))) || throw_boundserror(A, (I,))
    B = similar(A, eltype(A), size(I))
    for (k, i) in zip(eachindex(B), I)
        B[k] = A[i]
    end
    return B
end
function _getindex_logical(A::AbstractArray, I::AbstractVector{Bool})
    length(I) == length(A) || throw_boundserror(A, (I,))
    # the selected elements counted first: one allocation, no push!
    B = similar(A, eltype(A), (count(I),))
    j = 1
    k = 1
    for b in I
        if b
            @inbounds B[j] = A[k]
            j += 1
        end
        k += 1
    end
    return B
end
# An Array's elements are read and stored in the same method, so an element
# of a boxed union array (a Vector{Union{Missing, Float64}}) is moved as it
# is, without boxing a copy.
function getindex(A::Array{T}, I::AbstractVector{Bool}) where {T}
    length(I) == length(A) || throw_boundserror(A, (I,))
    B = Array{T,1}(undef, count(I))
    j = 1
    k = 1
    for b in I
        if b
            Core._arrayset(B, Core._arrayref(A, k), j)
            j += 1
        end
        k += 1
    end
    return B
end
# A[:] is a new vector of A's elements (not sharing A's data, so it can grow).
getindex(A::Array{T}, ::Colon) where {T} = _copy_elements!(Array{T,1}(undef, length(A)), A)
getindex(A::Array{T,1}, ::Colon) where {T} = copy(A)
_index_within(I::AbstractVector, n::Int) = isempty(I) || (1 <= minimum(I) && maximum(I) <= n)
# (along A's own axes, which may start other than at 1)
# A colon keeps the axis it spans (Julia's index_shape of a Slice): the
# result of A[:, j] has A's first axis, so an array type whose axes start
# other than at 1 slices into an array like it (similar with that axis).
_slice_shape(ax::OneTo) = length(ax)
_slice_shape(ax) = ax
function getindex(A::AbstractMatrix, ::Colon, j::Integer)
    ax = axes(A, 1)
    checkindex(Bool, axes(A, 2), j) || throw_boundserror(A, (ax, j))
    B = similar(A, eltype(A), (_slice_shape(ax),))
    ob = firstindex(B) - first(ax)
    for i in ax
        B[i + ob] = A[i, j]
    end
    return B
end
function getindex(A::AbstractMatrix, i::Integer, ::Colon)
    ax = axes(A, 2)
    checkindex(Bool, axes(A, 1), i) || throw_boundserror(A, (i, ax))
    B = similar(A, eltype(A), (_slice_shape(ax),))
    ob = firstindex(B) - first(ax)
    for j in ax
        B[j + ob] = A[i, j]
    end
    return B
end
function getindex(A::AbstractMatrix, I::AbstractVector{<:Integer}, J::AbstractVector{<:Integer})
    # A Bool vector picks the rows (columns) where it is true: logical
    # indexing, through a view (subarray.jl), not 0/1 positions.
    (I isa AbstractVector{Bool} || J isa AbstractVector{Bool}) && return copy(view(A, I, J))
    (checkindex(Bool, axes(A, 1), I) && checkindex(Bool, axes(A, 2), J)) || throw_boundserror(A, (I, J))
    B = similar(A, eltype(A), (length(I), length(J)))
    jj = 1
    for j in J
        ii = 1
        for i in I
            B[ii, jj] = A[i, j]
            ii += 1
        end
        jj += 1
    end
    return B
end
getindex(A::AbstractMatrix, ::Colon, J::AbstractVector{<:Integer}) = A[UnitRange(axes(A, 1)), J]
getindex(A::AbstractMatrix, I::AbstractVector{<:Integer}, ::Colon) = A[I, UnitRange(axes(A, 2))]
getindex(A::AbstractMatrix, I::AbstractVector{<:Integer}, j::Integer) = A[I, j:j][:, 1]
getindex(A::AbstractMatrix, i::Integer, J::AbstractVector{<:Integer}) = A[i:i, J][1, :]

# A[I] = X, A[:, j] = X, A[i, :] = X: X's elements in order (a single
# value is the ArgumentError Julia's setindex_shape_check gives; `.=`
# broadcasts one); a Bool vector picks positions (logical indexing).
function setindex!(A::AbstractArray, X, I::AbstractVector{<:Integer})
    I isa AbstractVector{Bool} && return _setindex_multi!(A, X, (I,))   # subarray.jl
    checkbounds(Bool, A, I) || throw_boundserror(A, (I,))
    X isa AbstractArray || _setindex_scalar_error()
    length(X) == length(I) || throw(DimensionMismatch(string("tried to assign ", length(X), " elements to ", length(I), " destinations")))
    X = unalias(A, X)
    I = unalias(A, I)
    k = 1
    for i in I
        A[i] = X[k]
        k += 1
    end
    return A
end
_setindex_scalar_error() =
    throw(ArgumentError("indexed assignment with a single value to possibly many locations is not supported; perhaps use broadcasting `.=` instead?"))
function setindex!(A::AbstractMatrix, X, ::Colon, j::Integer)
    m = size(A, 1)
    X isa AbstractArray || _setindex_scalar_error()
    _setindex_shape_check(X, (m, 1))
    (1 <= j <= size(A, 2)) || throw_boundserror(A, (:, j))
    k = 1
    for x in X
        A[k, j] = x
        k += 1
    end
    return A
end
function setindex!(A::AbstractMatrix, X, i::Integer, ::Colon)
    n = size(A, 2)
    X isa AbstractArray || _setindex_scalar_error()
    _setindex_shape_check(X, (1, n))
    (1 <= i <= size(A, 1)) || throw_boundserror(A, (i, :))
    k = 1
    for x in X
        A[i, k] = x
        k += 1
    end
    return A
end

# Julia's setindex_shape_check (indices.jl): X fits destinations of
# lengths `lens` when their sizes agree once dimensions of length 1 are
# skipped on either side (and the last dimensions of either are merged).
function _setindex_shape_check(X::AbstractArray, lens::Tuple)
    li = ndims(X)
    lj = length(lens)
    if li == 0 || lj == 0
        length(X) == prod(lens) || _setindex_mismatch(X, lens)
        return nothing
    end
    i = j = 1
    while true
        ii = size(X, i)
        jj = lens[j]
        if i == li || j == lj
            while i < li
                i += 1
                ii *= size(X, i)
            end
            while j < lj
                j += 1
                jj *= lens[j]
            end
            ii == jj || _setindex_mismatch(X, lens)
            return nothing
        end
        if ii == jj
            i += 1
            j += 1
        elseif ii == 1
            i += 1
        elseif jj == 1
            j += 1
        else
            _setindex_mismatch(X, lens)
        end
    end
end
function _setindex_mismatch(X, lens::Tuple)
    length(lens) == 1 && throw(DimensionMismatch(string("tried to assign ", length(X), " elements to ", lens[1], " destinations")))
    throw(DimensionMismatch(string("tried to assign ", _dims_string(size(X)), " array to ", _dims_string(lens), " destination")))
end
_dims_string(d::Tuple) = length(d) == 0 ? "0-dimensional" : length(d) == 1 ? string(d[1], "-element") : join(map(string, d), "×")

# An element of an array of references that was never set is undefined
# (reading it throws UndefRefError); elements stored inline always are.
isassigned(a::Array, i::Integer) = 1 <= i <= length(a) && (isbitstype(eltype(a)) || _elem_assigned(a, Int(i)))
function _elem_assigned(a::Array, i::Int)
    try
        @inbounds a[i]
        return true
    catch e
        e isa UndefRefError && return false
        rethrow()
    end
end

# ---- iteration ----------------------------------------------------------------------------------

iterate(A::Array, i::Int=1) = ((i >= 1) & (i <= Core._arraylen(A))) ? (Core._arrayref(A, i), i + 1) : nothing
iterate(A::AbstractArray, i=1) = i > length(A) ? nothing : (_nth_elem(A, i), i + 1)
# the i-th element counted from 1: a vector's linear indices are its axis,
# which may start elsewhere (an nD array's linear indices start at 1)
_nth_elem(A::AbstractArray, i) = A[i]
_nth_elem(A::AbstractVector, i) = A[first(axes1(A)) + (i - 1)]

# ---- growing and shrinking (1-d) ---------------------------------------------------------------------

function push!(a::Array{T,1}, item) where {T}
    itemT = convert(T, item)::T
    n = Core._arraylen(a) + 1
    _array_resize_raw!(a, n)
    Core._arrayset(a, itemT, n)
    return a
end
push!(a::AbstractVector, x, y, zs...) = (push!(a, x); push!(a, y, zs...))
push!(a::AbstractVector) = a

function pop!(a::Array{T,1}) where {T}
    n = Core._arraylen(a)
    n == 0 && throw(ArgumentError("array must be non-empty"))
    item = Core._arrayref(a, n)
    _array_resize_raw!(a, n - 1)
    return item
end

function pushfirst!(a::Array{T,1}, item) where {T}
    itemT = convert(T, item)::T
    # In place at the front (amortized O(1), as Julia's _growbeg!) unless
    # the data is shared or the elements are not a multiple of 8 bytes.
    if Core._array_grow_beg!(a, 1)
        Core._arrayset(a, itemT, 1)
        return a
    end
    n = Core._arraylen(a)
    _array_resize_raw!(a, n + 1)
    i = n
    while i >= 1
        Core._arrayset(a, Core._arrayref(a, i), i + 1)
        i -= 1
    end
    Core._arrayset(a, itemT, 1)
    return a
end

function popfirst!(a::Array{T,1}) where {T}
    n = Core._arraylen(a)
    n == 0 && throw(ArgumentError("array must be non-empty"))
    item = Core._arrayref(a, 1)
    # In place (amortized O(1), as Julia's _deletebeg!) unless shared.
    Core._array_del_beg!(a, 1) && return item
    # Shared data: the owner throws before anything moves, a borrower
    # gets its own copy (a resize to the same length does either).
    _array_resize_raw!(a, n)
    i = 1
    while i < n
        Core._arrayset(a, Core._arrayref(a, i + 1), i)
        i += 1
    end
    _array_resize_raw!(a, n - 1)
    return item
end

function append!(a::Array{T,1}, items) where {T}
    for x in items
        push!(a, x)
    end
    return a
end
function append!(a::Array{T,1}, items::AbstractVector) where {T}
    # Elements that may fail to convert are pushed one by one, so that
    # those before the failure stay appended (Julia's error recovery).
    eltype(items) <: T || return _append_each!(a, items === a ? copy(items) : items)
    n = Core._arraylen(a)
    m = length(items)
    if items === a
        items = copy(items)
    end
    _array_resize_raw!(a, n + m)
    k = 1
    for x in items
        Core._arrayset(a, convert(T, x)::T, n + k)
        k += 1
    end
    return a
end
append!(a::AbstractVector, x, y, zs...) = (append!(a, x); append!(a, y, zs...))
function _append_each!(a::Array{T,1}, items) where {T}
    for x in items
        push!(a, x)
    end
    return a
end
pushfirst!(a::AbstractVector, x, y, zs...) = prepend!(a, (x, y, zs...))
pushfirst!(a::AbstractVector) = a
function prepend!(a::AbstractVector, x, y, zs...)
    for it in reverse((x, y, zs...))
        prepend!(a, it)
    end
    return a
end
prepend!(a::Array{T,1}, items) where {T} = (b = append!(Array{T,1}(undef, 0), items); append!(b, a); resize!(a, length(b)); copyto!(a, b))

function resize!(a::Array{T,1}, n::Integer) where {T}
    nn = Int(n)
    nn < 0 && throw(ArgumentError("new length must be ≥ 0"))
    _array_resize_raw!(a, nn)
    return a
end

# Julia's runtime functions on vectors (src/array.c), which packages call
# with ccall (`ccall(:jl_array_grow_end, Cvoid, (Any, UInt), a, 1)`):
# lowering calls these instead. Indices are 0-based, as in C; new elements
# are undefined (#undef for references).
function _jl_array_grow_end(a::Vector, n)
    _array_resize_raw!(a, Core._arraylen(a) + Int(n))
    return nothing
end
function _jl_array_del_end(a::Vector, n)
    len = Core._arraylen(a)
    Int(n) > len && throw(BoundsError(a, 0))
    _array_resize_raw!(a, len - Int(n))
    return nothing
end
function _jl_array_grow_beg(a::Vector, n)
    k = Int(n)
    Core._array_grow_beg!(a, k) && return nothing
    _jl_array_grow_at(a, 0, k)
    return nothing
end
function _jl_array_del_beg(a::Vector, n)
    k = Int(n)
    k > Core._arraylen(a) && throw(BoundsError(a, k))
    k == 0 && return nothing
    Core._array_del_beg!(a, k) && return nothing
    deleteat!(a, 1:k)
    return nothing
end
function _jl_array_grow_at(a::Vector, i, n)
    len = Core._arraylen(a)
    idx = Int(i)
    k = Int(n)
    (0 <= idx <= len) || throw(BoundsError(a, idx + 1))
    _array_resize_raw!(a, len + k)
    j = len
    while j > idx
        if isassigned(a, j)
            Core._arrayset(a, Core._arrayref(a, j), j + k)
        else
            Core._arrayunset(a, j + k)
        end
        j -= 1
    end
    j = idx + 1
    while j <= idx + k
        Core._arrayunset(a, j)
        j += 1
    end
    return nothing
end
function _jl_array_del_at(a::Vector, i, n)
    idx = Int(i)
    k = Int(n)
    (0 <= idx && idx + k <= Core._arraylen(a)) || throw(BoundsError(a, idx + k))
    deleteat!(a, idx+1:idx+k)
    return nothing
end
function _jl_arrayunset(a::Array, i)
    idx = Int(i)
    (0 <= idx < length(a)) || throw(BoundsError(a, idx + 1))
    Core._arrayunset(a, idx + 1)
    return nothing
end
_jl_array_sizehint(a::Vector, sz) = (sizehint!(a, Int(sz)); nothing)
# Julia's jl_getpagesize (src/sys.c): the system's memory page size.
_jl_getpagesize() = Clong(ccall(:getpagesize, Cint, ()))
# Julia 1.10 base/array.jl _unsetindex!(A::Array, i::Int): element i becomes
# undefined (a null reference; an inline element is left as it is); returns A.
function _unsetindex!(A::Array, i::Int)
    @boundscheck checkbounds(A, i)
    Core._arrayunset(A, i)
    return A
end

function empty!(a::Array{T,1}) where {T}
    _array_resize_raw!(a, 0)
    return a
end

function insert!(a::Array{T,1}, i::Integer, item) where {T}
    n = Core._arraylen(a)
    (1 <= i <= n + 1) || throw(BoundsError(a, i))
    itemT = convert(T, item)::T
    _array_resize_raw!(a, n + 1)
    k = n
    while k >= i
        Core._arrayset(a, Core._arrayref(a, k), k + 1)
        k -= 1
    end
    Core._arrayset(a, itemT, Int(i))
    return a
end

function deleteat!(a::Array{T,1}, i::Integer) where {T}
    n = Core._arraylen(a)
    (1 <= i <= n) || throw(BoundsError(a, i))
    i == 1 && Core._array_del_beg!(a, 1) && return a
    _array_resize_raw!(a, n)  # shared data: throw or unshare first
    k = Int(i)
    while k < n
        Core._arrayset(a, Core._arrayref(a, k + 1), k)
        k += 1
    end
    _array_resize_raw!(a, n - 1)
    return a
end
function deleteat!(a::Array{T,1}, r::AbstractUnitRange{<:Integer}) where {T}
    n = Core._arraylen(a)
    isempty(r) && return a
    (1 <= first(r) && last(r) <= n) || throw(BoundsError(a, r))
    f = Int(first(r))
    m = length(r)
    f == 1 && Core._array_del_beg!(a, m) && return a
    _array_resize_raw!(a, n)  # shared data: throw or unshare first
    k = f
    while k + m <= n
        Core._arrayset(a, Core._arrayref(a, k + m), k)
        k += 1
    end
    _array_resize_raw!(a, n - m)
    return a
end
function deleteat!(a::Array{T,1}, inds::AbstractVector) where {T}
    isempty(inds) && return a
    n = Core._arraylen(a)
    _array_resize_raw!(a, n)  # shared data: throw or unshare first
    j = 1
    p = 1
    q = 1
    prev = 0
    for i in inds
        (1 <= i <= n) || throw(BoundsError(a, i))
        i <= prev && throw(ArgumentError("indices must be unique and sorted"))
        prev = i
        while q < i
            Core._arrayset(a, Core._arrayref(a, q), p)
            p += 1
            q += 1
        end
        q = i + 1
    end
    while q <= n
        Core._arrayset(a, Core._arrayref(a, q), p)
        p += 1
        q += 1
    end
    _array_resize_raw!(a, p - 1)
    return a
end

# Julia's logical deleteat! (a mask of a's length) and deleteat! of any
# other iterable of sorted indices (a generator, a tuple).
function deleteat!(a::Array{T,1}, inds::AbstractVector{Bool}) where {T}
    length(inds) == length(a) || throw(BoundsError(a, inds))
    return deleteat!(a, findall(inds))
end
deleteat!(a::Array{T,1}, inds) where {T} = deleteat!(a, vec(collect(Int, inds)))
# splice!(a, inds): remove the items at the sorted indices inds, returned.
function splice!(a::Array{T,1}, inds) where {T}
    v = T[a[i] for i in inds]
    deleteat!(a, inds)
    return v
end

# splice!(a, i[, ins]) and splice!(a, r[, ins]): remove the item at i (the
# items in the range r, returned as a vector), then insert the items of ins
# in their place (Julia's array.jl)
function splice!(a::Array{T,1}, i::Integer, ins=()) where {T}
    v = a[i]
    deleteat!(a, i)
    _splice_insert!(a, Int(i), ins)
    return v
end
function splice!(a::Array{T,1}, r::AbstractUnitRange{<:Integer}, ins=()) where {T}
    v = a[r]
    deleteat!(a, r)
    _splice_insert!(a, Int(first(r)), ins)
    return v
end
function _splice_insert!(a::Vector, k::Int, ins)
    for x in ins
        insert!(a, k, x)
        k += 1
    end
    return a
end

sizehint!(a::AbstractVector, n) = a

# any other vector (a BitVector) keeps the elements f accepts
filter!(f, a::AbstractVector) = keepat!(a, Bool[f(x)::Bool for x in a])
# Julia 1.9's curried filter(f)
filter(f) = Fix1(filter, f)
function filter!(f, a::Array{T,1}) where {T}
    j = 0
    n = Core._arraylen(a)
    i = 1
    while i <= n
        x = Core._arrayref(a, i)
        if f(x)::Bool
            j += 1
            Core._arrayset(a, x, j)
        end
        i += 1
    end
    _array_resize_raw!(a, j)
    return a
end

# ---- similar, copy, fill --------------------------------------------------------------------------

# As Julia's abstractarray.jl, every form of similar reaches
# similar(a, T, dims::Tuple), the one method an array type needs to define
# for similar(a), copy(a), a[2:3], reverse(a), sort(a) to return its type.
similar(a::AbstractArray{T}) where {T} = similar(a, T, axes(a))
similar(a::AbstractArray{T}, d::Integer...) where {T} = similar(a, T, map(Int, d))
similar(a::AbstractArray, ::Type{S}, d::Integer...) where {S} = similar(a, S, map(Int, d))
similar(a::AbstractArray, ::Type{S}) where {S} = similar(a, S, axes(a))
# Axes as separate arguments (Julia's similar(a, T, dims::DimOrInd...)).
similar(a::AbstractArray, ::Type{S}, d1::AbstractUnitRange, d::Union{Integer,AbstractUnitRange}...) where {S} =
    similar(a, S, (d1, d...))
similar(a::AbstractArray{T}, d::Tuple) where {T} = similar(a, T, d)
# Dimensions given as axes (Base.OneTo, as similar(a, T, axes(a))) are
# converted to Ints and dispatched again, so an array type's own
# similar(a, T, dims::Dims) is called (Julia's abstractarray.jl, to_shape).
# Julia's: Dims make an Array; a shape of Integers and OneTos is converted
# to Dims first. (Other axes, offset ones, go to the methods that array
# packages define for their axis types, or to the fallback below.)
similar(a::AbstractArray, ::Type{S}, d::NTuple{N,Int}) where {S,N} = Array{S,N}(undef, d)
similar(a::AbstractArray, ::Type{S}, d::Tuple{Union{Integer,OneTo},Vararg{Union{Integer,OneTo}}}) where {S} = similar(a, S, _to_shape(d))
function similar(a::AbstractArray, ::Type{S}, d::Tuple) where {S}
    d isa Tuple{Vararg{Int}} && return Array{S}(undef, d)
    shp = _to_shape(d)
    shp isa Tuple{Vararg{Int}} || return Array{S}(undef, d)
    return similar(a, S, shp)
end
_to_shape(d::Tuple) = map(_to_shape1, d)

# Julia 1.10's abstractarray.jl: whether an array's indices start other
# than at 1 (never, for Kiln's own arrays), and the check packages make
# before indexing from 1.
has_offset_axes(A) = any(x -> Int(first(x)) != 1, axes(A))
has_offset_axes(A::AbstractVector) = Int(firstindex(A)) != 1
has_offset_axes(As...) = any(has_offset_axes, As)
has_offset_axes(::Colon) = false
has_offset_axes(::Array) = false
require_one_based_indexing(A...) = !has_offset_axes(A...) ||
    throw(ArgumentError("offset arrays are not supported but got an array with index other than 1"))
_to_shape1(i::Integer) = Int(i)
_to_shape1(r) = r

empty(a::AbstractVector{T}) where {T} = Array{T,1}(undef, 0)
empty(a::AbstractVector, ::Type{S}) where {S} = Array{S,1}(undef, 0)

function copy(a::Array{T,N}) where {T,N}
    b = similar(a)
    n = Core._arraylen(a)
    i = 1
    if !isbitstype(T)
        # an undefined element stays undefined in the copy (Julia copies
        # the data as it is)
        while i <= n
            i = _copy_elems!(b, a, i, n)
        end
        return b
    end
    while i <= n
        Core._arrayset(b, Core._arrayref(a, i), i)
        i += 1
    end
    return b
end
# a's elements i:n into b; at an undefined one, the index after it
function _copy_elems!(b::Array, a::Array, i::Int, n::Int)
    try
        while i <= n
            Core._arrayset(b, Core._arrayref(a, i), i)
            i += 1
        end
    catch e
        e isa UndefRefError || rethrow()
        return i + 1
    end
    return i
end
copy_array(a::AbstractArray) = copyto!(similar(a), a)
copymutable(a::AbstractArray) = copy_array(a)
copymutable(itr) = collect(itr)
# Any other array (a user's AbstractArray subtype): a mutable copy of it,
# from similar, as Julia's abstractarray.jl does.
copy(a::AbstractArray) = copymutable(a)

# src's elements into dest's indices in order (eachindex(dest): an array
# whose axes start other than at 1 is filled along them), as Julia's
# abstractarray.jl.
function copyto!(dest::AbstractArray, src)
    destiter = eachindex(dest)
    y = iterate(destiter)
    for x in src
        y === nothing && throw(ArgumentError("destination has fewer elements than required"))
        dest[y[1]] = x
        y = iterate(destiter, y[2])
    end
    return dest
end
# From an array: too short a destination is the BoundsError of Julia's
# copyto_unaliased! (at dest's linear indices for src's elements).
# copyto!(dest, dstart, src): the elements of any iterable src into dest
# from index dstart on (Julia 1.10's abstractarray.jl).
function copyto!(dest::AbstractArray, dstart::Integer, src)
    i = Int(dstart)
    if haslength(src) && length(dest) > 0
        checkbounds(dest, i:(i + length(src) - 1))
    end
    for x in src
        dest[i] = x
        i += 1
    end
    return dest
end
# Julia's copyto!(B, ir_dest, jr_dest, A, ir_src, jr_src): a block of a
# matrix into a block of another.
function copyto!(B::AbstractVecOrMat, ir_dest::AbstractRange{Int}, jr_dest::AbstractRange{Int},
                 A::AbstractVecOrMat, ir_src::AbstractRange{Int}, jr_src::AbstractRange{Int})
    length(ir_dest) == length(ir_src) || throw(ArgumentError(string("source and destination must have same size (got ", length(ir_src), " and ", length(ir_dest), ")")))
    length(jr_dest) == length(jr_src) || throw(ArgumentError(string("source and destination must have same size (got ", length(jr_src), " and ", length(jr_dest), ")")))
    checkbounds(B, ir_dest, jr_dest)
    checkbounds(A, ir_src, jr_src)
    A = unalias(B, A)
    jdest = first(jr_dest)
    for jsrc in jr_src
        idest = first(ir_dest)
        for isrc in ir_src
            B[idest, jdest] = A[isrc, jsrc]
            idest += step(ir_dest)
        end
        jdest += step(jr_dest)
    end
    return B
end
function copyto!(dest::AbstractArray, src::AbstractArray)
    isempty(src) && return dest
    n = length(src)
    if n > length(dest)
        i1 = firstindex(dest)
        throw_boundserror(dest, (i1:i1+n-1,))
    end
    src = unalias(dest, src)
    destiter = eachindex(dest)
    y = iterate(destiter)
    for x in src
        dest[y[1]] = x
        y = iterate(destiter, y[2])
    end
    return dest
end
# Arrays of one element type: the offset form, whose bounds check is the
# error (BoundsError at index [1:n]), as Julia's array.jl.
copyto!(dest::Array{T}, src::Array{T}) where {T} = copyto!(dest, 1, src, 1, length(src))
function copyto!(dest::AbstractArray, doffs::Integer, src::AbstractArray, soffs::Integer, n::Integer)
    n == 0 && return dest
    (n < 0) && throw(ArgumentError(string("tried to copy n=", n, " elements, but n should be nonnegative")))
    (1 <= doffs && doffs + n - 1 <= length(dest)) || throw_boundserror(dest, (doffs:doffs+n-1,))
    (1 <= soffs && soffs + n - 1 <= length(src)) || throw_boundserror(src, (soffs:soffs+n-1,))
    if dest === src && doffs > soffs
        k = n - 1
        while k >= 0
            dest[doffs + k] = src[soffs + k]
            k -= 1
        end
    else
        k = 0
        while k < n
            dest[doffs + k] = src[soffs + k]
            k += 1
        end
    end
    return dest
end

function fill!(a::Array{T}, x) where {T}
    xT = convert(T, x)::T
    n = Core._arraylen(a)
    i = 1
    while i <= n
        Core._arrayset(a, xT, i)
        i += 1
    end
    return a
end
function fill!(a::AbstractArray{T}, x) where {T}
    xT = convert(T, x)
    for i in eachindex(a)
        a[i] = xT
    end
    return a
end

fill(v, n::Integer) = fill!(_vec(typeof(v), n), v)
fill(v, m::Integer, n::Integer) = fill!(_mat(typeof(v), m, n), v)
fill(v, m::Integer, n::Integer, p::Integer) = fill!(Array{typeof(v),3}(undef, m, n, p), v)
fill(v, d::Tuple) = fill!(Array{typeof(v)}(undef, d), v)
fill(v, d::Integer...) = fill!(Array{typeof(v)}(undef, d), v)
fill(v, d::Union{Integer,AbstractUnitRange}...) = fill(v, d)
fill(v, d::Tuple{Vararg{Union{Integer,OneTo}}}) = fill(v, _to_shape(d)...)

zeros(n::Integer) = zeros(Float64, n)
zeros(m::Integer, n::Integer) = zeros(Float64, m, n)
zeros(m::Integer, n::Integer, p::Integer) = zeros(Float64, m, n, p)
zeros(::Type{T}, n::Integer) where {T} = fill!(Array{T,1}(undef, n), zero(T))
zeros(::Type{T}, m::Integer, n::Integer) where {T} = fill!(Array{T,2}(undef, m, n), zero(T))
zeros(::Type{T}, m::Integer, n::Integer, p::Integer) where {T} = fill!(Array{T,3}(undef, m, n, p), zero(T))
zeros(d::Tuple) = zeros(Float64, d)
zeros(d::Integer...) = zeros(Float64, d...)
zeros(::Type{T}, d::Integer...) where {T} = fill!(Array{T}(undef, d), zero(T))
zeros(::Type{T}, d::Tuple{Vararg{Integer}}) where {T} = zeros(T, d...)
# As Julia's array.jl: dimensions may be given as axes (DimOrInd); OneTos
# become lengths, other axes go to the methods array packages define for
# them (zeros(T, ::NTuple{N,Union{Integer,AbstractUnitRange}})).
zeros(d::Union{Integer,AbstractUnitRange}...) = zeros(Float64, d)
zeros(::Type{T}, d::Union{Integer,AbstractUnitRange}...) where {T} = zeros(T, d)
zeros(::Type{T}, d::Tuple{Vararg{Union{Integer,OneTo}}}) where {T} = zeros(T, _to_shape(d)...)
ones(n::Integer) = ones(Float64, n)
ones(m::Integer, n::Integer) = ones(Float64, m, n)
ones(::Type{T}, n::Integer) where {T} = fill!(Array{T,1}(undef, n), one(T))
ones(::Type{T}, m::Integer, n::Integer) where {T} = fill!(Array{T,2}(undef, m, n), one(T))
ones(d::Tuple) = ones(Float64, d)
ones(d::Integer...) = ones(Float64, d...)
ones(::Type{T}, d::Integer...) where {T} = fill!(Array{T}(undef, d), one(T))
ones(::Type{T}, d::Tuple{Vararg{Integer}}) where {T} = ones(T, d...)
ones(d::Union{Integer,AbstractUnitRange}...) = ones(Float64, d)
ones(::Type{T}, d::Union{Integer,AbstractUnitRange}...) where {T} = ones(T, d)
ones(::Type{T}, d::Tuple{Vararg{Union{Integer,OneTo}}}) where {T} = ones(T, _to_shape(d)...)
# trues/falses make BitArrays (bitarray.jl).

# vec of an Array shares its data (reshape), as Julia's.
vec(a::Array{T}) where {T} = reshape(a, length(a))
vec(a::Array{T,1}) where {T} = a
vec(a::AbstractVector) = a
vec(a::AbstractArray) = collect(a)[:]

# The elements of a splatted value that is neither a tuple nor a vector
# (`f((g(x) for x in xs)...)`, `f("ab"...)`, `max(Set([1, 2])...)`) as a
# vector: the runtime's splatting calls it (driver/resolve.go expandSplat).
# (Elements are boxed one by one there, so a Vector{Any} loses nothing.)
function _splat_elements(x)
    out = Any[]
    for e in x
        push!(out, e)
    end
    return out
end

# reshape of an Array shares its data, as Julia's jl_reshape_array: the
# result is a new Array header over the same elements (same shape: `a`
# itself), and an Array whose data is shared cannot be resized ("cannot
# resize array with shared data"; one reshaped from it gets its own copy
# first, as Julia's array_try_unshare). Other arrays (ranges, views) are
# copied into a new Array (Julia: a lazy ReshapedArray).
function _reshape_array(a::Array{T,M}, dims::NTuple{N,Int}) where {T,M,N}
    if N == M && dims == size(a)
        return a
    end
    for d in dims
        d < 0 && throw(ArgumentError("invalid Array dimensions"))
    end
    # The shared data starts at its block (no popfirst! offset), so that
    # the collector sees b's reference to it.
    M == 1 && Core._array_del_beg!(a, 0)
    b = Array{T,N}(undef, map(_ -> 0, dims))
    # a new header in place of b when a's memory is foreign (unsafe_wrap)
    b = ccall(:kiln_array_share, Any, (Any, Any, Int64, Int64), b, a, N, M)::Array{T,N}
    for i in 1:N
        ccall(:kiln_array_setdim, Nothing, (Any, Int64, Int64), b, i, dims[i])
    end
    return b
end
# Any other array (a range, a view, a BitArray keeps its own reshape):
# itself when the shape is its own, else a ReshapedArray sharing it
# (subarray.jl), as Julia's _reshape.
function _reshape_other(a::AbstractArray, dims::Tuple)
    for d in dims
        d < 0 && throw(ArgumentError("invalid Array dimensions"))
    end
    dims == size(a) && return a
    a isa ReshapedArray && return _reshape_other(a.parent, dims)
    return ReshapedArray(a, dims)
end
# a's elements in order into b.
function _copy_elements!(b::Array, a)
    i = 1
    for x in a
        b[i] = x
        i += 1
    end
    return b
end
# reshape as Julia 1.10's reshapedarray.jl: dimensions as integers, axes
# (OneTo), or with one `:` inferred from the length, splatted or as a
# tuple; `reshape(a, Val(N))` keeps the first N-1 dimensions and merges
# (or pads with 1s) the rest. An Array's mismatch is "new dimensions …
# must be consistent with array size n", another array's "parent has n
# elements, which is incompatible with size …".
reshape(a::AbstractArray, d::Integer...) = _reshape(a, map(Int, d))
reshape(a::AbstractArray, d::Tuple{Vararg{Integer}}) = _reshape(a, map(Int, d))
reshape(a::AbstractArray, d::Union{Integer,OneTo}...) = reshape(a, d)
reshape(a::AbstractArray, d::Tuple{Vararg{Union{Integer,OneTo}}}) = _reshape(a, map(_reshape_len, d))
reshape(a::AbstractArray, d::Union{Integer,Colon}...) = reshape(a, d)
reshape(a::AbstractArray, d::Tuple{Vararg{Union{Integer,Colon}}}) = _reshape(a, _reshape_uncolon(a, d))
reshape(a::AbstractArray{T,N}, ::Val{N}) where {T,N} = a
reshape(a::AbstractArray, ::Val{N}) where {N} = _reshape(a, _reshape_rdims(N, size(a)))
_reshape_len(i::Integer) = Int(i)
_reshape_len(r::OneTo) = Int(last(r))
function _reshape_rdims(N::Int, sz::Tuple)
    M = length(sz)
    N <= M || return (sz..., ntuple(_ -> 1, N - M)...)
    N == 0 && return ()
    last = 1
    for i in N:M
        last *= sz[i]
    end
    return (ntuple(i -> sz[i], N - 1)..., last)
end
function _reshape(a::AbstractArray, dims::Tuple{Vararg{Int}})
    if a isa Array
        prod(dims) == length(a) || throw(DimensionMismatch(string("new dimensions ", dims, " must be consistent with array size ", length(a))))
        return _reshape_array(a, dims)
    end
    prod(dims) == length(a) || throw(DimensionMismatch(string("parent has ", length(a), " elements, which is incompatible with size ", dims)))
    return _reshape_other(a, dims)
end
# Julia's _reshape_uncolon: the message shows the dimensions as given,
# the colon as Colon().
function _reshape_uncolon(a::AbstractArray, dims::Tuple)
    ncolon = 0
    k = 1
    for d in dims
        if d isa Colon
            ncolon += 1
        else
            k *= Int(d)
        end
    end
    ncolon > 1 && throw(DimensionMismatch(string("new dimensions ", dims, " may have at most one omitted dimension specified by `Colon()`")))
    ncolon == 0 && return map(Int, dims)
    (k != 0 && length(a) % k == 0) || throw(DimensionMismatch(string("array size ", length(a), " must be divisible by the product of the new dimensions ", dims)))
    n = div(length(a), k)
    return map(d -> d isa Colon ? n : Int(d), dims)
end

# ---- literals and concatenation ---------------------------------------------------------------------

# Julia's pair.jl and array.jl promotion rules, so a literal of mixed
# pairs or arrays gets Julia's element type: `[1 => 2, 3 => 4.0]` is a
# Vector{Pair{Int64, Float64}}, `[[1], [2.0]]` a Vector{Vector{Float64}}.
convert(::Type{Pair{A,B}}, x::Pair{A,B}) where {A,B} = x
function convert(::Type{Pair{A,B}}, x::Pair) where {A,B}
    a = x.first
    a isa A || (a = convert(A, a))
    b = x.second
    b isa B || (b = convert(B, b))
    return Pair{A,B}(a, b)
end
promote_rule(::Type{Pair{A1,B1}}, ::Type{Pair{A2,B2}}) where {A1,B1,A2,B2} =
    Pair{promote_type(A1, A2), promote_type(B1, B2)}
promote_rule(a::Type{Array{T,n}}, b::Type{Array{S,n}}) where {T,n,S} = _el_same(promote_type(T, S), a, b)
_el_same(::Type{T}, a::Type{<:AbstractArray{T,n}}, b::Type{<:AbstractArray{T,n}}) where {T,n} = a
_el_same(::Type{T}, a::Type{<:AbstractArray{T,n}}, b::Type{<:AbstractArray{S,n}}) where {T,S,n} = a
_el_same(::Type{T}, a::Type{<:AbstractArray{S,n}}, b::Type{<:AbstractArray{T,n}}) where {T,S,n} = b
_el_same(::Type, a, b) = promote_typejoin(a, b)

# As Julia's vect(X::T...) where T: arguments of one type need no promotion.
vect(X::T...) where {T} = _vect_of(T, X)
vect(X...) = _vect_of(promote_typeof(X...), X)
function _vect_of(::Type{T}, X::Tuple) where {T}
    n = length(X)
    a = _vec(T, n)
    i = 1
    while i <= n
        a[i] = X[i]
        i += 1
    end
    return a
end
vect() = Array{Any,1}(undef, 0)

function getindex(::Type{T}, vals...) where {T}
    n = length(vals)
    a = Array{T,1}(undef, n)
    i = 1
    while i <= n
        a[i] = vals[i]
        i += 1
    end
    return a
end
getindex(::Type{T}) where {T} = Array{T,1}(undef, 0)

_cat_eltype(x) = typeof(x)
_cat_eltype(x::AbstractArray) = eltype(x)
_cat_eltypes() = Bottom
_cat_eltypes(x) = _cat_eltype(x)
_cat_eltypes(x, xs...) = promote_type(_cat_eltype(x), _cat_eltypes(xs...))
_cat_length(x) = 1
_cat_length(x::AbstractArray) = length(x)

vcat() = Array{Any,1}(undef, 0)
vcat(X...) = typed_vcat(_cat_eltypes(X...), X...)
# Vectors of one element type, as Julia's vcat(arrays::Vector{T}...): one
# Vector{T} (which a call splatting a Vector{Vector{T}} infers).
function vcat(arrays::Vector{T}...) where {T}
    n = 0
    for a in arrays
        n += length(a)
    end
    out = Vector{T}(undef, n)
    k = 0
    for a in arrays
        for x in a
            k += 1
            @inbounds out[k] = x
        end
    end
    return out
end
# Numbers of one type, as Julia's vcat(X::T...) where {T<:Number}: a
# Vector{T}.
function vcat(X::T...) where {T<:Number}
    a = Array{T,1}(undef, length(X))
    for i in 1:length(X)
        @inbounds a[i] = X[i]
    end
    return a
end
# Matrices of one type (Julia's vcat(A::AbstractVecOrMat{T}...) on them):
# the rows of one Matrix{T}.
function vcat(A::Matrix{T}...) where {T}
    nc = size(A[1], 2)
    nr = 0
    for x in A
        size(x, 2) == nc || throw(DimensionMismatch(string("number of columns of each array must match (got ", map(y -> size(y, 2), A), ")")))
        nr += size(x, 1)
    end
    a = Array{T,2}(undef, nr, nc)
    r = 0
    for x in A
        m = size(x, 1)
        for j in 1:nc, i in 1:m
            @inbounds a[r + i, j] = x[i, j]
        end
        r += m
    end
    return a
end
function typed_vcat(::Type{T}, X...) where {T}
    _cat_has_nd(X) && return _cat_t(1, T, X...)
    # all vectors or scalars: one long vector; matrices: stacked rows
    _cat_any_matrix(X...) && return _vcat_matrices(T, X...)
    n = 0
    for x in X
        n += _cat_length(x)
    end
    a = Array{T,1}(undef, n)
    k = 1
    for x in X
        if x isa AbstractArray
            for y in x
                a[k] = y
                k += 1
            end
        else
            a[k] = x
            k += 1
        end
    end
    return a
end
function _vcat_matrices(::Type{T}, X...) where {T}
    nc = size(X[1], 2)
    nr = 0
    for x in X
        size(x, 2) == nc || throw(DimensionMismatch(string("number of columns of each array must match (got ", map(y -> size(y, 2), X), ")")))
        nr += size(x, 1)
    end
    a = Array{T,2}(undef, nr, nc)
    r = 0
    for x in X
        for j in 1:nc, i in 1:size(x, 1)
            a[r + i, j] = x[i, j]
        end
        r += size(x, 1)
    end
    return a
end

hcat() = Array{Any,1}(undef, 0)
hcat(X...) = typed_hcat(_cat_eltypes(X...), X...)
# Vectors of one element type, as Julia's hcat(V::Vector{T}...): the
# columns of one Matrix{T} (which a call splatting a Vector{Vector{T}}
# infers), all of the first one's length.
function hcat(V::Vector{T}...) where {T}
    nr = length(V[1])
    nc = length(V)
    for j in 2:nc
        length(V[j]) == nr || throw(DimensionMismatch("vectors must have same lengths"))
    end
    a = Array{T,2}(undef, nr, nc)
    for j in 1:nc
        c = V[j]
        for i in 1:nr
            @inbounds a[i, j] = c[i]
        end
    end
    return a
end
# Numbers of one type, as Julia's hcat(X::T...) where {T<:Number}: a
# 1×n Matrix{T}.
function hcat(X::T...) where {T<:Number}
    a = Array{T,2}(undef, 1, length(X))
    for j in 1:length(X)
        @inbounds a[1, j] = X[j]
    end
    return a
end
# Matrices of one type (Julia's hcat(A::AbstractVecOrMat{T}...) on them):
# the columns of one Matrix{T}.
function hcat(A::Matrix{T}...) where {T}
    nr = size(A[1], 1)
    nc = 0
    for x in A
        size(x, 1) == nr || throw(DimensionMismatch(string("number of rows of each array must match (got ", map(y -> size(y, 1), A), ")")))
        nc += size(x, 2)
    end
    a = Array{T,2}(undef, nr, nc)
    c = 0
    for x in A
        m = size(x, 2)
        for j in 1:m, i in 1:nr
            @inbounds a[i, c + j] = x[i, j]
        end
        c += m
    end
    return a
end
function typed_hcat(::Type{T}, X...) where {T}
    _cat_has_nd(X) && return _cat_t(2, T, X...)
    nx = length(X)
    nr = -1
    nc = 0
    for x in X
        r = x isa AbstractArray ? size(x, 1) : 1
        if nr < 0
            nr = r
        elseif r != nr
            throw(DimensionMismatch(string("number of rows of each array must match (got ", map(y -> y isa AbstractArray ? size(y, 1) : 1, X), ")")))
        end
        nc += x isa AbstractArray ? size(x, 2) : 1
    end
    nr < 0 && (nr = 0)
    a = Array{T,2}(undef, nr, nc)
    c = 0
    for x in X
        if x isa AbstractArray
            for j in 1:size(x, 2)
                c += 1
                for i in 1:nr
                    a[i, c] = x isa AbstractVector ? x[i] : x[i, j]
                end
            end
        else
            c += 1
            a[1, c] = x
        end
    end
    return a
end

hvcat(rows::Tuple{Vararg{Int}}, xs...) = typed_hvcat(_cat_eltypes(xs...), rows, xs...)
# no values (Julia's abstractarray.jl)
hvcat(rows::Tuple{Vararg{Int}}) = []
# numbers of one type: Julia's hvcat(rows, xs::T...) where T<:Number checks
# the count before the rows ([1 2; 3] is "argument count does not match
# specified shape (expected 4, got 3)")
function hvcat(rows::Tuple{Vararg{Int}}, xs::T...) where {T<:Number}
    nr = length(rows)
    nc = rows[1]
    length(xs) == nr * nc || throw(ArgumentError(string("argument count does not match specified shape (expected ", nr * nc, ", got ", length(xs), ")")))
    return typed_hvcat(T, rows, xs...)
end
function typed_hvcat(::Type{T}, rows::Tuple{Vararg{Int}}, xs...) where {T}
    nr = length(rows)
    allscalar = true
    for x in xs
        x isa AbstractArray && (allscalar = false)
    end
    if allscalar
        # Julia's typed_hvcat of numbers (abstractarray.jl): the rows are
        # checked first (a DimensionMismatch in Julia 1.10), then the count
        nc = rows[1]
        allnumber = true
        for x in xs
            x isa Number || (allnumber = false)
        end
        for i in 2:nr
            rows[i] == nc && continue
            # other scalars are concatenated row by row, then vertically:
            # the vcat of the rows reports the mismatch
            allnumber || throw(DimensionMismatch(string("number of columns of each array must match (got ", rows, ")")))
            throw(DimensionMismatch(string("row ", i, " has mismatched number of columns (expected ", nc, ", got ", rows[i], ")")))
        end
        length(xs) == nr * nc || throw(ArgumentError(string("argument count ", length(xs), " does not match specified shape ", (nr, nc))))
        a = Array{T,2}(undef, nr, nc)
        k = 1
        for i in 1:nr, j in 1:nc
            a[i, j] = xs[k]
            k += 1
        end
        return a
    end
    # Blocks (matrices, vectors as one column, scalars as 1×1), placed
    # directly as Julia's typed_hvcat does (abstractarray.jl): no
    # intermediate row matrices, so [a b; c d] of matrices infers and
    # allocates the result only.
    nc = 0
    for j in 1:rows[1]
        nc += _blockcols(xs[j])
    end
    total = 0
    k = 1
    for i in 1:nr
        total += _blockrows(xs[k])
        k += rows[i]
    end
    out = Array{T,2}(undef, total, nc)
    k = 1
    r = 1
    for i in 1:nr
        c = 1
        szi = _blockrows(xs[k])
        for j in 1:rows[i]
            x = xs[k + j - 1]
            szj = _blockcols(x)
            _blockrows(x) == szi || throw(DimensionMismatch(string("mismatched height in block row ", i, " (expected ", szi, ", got ", _blockrows(x), ")")))
            c - 1 + szj > nc && throw(DimensionMismatch(string("block row ", i, " has mismatched number of columns (expected ", nc, ", got ", c - 1 + szj, ")")))
            _putblock!(out, x, r - 1, c - 1)
            c += szj
        end
        c == nc + 1 || throw(DimensionMismatch(string("block row ", i, " has mismatched number of columns (expected ", nc, ", got ", c - 1, ")")))
        r += szi
        k += rows[i]
    end
    return out
end
_blockrows(x::AbstractArray) = size(x, 1)
_blockrows(x) = 1
_blockcols(x::AbstractArray) = size(x, 2)
_blockcols(x) = 1
function _putblock!(out, x::AbstractVector, r0::Int, c0::Int)
    for i in 1:length(x)
        out[r0 + i, c0 + 1] = x[i]
    end
end
function _putblock!(out, x::AbstractMatrix, r0::Int, c0::Int)
    for j in 1:size(x, 2), i in 1:size(x, 1)
        out[r0 + i, c0 + j] = x[i, j]
    end
end
_putblock!(out, x, r0::Int, c0::Int) = (out[r0 + 1, c0 + 1] = x; nothing)

# ---- comparison ----------------------------------------------------------------------------------------

# As Julia's: a false element comparison decides; a missing one makes the
# result missing unless a later one is false ([1, missing] == [1, missing]
# is missing).
function ==(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    anymissing = false
    ya = iterate(A)
    yb = iterate(B)
    while ya !== nothing && yb !== nothing
        eq = (ya[1] == yb[1])
        if eq === missing
            anymissing = true
        elseif !eq
            return false
        end
        ya = iterate(A, ya[2])
        yb = iterate(B, yb[2])
    end
    return anymissing ? missing : true
end
function ==(A::Array, B::Array)
    size(A) == size(B) || return false
    anymissing = false
    n = length(A)
    i = 1
    while i <= n
        eq = (Core._arrayref(A, i) == Core._arrayref(B, i))
        if eq === missing
            anymissing = true
        elseif !eq
            return false
        end
        i += 1
    end
    return anymissing ? missing : true
end
==(A::AbstractRange, B::Array) = _range_eq_array(A, B)
==(A::Array, B::AbstractRange) = _range_eq_array(B, A)
function _range_eq_array(r, a)
    size(r) == size(a) || return false
    i = 1
    for x in r
        x == a[i] || return false
        i += 1
    end
    return true
end
function isequal(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    n = length(A)
    i = 1
    while i <= n
        isequal(A[i], B[i]) || return false
        i += 1
    end
    return true
end
function isless(A::AbstractVector, B::AbstractVector)
    n = min(length(A), length(B))
    i = 1
    while i <= n
        a, b = A[i], B[i]
        isless(a, b) && return true
        isless(b, a) && return false
        i += 1
    end
    return length(A) < length(B)
end
cmp(A::AbstractVector, B::AbstractVector) = isless(A, B) ? -1 : isless(B, A) ? 1 : 0
# Julia's abstractarray.jl: zero-dimensional arrays compare by their element.
cmp(A::AbstractArray{<:Any,0}, B::AbstractArray{<:Any,0}) = cmp(A[], B[])
isless(A::AbstractArray{<:Any,0}, B::AbstractArray{<:Any,0}) = isless(A[], B[])

# Julia's elsize: the bytes an element takes in an array's memory (a
# reference's for elements not stored inline).
elsize(A::AbstractArray) = elsize(typeof(A))
elsize(::Type{<:Array{T}}) where {T} = isbitstype(T) ? sizeof(T) : sizeof(Ptr{Cvoid})

# The address of an array's first element (Julia's pointer(::Array)).
pointer(a::Array{T}) where {T} = ccall(:kiln_array_data, Ptr{T}, (Any,), a)
pointer(a::Array{T}, i::Integer) where {T} =
    bitcast(Ptr{T}, bitcast(UInt64, pointer(a)) + rem((Int(i) - 1) * (isbitstype(T) ? sizeof(T) : 8), UInt64))
# a RefArray passed to ccall: the element's address (Julia's
# unsafe_convert(Ptr{T}, ::RefArray{T}), for T or Cvoid)
cconvert(::Union{Type{Ptr{T}},Type{Ptr{Cvoid}}}, b::RefArray{T,<:Array}) where {T} = pointer(b.x, b.i)
cconvert(::Type{Ref{T}}, b::RefArray{T,<:Array}) where {T} = pointer(b.x, b.i)

# Slurping destructuring `a, b... = v`.
rest(a::Array, i::Int = 1) = a[i:length(a)]
# Julia 1.10: any other array's rest is collected into a Vector
# (a, b... = 1:4 makes b == [2, 3, 4]), a string's into a String
# (a, b... = "hello" makes b == "ello").
rest(a::AbstractArray{T}) where {T} = _collect_rest(T, a, nothing)
rest(a::AbstractArray{T}, st) where {T} = _collect_rest(T, a, (st,))
function _collect_rest(::Type{T}, a, st) where {T}
    v = Array{T,1}(undef, 0)
    y = st === nothing ? iterate(a) : iterate(a, st[1])
    while y !== nothing
        push!(v, y[1])
        y = iterate(a, y[2])
    end
    return v
end
# (rest of a String or SubString{String}: substring.jl)
rest(s::AbstractString) = String(s)
# a, b..., c = x (Julia 1.9's Base.split_rest): the middle and the last n
# elements; an iterator other than an array or tuple is collected first.
function split_rest(itr, n::Int, st...)
    IteratorSize(itr) isa IsInfinite && throw(ArgumentError("Cannot split an infinite iterator in the middle."))
    return _split_rest(rest(itr, st...), n)
end
split_rest(t::Tuple, n::Int, i=1) = (t[i:length(t)-n], t[length(t)-n+1:length(t)])
_split_rest(itr, n::Int) = _split_rest(collect(itr), n)
function _split_rest(a::AbstractArray, n::Int)
    len = length(a)
    len < n && throw(ArgumentError(string("The iterator only contains ", len, " elements, but at least ", n, " were requested.")))
    return (a[firstindex(a):lastindex(a)-n], a[lastindex(a)-n+1:lastindex(a)])
end
function rest(s::AbstractString, st)
    io = IOBuffer()
    y = iterate(s, st)
    while y !== nothing
        print(io, y[1])
        y = iterate(s, y[2])
    end
    return String(take!(io))
end
# Julia's tuple.jl: any other iterator's rest is lazy (Iterators.rest).
rest(itr) = itr
rest(itr, state) = Rest(itr, state)

# Julia's array.jl: an array converts to another Array type by copying
# (Vector{Any}[[1, "a"], [2.0]] converts the Vector{Float64}).
convert(::Type{T}, a::AbstractArray) where {T<:Array} = a isa T ? a : T(a)::T
# Julia's abstractarray.jl: AbstractArray{T}(A) / AbstractArray{T,N}(A) copy with the new element type
AbstractArray{T}(A::AbstractArray{S,N}) where {T,S,N} = AbstractArray{T,N}(A)
AbstractArray{T,N}(A::AbstractArray{S,N}) where {T,N,S} = copyto!(similar(A, T), A)
convert(::Type{AbstractArray{T}}, a::AbstractArray) where {T} = a isa AbstractArray{T} ? a : copyto!(similar(a, T), a)
convert(::Type{AbstractArray{T,N}}, a::AbstractArray{S,N}) where {T,S,N} = a isa AbstractArray{T,N} ? a : copyto!(similar(a, T), a)

# The element type must be a type (Vector{sin} is a type, but no array of
# it exists): Julia's array.c throws this TypeError.
_check_eltype(T) = T isa Type || throw(TypeError(:Array, "element type", Type, T))

# a range of Bools is a mask (Julia's logical indexing: arr[true:true] of a
# one-element array is [arr[1]], arr[false:false] is empty)
getindex(A::Array{T}, I::AbstractUnitRange{Bool}) where {T} = _getindex_logical(A, I)

# an array of any dimension converted to element type T
(::Type{Array{T}})(a::AbstractArray{S,N}) where {T,S,N} = copyto!(Array{T,N}(undef, size(a)), a)
(::Type{Array{T,N}})(a::AbstractArray{S,N}) where {T,S,N} = copyto!(Array{T,N}(undef, size(a)), a)
