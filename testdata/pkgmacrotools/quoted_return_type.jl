# `function f(x)::$T … end` in quoted code interpolates the return type
# (the `$` after `::` of a long-form signature), as Julia 1.10's parser
# reads `x::$T` anywhere else.

T = :Int
name = :plus_one
def = :(function $name(x)::$T
    x + 1
end)
println(def.args[1])
println(def.args[1].args[2] === :Int)
eval(def)
println(plus_one(1.0), " ", typeof(plus_one(1.0)))

W = :S
wdef = :(function wrapped(y::$W)::$T where {$W}
    y
end)
println(wdef.args[1].head, " ", wdef.args[1].args[2])
