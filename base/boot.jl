# This file is a part of Kiln's Base library.
#
# boot.jl — names that Julia defines in Core (boot.jl) but that Kiln defines
# in Base source: the integer aliases, the bit-type unions, the exception
# types, Val, Some, Ref. Everything here is plain data; the methods that use
# it come in later files.

const Int = Int64
const UInt = UInt64
# C types (Julia's c.jl, for x86_64/aarch64 Linux): ccall signatures use them.
const Cchar = Int8
const Cuchar = UInt8
const Cshort = Int16
const Cushort = UInt16
const Cint = Int32
const Cuint = UInt32
const Clong = Int64
const Culong = UInt64
const Clonglong = Int64
const Culonglong = UInt64
const Cintmax_t = Int64
const Cuintmax_t = UInt64
const Csize_t = UInt
const Cssize_t = Int
const Cptrdiff_t = Int
const Cwchar_t = Int32
const Cfloat = Float32
const Cdouble = Float64
# Julia's Cstring and Cwstring are their own primitive types; Kiln's are the
# pointer types they are passed as, and ccall passes a String argument
# declared as one (or as any Ptr) as the address of its bytes, which end in
# a NUL.
const Cstring = Ptr{UInt8}
const Cwstring = Ptr{Cwchar_t}
# Julia's Base.Callable: what get(f, d, k), get!(f, d, k) and the like call
# (a function or a type, as get!(Vector{Int}, d, k)).
const Callable = Union{Function,Type}
const Cvoid = Nothing
# ccall converts each argument to its declared type first (Julia's
# cconvert): a number converts (an Int64 passed as Cint, with InexactError
# when it does not fit), and so does anything else declared as a number
# type (convert's MethodError for a String passed as Float64, where its
# address would have been passed as the number's bits); other values
# (arrays and Refs for pointers) are passed as they are.
cconvert(::Type{T}, x) where {T} = _cconvert_other(T, x)
cconvert(::Type{T}, x::T) where {T} = x
_cconvert_other(::Type{T}, x) where {T} = x
_cconvert_other(::Type{T}, x) where {T<:Union{Bool,Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Float32,Float64}} =
    convert(T, x)
cconvert(::Type{T}, x::Real) where {T<:Union{Int8,UInt8,Int16,UInt16,Int32,UInt32,Int64,UInt64,Float32,Float64}} = convert(T, x)
const Bottom = Union{}

const BitSigned64 = Union{Int8,Int16,Int32,Int64}
const BitUnsigned64 = Union{UInt8,UInt16,UInt32,UInt64}
const BitInteger64 = Union{BitSigned64,BitUnsigned64}
const BitSigned = Union{Int8,Int16,Int32,Int64,Int128}
const BitUnsigned = Union{UInt8,UInt16,UInt32,UInt64,UInt128}
const BitInteger = Union{BitSigned,BitUnsigned}
const BitSigned_types = (Int8, Int16, Int32, Int64, Int128)
const BitUnsigned_types = (UInt8, UInt16, UInt32, UInt64, UInt128)
const BitInteger_types = (Int8, Int16, Int32, Int64, Int128, UInt8, UInt16, UInt32, UInt64, UInt128)
const BitInteger64_types = (Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64)
const BitSignedSmall = Union{Int8,Int16,Int32}
const BitUnsignedSmall = Union{UInt8,UInt16,UInt32}
# Julia's names for them (reduce.jl: what sum widens to Int/UInt).
const SmallSigned = BitSignedSmall
const SmallUnsigned = BitUnsignedSmall
const BitIntegerSmall = Union{BitSignedSmall,BitUnsignedSmall}
const BitSigned64T = Union{Type{Int8},Type{Int16},Type{Int32},Type{Int64}}
const BitUnsigned64T = Union{Type{UInt8},Type{UInt16},Type{UInt32},Type{UInt64}}
const IEEEFloat = Union{Float16,Float32,Float64}
const HWReal = Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64,Float32,Float64}
const HWNumber = Union{HWReal,Bool}

# The type parameter of a closure field that holds a captured static
# parameter (Julia's Core.Typeof): Type{T} for a type, so that the closure's
# body sees the parameter as a constant.
_typeof_captured(x) = isa(x, Type) ? Type{x} : typeof(x)

# Primitive types grouped by size, for reinterpret.
const _Bits8 = Union{Int8,UInt8}
const _Bits16 = Union{Int16,UInt16,Float16}
const _Bits32 = Union{Int32,UInt32,Float32,Char}
const _Bits64 = Union{Int64,UInt64,Float64}
const _Bits128 = Union{Int128,UInt128}

# ---- exceptions (Core in Julia) -------------------------------------------

struct DivideError <: Exception end
struct StackOverflowError <: Exception end
struct OutOfMemoryError <: Exception end
struct UndefRefError <: Exception end
struct EOFError <: Exception end
struct InterruptException <: Exception end

struct ErrorException <: Exception
    msg::AbstractString
end

struct ArgumentError <: Exception
    msg::AbstractString
end

