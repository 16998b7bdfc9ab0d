# eachindex with an explicit index style, as generic array code asks for
# Cartesian or linear indices whatever the array's own IndexStyle.
A = [10 20 30; 40 50 60]
println(eachindex(IndexCartesian(), A))
println(eachindex(IndexLinear(), A))
for I in eachindex(IndexCartesian(), A)
    A[I] == 50 && println("50 at ", Tuple(I))
end
v = view(A, 1, :)
println(eachindex(IndexLinear(), v), " ", collect(eachindex(IndexCartesian(), [1, 2])))
println(sum(A[i] for i in eachindex(IndexLinear(), A)))
