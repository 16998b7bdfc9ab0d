# AbstractArray{T}(A) and AbstractArray{T,N}(A) copy A with element type T
# (QuadGK's HollowSymTridiagonal{Int8}(S) calls AbstractVector{Int8}(S.ev)),
# and Base.replace_with_centered_mark, which packages' structured matrices
# call to print their structural zeros.

v = [1, 2, 3]
w = AbstractVector{Int8}(v)
println(typeof(w), " ", w, " ", w !== v)
c = AbstractVector{Int}(v)
println(c == v, " ", c !== v)
println(typeof(AbstractArray{Float64}([1 2; 3 4])))
println(AbstractMatrix{Float32}([1 2; 3 4]))
println(AbstractArray{Float64, 1}(Int8[5, 6]))
println(convert(AbstractVector{Float64}, [1, 2]))
try
    AbstractVector{Int8}([1000])
catch e
    println(typeof(e))
end

println(repr(Base.replace_with_centered_mark("1234")))
println(repr(Base.replace_with_centered_mark("12345"; c = '*')))
println(repr(Base.replace_with_centered_mark("x")))

struct Band <: AbstractMatrix{Int}
    n::Int
end
Base.size(B::Band) = (B.n, B.n)
Base.getindex(B::Band, i::Int, j::Int) = abs(i - j) == 1 ? 10i + j : 0
Base.replace_in_print_matrix(B::Band, i::Integer, j::Integer, s::AbstractString) =
    abs(i - j) == 1 ? s : Base.replace_with_centered_mark(s)
show(stdout, MIME("text/plain"), Band(4))
println()
