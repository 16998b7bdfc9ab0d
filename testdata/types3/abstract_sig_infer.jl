# Calls whose argument types are abstract (a value read from a Vector{Any}
# or a caught exception) are inferred as Julia 1.10's
# abstract_call_gf_by_type does: each of the (at most 3) methods that may
# apply is inferred on its intersection with the call's types and the
# results are joined; the call itself is dispatched at run time.
# (Julia's base/error.jl: rethrow(e) = ccall(:jl_rethrow_other, Bottom,
# (Any,), e), so rethrow(e::Any) is Union{}; compiler/abstractinterpretation.jl
# abstract_call_gf_by_type, max_methods = 3.)
using Test

# rethrow(e) on the caught exception (Any) never returns: the catch branch
# adds nothing to g's result.
function g(x)
    try
        return x + 1
    catch e
        rethrow(e)
    end
end
println(@inferred g(1))
println(Base.return_types(g, (Int,)))
try
    g("a")
catch err
    println(typeof(err))
end

# One method, whose result type does not depend on the argument's type.
k(x) = x isa Int ? 1 : 2
kk(v::Vector{Any}) = k(v[1])
println(@inferred kk(Any[3]), " ", @inferred kk(Any["x"]))
println(Core.Compiler.return_type(k, Tuple{Any}))

# A single method applying to the abstract type, calling others.
describe(x) = x isa Number ? "number" : "other"
dlen(v::Vector{Any}) = length(describe(v[1]))
println(@inferred dlen(Any[1.5]), " ", @inferred dlen(Any[:a]))

# Soundness: two methods on Any returning different types: the result is
# their union, and each value is what the method run returns.
pick(x::Int) = "int"
pick(x) = 1.5
usepick(v::Vector{Any}) = pick(v[1])
println(Core.Compiler.return_type(usepick, Tuple{Vector{Any}}))
println(Core.Compiler.return_type(pick, Tuple{Any}))
println(repr(usepick(Any[1])), " ", repr(usepick(Any[nothing])))
try
    @inferred usepick(Any[1])
catch err
    println(err.msg)
end

# A result that depends on the argument's concrete type is not narrowed:
# ident(x) on Any is Any.
ident(x) = x
useident(v::Vector{Any}) = ident(v[1])
println(Core.Compiler.return_type(useident, Tuple{Vector{Any}}))
println(repr(useident(Any[1])), " ", repr(useident(Any["s"])))

# Three methods, one of them on an abstract intersection (Integer).
cls(x::Integer) = x > 0 ? :pos : :nonpos
cls(x::AbstractFloat) = :float
cls(x::AbstractString) = :str
usecls(v::Vector{Any}) = cls(v[1])
println(Core.Compiler.return_type(usecls, Tuple{Vector{Any}}))
println(usecls(Any[3]), " ", usecls(Any[Int8(-1)]), " ", usecls(Any[2.0]), " ", usecls(Any["s"]))
try
    usecls(Any[nothing])
catch err
    println(typeof(err))
end

# A method added later that may apply invalidates the inferred caller.
cls(x::Nothing) = 0
println(Core.Compiler.return_type(usecls, Tuple{Vector{Any}}))
println(usecls(Any[nothing]))

# Recursion on an abstract argument terminates.
depth(x) = x isa Tuple && !isempty(x) ? 1 + depth(x[1]) : 0
usedepth(v::Vector{Any}) = depth(v[1])
println(Core.Compiler.return_type(usedepth, Tuple{Vector{Any}}))
println(usedepth(Any[((((),),),)]))

# A method redefined: the callers inferred with its old result are
# inferred again.
pick(x) = :sym
println(Core.Compiler.return_type(usepick, Tuple{Vector{Any}}))
println(repr(usepick(Any[nothing])), " ", repr(usepick(Any[2])))

# An @nospecialize argument: inferred on the call's (abstract) type, as
# Julia 1.10 does without @nospecializeinfer.
nsk(@nospecialize(x)) = x isa Integer ? :int : :other
usensk(v::Vector{Any}) = nsk(v[1])
println(@inferred(usensk(Any[1])), " ", usensk(Any[1.0]))

# Constants are propagated into the one method that applies, as Julia's
# abstract_call_method_with_const_args does for any call: the second
# element of a destructured Tuple{Any, Int64} is indexed_iterate(t, 2, st),
# an Int64, and a constant argument selects one branch of the callee.
function second(t::Tuple{Any, Int})
    a, b = t
    b
end
println(Core.Compiler.return_type(second, Tuple{Tuple{Any, Int}}))
println(@inferred(second((:x, 4))), " ", second(("s", -1)))
function iterstate(v::Vector{Any})
    x, st = iterate(v)
    st + 1
end
println(Core.Compiler.return_type(iterstate, Tuple{Vector{Any}}), " ", iterstate(Any["a", 2]))
pickfield(x, i) = i == 1 ? 1.5 : "two"
usepf(v::Vector{Any}) = pickfield(v[1], 2)
usepf1(v::Vector{Any}) = pickfield(v[1], 1)
println(Core.Compiler.return_type(usepf, Tuple{Vector{Any}}), " ", Core.Compiler.return_type(usepf1, Tuple{Vector{Any}}))
println(repr(usepf(Any[nothing])), " ", repr(usepf1(Any[3])))

# A constructor called with abstract arguments is inferred the same way
# (the callee is a type object, Type{W{Any}}): its result is the type, so
# iterating a Dict{String, Any} (whose iterate builds Pair{String, Any}s)
# and destructuring its pairs is type-stable, as in Julia.
struct W{T}
    x::T
end
mkw(v::Vector{Any}) = W{Any}(v[1])
mkpair(k::String, v::Vector{Any}) = Pair{String, Any}(k, v[1])
println(Core.Compiler.return_type(mkw, Tuple{Vector{Any}}), " ", mkw(Any[1]))
println(Core.Compiler.return_type(mkpair, Tuple{String, Vector{Any}}), " ", mkpair("a", Any[:b]))
function keylengths(d::Dict{String, Any})
    n = 0
    for (key, val) in d
        n += length(key)
    end
    n
end
println(@inferred(keylengths(Dict{String, Any}("ab" => 1, "cde" => [2]))))
function enumsum(v::Vector{Any})
    s = 0
    for (i, x) in enumerate(v)
        s += i
    end
    s
end
println(@inferred(enumsum(Any[1, "a", :b])))
