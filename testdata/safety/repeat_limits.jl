# repeat and the padding functions with counts at the limits. Julia 1.10
# allocates repeat's result at once (_string_n(n*r)), so a size no memory
# holds is OutOfMemoryError (was: a loop writing one copy at a time that
# never ended, found by the mutation campaign as rpad("a", typemax(Int)));
# lpad/rpad pad with whole copies of p and then its first characters
# (base/strings/util.jl: q, r = divrem(m, length(p))).
function show_err(f)
    try
        f()
        println("no error")
    catch e
        println(e)
    end
end
println(repeat("ab", 3), " ", repeat('é', 2), " ", repeat("", 5), "|", repeat('x', 0), "|", "ab"^2)
println(lpad("a", 4), "|", rpad(7, 3, "ab"), "|", lpad(7, 6, "ab"), "|", rpad("x", 4, 'é'), "|", lpad("abc", 2), "|")
println(length(repeat("xyz", 100000)), " ", length(rpad("", 1000, "ab")))
show_err(() -> repeat("ab", typemax(Int)))
show_err(() -> repeat(" ", 2^62))
show_err(() -> repeat('∀', 2^61))
show_err(() -> rpad("a", typemax(Int)))
show_err(() -> lpad("a", 2^62, "xy"))
show_err(() -> repeat("a", -1))
show_err(() -> "a"^typemax(Int))
rpad("a", typemax(Int))
