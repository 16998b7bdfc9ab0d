# Printf's %s and %c and integer conversions of floats, as Julia 1.10's
# stdlib/Printf/src/Printf.jl formats them: %s and %c pad to a width counted
# in terminal columns (textwidth) and %.Ns keeps the characters that fit in
# N columns; %#s quotes a string and prefixes a Symbol with ':'; %c takes
# Char(first(arg)) (65 -> 'A'); %d, %x and %o of a float format it as %.0f
# with the same flags (floatfmt); %.0d of 0 still prints "0".
using Printf

println(@sprintf("[%5s|%-5s|%.3s|%5.1s]", "日本", "日本", "日本語", "日本"))
println(@sprintf("[%#s|%#s|%#8s|%#.3s|%-#6s]", "ab", :sym, "q", "abcdef", :s))
println(@sprintf("[%c|%3c|%-3c|%c|%c]", 65, '日', 'x', "str", 0x42))
println(@sprintf("[%d|%5d|%x|%.0d|%.0d|%i|%-6d|%+d]", 3.0, 2.5, 255.0, 0, 7, 3.7, 1.5, 2.0))
println(@sprintf("%s %s %d %s", 1.5f0, big(2)^65, big(2)^65, [1, 2]))

# a table with wide characters lines up by columns
for (n, name) in [(1, "apple"), (22, "kiwi"), (333, "日本"), (4, "é")]
    @printf("%-4d%6s|%-6s|\n", n, name, name)
end
