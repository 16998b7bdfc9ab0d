# cat(A...; dims) and stack, Julia 1.10 base/abstractarray.jl: dims2cat,
# cat_size_shape/_cs ("mismatch in dimension d (expected a got b)"),
# _stack_size_check; the cat and stack examples are the docstrings' jldoctests
# (cat: block-diagonal, dims=Val(2); stack: vecs, zip, dims=1, eachcol).
println(cat([1,2],[3,4]; dims=1))
println(cat([1,2],[3,4]; dims=2))
println(cat([1,2],[3,4]; dims=3))
println(cat([1 2],[3 4]; dims=3))
display(cat([1 2; 3 4], [5 6; 7 8]; dims=(1,2)))
display(cat(true, trues(2,2), trues(4)', dims=(1,2)))
display(cat([1 2; 3 4], [pi, pi], fill(10, 2,3,1); dims=2))
println(cat(1, [2], fill(3, 1, 1); dims=Val(2)))
println(cat(1, 2.5, 3; dims=1))
println(cat([1 2; 3 4], [5.0 6.0]; dims=1))
try
    cat([1 2], [3 4 5]; dims=1)
catch e
    println(e)
end
try
    cat([1], [2]; dims=0)
catch e
    println(e)
end
vecs = (1:2, [30, 40], Float32[500, 600])
display(stack(vecs))
println(stack(vecs) == hcat(vecs...))
display(stack(zip(1:4, 10:99)))
display(stack(vecs; dims=1))
x = [1 2 3; 4 5 6]
println(stack(eachcol(x)) == x, " ", stack(eachrow(x), dims=1) == x)
println(stack([[1 2; 3 4], [5 6; 7 8]]) |> size)
println(stack(i -> [i, i^2], 1:3))
println(stack([[1, 2], [3, 4]]; dims=2))
try
    stack([[1, 2], [3, 4, 5]])
catch e
    println(e)
end
try
    stack([[1, 2], [3, 4]]; dims=3)
catch e
    println(e)
end
a3 = reshape(collect(1:8), 2, 2, 2)
println(vcat(a3, a3) |> size, " ", hcat(a3, a3) |> size)
println(vcat(a3, a3)[3, 2, 2], " ", hcat(a3, a3)[2, 3, 1])
vs = [collect(i:i+2) for i in 1:20]
println(size(hcat(vs...)), " ", size(reduce(hcat, vs)), " ", size(vcat(vs...)))
println(hcat([1, 2], [3.5, 4], [true, false]))
println(vcat([1, 2], [0x03], [big(4)]), " ", typeof(vcat([1, 2], [0x03], [big(4)])))
println(vcat([1 2], [3.0 4.0], [5//1 6]))
println(hcat(1, 2.0, 3//1))
println(typeof(vcat(Int8[1], Int16[2], Float32[3])))
