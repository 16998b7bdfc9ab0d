# Command-line arguments arrive in ARGS as Strings.
println(length(ARGS))
for a in ARGS
    println("arg: ", a)
end
n = parse(Int, ARGS[1]) + parse(Int, ARGS[2])
println(n)
println(typeof(ARGS))
println(ARGS[3] * "!")
