# Calls on values whose type is a kind (DataType): the value is a type
# object, so Type{T} methods (zero(::Type{Int64}), typemax, constructors)
# apply to it, decided at run time from the value as in Julia's method
# matching by intersection (typeintersect(Type{Int8}, DataType) == Type{Int8}).
function f(b)
    if isa(b, DataType)
        return zero(b)
    end
    return 0
end
println(f(Int)); println(f(1.5)); println(f(Float32))

g(b) = b isa DataType ? b(3) : 0
println(g(Int), " ", g(Float64), " ", g(2))

function limits(xs)
    s = Any[]
    for T in xs
        push!(s, typemax(T))
        push!(s, typemin(T))
        push!(s, sizeof(T))
        push!(s, T <: Integer)
    end
    s
end
println(limits(DataType[Int8, UInt16]))
println(limits(Any[Int, Float64]))

h(T::DataType) = T(1) + one(T)
println(h(Int), " ", h(Float32))
first_zero(xs) = zero(xs[1])
println(first_zero(DataType[Int8]), " ", first_zero(Type[Float64]))

ts = [Int, Float64]
println(eltype(ts))
println([zero(t) for t in ts])
println(Dict{DataType,Int}(Int => 1, Float64 => 2)[Float64])

foo(x::Int) = 1
bar(x::DataType) = foo(x)
try
    bar(Int8)
catch e
    println(typeof(e), " ", e.f, " ", e.args)
end
# a vararg tuple of type objects is a Tuple{DataType} (typeof((Int8,)) in Julia)
pack(xs...) = xs
println(typeof(pack(Int8, 1, (Int8, Vector))))
println(Any[pack(Int8)][1][1])
