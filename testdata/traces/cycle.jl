# Mutual recursion makes a trace of more than BIG_STACKTRACE_SIZE (50)
# frames: show_reduced_backtrace (base/errorshow.jl) prints a cycle of
# frames that repeats once, then "--- the above 2 lines are repeated 39
# more times ---". Frame numbers are padded to the width of the largest
# (ndigits of the 83 frames), and, as in Julia's loop (`while
# frame_counter < length(t)`), the last frame is not printed.
@noinline function ping(n)
    n == 0 && error("done")
    return pong(n - 1) + 1
end

@noinline function pong(n)
    return ping(n) + 1
end

ping(40)
