# A MethodError raised two calls deep: the frame that made the call with
# no matching method comes first, at the line of that call (Julia 1.10,
# base/errorshow.jl show_backtrace).
@noinline function combine(a, b)
    n = length(a)
    return a + b
end

@noinline function build(x)
    label = string(x)
    return combine(x, label)
end

build(7)
