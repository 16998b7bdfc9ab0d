# Type-object fields as generic code uses them (Julia 1.10): the element
# type of a container type from its parameters, a struct's field types,
# the wrapper of a parametric type, TypeVars with bounds.

struct Wrap{T<:Real,N}
    data::NTuple{N,T}
    tag::Symbol
end
mutable struct Counter
    n::Int
end

firstparam(::Type{T}) where {T} = T.parameters[1]
println(firstparam(Vector{String}), " ", firstparam(Wrap{Float32,2}), " ", firstparam(Dict{Char,Int}))

function describe(T::DataType)
    ps = [string(p) for p in T.parameters]
    return string(T.name.name, "(", join(ps, "; "), ")")
end
println(describe(Wrap{Int,3}))
println(describe(Dict{Symbol,Vector{Int}}))
println(describe(Counter))

function fieldsummary(T::DataType)
    for (n, t) in zip(fieldnames(T), T.types)
        println("  ", n, " :: ", t)
    end
end
fieldsummary(Wrap{Int8,2})
fieldsummary(Counter)

# the same type family, whatever the parameters
samefamily(A::Type, B::Type) = Base.typename(A) === Base.typename(B)
println(samefamily(Vector{Int}, Matrix{String}), " ", samefamily(Vector{Int}, Wrap{Int,1}))
strip_params(T::DataType) = T.name.wrapper
println(strip_params(Wrap{Float64,4}), " ", strip_params(Wrap{Float64,4}) === Wrap)
println(Wrap{Int,2}.name, " ", Wrap{Int,2}.name.module, " ", Base.typename(Wrap))
println(Wrap{Int,2}.name.names)

# the TypeVars of the wrapper
println(Wrap.var, " ", Wrap.var.ub, " ", Wrap.body.var, " ", Wrap.body.var.ub)
println(Base.unwrap_unionall(Wrap).parameters)
lower = Base.unwrap_unionall(Vector{>:Int}).parameters[1]
println(typeof(lower), " ", lower.lb, " ", lower.ub)
println(nameof(Wrap), " ", nameof(Wrap{Int,1}), " ", nameof(Counter))

# a loop over the parameters of a tuple type
function tuplesizes(T::Type{<:Tuple})
    total = 0
    for P in T.parameters
        total += sizeof(P)
    end
    return total
end
println(tuplesizes(Tuple{Int8,Int32,Float64}))
println(Tuple{Int,String}.parameters[2] === String)
println(ismutabletype(Counter), " ", isconcretetype(Wrap{Int,1}), " ", isabstracttype(AbstractVector), " ", isabstracttype(Wrap))
