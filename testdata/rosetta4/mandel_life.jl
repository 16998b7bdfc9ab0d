# Mandelbrot ASCII (checked against an IEEE replica of the same operations), memoised BigInt Fibonacci with get! do, Game of Life glider on a torus.
function mandel(w, h, maxit)
    out = Matrix{Char}(undef, h, w)
    for j in 1:h, i in 1:w
        c = complex(-2.2 + 3.2 * (i - 1) / (w - 1), -1.2 + 2.4 * (j - 1) / (h - 1))
        z = zero(c)
        n = 0
        while abs2(z) <= 4 && n < maxit
            z = z * z + c
            n += 1
        end
        out[j, i] = n == maxit ? '#' : " .:-=+*%@"[min(9, n ÷ 3 + 1)]
    end
    out
end
m = mandel(60, 21, 200)
foreach(r -> println(rstrip(join(r))), eachrow(m))
function count_in(w, h, maxit)
    s = 0
    for j in 1:h, i in 1:w
        c = complex(-2.0 + 2.5 * (i - 1) / (w - 1), -1.25 + 2.5 * (j - 1) / (h - 1))
        z = 0.0im
        n = 0
        while abs2(z) <= 4 && n < maxit
            z = z^2 + c
            n += 1
        end
        s += n == maxit
    end
    s
end
println(count_in(600, 600, 200))
function wordsim(n)
    d = Dict{String,Int}()
    for i in 1:n
        k = string("w", i % 1000)
        d[k] = get(d, k, 0) + i
    end
    sum(values(d))
end
println(wordsim(1_000_000))
function fibmemo(n, memo = Dict{Int,BigInt}())
    n <= 2 && return big(1)
    get!(memo, n) do
        fibmemo(n - 1, memo) + fibmemo(n - 2, memo)
    end
end
println(fibmemo(300))
function life(g::Matrix{Bool}, steps)
    n, m = size(g)
    for _ in 1:steps
        ng = similar(g)
        for j in 1:m, i in 1:n
            c = 0
            for dj in -1:1, di in -1:1
                (di == 0 && dj == 0) && continue
                c += g[mod1(i + di, n), mod1(j + dj, m)]
            end
            ng[i, j] = c == 3 || (g[i, j] && c == 2)
        end
        g = ng
    end
    g
end
g = falses(40, 40) |> Matrix{Bool}
g[2, 3] = g[3, 4] = g[4, 2] = g[4, 3] = g[4, 4] = true
g2 = life(g, 400)
println(count(g2), " ", findall(g2))
