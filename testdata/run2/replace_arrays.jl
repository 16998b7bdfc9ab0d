# replace on arrays and tuples (Julia 1.10 set.jl): a new collection; without a
# count a replaced singleton type (missing, nothing) leaves the element type.
v = Union{Missing,Float64}[1.0, missing, 3.0]
r = replace(v, missing => 0.0)
println(r, " ", typeof(r))
println(replace([1, 2, 1, 3], 1 => 0), " ", replace([1, 2, 1, 3], 1 => 0, 2 => 5; count=2))
println(replace([1, 2, 3], 1 => 0.5))
println(replace(x -> isodd(x) ? 2x : x, [1, 2, 3, 4]))
println(replace(["a", "b"], "a" => "z"))
println(replace((1, 2, 1), 1 => 9), " ", replace(x -> x + 1, (1, 2)))
w = Union{Nothing,Int}[1, nothing]
println(replace(w, nothing => 0), " ", typeof(replace(w, nothing => 0)))
println(typeof(replace(v, missing => 0.0; count=1)))
println(replace([1 2; 1 4], 1 => 7))
try
    replace([1], 1 => 2; count=-1)
catch e
    showerror(stdout, e); println()
end
println(replace("hello", "l" => "L"))
