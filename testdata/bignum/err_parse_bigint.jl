println("before")
n = parse(BigInt, "12x")
println(n)
