# Builtins check their arguments as Julia 1.10's src/builtins.c does:
# JL_NARGS throws ArgumentError("NAME: too few arguments (expected N)") or
# "too many arguments" (src/rtutils.c jl_too_few_args/jl_too_many_args);
# JL_TYPECHK throws TypeError(NAME, "", Expected, value), shown by
# base/errorshow.jl (non-boolean ... for Bool); getfield's field errors are
# "type T has no field f" and BoundsError.
function check(f)
    try
        f()
        println("no error")
    catch e
        showerror(stdout, e)
        println()
    end
end
check(() -> typeof())
check(() -> typeof(1, 2))
check(() -> ifelse(true, 1))
check(() -> ifelse(1, 2, 3))
check(() -> isa(1))
check(() -> isa(1, 2))
check(() -> typeassert(1, 2))
check(() -> 1 <: 2)
check(() -> setfield!(Ref(1), :x))
check(() -> setfield!(Ref(1), :x, nothing))
check(() -> getfield((1, 2), 3))
check(() -> getfield(1 + 2im, :z))
check(() -> throw())
check(() -> nfields())
g = typeof
check(() -> g())
h(x) = ifelse(x, 1, 2)
check(() -> h(Any[5][1]))
println(ifelse(true, Int8(3), "s"), " ", typeof(1), " ", isa(1, Int))
typeof()
