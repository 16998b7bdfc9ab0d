# The standard Julia microbenchmarks (JuliaLang/Microbenchmarks, julia/perf.jl),
# written as that suite writes them, timed in process: each benchmark runs
# once to compile, then best of 5, printed as `kiln,NAME,MILLISECONDS` like the
# suite's own output. `@timeit` and `Test.@test` are spelled as plain
# functions here (user macros and Test are separate work); everything timed
# is the suite's code unchanged.
#
# kiln run bench/micro/perf.jl [NAME...]   (no NAME: all of them)

using Printf
using Random
import LinearAlgebra
import Statistics

const NITER = 5
const SINK = Any[nothing]    # results are kept, so no benchmark is optimized away

function timeit(f, name)
    isempty(ARGS) || name in ARGS || return
    SINK[1] = f()             # compile and warm up
    tmin = Inf
    for i in 1:NITER
        t = time_ns()
        SINK[1] = f()
        t = (time_ns() - t) / 1e6
        t < tmin && (tmin = t)
    end
    println("kiln,", name, ",", round(tmin, digits=6))
end

check(ok, what) = ok || error("benchmark check failed: " * what)

## recursive fib ##

fib(n) = n < 2 ? n : fib(n-1) + fib(n-2)

## parse integer ##

function parseintperf(t)
    local n, m
    for i=1:t
        n = rand(UInt32)
        s = string(n, base = 16)
        m = parse(UInt32, s, base = 16)
        @assert m == n
    end
    return n
end

## mandelbrot set: complex arithmetic and comprehensions ##

function myabs2(z)
    return real(z)*real(z) + imag(z)*imag(z)
end

function mandel(z)
    c = z
    maxiter = 80
    for n = 1:maxiter
        if myabs2(z) > 4
            return n-1
        end
        z = z^2 + c
    end
    return maxiter
end

mandelperf() = [ mandel(complex(r,i)) for i=-1.:.1:1., r=-2.0:.1:0.5 ]

## numeric vector sort ##

function qsort!(a,lo,hi)
    i, j = lo, hi
    while i < hi
        pivot = a[(lo+hi)>>>1]
        while i <= j
            while a[i] < pivot; i += 1; end
            while a[j] > pivot; j -= 1; end
            if i <= j
                a[i], a[j] = a[j], a[i]
                i, j = i+1, j-1
            end
        end
        if lo < j; qsort!(a,lo,j); end
        lo, j = i, hi
    end
    return a
end

sortperf(n) = qsort!(rand(n), 1, n)

## slow pi series ##

function pisum()
    sum = 0.0
    for j = 1:500
        sum = 0.0
        for k = 1:10000
            sum += 1.0/(k*k)
        end
    end
    sum
end

## random matrix statistics ##

function randmatstat(t)
    n = 5
    v = zeros(t)
    w = zeros(t)
    for i=1:t
        a = randn(n,n)
        b = randn(n,n)
        c = randn(n,n)
        d = randn(n,n)
        P = [a b c d]
        Q = [a b; c d]
        v[i] = LinearAlgebra.tr((P'*P)^4)
        w[i] = LinearAlgebra.tr((Q'*Q)^4)
    end
    return (Statistics.std(v)/Statistics.mean(v), Statistics.std(w)/Statistics.mean(w))
end

## largish random number gen & matmul ##

randmatmul(n) = rand(n,n)*rand(n,n)

## printfd ##

function printfd(n)
    open("/dev/null", "w") do io
        for i = 1:n
            @printf(io, "%d %d\n", i, i + 1)
        end
    end
end

check(fib(20) == 6765, "fib")
timeit(() -> fib(20), "recursion_fibonacci")
timeit(() -> parseintperf(1000), "parse_integers")
check(sum(mandelperf()) == 14791, "mandel")
timeit(mandelperf, "userfunc_mandelbrot")
check(issorted(sortperf(5000)), "sort")
timeit(() -> sortperf(5000), "recursion_quicksort")
check(abs(pisum()-1.644834071848065) < 1e-12, "pisum")
timeit(pisum, "iteration_pi_sum")
(s1, s2) = randmatstat(1000)
check(0.5 < s1 < 1.0 && 0.5 < s2 < 1.0, "randmatstat")
timeit(() -> randmatstat(1000), "matrix_statistics")
timeit(() -> randmatmul(1000), "matrix_multiply")
printfd(1)
timeit(() -> printfd(100000), "print_to_file")
