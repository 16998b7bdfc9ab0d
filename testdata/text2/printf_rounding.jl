# Printf's %f, %e and %g round the exact binary value half to even, as
# Julia's Ryu-based Printf (base/Printf.jl): 0.125 is a tie (0.12), 0.15
# is below its tie (0.1), 2.675 below (2.67), 1.005 below (1.00); digits
# past the shortest form are the exact expansion (%.30f of 0.1).
using Printf
for x in (0.125, 0.375, 0.15, 0.25, 2.675, 1.005, 2.5, 3.5, 0.5, 1.5, 9.995, 99.95, 999999.5,
          1e23, 9.999999999999999e22, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
          0.1, 1/3, 2/3, 123.456, 1e-7, 4503599627370496.5, 0.0, -0.0, -1.25)
    @printf("%.2f %.1f %.0f %#.0f %.3e %.0e %g %.3g %15.4f|%-12.2e|%+.1f\n", x, x, x, x, x, x, x, x, x, x, x)
end
@printf("%.30f %.25e\n", 0.1, 0.1)
@printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, 3.5)
@printf("%.17g %.17e %.20f\n", 1/3, 2/3, 1e-5)
@printf("%f %e %g\n", 1e300, 1e-300, 1e100)
println(@sprintf("%.400f", 5e-324)[end-20:end])
println(Printf.format(Printf.Format("%.3f|%.2e"), pi, -12345.678))
