# Tuples with type objects among their elements, and static parameters the
# argument types leave undetermined. A tuple's run-time type has the type
# objects' kinds (typeof((Int, 1)) is Tuple{DataType, Int64}); the code that
# reads one must find its fields where the runtime put them. These read the
# wrong field (a length-2 comprehension stopped after one element, a
# state read from the type object's address) or crashed the compiler.
println(Any[typeof(a) for a in (1, 2)])
println(Any[typeof(a) for a in [1, 2]])
println(Type[typeof(a) for a in (1, 2.0)])
tca(::Type{T}) where {T} = Type{T}
println(map(tca, (Int,)))
println(collect(tca(a) for a in (Int, Float64)))
ts(args...) = Tuple{Any[a isa Type ? Type{a} : typeof(a) for a in args]...}
println(ts(1, "a", Int))
g(args...) = args
println(typeof(g(1, Int)), " ", g(1, Int)[1], " ", g(Int, 2, Float64)[2])
for (T, v) in ((Int, 1), (Float64, 2.5))
    println(T, " ", v, " ", typeof((T, v)))
end
pairs_of(ts) = [(T, zero(T)) for T in ts]
println(pairs_of([Int, Float64]))
make(::Type{T}, n) where {T} = fill(one(T), n)
println([make(T, 2) for T in (Int, Float64)])
# Julia: a static parameter that the arguments do not determine is an
# UndefVarError when read.
f(x::Union{T, Nothing}) where {T} = T
println(f(1))
f(nothing)
