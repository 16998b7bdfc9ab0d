# @views as Julia 1.10's base/views.jl: every A[i...] read inside is
# maybeview(A, i...) -- a SubArray for slices, the element for scalar
# indices, getindex for non-arrays -- with `end` meaning A's; assignment
# targets stay indexing. On a block, an expression, and a function.
A = [1 2 3; 4 5 6]
@views r = A[1, :]
println(typeof(r), " ", r)
r[2] = 20
println(A)
x = collect(1:6)
@views function dbl!(v)
    h = v[2:end]
    h .*= 2
    v[1] += v[end]
    return v[1]
end
println(dbl!(x), " ", x)
s = @views x[end-1:end]
println(s isa SubArray, " ", sum(s), " ", (@views x[2]) isa Int)
@views x[1:2] .= x[3:4]
println(x)
function f(y)
    @views begin
        a = y[1:2]
        a[1] = 0
        b = y[3]
    end
    y, b
end
println(f([5, 6, 7]))
println(@views("hello"[2:3]), " ", @views((1, 2, 3)[2:3]))
B = reshape(collect(1.0:12.0), 3, 4)
@views for j in 1:4
    col = B[:, j]
    col .= col ./ sum(col)
end
println(round.(B[:, 1], digits=3))
