# LinRange as Julia 1.10's range.jl: construction (the element type is that
# of (stop - start) / len), lerpi elements, show, the text/plain display
# (print_range: compact elements on one 80-column line, ", …, " when they
# do not fit), broadcasting that stays a LinRange, and its errors.
r = LinRange(0, 1, 5)
println(r, " ", collect(r), " ", r[2], " ", length(r), " ", step(r), " ", sum(r))
println(typeof(r), " ", eltype(r), " ", first(r), " ", last(r))
println(LinRange(1.0, 1.0, 1))
println([x^2 for x in LinRange(-1, 1, 3)])
println(LinRange(0, 10, 3) .* 2, " ", 1 .+ LinRange(0, 1, 3), " ", sin.(LinRange(0, 1, 2)))
println(reverse(LinRange(0, 1, 3)))
display(LinRange(0, 1, 4))
display(LinRange(0, 1, 100))
display(LinRange(0, 1, 0))
try
    LinRange(0, 1, -1)
catch e
    println(e)
end
try
    LinRange(1.0, 2.0, 1)
catch e
    println(e)
end
try
    LinRange(0, 1, 3)[4]
catch e
    println(sprint(showerror, e))
end
