# invsq: a floating-point double loop. The inner loop sums 1/k^2 for
# k = 1:ARGS[2] (default 10000); the outer loop repeats it ARGS[1] times
# (default 500), all into one accumulator, so the additions stay in order and
# the result is the same in every language. Prints the sum.

function invsq(outer::Int, n::Int)
    s = 0.0
    for _ in 1:outer
        for k in 1:n
            s += 1.0 / (k * k)
        end
    end
    return s
end

function main()
    outer = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 500
    n = length(ARGS) >= 2 ? parse(Int, ARGS[2]) : 10000
    println(invsq(outer, n))
end

main()
