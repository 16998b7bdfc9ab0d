# An undefined global referenced inside a function fails when it runs.
function uses_missing(a)
    return a + missing_global
end
println("defined fine")
println(uses_missing(1))
