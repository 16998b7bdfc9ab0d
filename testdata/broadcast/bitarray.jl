# BitArray (Julia 1.10 base/bitarray.jl): Bool results of broadcasts and
# trues/falses are BitVector/BitMatrix, printed as Bool arrays; masks index.
b = [1, 2, 3] .> 1
println(b, " ", typeof(b), " ", length(b), " ", count(b), " ", sum(b))
t = trues(3)
println(t, " ", typeof(t), " ", typeof(falses(2, 2)), " ", falses(2, 2))
m = [1 2; 3 4] .== [1 0; 3 0]
println(m, " ", typeof(m), " ", m[2, 1], " ", m[1, 2])
x = [1, 5, 2, 8]
println(x[x .> 2], " ", findall(x .> 2), " ", any(x .> 7), " ", all(x .> 0))
x[x .> 4] .= 0
println(x)
A = [1 2; 3 4]
println(A[A .> 2])
bv = BitVector(undef, 70)
fill!(bv, true)
bv[65] = false
println(count(bv), " ", bv[64], " ", bv[65], " ", bv[70])
push!(bv, false)
println(length(bv), " ", count(bv), " ", pop!(bv), " ", length(bv))
println(.!b, " ", b .& [true, false, true], " ", typeof(Int[] .== 1), " ", Int[] .== 1)
println(BitVector([true, false]) == [true, false], " ", collect(b), " ", typeof(collect(b)))
println(b .+ 1)
c = copy(b)
c[1] = true
println(c, " ", b)
println(sum(m; dims=1), " ", .~m)
