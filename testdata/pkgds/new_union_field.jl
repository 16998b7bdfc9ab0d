# new() leaving out a field whose type is an inline (isbits) Union: the field
# is zero bits, defined as Julia's non-pointer fields are (jl_field_isdefined);
# DataStructures' ListNode{T}() for T = Union{Int8,Float16} (the element type
# Core.Compiler.return_type gives map over an empty MutableLinkedList).
mutable struct N{T}
    data::T
    next::N{T}
    N{T}() where T = (n = new{T}(); n.next = n; n)
end
n = N{Union{Int8,Float16}}()
println(typeof(n), " ", isdefined(n, :data))
n.data = Int8(5)
println(n.data, " ", typeof(n.data))
n.data = Float16(1.5)
println(n.data, " ", typeof(n.data))
println(n.next === n)
