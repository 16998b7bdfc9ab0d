# parse/tryparse of numbers from text (Julia 1.10 base/parse.jl):
# Complex{T} as "re±im" with the unit im, i or j, a purely imaginary "2im"
# or a real alone (the separating sign is neither a leading sign nor an
# exponent's sign; "missing imaginary unit" otherwise); integers with base
# prefixes and bases up to 62; floats through strtod (Inf/NaN spellings,
# hex floats); string(n; base, pad) with max(pad, ndigits) digits, so
# zero with pad=0 has none (base/intfuncs.jl: ndigits(x; pad)).

for s in ["1+2im", "1 - 2.5j", "3e-2+4E+1i", "2im", "-1.5", " 7 ", "1e5-1e-5im", "inf", "1+2", "3+im", "-im", "x+yim"]
    println(rpad(repr(s), 14), "=> ", repr(tryparse(ComplexF64, s)))
end
println(parse(Complex{Int}, "3-4im"), " ", parse(ComplexF32, "1.5+0.5im"), " ", typeof(parse(ComplexF32, "1")))
try
    parse(ComplexF64, "1+2")
catch e
    println(sprint(showerror, e))
end

println(parse(Int, "0x1F"), " ", parse(Int, "-0b101"), " ", parse(Int, "0o17"), " ", parse(UInt8, "0xff"), " ", parse(Int, "Zz"; base=62))
println(parse(Int128, "170141183460469231731687303715884105727"), " ", parse(UInt64, "18446744073709551615"), " ", tryparse(UInt64, "18446744073709551616"))
println(parse(Int, "  +42\n"), " ", parse(Int, "1010"; base=2), " ", parse(BigInt, "1"^30), " ", tryparse(Int, "0x"), " ", tryparse(Int, "-"))
println(parse(Float64, "-0"), " ", parse(Float64, "+.5e1"), " ", parse(Float64, "5."), " ", parse(Float64, "0x1p3"), " ", tryparse(Float64, "1e"), " ", tryparse(Float64, "e5"))
println(parse(Float64, "NaN"), " ", parse(Float64, "infinity"), " ", parse(Float64, "-Inf"), " ", parse(Float32, "3.14"), " ", parse(Float64, "1.7976931348623157e308"))
println([parse(Float64, x) for x in split("1.5 -2 3e2 .25")])

println(repr(string(0; pad=0)), " ", repr(string(0; base=16, pad=0)), " ", string(0), " ", string(7; pad=0), " ", string(5; pad=3))
println(string(255; base=16), " ", string(-255; base=16, pad=4), " ", string(big(255); base=2), " ", string(UInt8(7); base=2, pad=8))
println(string(61; base=62), " ", string(35; base=36), " ", string(true; pad=3), " ", string(Int8(-128)), " ", string(typemax(UInt128); base=16))
