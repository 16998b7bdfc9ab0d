# An error three calls deep, through an @inline function (shown as an
# inlined frame, marked [inlined], with no argument types and no module)
# and two @noinline ones (frames with argument types and their module).
# Each frame names the line of the call inside that function. Julia 1.10's
# rules: base/errorshow.jl show_backtrace / print_stackframe (frame number
# right-aligned to the width of the largest, "@ Module file:line", then
# " [inlined]" for inlined frames) and base/stacktraces.jl show_spec_linfo
# (a frame without a MethodInstance prints only its function's name).
# Julia prints the script's absolute path where Kiln prints it as given;
# Base frames are those of Kiln's Base (base/*.jl).
@inline function leaf(v, i)
    x = v[i]
    return x + 1
end

@noinline function middle(v, i)
    y = leaf(v, i)
    return 2y
end

@noinline function outer(v)
    s = middle(v, 5)
    return s
end

println("start")
outer([1, 2, 3])
