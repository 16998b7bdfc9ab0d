# AoC 2024 day 5 (example input on stdin: aoc_stdin.in; answers 143 and 123), regex captures and try/catch around parse.
# AoC-style: read lines from stdin, several sections separated by blank lines.
lines = collect(eachline(stdin))
blank = findfirst(isempty, lines)
rules_lines = lines[1:blank-1]
update_lines = lines[blank+1:end]

rules = Set{Tuple{Int,Int}}()
for l in rules_lines
    a, b = parse.(Int, split(l, '|'))
    push!(rules, (a, b))
end
updates = [parse.(Int, split(l, ',')) for l in update_lines]
println(length(rules), " rules, ", length(updates), " updates")

inorder(u) = all(!((u[j], u[i]) in rules) for i in 1:length(u) for j in i+1:length(u))
part1 = sum(u[(length(u) + 1) ÷ 2] for u in updates if inorder(u))
println("part1 = ", part1)
lt(a, b) = (a, b) in rules
fixed = [sort(u; lt = lt) for u in updates if !inorder(u)]
println(fixed)
println("part2 = ", sum(u -> u[end ÷ 2 + 1], fixed))

# a second mini-task: numbers with a regex
m = match(r"(?<x>\d+)x(?<y>\d+)", "size: 12x34 px")
println(m[:x], " ", m["y"], " ", m[1], " ", m.captures, " ", m.offset)
println(parse(Int, m[:x]) * parse(Int, m[:y]))
println([parse(Int, x.match) for x in eachmatch(r"-?\d+", "a1b-22c333")])
println(occursin(r"^\d{3}$", "123"), " ", replace("a1b2", r"\d" => s"<\0>"))
println(replace("John Smith", r"(\w+) (\w+)" => s"\2, \1"))
println(split("a,b;;c", r"[,;]"), " ", split("a,b;;c", r"[,;]", keepempty = false))
vals = Int[]
for tok in ["1", "x", "3", "4.5", " 7 "]
    try
        push!(vals, parse(Int, tok))
    catch e
        println("bad: ", repr(tok), " ", typeof(e))
    end
end
println(vals)
println(tryparse(Int, "12"), " ", tryparse(Float64, "abc"), " ", something(tryparse(Int, "q"), -1))
