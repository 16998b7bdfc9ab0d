# dump(x) as Julia 1.10's base/show.jl prints it: a struct's type then one
# `name: ` line per field (nested, indented by two), a tuple's fields by
# index, `Symbol x`, `String "s"`, arrays as `Array{T}(size)` followed by
# the numbers as show prints them or by one line per element (`#undef`
# for an unassigned one), a DataType as `T <: Super` with its `field::Type`
# lines. dump(arg) writes with :limit => true, so a long numeric vector is
# cut as show_vector cuts it and more than 10 other elements show the
# first 5, `...` and the last 5. `maxdepth` stops the recursion.
struct MyStruct
    x
    y
end
dump(MyStruct(1, (2, 3)))
dump(MyStruct(1, (2, 3)); maxdepth = 1)

struct P
    x::Int
    y::Float64
end
mutable struct Q
    a::Vector{Int}
    p::P
    s::String
end
dump(P(1, 2.0))
dump(Q([1, 2], P(3, 4.0), "hi"))
dump(Q([1], P(1, 2.0), "s"); maxdepth = 1)
dump(P(1, 2.0); maxdepth = 0)

# quoted code
dump(:(a + 1))
dump(:(f(x; k = 1)))
dump(:sym)
dump(QuoteNode(:x))
dump(LineNumberNode(3, :f))

# values
dump(1.5)
dump("str")
dump('a')
dump(true)
dump(nothing)
dump((1, "a"))
dump((a = 1, b = 2.0))
dump(Some(1))
dump(1 => "a")

# arrays
dump([1, 2])
dump([1 2; 3 4])
dump(Any[1, "x", :y])
dump(Vector{Any}(undef, 2))
dump(collect(1:30))
dump(Any[i for i in 1:12])

# types
dump(Int)
dump(Real)
dump(Any)
dump(P)
dump(Q)
dump(Union{Int, String})
dump(Union{})
