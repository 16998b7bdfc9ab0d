# isa of a constant that has no run-time value in compiled code (Vararg, a
# type) is decided from the value: `Vararg isa Point` crashed code
# generation (found by the mutation campaign, seed 7, mutant 4205).
struct Point
    x::Int
end
println(Vararg isa Point, " ", Vararg isa Any)
println(Int isa DataType, " ", Int isa Type{Int}, " ", Int isa Type{Float64}, " ", Int isa Type)
println(Vector isa UnionAll, " ", Vector isa DataType, " ", Union{Int,String} isa Union)
f() = Vararg isa Point
println(f())
