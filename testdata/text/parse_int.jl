# parse/tryparse for integers as Julia 1.10's base/parse.jl (parseint_preamble,
# tryparse_internal): whitespace around the number and after the sign, a
# 0b/0o/0x prefix when no base is given, no sign for unsigned types, and
# messages that quote the whole string.
for (T, s) in [(Int, "12345"), (Int, "  -42  "), (Int, "+7"), (Int, "0x1f"), (Int, "-0x1f"), (Int, "0b101"), (Int, "0o17"),
               (Int8, "-128"), (Int8, "127"), (UInt8, "255"), (Int64, "9223372036854775807"), (Int64, "-9223372036854775808"),
               (UInt64, "18446744073709551615"), (Int, "0"), (Int, "- 5"), (UInt32, "ff"), (BigInt, "0x10"), (BigInt, "123456789012345678901234567890")]
    println(repr(s), " => ", repr(tryparse(T, s)))
end
for (T, s) in [(Int8, "128"), (Int8, "-129"), (UInt8, "256"), (UInt8, "-1"), (Int, ""), (Int, "   "), (Int, "-"), (Int, "0x"), (Int, "12a"),
               (Int, "1 2"), (Int, "１２"), (Int64, "9223372036854775808"), (Int, "0xg")]
    try
        parse(T, s)
    catch e
        println(repr(s), " => ", sprint(showerror, e))
    end
end
println(parse(Int, "zz", base=36), " ", parse(Int, "ff", base=16), " ", tryparse(Int, "12", base=2))
try parse(Int, "1", base=1) catch e; println(sprint(showerror, e)) end
