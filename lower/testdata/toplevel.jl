if true
    f(x) = 1
    struct S end
end
for i in 1:2
    println(i)
end
inc = let c = 0
    () -> (c += 1)
end
sq = x -> x^2
begin
    a = 1
    b(x) = x + a
end
function gl()
    global counter
    counter += 1
    counter = 5
end
