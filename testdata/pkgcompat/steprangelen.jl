# StepRangeLen's outer constructors (Julia 1.10's base/range.jl):
# StepRangeLen(ref, step, len[, offset]) has element type
# typeof(ref + zero(step)); StepRangeLen{T}(…) converts its elements to T.
r = StepRangeLen(1.0, 0.0, 2)
println(typeof(r), " ", collect(r), " ", allequal(r), " ", length(r), " ", step(r))
r = StepRangeLen(1.0, 1.0, 3)
println(collect(r), " ", allequal(r), " ", first(r), " ", last(r))
r = StepRangeLen(1, 2, 4)
println(typeof(r), " ", collect(r), " ", r[3])
r = StepRangeLen(10.0, 2.0, 5, 3)
println(collect(r))
r = StepRangeLen{Float32}(1, 2, 3)
println(typeof(r), " ", collect(r))
