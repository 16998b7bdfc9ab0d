# Printing of arrays and dictionaries under IOContext :compact and :limit,
# as Julia 1.10's base/arrayshow.jl (show_vector: more than 20 elements
# show the first and last 10 around "  …  "; _show_nonempty: more than 4
# rows or columns show the first and last 2 around "… ; " / " … ";
# print_matrix under :limit fits displaysize, here 24×80) and show.jl (a
# limited Dict shows 10 pairs, then "…").
ctx(kv...) = IOContext(stdout, kv...)
show(ctx(:compact => true), [1.0 / 3, 2.0]); println()
show(ctx(:compact => true), Float32[1 / 3, 2]); println()
show(ctx(:compact => true), [1/3 2.0; 3 4]); println()
show(ctx(:compact => true), Any[1 / 3, 2f0 / 3]); println()
show(ctx(:limit => true), collect(1:100)); println()
show(ctx(:limit => true), collect(1:20)); println()
show(ctx(:limit => true), reshape(collect(1:100), 10, 10)); println()
show(ctx(:limit => true), [1 2 3 4; 5 6 7 8]); println()
show(ctx(:limit => true), reshape(collect(1:5), 5, 1)); println()
show(ctx(:limit => true), reshape(collect(1:5), 1, 5)); println()
show(stdout, collect(1:25)); println()
d = Dict(i => i for i in 1:30)
s = sprint(show, d; context = :limit => true)
println(count("=>", s), " ", endswith(s, "…)"))
println(count("=>", sprint(show, d)))
show(ctx(:limit => true, :displaysize => (24, 80)), MIME"text/plain"(), collect(1:100)); println()
show(ctx(:limit => true, :displaysize => (10, 80)), MIME"text/plain"(), reshape(collect(1.0:60.0), 10, 6)); println()
show(ctx(:compact => false), MIME"text/plain"(), [1/3 2/3]); println()
show(ctx(:compact => true), MIME"text/plain"(), [1/3, 2/3]); println()
t = sprint(show, MIME"text/plain"(), d; context = (:limit => true, :displaysize => (24, 80)))
lines = split(t, '\n')
println(length(lines), " ", lines[1], " ", strip(lines[end]))
println(displaysize(ctx(:displaysize => (5, 7))))
