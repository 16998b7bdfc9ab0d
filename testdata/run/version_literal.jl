# Version number literals, printed with print/println, as keyword defaults.
v = v"7.5.0"
println(v)
println(typeof(v))
print(v"1.2.3")
println()
function target(; cap=v"7.5.0")
    println("cap = ", cap)
end
target()
target(cap=v"8.0.0")
target(; cap=v"6.1.2")
println(v"7.5.0" == v"7.5.0")
println(v"7.5.0" == v"7.5.1")
println(v"7.5.0" < v"8.0.0")
println("sm: $(v"9.0.0")")
