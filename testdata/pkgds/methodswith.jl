# InteractiveUtils.methodswith(t, f, meths; supertypes) as Julia 1.10's stdlib/InteractiveUtils
# (DataStructures' not_iterator_of_pairs calls methodswith(typeof(kv), iterate, true):
# the third argument is the collection to push to, returned when nothing matches).
using InteractiveUtils: methodswith
struct Foo end
f1(::Foo) = 1
f1(::Int, ::Foo) = 2
f1(x) = 3
f1(::AbstractString) = 4
println(length(methodswith(Foo, f1)))
println(length(methodswith(Foo, f1; supertypes=true)))
println(length(methodswith(String, f1)), " ", length(methodswith(String, f1; supertypes=true)))
println(methodswith(Foo, iterate, true))
# A method on Tuple (the UnionAll-like Tuple{Vararg{Any}}) is not "close
# enough" to a concrete tuple type (type_close_enough needs x <: t).
g2(::Tuple) = 1
g2(::Tuple{Int,Int}) = 2
g2(::Union{Nothing,Tuple{Int,Int}}, ::Int) = 3
println(length(methodswith(Tuple{Int,Int}, g2)), " ", length(methodswith(Tuple{Int,Int}, g2; supertypes=true)))
