# A last-in first-out stack and a first-in first-out queue. Neither is an
# AbstractArray: they iterate (the stack from the top), and collect, sum
# and comprehensions work through iterate/length/eltype.

struct Stack{T}
    items::Vector{T}
end
Stack{T}() where {T} = Stack{T}(T[])

Base.push!(s::Stack, x) = (push!(s.items, x); s)
function Base.pop!(s::Stack)
    isempty(s) && throw(ArgumentError("stack must be non-empty"))
    return pop!(s.items)
end
Base.first(s::Stack) = isempty(s) ? throw(ArgumentError("stack must be non-empty")) : s.items[end]
Base.isempty(s::Stack) = isempty(s.items)
Base.length(s::Stack) = length(s.items)
Base.eltype(::Type{Stack{T}}) where {T} = T
Base.iterate(s::Stack, i::Int=length(s.items)) = i < 1 ? nothing : (s.items[i], i - 1)
Base.show(io::IO, s::Stack{T}) where {T} = print(io, "Stack{", T, "}(", length(s), " items)")

mutable struct Queue{T}
    items::CircularBuffer{T}
end
Queue{T}(capacity::Integer=16) where {T} = Queue{T}(CircularBuffer{T}(capacity))

function enqueue!(q::Queue, x)
    if isfull(q.items)
        # grow: copy into a buffer twice the size
        nb = CircularBuffer{eltype(q.items)}(2 * capacity(q.items), q.items)
        q.items = nb
    end
    push!(q.items, x)
    return q
end
function dequeue!(q::Queue)
    isempty(q.items) && throw(ArgumentError("queue must be non-empty"))
    return popfirst!(q.items)
end
Base.length(q::Queue) = length(q.items)
Base.isempty(q::Queue) = isempty(q.items)
Base.eltype(::Type{Queue{T}}) where {T} = T
Base.iterate(q::Queue, i::Int=1) = i > length(q) ? nothing : (q.items[i], i + 1)
function Base.show(io::IO, ::MIME"text/plain", q::Queue{T}) where {T}
    print(io, "Queue{", T, "} with ", length(q), isone(length(q)) ? " element" : " elements")
    for x in q
        print(io, "\n  ")
        show(io, x)
    end
end
