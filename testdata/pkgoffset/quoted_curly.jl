# An interpolated type in a quoted signature takes postfix forms:
# x::$T{<:Integer} is x::(($T){<:Integer}), as in Julia's parser.
for T in (:AbstractVector, :AbstractUnitRange)
    @eval kind(r::$T{<:Integer}) = $(string(T))
end
println(kind([1, 2]), " ", kind(1:2), " ", kind(Base.OneTo(3)))
S = :Vector
ex = :(f(s::$S{Int}, t::$S{<:Real}) = 1)
println(ex.args[1])
