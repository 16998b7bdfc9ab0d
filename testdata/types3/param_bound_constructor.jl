# The default constructor of a struct whose parameter's bound names an
# earlier parameter (A<:AbstractArray{T}, S<:T) exists for every set of
# parameters, as Julia's (its bounds are those of the struct's own
# parameters).
struct Wrap{T,A<:AbstractArray{T}}
    p::A
end
println(Wrap{Int,Vector{Int}}([1]))
struct Phantom{T,N,S,A<:AbstractArray{S},R} <: AbstractArray{T,N}
    parent::A
    flag::Bool
end
println(typeof(Phantom{Float64,1,Int,Vector{Int},false}([1], true)))
struct Sub{T,S<:T}
    a::S
end
println(Sub{Real,Int}(1), " ", Sub{Real,Int}(2.0))
struct Conv{T<:Real,V<:AbstractVector{T}}
    v::V
    x::T
end
c = Conv{Float64,Vector{Float64}}([1.0], 2)
println(c.x, " ", typeof(c.x))
