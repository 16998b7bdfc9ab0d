# The fields of type objects as Julia 1.10 has them (base/boot.jl's
# DataType, UnionAll, Union, TypeVar; Core.TypeName and Core.SimpleVector).
# Printing: Julia's show.jl prints a SimpleVector with
# show_delim_array(io, v, "svec(", ',', ')', false) and a TypeName as
# "typename(" * the type name * ")"; a TypeVar as its name, with a bound
# that is not Union{}/Any after "<:" (or before it, for a lower bound).

# DataType: parameters, name, super, types
T = Vector{Int}
println(T.parameters)
println(typeof(T.parameters))
println(length(T.parameters), " ", T.parameters[1], " ", T.parameters[2])
println(Dict{String,Int}.parameters[2])
println((Tuple{Int,Float64}).parameters)
println(Tuple{}.parameters, " ", isempty(Tuple{}.parameters))
println(Val{:a}.parameters, " ", Val{3}.parameters[1] + 1, " ", Val{true}.parameters)
for p in Dict{Symbol,Vector{Int}}.parameters
    println("param: ", p)
end
println(collect(Pair{Int,String}.parameters))
println(Tuple(Pair{Int,String}.parameters))
println(map(string, Pair{Int,String}.parameters))
println(Pair{Int,String}.parameters[end], " ", first(Pair{Int,String}.parameters))
println(Int in Pair{Int,String}.parameters, " ", Float64 in Pair{Int,String}.parameters)
println(T.parameters == Vector{Int}.parameters, " ", T.parameters == Vector{Float64}.parameters)

println(T.name)
println(typeof(T.name))
println(T.name.name, " ", repr(T.name.name))
println(T.name.module, " ", Dict{Int,Int}.name.module)
println(T.name.wrapper === Array, " ", T.name.wrapper)
println(T.name === Matrix{Float64}.name, " ", T.name === Dict{Int,Int}.name)
println(Base.typename(Vector{Int}).wrapper === Array)
println(Base.typename(Array), " ", Base.typename(Union{Vector{Int},Matrix{Int}}))
println(nameof(T), " ", nameof(Array), " ", nameof(Float64))

println(T.super, " ", Int.super, " ", Signed.super, " ", Any.super)
println(Int.types, " ", Real.types, " ", Real.parameters)
println(Complex{Float64}.types)
println(Base.datatype_fieldtypes(Pair{Int,String}))

# UnionAll: var and body; TypeVar: name, lb, ub
println(Array.var, " ", typeof(Array.var), " ", Array.var isa TypeVar)
println(Array.var.name === :T, " ", Array.var.lb, " ", Array.var.ub)
println(Array.body isa UnionAll, " ", Array.body.var)
println(Base.unwrap_unionall(Array).parameters)
println(Base.unwrap_unionall(Dict).parameters[1], " ", Base.unwrap_unionall(Dict).name)
println(AbstractDict{String}.var, " ", AbstractDict{String}.body)
println(Base.unwrap_unionall(AbstractVector).parameters[2] + 1)

# Union: a and b
println(Union{Int,String}.a, " ", Union{Int,String}.b)
println(typeof(Union{Int,String}))

# Predicates
println(isconcretetype(Vector{Int}), " ", isconcretetype(AbstractVector{Int}), " ", isconcretetype(Vector))
println(isabstracttype(Real), " ", isabstracttype(Int), " ", isabstracttype(AbstractVector))
println(isprimitivetype(Int), " ", isprimitivetype(Float16), " ", isprimitivetype(Char), " ", isprimitivetype(String), " ", isprimitivetype(Vector{Int}))
println(isbitstype(Int), " ", isbitstype(Complex{Float64}), " ", isbitstype(String), " ", isbitstype(Vector{Int}))
println(ismutabletype(Vector{Int}), " ", ismutabletype(Int), " ", ismutabletype(Dict{Int,Int}))
println(typeof(sin).instance === sin, " ", Nothing.instance === nothing)

# Errors as Julia's getfield
try
    Int.foo
catch e
    println(e)
end
try
    Array.parameters
catch e
    println(e)
end
try
    Base.typename(Union{Int,String})
catch e
    println(e)
end

# Core.svec builds a SimpleVector; two with the same elements are ===
v = Core.svec(1, "a", Int)
println(v, " ", typeof(v), " ", length(v), " ", v[2])
println(Core.svec(), " ", Core.svec(1) == Core.svec(1), " ", Core.svec(1) === Core.svec(1), " ", isdefined(Main, :svec))
println(NamedTuple{(:a, :b),Tuple{Int,String}}.parameters, " ", Type{Int}.parameters, " ", Tuple{Int}.name)
struct NoFields end
println(NoFields.name.names, " ", NoFields.types)
