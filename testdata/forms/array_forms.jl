# Array literals and shared memory of Kiln issues 15/16, as Julia 1.10.
# hvcat's messages follow Julia's abstractarray.jl: numbers of one type
# check the count first (hvcat(rows, xs::T...) where T<:Number), mixed
# numbers and typed literals the rows first (typed_hvcat; a
# DimensionMismatch in Julia 1.10, as the release-1.10 CI log of
# JuliaLang/julia#56543 shows: "DimensionMismatch: row 2 has mismatched
# number of columns (expected 2, got 3)").
x = [1 2; 3 4 ;;; 5 6; 7 8]
println(x, " ", size(x))
println(x[:, :, 2], " ", x[2, 1, 2])
println([1;; 2], " ", size([1;; 2]))
println([1;;; 2], " ", size([1;;; 2]))
println([1; 2;; 3; 4], " ", [[1, 2];; [3, 4]])
println(Float64[1 2; 3 4])

for f in (() -> [1 2; 3], () -> [1 2; 3.0], () -> [1 2; 3 4 5; 6], () -> Int[1 2; 3], () -> ["a" "b"; "c"])
    try
        f()
    catch e
        println(typeof(e), ": ", e.msg)
    end
end

# reshape and vec of an Array share its memory
a = [1, 2, 3, 4]
r = reshape(a, 2, 2)
r[1, 1] = 99
v = vec(r)
v[2] = 77
println(a, " ", r, " ", v)
try
    push!(a, 5)         # a's data is shared with r and v
catch e
    println(e.msg)
end
m = [1 2; 3 4]
vec(m)[4] = 40
println(m)
