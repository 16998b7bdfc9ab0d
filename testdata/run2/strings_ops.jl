# String operations: *, string, base conversion, parse, length, case,
# repeat/join/split, indexing and slicing, Char arithmetic, repr.
s = "Hello"
t = s * ", " * "World"
println(t)
println(length(t))
println(uppercase(t), " ", lowercase(t))
println(string(1, "-", 2.5, "-", true))
println(string(255, base=16), " ", string(5, base=2), " ", string(7, pad=3))
println(parse(Int, "42") + 1)
println(parse(Float64, "2.5") * 2)
println(parse(UInt32, "ff", base=16))
println(parse(Int, "-17"))
println(repeat("ab", 3), " ", "x"^3)
println(join(["a", "b", "c"], ", "))
println(join(split("a,b,,c", ","), "|"))
println(length(split("one two  three")))
println(t[1], " ", t[end], " ", t[1:5])
println(repr("hi"), " ", repr(1.0), " ", repr('c'))
println('a' + 1, " ", 'z' - 'a', " ", Int('0'), " ", Char(0x41))
println("abc" < "abd", " ", "b" > "abc", " ", "abc" == "ab" * "c")
println(occursin("lo", t), " ", startswith(t, "Hell"), " ", endswith(t, "d"))
println(replace("hello", "l" => "L"))
println(strip("  pad  "), "|")
println(reverse("abc"))
println(length("héllo"), " ", sizeof("héllo"))
for c in "hé!"
    print(c, ".")
end
println()
println(collect("abc"))
println(uppercase('x'), " ", string('a', 'b'))
println(lpad("7", 3, "0"), " ", rpad("ab", 4, "."), "|", lpad(5, 4))
println(first("hello", 3), " ", last("hello", 2))
println(findfirst('l', "hello"))
println(isdigit('5'), " ", isletter('x'), " ", isspace(' '))
b = b"AB"
println(length(b), " ", b[1])
println(string(3.0), " ", string(nothing), " ", string(0x0f))
function caesar(str, k)
    out = ""
    for c in str
        if 'a' <= c <= 'z'
            out *= Char('a' + mod(c - 'a' + k, 26))
        else
            out *= c
        end
    end
    return out
end
println(caesar("hello, world", 3))
println(caesar(caesar("hello, world", 3), -3))
