# Printf.@printf and @sprintf with the common conversions and widths.
using Printf
@printf("%d %i\n", 42, -7)
@printf("%5d|%-5d|%05d\n", 42, 42, 42)
@printf("%f %.2f %.9f\n", 3.14159, 2.5, 1/3)
@printf("%e %.3e %E\n", 1234.5678, 0.000123, 5.0)
@printf("%g %g %g %g %g\n", 0.0001, 0.00001, 123456.0, 1234567.0, 0.5)
@printf("%x %X %o %x\n", 255, 255, 8, 0xbeef)
@printf("%s and %s and %s\n", "str", 12, 1.5)
@printf("%8.3f|%-8.3f|\n", 3.14159, 2.71828)
@printf("%c%c\n", 'o', 'k')
@printf("100%%\n")
@printf("tab\there %d\n", 1)
s = @sprintf("%.3f", 2/3)
println(s, " ", length(s))
@printf("%+d %+.1f % d\n", 5, -2.26, 7)
@printf("%10s|%-10s|\n", "right", "left")
@printf("%08.3f %.12f\n", -3.14159, 0.1)
@printf("%d items at %.2f each = %.2f\n", 3, 1.25, 3 * 1.25)
for i in 1:3
    @printf("%2d: %6.3f\n", i, sqrt(i))
end
@printf("%.9f\n", -0.169075164)
@printf("%5.1e|\n", 12345.0)
