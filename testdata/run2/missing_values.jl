# missing: three-valued logic, propagation, skipmissing, coalesce, printing.
println(missing, " ", typeof(missing), " ", ismissing(missing), " ", ismissing(1))
println(missing == 1, " ", missing == missing, " ", 1 < missing, " ", missing + 1, " ", 2.0 * missing, " ", -missing)
println(missing & false, " ", missing & true, " ", true | missing, " ", false | missing, " ", !missing, " ", missing | missing)
println(isequal(missing, missing), " ", isequal(missing, 1), " ", isless(1, missing), " ", missing === missing)
println(coalesce(missing, 2), " ", coalesce(missing, missing), " ", coalesce(1, missing))
println(string(missing), " ", "v=$(missing)", " ", (1, missing), " ", nonmissingtype(Union{Missing, Int64}), " ", repr(missing))
x = Any[1, missing, 3]
println(sum(skipmissing(x)), " ", maximum(skipmissing(x)), " ", sum(x), " ", count(ismissing, x))
for v in skipmissing(x)
    println(v)
end
println(sort(Any[3, missing, 1]), " ", [missing, missing], " ", typeof([missing]))
try
    if missing
        println("no")
    end
catch e
    println(typeof(e))
end
