# Recursion: consecutive identical frames (same function, file and line)
# are printed once with "(repeats n times)" (base/errorshow.jl
# process_backtrace and print_stackframe).
@noinline function down(n)
    n == 0 && error("bottom reached")
    return down(n - 1) + 1
end

down(30)
