# sort/sortperm of long integer and float vectors (Julia 1.10 radix-sorts
# these; the result is the stable sort's): NaNs last (first with rev=true)
# and in their order, -0.0 before 0.0, ties in sortperm by index.
ints = [(i * 7919) % 1000 - 500 for i in 1:2000]
s = sort(ints)
println(s[1:5], " ", s[end-4:end], " ", issorted(s), " ", length(s))
println(sort(ints; rev=true)[1:5])
p = sortperm(ints)
println(p[1:6], " ", ints[p] == s)
println(sortperm(ints; rev=true)[1:6])

specials = [2.5, NaN, -0.0, 1.0, -Inf, 0.0, -NaN, Inf, -1.0, 0.0, -0.0, NaN]
long = repeat(specials, 30)                  # 360 elements: the radix path
sl = sort(long)
println(sl[1:2], " ", sl[30:32], " ", sl[59:62], " ", sl[end-2:end])
println(findall(isnan, sl) == 271:360, " ", findall(isnan, sort(long; rev=true)) == 1:90)
pl = sortperm(long)
println(pl[1:3], " ", pl[end-5:end])     # the NaNs' indices, in order
println(sortperm(long; rev=true)[1:4])
println(sort(specials))                       # short: the merge sort, same order

floats = [100 * sin(i) for i in 1:3000]
sf = sort(floats)
println(issorted(sf), " ", sf[1], " ", sf[end], " ", sort(floats; rev=true)[1] == sf[end])
println(sortperm(floats)[1:4], " ", sortperm(Float32.(floats))[1:4])
u8 = UInt8[(i * 37) % 256 for i in 1:1000]
println(sort(u8)[1:6], " ", sort(u8)[end], " ", sort(Int8.(ints .% 100))[1:3])
# other orders take the comparison sort
println(sort(ints; by=abs)[1:6], " ", sort(ints; lt=(>))[1:3])
v = copy(floats); sort!(v); println(v == sf)
