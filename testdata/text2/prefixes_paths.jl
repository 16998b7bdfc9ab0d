# chopprefix/chopsuffix (Julia 1.8, base/strings/util.jl: a SubString of s
# without the prefix or suffix when present, all of s otherwise; a Regex is
# matched anchored at the start or end, and an empty suffix match leaves s
# whole), path strings (base/path.jl) and a few string utilities ordinary
# scripts use.

println(chopprefix("prefix_name", "prefix_"), " ", chopsuffix("file.jl", ".jl"), " ", chopprefix("abc", "x"), " ", chopprefix("abc", r"a."), " ", chopsuffix("abc", r"\w$"))
println(repr(chopprefix("abc", "abc")), " ", repr(chopsuffix("abc", "")), " ", typeof(chopprefix("abc", "a")), " ", chopsuffix("héé", "é"), " ", repr(chopsuffix("abc", r"x*$")))
for f in ["main.jl", "lib/util.jl", "README"]
    println(rpad(f, 12), chopsuffix(basename(f), ".jl"), " ", splitext(f))
end
println(splitext("file.tar.gz"), " ", basename("/a/b/c.txt"), " ", dirname("/a/b/c.txt"), " ", joinpath("a", "b", "c.jl"), " ", splitdir("/x/y"))
println(normpath("a/./b/../c"), " ", isabspath("/x"), " ", splitpath("/a/b/c"))
println(rsplit("a.b.c", "."; limit=2), " ", rsplit("a b  c"), " ", split("a b c"; limit=2), " ", split("  a  b  "), " ", split("a::b", "::"))
println(lowercase(strip("  MiXeD  ")), " ", strip(isdigit, "12ab34"), " ", strip("\u3000x\u3000"))
println(occursin("", "abc"), " ", startswith("", ""), " ", findfirst("", "abc"), " ", findlast("", "abc"), " ", findnext("b", "abcb", 3))
println(cmp("", "a"), " ", "" < "a", " ", repr(first("", 0)), " ", repr(last("abc", 0)), " ", repr("abc"[1:0]))
println(collect(Iterators.reverse("abc")), " ", join(Iterators.reverse("héllo")), " ", prod(["a", "b", "c"]), " ", reduce(*, ["x", "y"]; init=">"))
println('a':'c', " ", collect('a':2:'e'), " ", length('a':'z'), " ", 'x' in 'a':'z', " ", 'z' - 'a', " ", 'a' + 25, " ", '7' - '0', " ", UInt8('A'))
