# getfield of a module checks its name as Julia 1.10's jl_f_getfield does
# (src/builtins.c: JL_TYPECHK(getfield, symbol, args[1]) for a module):
# a TypeError, at compile time when the name's type is known (a mutant
# of realcode2/getfield_module_runtime_name.jl reached code generation).
lookup(s) = getfield(Base, s)
try
    lookup(:)
catch e
    println(e)
end
println(lookup(:max)(1, 2))
g(s) = getfield(Main, s)
try
    g(1)
catch e
    println(e)
end
h(s) = getfield(Main, s)
println(h(Base.inferencebarrier(:g)) === g)
lookup(:)
