# Holy traits: the storage layout of a collection type decides which
# method runs, through a trait type, not through the type hierarchy.

"""
    StorageStyle

Trait of a collection type: `Contiguous()`, `Strided()` or `Unknown()`.
"""
abstract type StorageStyle end
struct Contiguous <: StorageStyle end
struct Strided <: StorageStyle end
struct Unknown <: StorageStyle end

StorageStyle(::Type) = Unknown()
StorageStyle(::Type{<:Array}) = Contiguous()
StorageStyle(::Type{<:UnitRange}) = Contiguous()
StorageStyle(::Type{<:StepRange}) = Strided()
StorageStyle(::Type{<:Tuple}) = Contiguous()

storage(x) = StorageStyle(typeof(x))

describe(x) = describe(StorageStyle(typeof(x)), x)
describe(::Contiguous, x) = "contiguous with $(length(x)) elements"
describe(::Strided, x) = "strided by $(step(x))"
describe(::Unknown, x) = "unknown layout: $(typeof(x))"

stride_of(x) = stride_of(StorageStyle(typeof(x)), x)
stride_of(::Contiguous, x) = 1
stride_of(::Strided, x) = step(x)
