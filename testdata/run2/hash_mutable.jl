# A mutable struct without its own hash is hashed by identity, as Julia's
# default hash (objectid; base/hashing.jl `hash(@nospecialize(x), h::UInt)
# = hash_uint(3h - objectid(x))`), and its == is ===. So a key mutated
# while in a Dict is still found, a distinct object with the same contents
# is a different key, and keys that refer to each other in a cycle work.
# Mutable types compared by contents (arrays, sets, big numbers) still hash
# by contents.
mutable struct P
    x::Int
end
a = P(1); b = P(1)
println(a == b, " ", isequal(a, b), " ", hash(a) == hash(a))
d = Dict(a => 1)
a.x = 2
println(haskey(d, a), " ", haskey(d, b), " ", d[a])

mutable struct Node
    id::Int
    next::Union{Node,Nothing}
end
n1 = Node(1, nothing); n2 = Node(2, n1); n1.next = n2
s = Dict(n1 => "one", n2 => "two")
println(s[n1], " ", s[n2], " ", length(s))
println(Set([n1, n2, n1]) |> length)

println(Dict([1, 2] => 3)[[1, 2]], " ", Dict(big(2) => 1)[big(2)], " ", Dict(Set([1]) => 2)[Set([1])])
r = Ref(1)
println(Dict(r => 5)[r], " ", haskey(Dict(r => 5), Ref(1)))
