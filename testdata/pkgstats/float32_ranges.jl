# Float32 and Float16 ranges (Julia 1.10 base/twiceprecision.jl: (:)(start::T, step::T, stop::T)
# for T<:IEEEFloat finds exact rationals as for Float64, and steprangelen_hp for
# Float32/Float16 keeps a Float64 reference and step: StepRangeLen{Float32,Float64,Float64});
# first/last of an empty range are unsafe_getindex (range.jl), so it still shows.
r = 1.0f0:8.0f0
println(r, " ", typeof(r), " ", length(r))
println(collect(r))
println(step(r), " ", typeof(step(r)), " ", sum(r))
r3 = 0.1f0:0.1f0:0.5f0
println(r3, " ", collect(r3))
println(r3[2] === 0.2f0, " ", last(r3) === 0.5f0)
e = 1.0f0:-1.0f0
println(e, " ", length(e), " ", isempty(e))
println(1.0:-1.0)
println(Float16(1):Float16(3))
println(reverse(1.0f0:3.0f0))
println(100f0:-25f0:0f0)
println(typeof(100f0:-1f0:0.0), " ", length(100f0:-1f0:0.0))
