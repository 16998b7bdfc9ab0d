# Regex on PCRE2 as Julia 1.10's base/regex.jl and base/pcre.jl (checked
# against its test/regex.jl): match and captures, named groups, eachmatch
# with overlap, findall/count with overlap (of characters and strings too),
# replace with SubstitutionString, printing, flags, * and ^ of regexes,
# Base.PCRE and the errors of bad options.

using Test: GenericString

show_all(xs...) = (for x in xs; show(x); print(' '); end; println())
matches(re, s; overlap = false) = [m.match for m in eachmatch(re, s; overlap = overlap)]

# eachmatch, with and without overlap, empty matches
show_all(matches(r"a?b?", "asbd"), matches(r"a?b?", "asbd"; overlap = true))
show_all(matches(r"\w+", "hello"; overlap = true), matches(r"", "aaa"), matches(r"", ""))
show_all(matches(r"aa", "aaaa"), matches(r"aa", "aaaa"; overlap = true), matches(r"GCG", "GCGCG"; overlap = true))
show_all(matches(r".\s", "x \u2200 x \u2203 y"), matches(r"^$|\S", "ö"), matches(r"(\p{L}+)", "¿Cuál es tu pregunta?"))
show_all(eachmatch(r"a.a", "a1a2a3a"), collect(eachmatch(r"a.a", "a1a2a3a"; overlap = true)))

# findall, findnext, count
show_all(findall(r"\w+", "foo bar"), findall(r"\w+", "foo bar", overlap = true), findall(r"\b", "foo bar"))
show_all(findnext(r"z", "zabcz", 2), findfirst(r"c+", "abccd"), findnext(r"q", "abc", 1))
show_all(count(r"\w+", "foo bar"), count(r"\w+", "foo bar", overlap = true), count(r"\w*", "foo bar"), count(r"\b", "foo bar"))
show_all(count('a', "aaa", overlap = true), count('a', "batman"), count('→', "H₃CBr → HOH₃CBr⁻ → HOCH₃"), count('a', ""))
show_all(count("aa", "aaaa"), count("aa", "aaaa", overlap = true), count("GCG", "GCGCGCG", overlap = true), count("", "abc"))
try
    findnext(r"z", "zabcz", 7)
catch e
    show_all(typeof(e))
end
for f in (() -> match(r"test", GenericString("this is a test")), () -> findfirst(r"test", GenericString("this is a test")))
    try
        f()
    catch e
        show_all(e)
    end
end

# captures: numbered, named, mixed, unicode names
m = match(r"(?<a>.)(.)(?<b>.)", "xyz")
show_all(m, m[:a], m[2], m["b"], keys(m), Tuple(m), haskey(m, :a), haskey(m, "foo"), haskey(m, 3), haskey(m, 4))
show_all(m.match, m.captures, m.offset, m.offsets)
m = match(r"(?<hour>\d+):(?<minute>\d+)(am|pm)?", "11:30 in the morning")
show_all(m, keys(m), m["minute"], m[3])
hr, mi, ampm = m
show_all(hr, mi, ampm, first(m), collect(m), length(m), eltype(m))
m = match(r"(?<numéro>\d)[\pZs]*(?<文本>[\p{Han}\p{P}]+)", "1 孔生雪笠，聖裔也。")
show_all(m, m[:numéro], m[:文本], keys(m))
show_all(match(r"(.)(.)(.)", "xyz"), match(r"∀∀", "∀x∀∀∀").match, match(r"z", "abc"))
handle(::Nothing) = "not found"
handle((capture,)::RegexMatch) = "found $capture"
show_all(handle(match(r"a (\d)", "xyz")), handle(match(r"a (\d)", "a 1")))

