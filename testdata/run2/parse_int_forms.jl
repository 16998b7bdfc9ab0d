# parse/tryparse of integers in every form Julia 1.10's tryparse_internal
# takes (base/parse.jl): plain decimal strings and SubStrings are read in
# place; blanks, signs, 0x/0o/0b prefixes, long digit strings near the type's
# limits and bad input give Julia's values and messages.
for s in ["123", "-0", "+5", "007", " 12", "12 ", "\t-3\n", "0x1f", "-0b101", "0o17",
          "9223372036854775807", "-9223372036854775808", "999999999999999999", "-999999999999999999"]
    println(repr(s), " => ", parse(Int, s), " ", parse(Int, SubString("<" * s * ">", 2, ncodeunits(s) + 1)))
end
for (T, s) in [(UInt8, "255"), (Int8, "-128"), (Int8, "127"), (UInt16, "65535"), (Int32, "-2147483648"),
               (UInt64, "18446744073709551615"), (Int128, "-170141183460469231731687303715884105728"), (UInt32, "42")]
    x = parse(T, s)
    println(T, " ", x, " ", typeof(x))
end
for (T, s) in [(Int, ""), (Int, "-"), (Int, "+"), (Int, "   "), (Int, "1_000"), (Int, "12a"), (Int, "9223372036854775808"),
               (Int, "-9223372036854775809"), (UInt8, "256"), (Int8, "-129"), (UInt, "-1"), (Int, "１２"), (Int, "1 2"), (Int, "0x")]
    try
        parse(T, s)
    catch e
        println(repr(s), " ", T, ": ", sprint(showerror, e))
    end
    println("  tryparse: ", repr(tryparse(T, s)))
end
println(parse(Int, "ff"; base=16), " ", parse(Int, "777", base=8), " ", parse(Int, "12", base=10), " ", tryparse(Int, "z", base=36))
v = split("10,20,-30, 40", ',')
println(sum(parse.(Int, v)), " ", typeof(v))
