# This file is a part of Kiln's Base library.
#
# pointer.jl — Ptr{T}: construction from addresses, conversions, arithmetic,
# comparison, unsafe_store! and printing, as Julia 1.10's base/pointer.jl.

@_after_image const C_NULL = bitcast(Ptr{Cvoid}, 0)

Ptr{T}(x::Union{Int,UInt,Ptr}=0) where {T} = bitcast(Ptr{T}, x)
convert(::Type{T}, x::Union{Int,UInt}) where {T<:Ptr} = T(x)
convert(::Type{Ptr{T}}, p::Ptr{T}) where {T} = p
convert(::Type{Ptr{T}}, p::Ptr) where {T} = bitcast(Ptr{T}, p)::Ptr{T}

UInt64(x::Ptr) = bitcast(UInt64, x)
Int64(x::Ptr) = bitcast(Int64, x)
unsigned(x::Ptr) = UInt(x)
signed(x::Ptr) = Int(x)

==(x::Ptr, y::Ptr) = UInt(x) == UInt(y)
isless(x::Ptr{T}, y::Ptr{T}) where {T} = x < y
<(x::Ptr, y::Ptr) = UInt(x) < UInt(y)
-(x::Ptr, y::Ptr) = UInt(x) - UInt(y)
+(x::Ptr, y::Integer) = oftype(x, UInt(x) + (y % UInt))
-(x::Ptr, y::Integer) = oftype(x, UInt(x) - (y % UInt))
+(x::Integer, y::Ptr) = y + x
hash(p::Ptr, h::UInt) = hash(UInt(p), h)

unsafe_store!(p::Ptr{T}, x, i::Integer=1) where {T} =
    (Core.Intrinsics.pointerset(p, convert(T, x), Int(i), 1); p)

show(io::IO, p::Ptr) = print(io, typeof(p), " @0x", string(UInt(p), base=16, pad=16))

# ---- unsafe_wrap: an Array over memory Kiln did not allocate ------------------------------------
#
# Julia 1.10's unsafe_wrap(Array, p, dims; own) (base/pointer.jl, src/array.c
# jl_ptr_to_array): the array's elements are the memory at p, which Kiln's
# collector neither moves nor frees (runtime/alloc.c, kiln_array_wrap); with
# own=true the memory is freed (Libc.free) once no array over it is left.
# Only isbits elements: the collector does not scan foreign memory.
function unsafe_wrap(::Union{Type{Array},Type{Array{T}},Type{Array{T,N}}}, p::Ptr{T},
                     dims::NTuple{N,Int}; own::Bool=false) where {T,N}
    n = 1
    for d in dims
        d < 0 && throw(ArgumentError("invalid Array dimensions"))
        _nonneg_mul_overflows(n, d) && throw(ArgumentError("invalid Array dimensions"))
        n *= d
    end
    return _unsafe_wrap(Array{T,N}, p, dims, n, own)
end
function unsafe_wrap(::Union{Type{Array},Type{Array{T}},Type{Array{T,1}}}, p::Ptr{T}, d::Integer;
                     own::Bool=false) where {T}
    n = Int(Csize_t(d))    # a negative length is Julia's InexactError (ccall's Csize_t)
    return _unsafe_wrap(Array{T,1}, p, (n,), n, own)
end
unsafe_wrap(A::Union{Type{Array},Type{Array{T}},Type{Array{T,N}}}, p::Ptr{T}, dims::NTuple{N,Integer};
            own::Bool=false) where {T,N} =
    unsafe_wrap(A, p, map(Int, dims); own=own)

# (a String's bytes, shared: Julia's unsafe_wrap(Vector{UInt8}, s::String))
unsafe_wrap(::Type{Vector{UInt8}}, s::String) = unsafe_wrap(Vector{UInt8}, pointer(s), ncodeunits(s))
function _unsafe_wrap(::Type{Array{T,N}}, p::Ptr{T}, dims::NTuple{N,Int}, n::Int, own::Bool) where {T,N}
    isbitstype(T) || throw(ArgumentError(string("unsafe_wrap of memory with elements of type ", T,
                                                " (not isbits) is not supported in Kiln")))
    _nonneg_mul_overflows(n, Core.sizeof(T)) && throw(ArgumentError("invalid Array size"))
    al = min(_datatype_align(T), 16)
    UInt(p) % UInt(al) == 0 ||
        throw(ArgumentError(string("unsafe_wrap: pointer 0x", string(UInt(p), base=16),
                                   " is not properly aligned to ", al, " bytes")))
    return _wrap_array(Array{T,N}, p, dims, n, p, 0, own ? 1 : 0)
end

# whether a*b, both ≥ 0, is past typemax(Int)
_nonneg_mul_overflows(a::Int, b::Int) = b != 0 && a > div(typemax(Int), b)

# A new Array{T,N} of dims (n elements) over the memory at p, whose owner
# (kiln_foreign_owner) frees (kind 1) or unmaps (kind 2) the len bytes at
# base when no array over them is left (kind 0: nothing).
function _wrap_array(::Type{Array{T,N}}, p::Ptr, dims::NTuple{N,Int}, n::Int, base::Ptr, len::Int, kind::Int) where {T,N}
    tmpl = Array{T,N}(undef, map(_ -> 0, dims))
    # nothing is allocated between the owner and the array that holds it
    owner = ccall(:kiln_foreign_owner, Ptr{Cvoid}, (Ptr{Cvoid}, Int64, Int32), base, len, Int32(kind))
    a = ccall(:kiln_array_wrap, Any, (Any, Int64, Int64, Ptr{Cvoid}, Ptr{Cvoid}), tmpl, N, n, p, owner)::Array{T,N}
    for i in 1:N
        ccall(:kiln_array_setdim, Nothing, (Any, Int64, Int64), a, i, dims[i])
    end
    return a
end

# Julia's datatype_alignment of an isbits type: a primitive type's size
# rounded up to a power of two, a struct's largest field alignment.
function _datatype_align(@nospecialize(T))
    if isprimitivetype(T)
        s = Core.sizeof(T)
        a = 1
        while a < s
            a *= 2
        end
        return a
    end
    a = 1
    for ft in fieldtypes(T)
        a = max(a, _datatype_align(ft))
    end
    return a
end

# What the C function pointer of @cfunction(f, R, (A, B)) calls with its
# arguments: f, its result converted to R as Julia's cfunction wrapper
# does (an InexactError when it does not fit, a MethodError when it does
# not convert); codegen's wrapper passes the C arguments and returns this
# function's result as a C value.
_cfunction_call(f::F, ::Type{R}, args...) where {F,R} = convert(R, f(args...))::R
_cfunction_call(f::F, ::Type{Nothing}, args...) where {F} = (f(args...); nothing)
