# intloop: an integer loop with remainders and branches over i = 1:ARGS[1]
# (default 10^8). Prints the checksum.

function intloop(n::Int)
    s = 0
    for i in 1:n
        if i % 3 == 0
            s += i
        elseif i % 5 == 0
            s += 3 * (i ÷ 5)
        elseif i % 7 == 0
            s -= i
        else
            s = xor(s, i)
        end
    end
    return s
end

function main()
    n = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 100_000_000
    println(intloop(n))
end

main()
