# Calls with many arguments compile in time about linear in their count:
# print, write and show of a tuple peeled one argument per call, one
# specialization per argument count, and a 200-argument println took 6 s
# to compile (400: minutes). Sixteen arguments and more now go through one
# loop, as Julia 1.10's print(io, xs...) (base/strings/io.jl: `for x in xs
# print(io, x) end`) and show_delim_array do.
println(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, "a", 'b', :c, 2.5, nothing)
s = string(ntuple(i -> i % 10, 300)...)
println(length(s), " ", s[1:12])
show(stdout, ntuple(i -> i, 40))
println()
show(stdout, (1, "a", :b, 'c', 2.5, nothing, missing, 1:2, [1], (1,), 1, 2, 3, 4, 5, 6, 7, 8))
println()
io = IOBuffer()
n = write(io, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, Int32(7))
println(n, " ", length(take!(io)))
