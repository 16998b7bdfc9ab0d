# Splatting a vector (or a range, a String) of run-time length into a call
# (issue 14): inferred as Julia 1.10's abstract_apply infers
# Core._apply_iterate (the splatted value is a Vararg of its element type,
# the call's type is the join of the methods that accept that signature)
# and dispatched at run time on the elements. TestInferredSplat checks
# each function's inference with `kiln code warntype`; TestGolden checks
# these results.
maxall(v) = max(v...)
catall(vs) = vcat(vs...)
tupall(v) = tuple(v...)
tupsyntax(v) = (v...,)
strall(v) = string(v...)
sumall(v) = +(v...)
between(v) = max(1, v..., 2)
both(a, b) = max(a..., b...)
rangemax(r) = max(r...)
chars(s) = string(s...)
printall(v) = println(v...)
# Splats that Julia infers through a method for one element type
# (hcat(V::Vector{T}...), vcat/hcat(A::AbstractVecOrMat{T}...),
# vcat/hcat(X::T...) where T<:Number, Dict(ps::Pair{K,V}...)): the join
# with the zero-argument method (hcat() is Any[], Dict() a Dict{Any,Any}).
hcatall(vs) = hcat(vs...)
mvcat(ms) = vcat(ms...)
mhcat(ms) = hcat(ms...)
numcol(v) = vcat(v...)
numrow(v) = hcat(v...)
dictall(ps) = Dict(ps...)

println(maxall([3, 1, 4, 1, 5]))
println(catall([[1, 2], [3], Int[]]))
println(tupall([1, 2, 3]))
println(tupall(Int[]))
println(tupsyntax([4, 5]))
println(strall(["ab", "c", "def"]))
println(sumall([1, 2, 3, 4, 5]))
println(sumall([5]))
println(between([-3, 0]))
println(between([7]))
println(both([1, 9], [4]))
println(both(Int[], [2]))
println(rangemax(3:8))
println(chars("héllo"))
println(maxall(collect(1:40)))
println(sumall(collect(1:20)))
printall([1, 2, 3])
printall(Int[])
println(typeof(catall([[1.5], [2.5]])))
println(length(strall(fill("ab", 100))))
println(hcatall([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
println(typeof(hcatall([[1, 2]])))
println(hcatall(Vector{Float64}[]))
println(size(hcatall([Int[], Int[], Int[]])))
cols = [fill(Float64(j), 100) for j in 1:100]
println(size(hcatall(cols)), " ", sum(hcatall(cols)))
println(mvcat([[1 2; 3 4], [5 6]]))
println(mhcat([[1 2; 3 4], reshape([5, 6], 2, 1)]))
println(mvcat(Matrix{Int}[]))
println(numcol([1.5, 2.5]), " ", numcol([7]), " ", numcol(Int[]))
println(numrow([1, 2, 3]), " ", typeof(numrow([1.5])), " ", numrow(Float64[]))
d = dictall(["a" => 1, "b" => 2, "a" => 3])
println(typeof(d), " ", d["a"], " ", d["b"], " ", length(d))
println(dictall(Pair{String,Int}[]))
