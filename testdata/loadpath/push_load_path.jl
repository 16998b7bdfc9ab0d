# `push!(LOAD_PATH, dir)` then `using Name`, as scripts write it: Julia's
# implicit environments (base/loading.jl): a directory on LOAD_PATH holds
# module files `Name.jl` or `Name/src/Name.jl`, and a project directory
# provides its own package. LOAD_PATH starts as Julia's default.
println(LOAD_PATH)
push!(LOAD_PATH, joinpath(@__DIR__, "lib"))
using Geo
println(area(1.0), " ", Geo.perimeter(0.5))
import Tally: tally
println(tally([3, 1, 3, 2, 3]))
push!(LOAD_PATH, joinpath(@__DIR__, "Stamp"))
using Stamp
println(stamp(7))
println(parentmodule(Geo) === Geo, " ", nameof(Geo), " ", fullname(Geo))
