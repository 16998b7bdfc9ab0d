# spectralnorm: the Computer Language Benchmarks Game spectral-norm,
# single-threaded: the spectral norm of the infinite matrix
# A[i,j] = 1/((i+j)(i+j+1)/2 + i + 1) (0-based i, j) truncated to N x N,
# N = ARGS[1] (default 100), by 10 steps of the power method on A'A.
# Prints it with 9 decimals.

using Printf

# A[i, j] for 1-based i, j
A(i::Int, j::Int) = 1.0 / (((i + j - 2) * (i + j - 1)) ÷ 2 + i)

function mul_Av!(Av::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    @inbounds for i in 1:n
        s = 0.0
        for j in 1:n
            s += A(i, j) * v[j]
        end
        Av[i] = s
    end
    return Av
end

function mul_Atv!(Atv::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    @inbounds for i in 1:n
        s = 0.0
        for j in 1:n
            s += A(j, i) * v[j]
        end
        Atv[i] = s
    end
    return Atv
end

function mul_AtAv!(out::Vector{Float64}, v::Vector{Float64}, tmp::Vector{Float64})
    mul_Av!(tmp, v)
    mul_Atv!(out, tmp)
    return out
end

function spectralnorm(n::Int)
    u = ones(n)
    v = zeros(n)
    tmp = zeros(n)
    for _ in 1:10
        mul_AtAv!(v, u, tmp)
        mul_AtAv!(u, v, tmp)
    end
    vBv = 0.0
    vv = 0.0
    @inbounds for i in 1:n
        vBv += u[i] * v[i]
        vv += v[i] * v[i]
    end
    return sqrt(vBv / vv)
end

function main()
    n = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 100
    @printf("%.9f\n", spectralnorm(n))
end

main()
