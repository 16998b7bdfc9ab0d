# SubStrings as parsing code produces them (split/strip results used as
# Dict keys, parsed, compared, searched; Julia 1.10 base/strings/substring.jl:
# a SubString hashes and compares like the equal String, and uppercase etc.
# return a String), and text that is not valid UTF-8 (each malformed byte
# sequence is one Char, '\xff'; codepoint of one throws InvalidCharError;
# isvalid(String, bytes)), and string(n; base) with a negative base, a
# negative radix (base/intfuncs.jl _base: digit mod(x, -b), x = cld(x, b)).

line = "  key = value with spaces  "
k, v = strip.(split(line, "="; limit=2))
println(repr(k), " ", repr(v), " ", typeof(k))
d = Dict{String,Int}()
d[k] = 1
println(haskey(d, "key"), " ", d["key"], " ", get(d, SubString("xkey", 2), 0), " ", Symbol(k), " ", hash(k) == hash("key"))

ss = SubString("héllo world", 1, 6)
println(ss, " ", length(ss), " ", ncodeunits(ss), " ", uppercase(ss), " ", typeof(uppercase(ss)), " ", ss * "!", " ", repeat(ss, 2))
println(lpad(ss, 8, '.'), " ", rpad(ss, 7, '*'), " ", startswith(ss, "hé"), " ", endswith(ss, "lo"), " ", occursin("ll", ss), " ", occursin(ss, "say héllo"))
println(split(SubString("a,b,c", 3)), " ", split(SubString("a,b,c", 3), ","), " ", parse(Int, SubString("x42", 2)), " ", tryparse(Float64, SubString("1.5e", 1, 3)))
println(findfirst("l", ss), " ", findfirst('o', ss), " ", findlast(isequal('l'), ss), " ", collect(ss), " ", ss[2], " ", ss[2:4], " ", reverse(ss))
println(chomp(SubString("line\n", 1)), " ", chop(ss), " ", strip(SubString("  x  ", 2)), " ", lstrip(SubString("..a", 1), '.'), " ", rstrip(ss, 'o'))
println(String(ss), " ", convert(String, ss), " ", ss == "héllo", " ", cmp(ss, "hello"), " ", isless(ss, "i"), " ", "héllo" == ss)
println(replace(ss, "l" => "L"), " ", join([ss, ss], "-"), " ", SubString(ss, 2, 4), " ", typeof(SubString(ss, 2)))
words = split("the the cat a cat the")
counts = Dict{SubString{String},Int}()
for w in words
    counts[w] = get(counts, w, 0) + 1
end
println(sort(collect(counts), by = x -> (-x[2], x[1])))
println(isempty(SubString("abc", 2, 1)), " ", repr(SubString("abc", 4)), " ", sizeof(SubString("abc", 2)))
println(match(r"\d+", SubString("ab12cd", 2)).match, " ", replace(SubString("a1b2", 1), r"\d" => "#"), " ", length(collect(eachmatch(r"\w", SubString("xyz", 2)))))

# malformed UTF-8
b = "a\xffb\xc3(\xe2\x82"
println(length(b), " ", isvalid(b), " ", [isvalid(c) for c in b], " ", collect(eachindex(b)))
println(repr(reverse(b)), " ", repr(b[2]), " ", Base.ismalformed(b[2]), " ", escape_string(b))
for f in (codepoint, UInt32)
    try
        f(b[2])
    catch e
        println(typeof(e), " ", e.char === b[2])
    end
end
println(repr(String(UInt8[0x61, 0x80, 0x62])), " ", repr(string('\xff')), " ", repr(join(['a', '\xff'])), " ", textwidth('\xff'))
println(split("a\xffb", '\xff'), " ", repr(replace(b, '\xff' => '?')), " ", findfirst('\xff', b), " ", occursin("\xff", b))
println(repr(Char(0x110000)), " ", isvalid(Char(0x110000)), " ", repr('\ud800'), " ", isvalid('\ud800'), " ", repr("\ud800"))
println(isvalid(String, UInt8[0xe2, 0x82, 0xac]), " ", isvalid(String, UInt8[0xe2, 0x82]), " ", isvalid(String, UInt8[]))

# negative radix
println(string(255; base=-16), " ", string(-5; base=-2), " ", string(6; base=-2), " ", string(0; base=-2), " ", string(3; base=-10, pad=4), " ", string(UInt8(200); base=-10))
