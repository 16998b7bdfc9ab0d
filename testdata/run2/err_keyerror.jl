# A missing Dict key throws KeyError.
d = Dict("a" => 1)
println(d["a"])
println(d["z"])
