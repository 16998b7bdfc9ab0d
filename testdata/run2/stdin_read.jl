# Reading standard input (stdin_read.in): readline, keep=true, eachline, readlines, eof.
name = readline()
println("hello, ", name)
println(repr(readline(stdin; keep=true)))
n = parse(Int, readline())
total = 0
for i in 1:n
    global total += parse(Int, readline())
end
println("total = ", total)
for line in eachline(stdin)
    line == "END" && break
    println(uppercase(line))
end
rest = readlines()
println(rest, " ", eof(stdin), " ", repr(readline()))
