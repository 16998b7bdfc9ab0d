# broadcast: fused broadcasting. Repeats the axpy update y .= a .* x .+ y
# ARGS[2] times (default 10) on vectors of ARGS[1] Float64 elements
# (default 100), x[i] = i / n, y = 0, a = 0.5; the dotted expression is one
# fused loop (no temporaries). Prints the sum of y, accumulated in order
# (not Julia's pairwise sum) so that C and Go print the same number.
# bench/c/broadcast.c and bench/go/broadcast run the hand-written loop.

function axpy!(y::Vector{Float64}, a::Float64, x::Vector{Float64})
    y .= a .* x .+ y
    return y
end

function main()
    n = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 100
    reps = length(ARGS) >= 2 ? parse(Int, ARGS[2]) : 10
    x = [i / n for i in 1:n]
    y = zeros(n)
    for _ in 1:reps
        axpy!(y, 0.5, x)
    end
    s = 0.0
    for v in y
        s += v
    end
    println(s)
end

main()
