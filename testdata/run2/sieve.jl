# Sieve of Eratosthenes with a Bool vector; prime gaps and counts.
function sieve(n)
    isp = trues(n)
    isp[1] = false
    for i in 2:isqrt(n)
        if isp[i]
            for j in i*i:i:n
                isp[j] = false
            end
        end
    end
    return [i for i in 1:n if isp[i]]
end
ps = sieve(100)
println(ps)
println(length(sieve(100_000)))
bigv = sieve(10_000)
gaps = [bigv[i+1] - bigv[i] for i in 1:length(bigv)-1]
println(maximum(gaps), " ", findfirst(==(maximum(gaps)), gaps))
println(sum(bigv))
println(isqrt(99), " ", isqrt(100))
