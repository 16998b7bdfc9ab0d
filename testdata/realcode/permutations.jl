# A lexicographic permutation iterator in the style of Combinatorics.jl's
# (the extract the Exercism Julia track ships with its alphametics
# exercise, exercism/julia; MIT): the state is a vector advanced with
# `reverse!(s, i)` (Julia's reverse! of the part from i to the end), the
# length comes from a `Base.factorial(n, k)` method the program adds, and
# a small alphametics search runs on top of it.
using Test

function Base.factorial(n::T, k::T) where {T<:Integer}
    (k < 0 || n < 0 || k > n) && throw(DomainError((n, k), "n and k must be nonnegative with k ≤ n"))
    f = one(T)
    while n > k
        f = Base.checked_mul(f, n)
        n -= 1
    end
    return f
end

struct Perms{T}
    a::T
    t::Int
end
Base.eltype(::Type{Perms{T}}) where {T} = Vector{eltype(T)}
Base.length(p::Perms) = factorial(length(p.a), length(p.a) - p.t)

function Base.iterate(p::Perms, s = collect(1:length(p.a)))
    n = length(p.a)
    (isempty(s) || s[1] > n) && return nothing
    perm = [p.a[s[i]] for i in 1:p.t]
    s = copy(s)
    t = p.t
    j = t + 1
    while j <= n && s[t] >= s[j]
        j += 1
    end
    if t < n && j <= n
        s[t], s[j] = s[j], s[t]
    else
        t < n && reverse!(s, t + 1)
        i = t - 1
        while i >= 1 && s[i] >= s[i+1]
            i -= 1
        end
        if i > 0
            j = n
            while j > i && s[i] >= s[j]
                j -= 1
            end
            s[i], s[j] = s[j], s[i]
            reverse!(s, i + 1)
        else
            s[1] = n + 1
        end
    end
    return (perm, s)
end

function solve(puzzle)
    key = unique(c for c in puzzle if c in 'A':'Z')
    lhs, rhs = zeros(Int, length(key)), zeros(Int, length(key))
    acc = lhs
    for tok in split(puzzle)
        tok == "==" && (acc = rhs; continue)
        tok == "+" && continue
        m = 10^(length(tok) - 1)
        for c in tok
            acc[findfirst(==(c), key)] += m
            m ÷= 10
        end
    end
    leads = unique(first.(split(puzzle, r"[^A-Z]+")))
    for p in Perms(0:9, length(key))
        sum(p .* lhs) == sum(p .* rhs) || continue
        any(p[i] == 0 for (i, c) in enumerate(key) if c in leads) && continue
        return Dict(key .=> p)
    end
    return nothing
end

@testset "permutations" begin
    @test collect(Perms([1, 2, 3], 3)) == [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
    @test length(Perms(1:5, 2)) == 20 == length(collect(Perms(1:5, 2)))
    @test factorial(10, 7) == 720
    @test_throws DomainError factorial(3, 5)
    @test solve("I + BB == ILL") == Dict('I' => 1, 'B' => 9, 'L' => 0)
    @test solve("A == B") === nothing
end

println(reverse!([1, 2, 3, 4, 5], 2), " ", reverse!([1, 2, 3, 4, 5], 2, 4), " ", reverse([1, 2, 3, 4], 3))
println(reverse(collect("abcde"), 1, 2), " ", reverse!([1, 2], 3))
sol = solve("SEND + MORE == MONEY")
println(join(("$k=$(sol[k])" for k in sort(collect(keys(sol)))), " "))
