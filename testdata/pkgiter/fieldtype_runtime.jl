# Core.fieldtype with an index or a type known only at run time, as Julia
# 1.10's get_fieldtype (src/builtins.c): in a tuple type ending in a Vararg
# every index from the Vararg on has its element type; a UnionAll's field
# types are wrapped in its variables again (`T where T<:Real` is Real); a
# Union's are the union of its members'; an index out of range is a
# BoundsError, a missing name "type T has no field f".
f(T, i) = fieldtype(T, i)
T = Base.inferencebarrier(Tuple{Int,Vararg{Bool}})
println(f(T, 1), " ", f(T, 2), " ", f(T, 5))
println(f(Tuple{Vararg{Bool}}, 3))
println(fieldtype(Tuple{Int,Vararg{Bool}}, 2), " ", fieldtype(Tuple{Int,Vararg{Bool}}, 9))
for i in 1:3
    println(fieldtype(Tuple{Int8,Vararg{Int16}}, i))
end
println(f(Base.inferencebarrier(Tuple{Int,Bool}), 2))
println(f(Base.inferencebarrier(Pair{Int,String}), 2))
println(f(Base.inferencebarrier(Pair{Int,String}), :first))
println(f(Base.inferencebarrier(Complex), 1))
println(fieldtype(Complex, :im))
println(f(Base.inferencebarrier(Union{Tuple{Bool,Int},Tuple{Bool}}), 2))
println(f(Base.inferencebarrier(Union{Pair{Int,Bool},Complex{Float32}}), :im))
println([fieldtype(Tuple{Int8,Vararg{Int16}}, i) for i in 1:4])
try
    f(Base.inferencebarrier(Pair{Int,Bool}), 3)
catch e
    println(typeof(e))
end
try
    f(Base.inferencebarrier(Pair{Int,Bool}), :third)
catch e
    println(e)
end
try
    f(Base.inferencebarrier(Union{Tuple{Bool,Int},Tuple{Bool}}), 3)
catch e
    println(typeof(e))
end
