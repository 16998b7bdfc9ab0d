# AbstractTrees-like: cursors over nested vectors whose parent link is a
# field of type Union{Nothing, Cursor{N}} (an immutable struct naming
# itself), the iteration state type from Iterators.approx_iter_type, an
# `abstract type … ; end` and printing through IOContext(buf, io).
module Trees

export Node, Cursor, childstatetype, leaves, treestring

abstract type AbstractCursor; end

struct Node
    value::Int
    kids::Vector{Node}
end
Node(v::Int) = Node(v, Node[])

children(x::AbstractVector) = x
children(n::Node) = n.kids
children(x) = ()

childstatetype(::Type{T}) where {T} = Iterators.approx_iter_type(typeof(children(T)))
childstatetype(::Type{T}) where {T<:AbstractVector} = Iterators.approx_iter_type(T)

struct Cursor{N} <: AbstractCursor
    parent::Union{Nothing,Cursor{N}}
    node::N
    index::Int
    Cursor(p::Union{Nothing,Cursor}, n, idx::Integer=1) = new{typeof(n)}(p, n, idx)
end
Cursor(node) = Cursor(nothing, node)

Base.IteratorSize(::Type{<:Cursor}) = Base.SizeUnknown()

function Base.iterate(c::Cursor, i=1)
    ch = children(c.node)
    i > length(ch) && return nothing
    return (Cursor(c, ch[i], i), i + 1)
end

depth(c::Cursor) = c.parent === nothing ? 0 : 1 + depth(c.parent)

function leaves(c::Cursor, out=Any[])
    isempty(children(c.node)) && return push!(out, c.node.value)
    for ch in c
        leaves(ch, out)
    end
    return out
end

function treestring(x, io::IO=IOBuffer())
    buf = IOBuffer()
    show(IOContext(IOContext(buf, io), :compact => true), x isa AbstractVector ? length(x) : x)
    s = String(take!(buf))
    for ch in children(x)
        s *= " (" * treestring(ch, io) * ")"
    end
    return s
end

end
