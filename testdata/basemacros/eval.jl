# eval/@eval at top level and from running code; code generation loops
# (for op in (:+, :-, :*) @eval ...); Base.invokelatest for a method that
# eval defined inside a function; global methods defined in top-level
# for/let blocks that use the block's locals (loop variables are captured
# by value, as in Julia).
struct V
    x::Int
end
for op in (:+, :-, :*)
    @eval Base.$op(a::V, b::V) = V($op(a.x, b.x))
end
println(V(3) + V(4), " ", V(3) - V(4), " ", V(3) * V(4))
for (name, val) in ((:one1, 1), (:two2, 2))
    @eval $name() = $val
end
println(one1() + two2())
for T in (:Float64, :Int32)
    fname = Symbol("make", T)
    @eval $fname(x) = $T(x)
end
println(makeFloat64(1), " ", typeof(makeInt32(2)))
function definer()
    @eval newf() = 42
    return Base.invokelatest(newf)
end
println(definer())
println(newf())   # a later top-level statement sees it
println(eval(:(1 + 2)), " ", eval(Meta.parse("3 * 4")), " ", Core.eval(Main, :(V(5))))
module Inner
    for n in 1:3
        @eval $(Symbol(:f, n))() = $n
    end
end
println(Inner.f1() + Inner.f2() + Inner.f3())
let c = 10
    global getc() = c
end
println(getc())
for (i, T) in enumerate((Int8, Int16))
    global tag(::Type{T}) = i
    global descr
    function descr(x::T)
        string(T, "#", i, ":", x)
    end
end
println(tag(Int8), tag(Int16), " ", descr(Int16(5)))
let k = 3
    global kw(x; m = k) = x * m
end
println(kw(2), " ", kw(2; m = 1))
