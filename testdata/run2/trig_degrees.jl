# Trigonometry in degrees and the reciprocal functions, following Julia
# 1.10's base/special/trig.jl (exact octant reduction: sind(30) == 0.5,
# cosd(90) == 0.0) and base/math.jl (sec, sech, asec, ...).
println(sind(30), " ", cosd(60), " ", cosd(90), " ", sind(180), " ", sind(-180), " ", tand(45))
println(sind(30.0f0), " ", typeof(sind(30.0f0)), " ", cosd(-120), " ", sind(270), " ", cosd(360))
println(sind(0) === 0.0, " ", sind(-0.0) === -0.0, " ", isnan(cosd(NaN)))
println(sincosd(90), " ", atand(1), " ", atand(1, -1), " ", atand(-1.0, 0.0))
println(secd(60), " ", cscd(30), " ", cotd(45))
println(sinc(0), " ", sinc(1), " ", sinc(0.5), " ", sinc(Inf), " ", cosc(0))
println(sech(0), " ", csch(Inf), " ", coth(Inf), " ", asec(1), " ", acsc(1) == pi / 2, " ", acot(Inf))
println(asecd(2) ≈ 60, " ", acscd(2) ≈ 30, " ", acotd(1) ≈ 45, " ", asind(1), " ", acosd(-1))
println(deg2rad(180) == Float64(pi), " ", rad2deg(pi) == 180, " ", abs(sind(big(30)) - 0.5) < 1e-70)
for f in (sind, cosd)
    try
        f(Inf)
    catch e
        showerror(stdout, e)
        println()
    end
end