struct OverflowError <: Exception
    msg::AbstractString
end

struct AssertionError <: Exception
    msg::AbstractString
end
AssertionError() = AssertionError("")

struct UndefVarError <: Exception
    var::Symbol
end

struct UndefKeywordError <: Exception
    var::Symbol
end

struct KeyError <: Exception
    key
end

struct DimensionMismatch <: Exception
    msg::AbstractString
end
DimensionMismatch() = DimensionMismatch("")

# Julia 1.10's abstractarray.jl: an AbstractArray type that defines neither
# of its canonical getindex/setindex! methods
struct CanonicalIndexError <: Exception
    func::String
    type::Any
end
struct StringIndexError <: Exception
    string::AbstractString
    index::Int
end

# BoundsError may be created without its fields (as in Julia: BoundsError()
# or BoundsError(a)); showerror checks isdefined.
struct BoundsError <: Exception
    a::Any
    i::Any
    BoundsError() = new()
    BoundsError(a) = new(a)
    BoundsError(a, i) = new(a, i)
end

struct InexactError <: Exception
    func::Symbol
    T::Any
    val::Any
    InexactError(f::Symbol, T, val) = new(f, T, val)
end

struct DomainError <: Exception
    val::Any
    msg::AbstractString
    DomainError(val) = new(val)   # msg undefined, as Julia's
    DomainError(val, msg) = new(val, msg)
end

struct TypeError <: Exception
    func::Symbol
    context::Union{AbstractString,Symbol}
    expected::Type
    got::Any
    TypeError(func, context, expected::Type, got) = new(func, context, expected, got)
end

struct MethodError <: Exception
    f::Any
    args::Any
    world::UInt64
    MethodError(f, args, world::UInt64) = new(f, args, world)
end
MethodError(f, args) = MethodError(f, args, 0xffffffffffffffff)

struct InvalidCharError{T<:AbstractChar} <: Exception
    char::T
end

struct CodePointError{T<:Integer} <: Exception
    code::T
end

# ---- Val, Some, Ref, Pair --------------------------------------------------

struct Val{x} end
Val(x) = Val{x}()

struct Some{T}
    value::T
end

# VecElement{T}: an element of a SIMD vector (Julia's Core, boot.jl). Kiln
# stores an NTuple of them as an ordinary tuple (Julia uses an LLVM vector);
# code that hands them to llvmcall is not supported.
struct VecElement{T}
    value::T
    VecElement{T}(value::T) where {T} = new(value)
end
VecElement(arg::T) where {T} = VecElement{T}(arg)

abstract type Ref{T} end

mutable struct RefValue{T} <: Ref{T}
    x::T
    RefValue{T}() where {T} = new()
    RefValue{T}(x) where {T} = new(x)
end
RefValue(x::T) where {T} = RefValue{T}(x)
Ref(x) = RefValue{typeof(x)}(x)
(::Type{Ref{T}})() where {T} = RefValue{T}()
(::Type{Ref{T}})(x) where {T} = RefValue{T}(x)
# as Julia's boot.jl: Tuple{}()
(::Type{Tuple{}})() = ()
getindex(b::RefValue) = getfield(b, :x)
function setindex!(b::RefValue, x)
    setfield!(b, :x, convert(fieldtype(typeof(b), :x), x))
    return b
end

# Ref(A, i): a reference to element i of an array (Julia's RefArray,
# base/refpointer.jl); passed to ccall as a Ptr{T} or Ref{T}, it is the
# element's address (array.jl's cconvert).
struct RefArray{T,A<:AbstractArray{T},R} <: Ref{T}
    x::A
    i::Int
    roots::R
    RefArray{T,A,R}(x, i, roots=nothing) where {T,A<:AbstractArray{T},R} = new(x, i, roots)
end
RefArray(x::AbstractArray{T}, i::Integer, roots::Any) where {T} = RefArray{T,typeof(x),Any}(x, Int(i), roots)
RefArray(x::AbstractArray{T}, i::Integer=1, roots::Nothing=nothing) where {T} = RefArray{T,typeof(x),Nothing}(x, Int(i), nothing)
Ref(x::AbstractArray, i::Integer) = RefArray(x, i)
getindex(b::RefArray) = b.x[b.i]
setindex!(b::RefArray, x) = (b.x[b.i] = x; b)

struct Pair{A,B}
    first::A
    second::B
end
=>(a, b) = Pair(a, b)

# ---- rounding modes --------------------------------------------------------

struct RoundingMode{T} end
const RoundNearest = RoundingMode{:Nearest}()
const RoundToZero = RoundingMode{:ToZero}()
const RoundUp = RoundingMode{:Up}()
const RoundDown = RoundingMode{:Down}()
const RoundFromZero = RoundingMode{:FromZero}()
const RoundNearestTiesAway = RoundingMode{:NearestTiesAway}()
const RoundNearestTiesUp = RoundingMode{:NearestTiesUp}()

# The abstract stream type (io.jl has the streams); here because range and
# tuple printing methods name it before io.jl is loaded.
abstract type IO end
