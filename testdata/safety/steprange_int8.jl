# 1:Int8(127):11 is a StepRange{Int64, Int8} with the single element 1
# (Julia 1.10 base/range.jl: steprange_last moves stop back by
# (stop - start) % step); inference cannot narrow `last` to Int64 here, so
# the struct's constructor checks it at run time.
for i in 1:Int8(127):11
    println(i)
end
r = 1:Int8(2):11
println(collect(r), " ", typeof(r), " ", length(r))
println(collect(10:Int8(-3):1))
