# Julia 1.10 base/abstractset.jl and abstractdict.jl on a set and a
# dictionary of one's own: symdiff gives a set of its kind (emptymutable),
# filter keeps elements in one; merge!/merge with a combining function are
# mergewith!/mergewith; typejoin(DataType, UnionAll) is Type (typejoin's
# "special Type{T} supertype", base/promotion.jl).
struct ListSet{T} <: AbstractSet{T}
    v::Vector{T}
end
ListSet{T}() where {T} = ListSet{T}(T[])
Base.iterate(s::ListSet, i...) = iterate(s.v, i...)
Base.length(s::ListSet) = length(s.v)
Base.in(x, s::ListSet) = x in s.v
Base.push!(s::ListSet, x) = (x in s.v || push!(s.v, x); s)
Base.delete!(s::ListSet, x) = (filter!(!isequal(x), s.v); s)
Base.emptymutable(s::ListSet, ::Type{U}=eltype(s)) where {U} = ListSet{U}()
Base.copy(s::ListSet) = ListSet(copy(s.v))

a = ListSet([1, 2, 3, 4])
b = ListSet([2, 4, 5, 6])
d = symdiff(a, b)
println(typeof(d), " ", d.v, " ", d == ListSet([1, 3, 5, 6]))
println(symdiff(a, b, ListSet([1])).v, " ", symdiff(a).v)
f = filter(isodd, a)
println(typeof(f), " ", f.v)
println(symdiff(Set([1, 2]), [2, 3]) == Set([1, 3]), " ", filter(iseven, Set([1, 2, 3, 4])) == Set([2, 4]))

d1 = Dict(:a => 1, :b => 2)
d2 = Dict(:b => 7, :c => 4)
m = merge(+, d1, d2)
println(typeof(m), " ", sort(collect(m)))
merge!(*, d1, d2)
println(sort(collect(d1)))

println(typejoin(DataType, UnionAll), " ", Base.promote_typejoin(UnionAll, DataType))
println(typejoin(Type{Int}, DataType), " ", typejoin(Int, Float64))
println(eltype([String, Vector]))