# replace with SubstitutionString: \N, \g<name>, \g<N>, \\ and two-digit groups
show_all(replace("#Hello# from Julia", r"#(.+)# from (?<name>\w+)" => s"FROM: \g<name>\n MESSAGE: \1"))
show_all(replace("abcde", r"(..)(?P<byname>d)" => s"\g<byname>xy\\\1"), replace("a-b-c", r"(\w)" => s"<\0\g<1>>"; count = 2))
show_all(replace(("0"^9) * "1", Regex(("(0)"^9) * "(1)") => s"10th group: \10"), replace("abc", r"b" => uppercase), replace("abc", r"x?" => "-"))
for (str, re, sub) in (("a", r"(?P<x>)", s"\g<y>"), ("s", r"(?<g1>.)", s"\gg1>"), ("s", r"(.)", s"\2"), ("s", r"(.)", s"x\\"))
    try
        replace(str, re => sub)
    catch e
        show_all(e)
    end
end

# printing: r"…" with its flags, Regex(…) for options r"…" cannot say, s"…"
show_all(r"", r"a\"b", r"\\\"", r""imsxa, r"a+"i, Regex("x", "ms"))
show_all(Regex("", Base.DEFAULT_COMPILER_OPTS, UInt32(0)), Regex("", UInt32(0), Base.DEFAULT_MATCH_OPTS))
show_all(s"\x", s"\\x", s"x\\", s"a\1b", s"\\\"\\")

# flags: i m s x and a (no UCP, no UTF)
show_all(occursin(r"ABC"i, "xabcx"), match(r"^b$"m, "a\nb\nc").match, match(r"a.b"s, "a\nb").match, match(r"a b c"x, "abc").match)
show_all(match(r"\w+", "Düsseldorf").match, match(r"\w+"a, "Düsseldorf").match, match(r".+"a, "Dü\xefsseldorf").match)
show_all(startswith("abc", r"A"i), endswith("abc", r"C"), endswith((@views "abc"[2:3]), r"C"i), occursin.(r"Hello", ["Hello", "World"]))
show_all(occursin(Regex("^a\0b\$"), "a\0b"), match(r"a+[bc]+c", "ababc").match === SubString("ababc", 3:5))
show_all(chopprefix("abcd", r"a.?"), chopsuffix("abcd", r"c?d"), split("a1b22c", r"\d+"))
try
    match(r"(*UTF).+"a, "Dü\xefsseldorf")
catch e
    show_all(e, e.msg == "PCRE.exec error: " * Base.PCRE.err_message(Base.PCRE.ERROR_UTF8_ERR6))
end

# * and ^ on regexes
show_all(*(r"a"), r"a" * r"b", r"a" * "b", 'a' * r"b", r"a"i * r"b"i, r"a"i * r"b"m, r"a"im * r"b"i)
show_all(r"this|that"^2, match(r"this|that" * r"cat|hat", "thathat").match, r"" * raw"a\Eb|c")
show_all(match(r"" * raw"a\Eb|c", raw"a\Eb|c").match, match(r"" * raw"a\Eb|c", "c"))
show_all(r"a" * r"b" == r"(?:a)(?:b)", hash(r"123"i, zero(UInt)) == hash(Regex("123", "i"), zero(UInt)))

# Base.PCRE; invalid options are ArgumentErrors
show_all(Base.PCRE.UCP, Base.PCRE.NO_UTF_CHECK, Base.PCRE.CASELESS, Base.PCRE.err_message(Base.PCRE.ERROR_NOMEMORY))
show_all(sort(collect(Base.PCRE.capture_names(r"(?<a>x)(y)(?<b>z)".regex))), Base.PCRE.info(r"(a)(b)".regex, Base.PCRE.INFO_CAPTURECOUNT, UInt32))
for f in (() -> Base.PCRE.info(C_NULL, Base.PCRE.INFO_NAMECOUNT, UInt32),
          () -> r"a" * Regex("b", Base.DEFAULT_COMPILER_OPTS & ~Base.PCRE.UCP, Base.DEFAULT_MATCH_OPTS),
          () -> Regex("test", typemax(Int32), 0), () -> Regex("test", 0, typemax(Int32)),
          () -> Regex("a(", ""), () -> Regex("a", "q"))
    try
        f()
    catch e
        show_all(e)
    end
end
