# fannkuch: the Computer Language Benchmarks Game fannkuch-redux,
# single-threaded. For every permutation of 1:N (N = ARGS[1], default 7),
# generated in the benchmark's order, counts the prefix reversals ("flips")
# until 1 is in front; prints the checksum (flip counts summed with
# alternating sign) and the maximum.

function fannkuch(n::Int)
    perm = zeros(Int, n)
    perm1 = collect(1:n)
    count = zeros(Int, n)
    maxflips = 0
    checksum = 0
    permcount = 0
    r = n
    while true
        while r != 1
            count[r] = r
            r -= 1
        end
        for i in 1:n
            perm[i] = perm1[i]
        end
        flips = 0
        k = perm[1]
        while k != 1
            # reverse perm[1:k]
            i = 1
            j = k
            while i < j
                t = perm[i]
                perm[i] = perm[j]
                perm[j] = t
                i += 1
                j -= 1
            end
            flips += 1
            k = perm[1]
        end
        maxflips = max(maxflips, flips)
        checksum += iseven(permcount) ? flips : -flips
        # next permutation
        while true
            if r == n
                return checksum, maxflips
            end
            perm0 = perm1[1]
            for i in 1:r
                perm1[i] = perm1[i+1]
            end
            perm1[r+1] = perm0
            count[r+1] -= 1
            if count[r+1] > 0
                break
            end
            r += 1
        end
        permcount += 1
    end
end

function main()
    n = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 7
    checksum, maxflips = fannkuch(n)
    println(checksum)
    println("Pfannkuchen(", n, ") = ", maxflips)
end

main()
