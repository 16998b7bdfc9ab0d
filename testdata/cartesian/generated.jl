# @generated functions that build N-dimensional code with Base.Cartesian
# (the idiom of Julia 1.10's base/cartesian.jl docs and packages):
# @nloops/@nref/@nexprs/@ntuple with the N of the argument type.
using Base.Cartesian

@generated function gsum(A::Array{T,N}) where {T,N}
    quote
        s = zero(T)
        @nloops $N i A begin
            s += @nref $N A i
        end
        s
    end
end
println(gsum(ones(2, 3, 4)))
println(gsum([1, 2, 3]))
println(gsum(reshape(collect(1:16), 2, 2, 2, 2)))

# the maximum of each slice along the last dimension, in place
@generated function lastmax!(out::Vector, A::Array{T,N}) where {T,N}
    last = Symbol(:i_, N)
    quote
        fill!(out, typemin(T))
        @nloops $N i A begin
            v = @nref $N A i
            if v > out[$last]
                out[$last] = v
            end
        end
        out
    end
end
println(lastmax!(zeros(Int, 3), reshape([5, 1, 9, 2, 8, 3], 2, 3)))
println(lastmax!(zeros(Int, 2), reshape(collect(1:8), 2, 2, 2)))

# the size as a tuple, and a reverse of the index order
@generated function sizetuple(A::AbstractArray{T,N}) where {T,N}
    :(@ntuple $N d -> size(A, d))
end
println(sizetuple(zeros(1, 2, 3, 4)))
@generated function revget(A::Array{T,N}, I::Vararg{Int,N}) where {T,N}
    :(@nref $N A d -> I[$N + 1 - d])
end
B = reshape(collect(1:6), 2, 3)
println(revget(B, 3, 1), " ", B[1, 3])

# a copy with bounds checked by @nall
@generated function inbounds_all(A::Array{T,N}, I::Vararg{Int,N}) where {T,N}
    quote
        @nextract $N j I
        @nall $N d -> 1 <= j_d <= size(A, d)
    end
end
println(inbounds_all(B, 2, 3), " ", inbounds_all(B, 3, 1), " ", inbounds_all(B, 1, 0))
