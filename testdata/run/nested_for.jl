# Nested loops: `for i = ..., j = ...` (break leaves the whole nest,
# continue goes to the next inner iteration) and separately nested loops.
for i = 1:3, j = 1:2
    print("(", i, ",", j, ") ")
end
println()
for i in 1:3, j in i:3
    print(i * 10 + j, " ")
end
println()
for i = 1:3, j = 1:3
    if i == 2 && j == 2
        break
    end
    print(i, j, " ")
end
println()
for i = 1:2, j = 1:3
    j == 2 && continue
    print(i, j, " ")
end
println()
for i in 1:3
    for j in 1:3
        if j > i
            break
        end
        print(i, j, " ")
    end
end
println()
function table(n)
    for i in 1:n
        for j in 1:n
            print(i * j)
            j < n && print("\t")
        end
        println()
    end
end
table(4)
function count_triples(n)
    c = 0
    for a in 1:n, b in a:n, c2 in b:n
        if a * a + b * b == c2 * c2
            c += 1
        end
    end
    return c
end
println(count_triples(30))
