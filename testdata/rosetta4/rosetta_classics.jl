# Sieve, Collatz, Hanoi, 100 doors, Roman numerals, Caesar, RLE, Josephus, Levenshtein, N-queens, permutations, power set.
# A handful of Rosetta Code classics, written the usual way.
function sieve(n)
    isprime = trues(n)
    isprime[1] = false
    for i in 2:isqrt(n)
        if isprime[i]
            for j in i*i:i:n
                isprime[j] = false
            end
        end
    end
    return findall(isprime)
end
ps = sieve(100)
println(ps)
println(length(sieve(100_000)), " primes below 100000")

function collatz_len(n)
    len = 1
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        len += 1
    end
    len
end
best = argmax(collatz_len, 1:9999)
println("longest Collatz under 10000: ", best, " (", collatz_len(best), " terms)")

function hanoi(n, from, to, via, moves)
    n == 0 && return moves
    hanoi(n - 1, from, via, to, moves)
    push!(moves, (from, to))
    hanoi(n - 1, via, to, from, moves)
end
mv = hanoi(4, :A, :C, :B, Tuple{Symbol,Symbol}[])
println(length(mv), " moves; first three: ", mv[1:3])

doors = falses(100)
for pass in 1:100, d in pass:pass:100
    doors[d] = !doors[d]
end
println("open doors: ", findall(doors))

const ROMAN = [1000 => "M", 900 => "CM", 500 => "D", 400 => "CD", 100 => "C", 90 => "XC",
               50 => "L", 40 => "XL", 10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I"]
function to_roman(n)
    io = IOBuffer()
    for (v, s) in ROMAN
        while n >= v
            print(io, s)
            n -= v
        end
    end
    String(take!(io))
end
function from_roman(s)
    vals = Dict('I' => 1, 'V' => 5, 'X' => 10, 'L' => 50, 'C' => 100, 'D' => 500, 'M' => 1000)
    total = 0
    for (i, c) in enumerate(s)
        v = vals[c]
        if i < length(s) && v < vals[s[i+1]]
            total -= v
        else
            total += v
        end
    end
    total
end
for n in (1990, 2008, 1666, 3999, 4)
    r = to_roman(n)
    println(lpad(n, 4), " => ", rpad(r, 12), " => ", from_roman(r))
end

caesar(s, k) = map(c -> isletter(c) && isascii(c) ?
    (base = isuppercase(c) ? 'A' : 'a'; base + mod(c - base + k, 26)) : c, s)
enc = caesar("The Quick Brown Fox Jumps!", 13)
println(enc, " | ", caesar(enc, -13))

function rle(s)
    out = Tuple{Char,Int}[]
    for c in s
        if !isempty(out) && out[end][1] == c
            out[end] = (c, out[end][2] + 1)
        else
            push!(out, (c, 1))
        end
    end
    join(string(n, c) for (c, n) in out)
end
decode(s) = join(c^parse(Int, n) for (n, c) in
                 ((m.captures[1], m.captures[2][1]) for m in eachmatch(r"(\d+)(\D)", s)))
e = rle("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW")
println(e)
println(decode(e) == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW")

function josephus(n, k)
    people = collect(0:n-1)
    i = 0
    order = Int[]
    while length(people) > 1
        i = mod(i + k - 1, length(people))
        push!(order, popat!(people, i + 1))
    end
    order, people[1]
end
killed, survivor = josephus(41, 3)
println("survivor: ", survivor, ", first killed: ", killed[1:5])

function levenshtein(a::AbstractString, b::AbstractString)
    s, t = collect(a), collect(b)
    m, n = length(s), length(t)
    d = zeros(Int, m + 1, n + 1)
    d[:, 1] = 0:m
    d[1, :] = 0:n
    for j in 1:n, i in 1:m
        cost = s[i] == t[j] ? 0 : 1
        d[i+1, j+1] = min(d[i, j+1] + 1, d[i+1, j] + 1, d[i, j] + cost)
    end
    d[m+1, n+1]
end
for (a, b) in [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("héllo", "hello")]
    println(a, " -> ", b, ": ", levenshtein(a, b))
end

function queens(n)
    sols = Vector{Int}[]
    cols = Int[]
    function place(row)
        if row > n
            push!(sols, copy(cols))
            return
        end
        for c in 1:n
            if all(cols[r] != c && abs(cols[r] - c) != row - r for r in 1:row-1)
                push!(cols, c)
                place(row + 1)
                pop!(cols)
            end
        end
    end
    place(1)
    sols
end
for n in 4:8
    println(n, " queens: ", length(queens(n)))
end
q = first(queens(6))
for r in 1:6
    println(join(c == q[r] ? "Q" : "." for c in 1:6))
end

function perms(v)
    length(v) <= 1 && return [v]
    out = Vector{eltype(v)}[]
    for i in eachindex(v)
        rest = [v[1:i-1]; v[i+1:end]]
        for p in perms(rest)
            push!(out, [v[i]; p])
        end
    end
    out
end
println(perms([1, 2, 3]))
println(join.(perms(collect("abc"))))
powerset(v) = [v[findall(digits(Bool, m, base = 2, pad = length(v)))] for m in 0:2^length(v)-1]
println(powerset([:a, :b, :c]))
