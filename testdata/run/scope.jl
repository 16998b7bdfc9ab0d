# local/global/const and scoping rules: globals need `global` to be
# assigned from a function, for-loop variables are fresh locals, let and
# functions introduce new scopes, begin does not.
counter = 0
function bump!()
    global counter
    counter += 1
    return counter
end
bump!()
bump!()
println(counter)

const LIMIT = 3
under(x) = x < LIMIT
println(under(2), " ", under(5))

const SCALE = 2.5
scaled(x) = x * SCALE
println(scaled(4))

x = 100
function shadow()
    x = 1
    x += 1
    return x
end
println(shadow(), " ", x)

function uselocal()
    local t = 5
    for i in 1:3
        local t = i * 100
    end
    return t
end
println(uselocal())

function loopvar()
    k = 0
    for k in 1:3
    end
    return k
end
println(loopvar())

function accumulate_to(n)
    s = 0
    for i in 1:n
        s += i
    end
    return s
end
println(accumulate_to(4))

y = 1
let y = 2
    println(y)
end
println(y)

total = 0
for i in 1:5
    global total
    total += i
end
println(total)

function read_global()
    return total * 2
end
println(read_global())

function set_global(v)
    global newglobal = v
    return nothing
end
set_global(7)
println(newglobal)
