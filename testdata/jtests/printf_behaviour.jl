# Printf as Julia 1.10's stdlib/Printf (checked against its test/runtests.jl):
# every conversion with flags, widths and precisions, `*` widths and
# precisions, %a, %g, %n, %p, BigFloat through MPFR, Printf.Format and
# Printf.format, and the InvalidFormatStringError of a bad format.
using Printf

show_all(xs...) = (for x in xs; show(x); print(' '); end; println())

# integers: flags, width, precision, bases, sign-magnitude for negatives
show_all(@sprintf("%5d|%-5d|%05d|%+d|% d", 42, 42, 42, 42, 42))
show_all(@sprintf("%.5d|%8.3d|%-8.3d|%08.3d", -42, 7, 7, 7))
show_all(@sprintf("%x %X %#x %#X %o %#o", 255, 255, 255, 255, 8, 8))
show_all(@sprintf("%x %#o %u", -255, -8, UInt(4294966272)))
show_all(@sprintf("%#+21.18llx|%#.25llo", -100, -100))
show_all(@sprintf("%lld %hd %zd %jd", 18446744065119617025, 1, 2, 3))
show_all(@sprintf("%20d|%40d", typemin(Int64), typemax(Int128)))
show_all(@sprintf("%d %d %d", big(2)^70, 3//1, true))

# integer conversions of floats are %.0f (half to even)
show_all(@sprintf("%d|%2d|%d|%d|%d", 3.14, 3.14, 25.5, 2.5, -0.3))
show_all(@sprintf("%d|% d|%d", Inf, NaN, 1.0e20))

# %f %e %g: Inf and NaN never uppercase, zero padding is spaces for them
show_all(@sprintf("%f|%+f|% f|%07f|%F|%E|%G", Inf, Inf, NaN, -Inf, Inf, NaN, -Inf))
show_all(@sprintf("%.2f %.2f %.2f %8.1f %-8.1f| %08.1f % 09.1f %+ #09.0f", 1.234, 1.235, 0.235, 1.234, 1.234, -1.234, 1.234, 1.234))
show_all(@sprintf("%e %E %.2e %#.0e %+9.1e %09.1e", 1.234, 3e42, 0.235, 1.234, 9.96, -1.234))
show_all(@sprintf("%.0e %12.3e %.0f", 3e142, pi * 1e100, 3e20))
show_all(@sprintf("%g %g %g %g %g %G", 0.00012, 0.000012, 123456.7, 1234567.8, 1e-300, 2.5e-10))
show_all(@sprintf("%.6g %#.6g %10.5g %-10.5g| %010.5g %#10.5g", 12340000.0, 12340000.0, 123.4, 123.4, -123.4, 123.4))
show_all(@sprintf("%.5g %#.2g %#.5g %.15g %#.15g", 42, 42, 42, 0, 0))
show_all(@sprintf("%.16g %.17g %.18g %.1g", 194.4778127560983, 194.4778127560983, 194.4778127560983, 1.7976931348623157e308))
# (Julia's %g takes the exponent from P+1 significant digits)
show_all(@sprintf("%g %#g", 999999.5, 9.9999995))
show_all(@sprintf("%f %e %g %f", 1, Int128(42), big"42", 1.5f0))

# %a: hex floats, rounding half to even on the whole significand
show_all(@sprintf("%a %a %a %.3a %#a", 0.0, -0.0, 1.5, 0.0, 0.0))
show_all(@sprintf("%a %.0a %.1a %.2a %#.0a %#.0a", 3.14, 3.14, 3.14, 3.14, 3.14, 1.5))
show_all(@sprintf("%+30a|%.2A|%-12a|%012a", 1/3, 1.2345, 1.0, 1.0))
show_all(@sprintf("%a %a %a %A", 5e-324, floatmax(), 1.5f0, Inf))

# %s and %c: widths counted in textwidth, precision cuts, # quotes
show_all(@sprintf("%s|%10s|%-10s|%.3s|%10.3s|%.s", "hello", "hello", "hello", "hello", "hello", "hello"))
show_all(@sprintf("%#s %#8s %#-8.3s| %#.3s %s", :test, :test, "test", "test", :sym))
show_all(@sprintf("%s %s %s %s %5s", 1, 1.5, [1, 2], nothing, 'x'))
show_all(@sprintf("%.2s|%5s|%6s|%4sø", "föó", "föó", "😍🍕", "ø"))
show_all(@sprintf("%c%c%c%C %3c|%-3c|%c %2c %3c", 'a', 65, "ø", 66, 'A', 'A', '𐀀', '🍕', '🍕'))

# %p: the address in hexadecimal with 16 digits
show_all(@sprintf("%p|%20p|%-20p|", 0xfffffffffffe0000, 0, C_NULL))

# `*` widths and precisions (a negative width left-justifies)
show_all(@sprintf("%*d|%.*d|%*.*d|%+*.*d|%0*.*d", 10, 12, 4, 12, 10, 4, 12, 10, 4, 12, 10, 4, 12))
show_all(@sprintf("%*d|%-*s|%*s|%.*f|%*.*e", -6, 12, 6, "ab", 6, "ab", 3, pi, 12, 3, pi * 1e100))
show_all(@sprintf("%*.*s|%.*a|%#.*g|%*c", 20, 5, "Hallo heimur", 1, 3.14, 2, 42, 3, 'x'))

# %n: the bytes written so far go to a Ref
r = Ref{Int}()
s = @sprintf("%d4%n|%s%n", 123, r, "😉", Ref{Int}())
show_all(s, r[])
@sprintf("%10s%n", "😉", r); show_all(r[])

# BigFloat is formatted by MPFR
show_all(@sprintf("%.0e %#.0e %.6g %10.5g %e %e", big"3e1042", big"3e142", big"12345678.", big"-123.4", big"Inf", big"NaN"))
show_all(@sprintf("%a %.2a %2d %.50f", big"1.5", big"1.2345", big(3.14), big(1) / 3))
show_all(@sprintf("%f", parse(BigFloat, "1e400"))[1:30])
try
    @sprintf("%f", parse(BigFloat, "1e99999"))
catch e
    show_all(e)
end

# %% and literal text, more than 16 arguments, splatted arguments
show_all(@sprintf("%%"), @sprintf("1%%%d", 2), @sprintf("GAP[%%]"), @sprintf(""), @sprintf("\u00d0%d\U0001ffff", 2))
show_all(@sprintf("%s %f %9.5f %d %d %d %d%d%d%d", [1:6;]..., [7, 8, 9, 10]...))
show_all(@sprintf("%s %s %s %d %d %d %f %f %f %s %s %s %d %d %d %f %f %f", Any[10x + (x + 1) for x = 1:18]...))
show_all(@sprintf("Test: %s%c%C%c%#-.0f.", "t", 65, 66, 67, -42))

# @printf to stdout and to an IO
@printf("%-6s|%6.2f|%+d\n", "ab", 2.345, 7)
io = IOBuffer()
@printf(io, "%05.1f %s", 3.14159, :x)
@printf io " %x" 255
show_all(String(take!(io)))

# Printf.Format and Printf.format
f = Printf.Format("%-4d|%8.3f|%s")
show_all(Printf.format(f, 7, pi, "z"))
Printf.format(stdout, Printf.Format("%d-%d\n"), 1, 2)
show_all(length(f.formats), isempty(Printf.Format("%%").formats), Printf.format(Printf.Format("")))
show_all(string(Printf.Format("%a").formats[1]), string(Printf.Format("%-+8.3e").formats[1]; modifier = "R"))
show_all(string(Printf.Format("%*.*f").formats[1]), string(Printf.Format("% #x").formats[1]))
for (fmt, val) in (("%7.2f", 1.2345), ("%-4i", UInt16(42)), ("%#x", Int128(42)), ("%e", big"42"))
    show_all(Printf.format(Printf.Format(fmt), val))
end

# errors: too few or too many arguments, bad format strings
for thunk in (() -> Printf.format(Printf.Format("%s%%%s"), "a"),
              () -> Printf.format(Printf.Format("%d"), 1, 2),
              () -> Printf.format(Printf.Format("%n"), 1))
    try
        thunk()
    catch e
        show_all(typeof(e), e isa ArgumentError ? e.msg : "")
    end
end
for bad in ("%+", "%.", "%.0", "%y%d", "%\u00d0%d", "%d %", "%_1lld", "%h", "%hh", "%z")
    try
        Printf.Format(bad)
    catch e
        show_all(typeof(e), e.message, e.start_color, e.end_color)
    end
end
try
    Printf.Format("abc %Q def")
catch e
    showerror(stdout, e)
end
