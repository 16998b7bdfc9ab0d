# What Compat.jl (4.x) asks of Base while it loads, and the Base functions
# its suite tests, as Julia 1.10 answers.
# Julia 1.10 sources relied on: base/expr.jl (`macro inline(x)`,
# `macro inline()`, annotate_meta_def_or_block, pushmeta!, findmeta),
# base/array.jl (`@default_eltype`), base/promotion.jl
# (promote_typejoin_union), base/operators.jl (isunordered, isgreater),
# base/reduce.jl (findmin(f, domain) folds with _rf_findmin / isgreater),
# base/abstractarray.jl and base/number.jl (get with tuples of indices
# and with a function default), base/meta.jl (parseatom).

# Base.@inline is a macro with a no-argument method (an annotation in a
# body) and a one-argument one (a definition or a block).
println(isdefined(Base, Symbol("@inline")), " ", isdefined(Base, Symbol("@noinline")))
println(hasmethod(getfield(Base, Symbol("@inline")), (LineNumberNode, Module)))
println(hasmethod(getfield(Base, Symbol("@noinline")), (LineNumberNode, Module, Any)))
println(isdefined(Base, :annotate_meta_def_or_block))

# Calls still inline (or not) as annotated.
@inline f1(x) = x + 1
f2(x) = (@inline; x * 2)
f3(x) = (@noinline; x - 1)
f4(x) = @inline f1(x)
println(f1(1), " ", f2(2), " ", f3(3), " ", f4(4))

# pushmeta! adds a meta statement to a definition's body; Base.@inline
# called as a function shows what the macro means.
ex = :(k(x) = x)
Base.pushmeta!(ex, :inline)
println(Meta.isexpr(ex.args[2].args[1], :meta), " ", ex.args[2].args[1].args)
println(Base.findmeta(ex)[1])
m = getfield(Base, Symbol("@inline"))(LineNumberNode(1, :none), Main)
println(m)
blk = getfield(Base, Symbol("@noinline"))(LineNumberNode(1, :none), Main, :(g(y)))
println(blk.head, " ", blk.args[1], " ", blk.args[3])
println(Base.is_function_def(:(h(x) = 1)), " ", Base.is_function_def(:(x -> 1)), " ", Base.is_function_def(:(a = 1)))

# @default_eltype and promote_typejoin_union.
println(Base.@default_eltype(x^2 for x in 1:3))
println(Base.@default_eltype(Float64(x) for x in 1:3))
println(Base.@default_eltype([1, 2]))
println(Base.promote_typejoin_union(Union{Int, Nothing}))
println(Base.promote_typejoin_union(Union{Int, Float64}))
println(Base.promote_typejoin_union(Tuple{Union{Int, Float64}, String}))
println(Base.promote_typejoin_union(Union{}))

# findmin(f, domain), argmin(f, domain): NaN and missing are the minimum.
println(findmin(identity, [1, 2, 3, missing]))
println(findmin(identity, [1, NaN, 3, missing]))
println(findmin(identity, [1, NaN, 3]))
println(findmin(identity, [1, 3, NaN]))
println(findmax(identity, [1, missing, NaN, 3]))
println(findmin(-, 1:10), " ", argmin(x -> x == 2 ? NaN : x, 1:3))
println(isunordered(NaN), " ", isunordered(missing), " ", isunordered(1.0))

# get with an index tuple, and with a function for the default.
A = reshape([1:24...], 4, 3, 2)
calls = Ref(0)
dflt() = (calls[] += 1; 0)
println(get(dflt, A, ()), " ", get(dflt, A, (1,)), " ", get(dflt, A, 25), " ", get(dflt, A, (1, 1, 3)), " ", calls[])
println(get(A, (), 9), " ", get(A, (2, 1, 1), 9), " ", get(fill(5), (), 0))
println(get(1.5, 1, 0), " ", get(1.5, (1, 1), 0), " ", get(7, 2, 99), " ", get(() -> :f, 4//5, (3, 2)))

# Meta.parseatom exists (Kiln's parser cannot start inside a string).
println(isdefined(Meta, :parseatom), " ", isdefined(Meta, :parseall))
