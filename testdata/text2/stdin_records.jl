# A script that reads records from standard input (readline, eachline on
# stdin: lines without their "\n" or "\r\n"), splits and parses fields,
# and reports with Printf, as Julia 1.10 runs it.
using Printf

n = parse(Int, readline())
weights = parse.(Float64, split(readline(), ','))
println("expecting ", n, " records, weights ", weights)
records = Tuple{String,Int,Float64}[]
for (lineno, line) in enumerate(eachline(stdin))
    line = strip(line)
    (isempty(line) || startswith(line, '#')) && continue
    m = match(r"^(?<name>[^:]+):\s*(?<count>\d+)\s+(?<score>[-+0-9.eE]+)$", line)
    if m === nothing
        println("line ", lineno, ": cannot parse ", repr(line))
        continue
    end
    push!(records, (String(strip(m[:name])), parse(Int, m[:count]), parse(Float64, m[:score])))
end
@printf("%-10s %5s %8s\n", "name", "count", "score")
for (name, count, score) in sort(records; by = r -> -r[3])
    @printf("%-10s %5d %8.2f\n", name, count, score)
end
total = sum(r[2] * r[3] for r in records)
@printf("total %.3e over %d records (%s)\n", total, length(records), join(first.(records), ", "))
println(eof(stdin))
