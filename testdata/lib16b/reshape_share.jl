# reshape and vec of an Array share its data, as Julia 1.10's
# jl_reshape_array (base/reshapedarray.jl: "the resulting array shares
# the underlying data"); resizing the array that owns shared data is
# "cannot resize array with shared data" (src/array.c), while an array
# reshaped from it gets its own copy when it grows (array_try_unshare).
a = collect(1:6)
b = reshape(a, 2, 3)
b[1, 2] = 30
println(a, " ", b)
a[6] = 60
println(b[2, 3], " ", typeof(b), " ", size(b))
c = reshape(b, 3, 2)
c[1] = 10
println(a[1], " ", reshape(a, 6) === a, " ", reshape(b, 2, 3) === b, " ", reshape(b, (3, 2)) == c)
v = vec(b)
v[2] = 20
println(a, " ", typeof(v), " ", vec(a) === a)
try
    push!(a, 7)
catch e
    println(e)
end
try
    resize!(a, 2)
catch e
    println(e)
end
push!(v, 7)
println(length(v), " ", length(a), " ", v[7])
v[1] = -1
println(a[1])
M = zeros(2, 2)
w = vec(M)
w .= 1.5
println(M)
s = reshape(["a", "b", "c", "d"], 2, 2)
s[2, 2] = "z"
println(s)
x = collect(1:16)
A4 = reshape(x, 2, 2, 2, 2)
A4[2, 2, 2, 2] = 0
println(x[16], " ", size(A4))
y = reshape(x, :, 4)
y[1] = 100
println(x[1], " ", size(y))
# a range is not an Array: reshape makes a new array (Julia: a lazy
# ReshapedArray of the same values)
println(reshape(1:6, 2, 3) == [1 3 5; 2 4 6])
try
    reshape([1, 2, 3], 2, 2)
catch e
    println(e)
end
GC.gc()
println(sum(b), " ", sum(A4))
