# Ranges as values: printing, types, length/first/last/step, collect,
# float ranges, membership.
r = 1:5
println(r)
println(typeof(r))
println(length(r), " ", first(r), " ", last(r), " ", sum(r))
s = 1:2:9
println(s)
println(typeof(s))
println(collect(s))
println(collect(10:-3:1), " ", length(10:-3:1))
f = 0:0.25:1
println(collect(f))
println(length(f))
println(f)
println(collect(range(0, 1, length=5)))
println(3 in 1:5, " ", 7 in 1:5, " ", 4 in 1:2:9)
println(reverse(1:4))
println(1:0, " ", isempty(1:0), " ", length(1:0))
println((1:10)[3], " ", (1:2:9)[2])
println(collect(0.1:0.1:0.5))
println(step(1:3:10), " ", last(1:3:11))
println(sum(1:100), " ", prod(1:10))
println([x for x in 5:-1:1])
