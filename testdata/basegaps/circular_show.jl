# Printing containers that hold themselves, as Julia 1.10's base/show.jl:
# a container being shown records itself under :SHOWN_SET in the IOContext
# (show_delim_array, show(io, ::AbstractDict), _show_default, and the
# text/plain show of arrays and dictionaries), and show_circular prints
# `#= circular reference @-d =#` for one met again, d counting the
# containers from the innermost.
a = Any[1]
push!(a, a)
println(a)
show(a); println()
println(repr(a))
println(string(a))

# two vectors holding each other
x = Any[]
y = Any[]
push!(x, y)
push!(y, x)
println(x)

# the circular element first
z = Any[1, 2]
z[1] = z
println(z)

d = Dict{Any,Any}()
d[1] = d
println(d)

mutable struct Node
    val::Int
    next::Any
end
n = Node(1, nothing)
n.next = n
println(n)
m = Node(2, Node(3, nothing))
m.next.next = m
println(m)

# an immutable struct is on the cycle through its vector
struct Holder
    items::Vector{Any}
end
h = Holder(Any[1])
h.items[1] = h
println(h)

t = (Any[],)
push!(t[1], t)
println(t)

s = Set{Any}()
push!(s, s)
println(s)

# the text/plain forms
display(a)
display(d)
display(x)

# containers without cycles print as before
println(Any[1, "a", [2, 3]], " ", Dict("k" => Any[1]), " ", (1, "b"), " ", Node(4, Node(5, 6)))
w = Any[0]
println(Any[w, w])

# a tuple holding a DataType value (a MethodError's args) shows through the
# same path
foo(x::Int) = 1
try
    foo(Int8)
catch e
    println(e.args)
end
