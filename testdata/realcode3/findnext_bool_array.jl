# findnext(A, start) and findprev(A, start) of a Bool array: Julia's
# findnext(identity, A, start) (base/array.jl), which Combinatorics' levicivita
# calls on a BitVector; other element types throw a TypeError.
b = trues(5); b[2] = false; b[4] = false
println(findnext(b, 2), " ", findnext(.!b, 3), " ", findnext(b, 6))
println(findprev(b, 4), " ", findprev(.!b, 1))
v = [false, true, false, true]
println(findnext(v, 3), " ", findprev(v, 3))
println(coalesce(findnext(falses(3), 1), 0))
try
    findnext([1, 2], 1)
catch e
    println(typeof(e))
end
