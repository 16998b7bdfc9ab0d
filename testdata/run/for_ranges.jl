# for loops over ranges with steps (including negative), empty ranges and
# tuples; the `=` and `∈` spellings.
for i in 1:5
    print(i, " ")
end
println()
for i = 1:2:9
    print(i, " ")
end
println()
for i in 10:-3:1
    print(i, " ")
end
println()
for i in 5:1
    print("never")
end
println("empty range done")
for i in 3:3
    println("single ", i)
end
for i = -2:2
    print(i, ",")
end
println()
for i in 0:5:20
    print(i, " ")
end
println()
for i in 1:3:11
    print(i, " ")
end
println()
for i in 20:-7:0
    print(i, " ")
end
println()
for i ∈ 1:3
    print(i * i, " ")
end
println()
n = 4
for i in 1:n
    print(i)
end
println()
function sum_range(a, b)
    s = 0
    for i in a:b
        s += i
    end
    return s
end
println(sum_range(1, 100))
println(sum_range(10, 1))
function sum_step(a, s, b)
    t = 0
    for i in a:s:b
        t += i
    end
    return t
end
println(sum_step(100, -7, 1))
for x in (1, 2.5, "three", 'c', nothing)
    println(x)
end
