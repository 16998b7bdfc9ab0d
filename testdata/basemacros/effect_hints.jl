# Julia's optimizer hints (base/expr.jl: @assume_effects, @constprop,
# @nospecializeinfer) wrap definitions and calls; the code is used as
# written. They are not exported: code names them Base.@...
Base.@assume_effects :foldable fold1(x) = x + 1
Base.@assume_effects :total :nothrow function fold2(x::Int)
    return x * 2
end
Base.@constprop :aggressive cp(x, flag::Bool) = flag ? x : -x
Base.@constprop :none function nocp(x)
    x - 1
end
Base.@nospecializeinfer keep(@nospecialize(x)) = x
y = Base.@assume_effects :nothrow 1 + 1
println(fold1(1), " ", fold2(4), " ", cp(3, false), " ", nocp(1), " ", keep("k"), " ", y)
using Base: @assume_effects
@assume_effects :terminates_locally function loop(n)
    s = 0
    for i in 1:n
        s += i
    end
    s
end
println(loop(10))
println(isdefined(Main, Symbol("@assume_effects")), " ", isdefined(Main, Symbol("@constprop")))
