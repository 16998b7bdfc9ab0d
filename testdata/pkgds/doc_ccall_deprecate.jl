# Forms DataStructures.jl uses that Kiln rejected while loading it.
#
# 1. A docstring on a call signature (or on a name) documents it and
#    evaluates nothing (Julia 1.10 base/docs/Docs.jl: calldoc and objectdoc
#    with no definition), so the arguments need not be defined.
"""
    frob(collection, key, default)

Documents a signature only.
"""
frob(collection, key, default)

"Documents a name that is not defined yet."
not_defined_here

"A qualified name."
Base.not_defined_either

function frob(c, k, d)
    return get(c, k, d)
end
println(frob(Dict(1 => 2), 1, 0), " ", frob(Dict(1 => 2), 5, 0))

# 2. ccall's optional calling convention after the function (Julia's
#    ccall(f, cconv, R, (A...), args...)): cdecl is the C one.
labs_cdecl(x) = ccall(:labs, cdecl, Clong, (Clong,), x)
println(labs_cdecl(-7))
# A method calling an LLVM intrinsic can be defined (it is not called here).
prefetch(p) = ccall("llvm.prefetch", llvmcall, Cvoid, (Ref{Int8}, Int32, Int32, Int32), p, 0, 3, 1)
println(prefetch isa Function)

# 3. @deprecate old new with a qualified new function (Julia 1.10
#    base/deprecated.jl accepts any `new` when `old` is a name).
module Old
@deprecate reverse_iter Iterators.reverse
end
println(collect(Old.reverse_iter([1, 2, 3])))
println(:reverse_iter in names(Old))
