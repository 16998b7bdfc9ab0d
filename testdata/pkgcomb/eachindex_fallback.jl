# eachindex of something that is not an array, a tuple or a string: its keys
# (Julia's abstractarray.jl: `eachindex(itrs...) = keys(itrs...)`), and a
# number's keys are OneTo(1) (number.jl: `keys(::Number) = OneTo(1)`).
# Combinatorics' permutations(0) loops over eachindex(0).
println(eachindex(5), " ", keys(2.5), " ", collect(eachindex(7)))
println(eachindex((a = 1, b = 2)))
function flatten_indexed(a)
    data = eltype(a)[]
    for i in eachindex(a)
        push!(data, a[i])
    end
    return data
end
println(flatten_indexed(0), " ", flatten_indexed(2.5), " ", flatten_indexed([3, 4]), " ", flatten_indexed("hé"))
d = Dict(:x => 10)
for k in eachindex(d)
    println(k, " => ", d[k])
end
try
    eachindex(nothing)
catch e
    println(typeof(e), " ", e.f)
end
