# An abstract type has no definite fields: fieldnames and fieldcount throw
# an ArgumentError, as in Julia (ColorTypes' colorfields(AbstractRGB)).
abstract type Paint{T} end
struct Pigment{T} <: Paint{T}
    hue::T
    chroma::T
end

println(fieldnames(Pigment))
println(fieldnames(Pigment{Float64}))
println(fieldcount(Pigment{Int}))
for T in (Paint, Paint{Int}, Integer, AbstractVector)
    try
        fieldnames(T)
    catch e
        println(typeof(e), ": ", e.msg)
    end
    try
        fieldcount(T)
    catch e
        println(typeof(e), ": ", e.msg)
    end
end
println(fieldnames(Tuple{Int,String}))
println(fieldcount(Tuple{Int,String}))
