# @inline/@noinline/@nospecialize/@specialize/@propagate_inbounds in the
# positions Julia allows: before definitions (long and short form, lambdas,
# inner constructors), inside bodies (no arguments), on arguments, at call
# sites, stacked.
function f(x)
    @inline
    x + 1
end
@inline g(x) = x
@noinline function g2(x)
    x * 2
end
h(@nospecialize(x)) = x
k(@nospecialize(x::Int)) = x
k2(@nospecialize(x::Int), y) = x + y
k3(x, @nospecialize(ys...)) = length(ys)
function k4(x)
    @nospecialize x
    x
end
function k5(a, b)
    @nospecialize
    a
end
Base.@propagate_inbounds q(x) = x
@inline Base.@propagate_inbounds q2(x) = x
Base.@propagate_inbounds function q3(v, i)
    v[i]
end
fn = @inline x -> x + 1
fn2 = @noinline (x) -> x * 3
function callsite(x)
    a = @inline g(x)
    b = @noinline g2(x)
    a + b
end
struct S
    a::Int
    @inline S(x) = new(x)
end
m(x) = Base.@inline x
println(f(1), g(2), g2(3), h(4), k(5), k2(6, 1), k3(1, 2, 3), k4(8), k5(9, 0), q(1), q2(2), q3([3], 1), fn(1), fn2(1), callsite(2), S(3).a)
@specialize
function sp(@specialize(x))
    x
end
println(sp(1))
