# Union{...} of types known only when the code runs (a global, a top-level
# loop variable), also as the element type of a typed array literal.
T = Nothing
println(Union{String, T})
println(Union{String, T}["a"])
for S in (Nothing, Missing)
    y = Union{String, S}["a", S()]
    println(typeof(y), " ", length(y))
end
