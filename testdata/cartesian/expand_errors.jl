# Errors of Base.Cartesian's macros at expansion time (Julia 1.10,
# base/cartesian.jl): macroexpand wraps them in a LoadError.
using Base.Cartesian
function expand_error(ex)
    try
        macroexpand(Main, ex)
        println("no error")
    catch err
        println(typeof(err), ": ", typeof(err.error))
        err.error isa MethodError || println("  ", err.error)
    end
end
expand_error(:(@nexprs 2 x))
expand_error(:(@nall 2 x))
expand_error(:(@nall 2 f(x)))
expand_error(:(@nany 2 f(x)))
expand_error(:(@ntuple 2 (a, b) -> a))
expand_error(:(@ntuple 2 f(x)))
expand_error(:(@nref n A i))
# no body: Julia 1.10 reports an undefined `nargs` (its message has a typo)
expand_error(:(@nloops 2 i A))
expand_error(:(@nloops 2 i A d -> 1 d -> 2 d -> 3 begin end))
expand_error(:(@nloops 2 i d -> 1:3 x))
expand_error(:(@nextract 2 x 1))
expand_error(:(@ntuple 2 d -> x_d))
