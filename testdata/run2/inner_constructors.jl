# Inner constructors with new, validation, parametric new{T}, outer
# constructors with keywords.
struct Positive
    v::Int
    function Positive(v)
        v > 0 || error("not positive: $v")
        new(v)
    end
end
println(Positive(3))
try
    Positive(-1)
catch e
    println("caught: ", e.msg)
end

struct Interval
    lo::Int
    hi::Int
    Interval(a, b) = a <= b ? new(a, b) : new(b, a)
end
println(Interval(5, 2))
println(Interval(1, 9))

mutable struct Account
    owner::String
    balance::Float64
    Account(owner) = new(owner, 0.0)
end
a = Account("ann")
a.balance += 10
println(a)

struct Temp
    celsius::Float64
end
Temp(; fahrenheit) = Temp((fahrenheit - 32) * 5 / 9)
println(Temp(fahrenheit=212))
println(Temp(37.5))

struct Box{T}
    val::T
    Box{T}(v) where {T} = new{T}(v)
end
Box(v::T) where {T} = Box{T}(v)
println(Box(3), " ", Box{Float64}(3))

mutable struct Node
    value::Int
    next::Union{Node,Nothing}
end
Node(v) = Node(v, nothing)
function build(n)
    head = Node(1)
    cur = head
    for i in 2:n
        nxt = Node(i)
        cur.next = nxt
        cur = nxt
    end
    return head
end
function listsum(node)
    s = 0
    while node !== nothing
        s += node.value
        node = node.next
    end
    return s
end
println(listsum(build(100)))
