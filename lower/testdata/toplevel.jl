if true
    f(x) = 1
    struct S end
end
for i in 1:2
    println(i)
end
let c = 0
    global inc
    inc() = (c += 1)
end
begin
    a = 1
    b(x) = x + a
end
function gl()
    global counter
    counter += 1
    counter = 5
end
