# Variables assigned inside try/catch/finally and then used by loops,
# comprehensions and closures (an earlier Kiln failed these with an
# internal "Operand is null" code generation error); results as Julia 1.10.
function f1(s)
    x = 0
    try
        x = parse(Int, s)
    catch
    end
    t = 0
    for i in 1:x
        t += i
    end
    t
end
println(f1("4"), " ", f1("z"))
function f2(s)
    x = 0
    try
        x = parse(Int, s)
    catch e
        x = -1
    finally
        println("fin")
    end
    t = 0
    for i in 1:x
        t += i
    end
    (x, t)
end
println(f2("3"), f2("q"))
function f3(n)
    t = 0
    for i in 1:n
        try
            i == 2 && continue
            i == 5 && break
            t += i
        catch
        end
    end
    t
end
println(f3(10))
function f4(xs)
    for x in xs
        try
            if x > 2
                return x
            end
        finally
            println("f", x)
        end
    end
    return 0
end
println(f4([1, 2, 3, 4]))
function f5(n)
    acc = 0
    try
        for i in 1:n
            acc += i
            i == 3 && error("boom")
        end
    catch e
        acc = -acc
    end
    for j in 1:2
        acc += j
    end
    acc
end
println(f5(5), " ", f5(2))
function f6(s)
    local x
    try
        x = parse(Int, s)
    catch
        x = 0
    end
    while x > 0
        x -= 1
    end
    x
end
println(f6("7"))
function g1(s)
    x = 0
    try
        x = parse(Int, s)
    catch
    end
    [i for i in 1:x]
end
println(g1("3"))
function g2(s)
    x = 0
    try
        x = parse(Int, s)
    catch
    end
    sum(i -> i * x, 1:x)
end
println(g2("3"))
function g3(s)
    local x::Int = 0
    try
        x = parse(Int, s)
    catch
    end
    for i in 1:x
        x -= 1
    end
    x
end
println(g3("3"))
function g4(xs)
    y = 0
    for x in xs
        try
            y = x
        catch
        end
    end
    for i in 1:y
        y += 1
    end
    y
end
println(g4([1, 2]))
function g5(s)
    x = 0
    try
        x = parse(Int, s)
    catch
    end
    while x > 0
        try
            x -= 1
            x == 1 && break
        catch
        end
    end
    x
end
println(g5("5"))
function g6()
    x = nothing
    try
        x = 1
    catch
    end
    for i in 1:2
        x = x + i
    end
    x
end
println(g6())
function g7(s)
    n = 0
    try
        n = parse(Int, s)
    finally
        for i in 1:n
            print(i)
        end
        println()
    end
    n
end
println(g7("3"))
function g8(s)
    x = 0
    try
        x = parse(Int, s)
    catch
    end
    do_it() = [x * i for i in 1:x]
    do_it()
end
println(g8("2"))
function g9(s)
    x = 0
    y = try
        x = parse(Int, s)
        x * 2
    catch
        -1
    end
    for i in 1:x
        y += i
    end
    (x, y)
end
println(g9("3"), g9("z"))
