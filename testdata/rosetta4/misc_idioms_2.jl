# One-line idioms (iterators, strings, regex, closures, dispatch, keyword arguments, errors and their messages, Printf, channels, tasks, files, number formatting), each checked by hand against Julia 1.10; Set of a generator infers its element type (set.jl _Set), s[end:-1:1] on strings (strings/basic.jl), isimmutable.
try UInt8(300) catch e; println(sprint(showerror, e)) end
try "abc"[5] catch e; println(sprint(showerror, e)) end
try first([]) catch e; println(sprint(showerror, e)) end
try maximum(Int[]) catch e; println(sprint(showerror, e)) end
try parse(Float64, "x1") catch e; println(sprint(showerror, e)) end
try undefined_function_xyz(1) catch e; println(sprint(showerror, e)) end
try (1, 2)[3] catch e; println(sprint(showerror, e)) end
try Dict(:a => 1)[:b] catch e; println(sprint(showerror, e)) end
try 1 ÷ 0 catch e; println(sprint(showerror, e)) end
try error("x") catch e; bt = catch_backtrace(); println(typeof(bt) <: Vector) end
using Printf; @printf("%*d|%-*d|\n", 5, 42, 4, 7); @printf("%5s|%-6s|%.1s\n", "αβ", "x", "yz")
using Printf; @printf("%08.3f %+.2e %G %a\n", -3.14159, 12345.6789, 1e-10, 1.0)
using Printf; println(@sprintf("%3d%%", 50), " ", @sprintf("%i", 7), " ", @sprintf("%u", 7), " ", @sprintf("%5.2f", Inf), " ", @sprintf("%d", big(2)^70))
using Printf; for (n, v) in [("alpha", 1.5), ("b", 22.25)]; @printf("%-8s%8.2f\n", n, v); end
c = Channel{Int}(3); put!(c, 1); put!(c, 2); close(c); println(collect(c))
ch = Channel() do c; for i in 1:3; put!(c, i^2); end; end; println(sum(ch))
t = @async 40 + 2; println(fetch(t)); r = Threads.@spawn sum(1:10); println(fetch(r))
path = tempname(); open(path, "w") do io; println(io, "line1"); write(io, "line2\n"); end; println(readlines(path)); println(read(path, String) |> length); rm(path)
path = tempname(); write(path, "a,b\n1,2\n3,4\n"); rows = [split(l, ",") for l in eachline(path)]; println(rows); println(countlines(path)); println(isfile(path), filesize(path)); rm(path); println(isfile(path))
io = IOBuffer("x 1\ny 2\n"); for l in eachline(io); kk, vv = split(l); println(kk, "=", parse(Int, vv)); end
io = IOBuffer(); write(io, 0x01, UInt16(2)); println(take!(io)); println(sprint(io -> print(io, 1, 2)))
println(readline(IOBuffer("first\nsecond")), " ", readuntil(IOBuffer("abc;def"), ';'), " ", read(IOBuffer("xyz"), Char))
s = "The quick brown fox"; println(split(s)[end], " ", length(split(s)), " ", join(map(w -> w[1], split(s))), " ", uppercase.(first.(split(s), 2)))
println(map(x -> x > 0 ? "+" : x < 0 ? "-" : "0", [-1, 0, 2]) |> join)
println(collect(zip(1:3, Iterators.countfrom(10))), " ", collect(Iterators.repeated(7, 3)), " ", collect(Iterators.rest(1:5, 3)))
println(sum(Iterators.map(x -> x^2, Iterators.filter(isodd, 1:10))), " ", prod(Iterators.take(Iterators.countfrom(1), 5)))
println(vcat([[1, 2], [3]]...), " ", hcat([1, 2], [3, 4]), " ", reduce(vcat, [[1 2], [3 4]]), " ", stack([[1, 2], [3, 4]]))
println(permutedims([1 2 3]), " ", permutedims([1, 2, 3]), " ", [1, 2, 3]', " ", vec([1 2 3]'), " ", reshape([1 2; 3 4], :))
