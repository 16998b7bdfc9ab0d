"""
    CircularBuffer{T}(n)

A vector of at most `n` elements: `push!` onto a full buffer overwrites the
oldest element. It is an `AbstractVector`, so indexing, iteration,
printing, `collect`, reductions and broadcasting come from Base.
"""
mutable struct CircularBuffer{T} <: AbstractVector{T}
    capacity::Int
    first::Int
    length::Int
    buffer::Vector{T}

    function CircularBuffer{T}(capacity::Integer) where {T}
        capacity > 0 || throw(ArgumentError("capacity must be positive, got $capacity"))
        return new{T}(capacity, 1, 0, Vector{T}(undef, capacity))
    end
end

CircularBuffer(capacity::Integer) = CircularBuffer{Any}(capacity)

function CircularBuffer{T}(capacity::Integer, items) where {T}
    cb = CircularBuffer{T}(capacity)
    for x in items
        push!(cb, x)
    end
    return cb
end

@inline function _buffer_index(cb::CircularBuffer, i::Int)
    n = cb.first + i - 1
    return n > cb.capacity ? n - cb.capacity : n
end

Base.size(cb::CircularBuffer) = (cb.length,)
Base.IndexStyle(::Type{<:CircularBuffer}) = IndexLinear()

Base.@propagate_inbounds function Base.getindex(cb::CircularBuffer, i::Int)
    @boundscheck checkbounds(cb, i)
    return cb.buffer[_buffer_index(cb, i)]
end

Base.@propagate_inbounds function Base.setindex!(cb::CircularBuffer, v, i::Int)
    @boundscheck checkbounds(cb, i)
    cb.buffer[_buffer_index(cb, i)] = v
    return cb
end

capacity(cb::CircularBuffer) = cb.capacity
isfull(cb::CircularBuffer) = cb.length == cb.capacity

function Base.push!(cb::CircularBuffer, x)
    if cb.length == cb.capacity
        cb.first = cb.first == cb.capacity ? 1 : cb.first + 1
    else
        cb.length += 1
    end
    @inbounds cb[cb.length] = x
    return cb
end

function Base.pushfirst!(cb::CircularBuffer, x)
    cb.first = cb.first == 1 ? cb.capacity : cb.first - 1
    cb.length < cb.capacity && (cb.length += 1)
    cb.buffer[cb.first] = x
    return cb
end

function Base.pop!(cb::CircularBuffer)
    isempty(cb) && throw(ArgumentError("buffer must be non-empty"))
    x = cb[cb.length]
    cb.length -= 1
    return x
end

function Base.popfirst!(cb::CircularBuffer)
    isempty(cb) && throw(ArgumentError("buffer must be non-empty"))
    x = cb.buffer[cb.first]
    cb.first = cb.first == cb.capacity ? 1 : cb.first + 1
    cb.length -= 1
    return x
end

function Base.empty!(cb::CircularBuffer)
    cb.length = 0
    cb.first = 1
    return cb
end

function Base.append!(cb::CircularBuffer, items)
    for x in items
        push!(cb, x)
    end
    return cb
end
