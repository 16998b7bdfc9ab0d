# Regex on PCRE2. Cases and expected values from Julia 1.10's docstrings in
# base/regex.jl (match, RegexMatch, eachmatch, count, startswith, endswith,
# @r_str, @s_str) and base/strings/util.jl (replace), and test/regex.jl.

rx = r"a(.)a"
println(rx)
m = match(rx, "cabac")
println(m)
println(m.captures)
println(m.match, " ", m.offset, " ", m.offsets)
println(match(rx, "cabac", 3) === nothing)
println(typeof(m.match))

m = match(r"(?<hour>\d+):(?<minute>\d+)(am|pm)?", "11:30 in the morning")
println(m)
println(m.match)
println(m["minute"], " ", m[:hour], " ", m[3] === nothing, " ", m[1])
println(keys(m))
hr, mn, ampm = m
println(hr, " ", mn, " ", ampm)
println(haskey(m, :hour), " ", haskey(m, "second"), " ", length(m))

println(match(r"a+.*b+.*?d$"ism, "Goodbye,\nOh, angry,\nBad world\n"))
println(r"a+.*b+.*?d$"ism)
println(match(r"^\s*(\d+)\s*$", "x") === nothing)

println(occursin(r"^\d+$", "12345"), " ", occursin(r"^\d+$", "12a45"), " ", occursin(r"colou?r", "my color"))
println(startswith("JuliaLang", r"Julia|Romeo"), " ", endswith("JuliaLang", r"Lang|Roberts"))
println(startswith("JuliaLang", r"Lang"), " ", endswith("JuliaLang", r"Julia"))

println(collect(eachmatch(r"a.a", "a1a2a3a")))
println(collect(eachmatch(r"a.a", "a1a2a3a", overlap = true)))
for m in eachmatch(r"(\w+)=(\d+)", "x=1, yy=22, zzz=333")
    println(m[1], " -> ", parse(Int, m[2]), " at ", m.offset)
end
println([m.match for m in eachmatch(r"\d*", "a12b")])

println(count(r"a(.)a", "cabacabac", overlap = true), " ", count(r"a(.)a", "cabacabac"))
println(findfirst(r"b+", "aabbbc"), " ", findfirst(r"z", "abc") === nothing)
println(findnext(r"a", "banana", 3), " ", join(findall(r"an", "banana"), " "), " ", length(findall(r"a", "banana")))

println(split("a1b22c333", r"\d+"))
println(split("one,  two,three", r",\s*"))
println(split("a b  c", r"\s+"; limit = 2))

msg = "#Hello# from Julia"
println(replace(msg, r"#(.+)# from (?<from>\w+)" => s"FROM: \g<from>; MESSAGE: \1"))
println(replace("The quick foxes run quickly.", r"fox(es)?" => s"bus\1"))
println(replace("abc123def", r"\d" => "#"))
println(replace("hello world", r"o" => uppercase))
println(replace("aaa", r"a" => "b"; count = 2))
println(replace("2024-01-15", r"(\d+)-(\d+)-(\d+)" => s"\3/\2/\1"))
println(s"Hello \g<name>, it's \1")

re = Regex("^[a-z]+\\d?\$")
println(re, " ", occursin(re, "abc1"), " ", occursin(Regex("ABC", "i"), "xabcx"))
println(r"x" == Regex("x"), " ", r"x"i == r"x")
words = ["apple", "Banana", "cherry", "Date"]
println(filter(w -> occursin(r"^[A-Z]", w), words))
println(match(r"(\d+)\.(\d+)?", "v3."))
println(match(r"é(.)", "café!"))
# * and ^ on regexes (docstrings of *(::Regex, …) and ^(::Regex, ::Integer))
println(match(r"Hello|Good bye" * ' ' * "world", "Hello world"))
r = r"a|b" * "c|d"
println(r, " ", match(r, "ac") === nothing, " ", match(r, "ac|d"))
println(r"Test "^2, " ", match(r"Test "^2, "Test Test "))
println(r"a"i * r"b", " ", typeof(r"x" * "y"))
println(keys(match(r"(a)(b)", "ab")), " ", keys(match(r"(?<x>a)(?<y>b)", "ab")))
