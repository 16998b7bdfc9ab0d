# Ref values, typed globals, type assertions, const.
r = Ref(0)
r[] += 5
println(r[])
function bump!(x::Ref{Int})
    x[] += 1
    return nothing
end
bump!(r)
bump!(r)
println(r[])
s = Ref{Float64}()
s[] = 2.5
println(s[], " ", typeof(s[]))
global g::Int = 0
function setg(v)
    global g = v
    return nothing
end
setg(3.0)
println(g, " ", typeof(g))
x = 5
y = x::Int
println(y)
println((2.5)::Float64)
const ORIGIN = (0, 0)
println(ORIGIN)
function counter_demo()
    c = Ref(0)
    for i in 1:10
        iseven(i) && (c[] += i)
    end
    return c[]
end
println(counter_demo())
