# The code reflection of InteractiveUtils prints Kiln's intermediate forms
# (as `kiln code` does, docs/code.md), not Julia's CodeInfo: the checks here
# are on what both show — the inferred return type, the call resolution,
# a function definition in the LLVM IR, a return instruction in the
# assembly.
using InteractiveUtils

f(x) = x > 0 ? x + 1 : 0.5
g(v) = sum(v) / length(v)

w = sprint(code_warntype, f, (Int,))
println(occursin("Body::Union{Float64, Int64}", w), " ", occursin("0 dynamic calls", w))
w = sprint(code_warntype, g, Tuple{Vector{Float64}})
println(occursin("Body::Float64", w))
h(x) = x.field
w = sprint(code_warntype, h, (Any,))
println(occursin("NOT type-stable", w))
l = sprint(code_llvm, f, (Int,))
println(occursin("define", l), " ", occursin("i64", l))
n = sprint(code_native, f, (Int,))
println(occursin("ret", n))
ct = @code_typed f(1)
println(ct.second, " ", occursin("invoke", sprint(show, ct.first)))
cl = @code_lowered f(1)
println(occursin("return", sprint(show, cl[1])))
println(Base.return_types(g, (Vector{Int},)))
