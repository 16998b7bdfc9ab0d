function m1(x, A)
    @assert x > 0
    @assert x < 10 "too big"
    @show x + 1
    @inbounds A[1] = A[2]
    t = @elapsed sleep(1)
    @time f(x)
    @printf("%d\n", x)
    s = @sprintf("%.2f", x)
    @inline g(x)
end
@inline h(x) = x
