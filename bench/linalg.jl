# bench/linalg.jl — LinearAlgebra on OpenBLAS/LAPACK, against the same calls
# from C (bench/c/linalg.c; bench/linalg.sh runs both): A * B of n×n Float64
# (dgemm), A \ b (dgetrf + dgetrs) and eigen of a symmetric matrix (dsyevr).
# Each operation runs `reps` times; the fastest run is reported in ms, so
# that start-up and compilation are not counted.
using LinearAlgebra

n = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 1000
reps = length(ARGS) >= 2 ? parse(Int, ARGS[2]) : 5

function fillmat(n)
    A = Array{Float64,2}(undef, n, n)
    for j in 1:n, i in 1:n
        A[i, j] = ((i * 7 + j * 13) % 101) / 101.0 - 0.5
    end
    return A
end

function bench_matmul(A, B, reps)
    best = typemax(Int)
    C = A * B
    for r in 1:reps
        t0 = time_ns()
        C = A * B
        best = min(best, Int(time_ns() - t0))
    end
    return best, C
end

function bench_solve(A, b, reps)
    best = typemax(Int)
    x = A \ b
    for r in 1:reps
        t0 = time_ns()
        x = A \ b
        best = min(best, Int(time_ns() - t0))
    end
    return best, x
end

function bench_eigen(S, reps)
    best = typemax(Int)
    E = eigen(S)
    for r in 1:reps
        t0 = time_ns()
        E = eigen(S)
        best = min(best, Int(time_ns() - t0))
    end
    return best, E
end

function main(n, reps)
    A = fillmat(n)
    B = copy(transpose(A))
    t, C = bench_matmul(A, B, reps)
    println("matmul ", t / 1.0e6, " check ", C[1, 1] + C[n, n] + C[1, n])
    D = A + n * I
    b = [Float64(i % 17) for i in 1:n]
    t, x = bench_solve(D, b, reps)
    println("solve ", t / 1.0e6, " check ", x[1] + x[n])
    m = div(n, 2)
    S = fillmat(m)
    S = S + transpose(S)
    t, E = bench_eigen(S, max(1, div(reps, 2)))
    println("eigen ", t / 1.0e6, " check ", E.values[1] + E.values[m])
end

main(n, reps)
