# Only Bool may be used as a condition.
x = 1
println("checking")
if x
    println("truthy")
end
