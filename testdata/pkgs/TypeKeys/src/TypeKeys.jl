# QuadGK-like caches keyed by types, filled while the package loads (and so
# held in its image): a Dict{Type,Dict} of rules read through a generated
# function, a Dict{DataType,...} and an IdDict{Type,...}.
module TypeKeys

export rule, kind, label, computed

const computed = Ref(0)

makerule(::Type{T}, n::Int) where {T} = (computed[] += 1; T[k / n for k in 1:n])

const rulecache = Dict{Type,Dict}(
    Float64 => Dict{Int,Vector{Float64}}(3 => [1.0, 2.0, 3.0]),
    Float32 => Dict{Int,Vector{Float32}}(3 => Float32[1, 2, 3]))

@generated function _rule(::Type{TF}, n::Int) where {TF}
    cache = haskey(rulecache, TF) ? rulecache[TF] : (rulecache[TF] = Dict{Int,Vector{TF}}())
    :(haskey($cache, n) ? $cache[n] : ($cache[n] = makerule($TF, n)))
end
rule(::Type{T}, n::Integer) where {T<:Number} = _rule(typeof(float(real(one(T)))), Int(n))

const kinds = Dict{DataType,Symbol}(Int => :integer, Float64 => :float, Vector{Int} => :vector,
                                    Tuple{Int,String} => :tuple, Dict{Symbol,Any} => :dict)
kind(T::DataType) = get(kinds, T, :other)

const labels = IdDict{Type,String}(Int8 => "byte", Complex{Float64} => "complex", Pair{Int,Int} => "pair")
label(T::Type) = get(labels, T, "?")

end
