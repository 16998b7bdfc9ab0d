# An immutable struct whose field is a Union holding the struct itself (a
# parent link, as AbstractTrees' cursors): building the field's type sorts
# the union, which asks whether the struct is a singleton or isbits; that
# must not ask for the struct's field types again (it overflowed Kiln's
# stack).
struct Node{T}
    parent::Union{Nothing,Node{T}}
    value::T
end

struct Cursor{N}
    parent::Union{Nothing,Cursor{N}}
    node::N
    index::Int
    Cursor(p::Union{Nothing,Cursor}, n, idx::Integer=1) = new{typeof(n)}(p, n, idx)
end
Cursor(node) = Cursor(nothing, node)

# a parent of any cursor type
struct AnyCursor{N}
    parent::Union{Nothing,AnyCursor}
    node::N
    AnyCursor(p::Union{Nothing,AnyCursor}, n) = new{typeof(n)}(p, n)
end

# the struct itself in a union with a non-singleton type
struct Chain
    next::Union{Int,Chain}
end

n1 = Node{Int}(nothing, 1)
n2 = Node{Int}(n1, 2)
println(typeof(n2), " ", n2.value, " ", n2.parent.value, " ", n1.parent === nothing)
println(fieldtypes(Node{Int}))
println(Union{Node{Int}, Nothing})
println(isbitstype(Node{Int}), " ", Base.issingletontype(Node{Int}))

c = Cursor(Any[Any[1], Any[2, 3]])
d = Cursor(c, c.node[2], 2)
println(typeof(c) == Cursor{Vector{Any}}, " ", typeof(d))
e = Cursor(d, Any[7], 1)
println(e.parent === d, " ", e.node, " ", e.parent.index)
println(fieldtypes(Cursor{Int}))

a = AnyCursor(nothing, [1, 2, 3])
b = AnyCursor(a, 2)
println(typeof(b), " ", b.parent.node, " ", fieldtypes(typeof(b)))

ch = Chain(Chain(Chain(3)))
println(ch.next.next.next)
println(fieldtypes(Chain), " ", isbitstype(Chain))
