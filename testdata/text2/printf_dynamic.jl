# Printf in Julia 1.10 (stdlib/Printf): `*` takes the width or the precision
# from the next argument (the 1.10 docstring of @printf: "Use dynamic width
# and precision %*.*f"), C's rules for a negative `*` (left-justify / no
# precision); %a/%A print the hexadecimal significand with trailing zeros
# dropped (@sprintf("%a", 1.0) == "0x1p+0") and zero padding after the
# "0x"; Bool prints as an integer.
using Printf

@printf("[%*d]\n", 5, 42)
@printf("[%-*d]\n", 5, 42)
@printf("[%*d]\n", -5, 42)
@printf("[%.*f]\n", 2, 3.14159)
@printf("[%*.*f]\n", 10, 3, 2.5)
@printf("[%*s|%-*s]\n", 6, "ab", 4, "c")
@printf("[%.*s]\n", 3, "abcdef")
@printf("[%.*f]\n", -1, 1.5)
@printf("[%0*d]\n", 6, -12)
for w in 1:3
    @printf("%*d|\n", w + 2, w)
end
println(@sprintf("%*.*e", 12, 2, 12345.678))

# %a and %A
println(@sprintf("%a", 1.0))
println(@sprintf("%a", 0.5))
println(@sprintf("%a", 3.14))
println(@sprintf("%A", 255.5))
println(@sprintf("%a", -0.1))
println(@sprintf("%a", 0.0))
println(@sprintf("%a", 2.0^-1074))
println(@sprintf("%.3a", 1.0))
println(@sprintf("%a %a", Inf, NaN))
println(@sprintf("[%012a|%-12a|%12A|%+a]", 1.5, 1.5, -2.0, 1.0))

# Bool and Char arguments to integer conversions
println(@sprintf("%d %d %5d %x", true, false, true, true))
println(@sprintf("%c|%s|%3c", 'x', 'y', 'z'))

# the format as a value (Printf.Format and Printf.format)
f = Printf.Format("%-*s|%*d")
println(Printf.format(f, 6, "name", 4, 7))
