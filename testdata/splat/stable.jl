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
