# Searching strings (Julia 1.10 base/strings/search.jl and util.jl):
# findall with a string or Regex pattern gives UnitRanges (overlap=true
# restarts one character after each match start), with a Char or a
# predicate the indices; pairs(s) pairs indices with characters; ascii,
# transcode and isvalid(Char, u) as in base/strings/util.jl, base/c.jl and
# base/strings/unicode.jl.

println(findall("ab", "ababab"))
println(findall("aa", "aaaa"))
println(findall("aa", "aaaa"; overlap=true))
println(findall("é", "café é"))
println(findall("x", "abc"))
println(findall(r"o+", "foo boo"))
println(findall('a', "banana"))
println(findall(isdigit, "a1b22c"))
println(findall(isuppercase, "HeLLo Wörld"))
println(findall(c -> c in "aeiou", "education"))
println(findall(==('é'), "éaé"))

println(collect(pairs("hé!")))
for (i, c) in pairs("aπb")
    print(i, "=", c, " ")
end
println()

println(ascii("plain"))
try
    ascii("naïve")
catch e
    println(sprint(showerror, e))
end

println(transcode(UInt16, "hé€😀"))
println(transcode(String, UInt16[0x0068, 0x00e9, 0xd83d, 0xde00]))
println(transcode(UInt32, "a😀"))
println(transcode(String, UInt32[0x48, 0x49]))
println(transcode(UInt8, UInt16[0x20ac]))

println(isvalid(Char, 0x41), " ", isvalid(Char, 0xd800), " ", isvalid(Char, 0x10ffff), " ", isvalid(Char, 0x110000), " ", isvalid(Char, 65))

# occurrences and their positions
text = "the cat and the hat"
for r in findall("the", text)
    println(r, " ", text[r], " ", SubString(text, first(r)))
end
println(count("the", text), " ", count(r"[ch]at", text), " ", count(isspace, text))
