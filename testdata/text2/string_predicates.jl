# One-argument string predicates (Julia 1.10: startswith(prefix) and
# endswith(suffix) since 1.5, occursin(haystack) and contains(needle) since
# 1.6, each a Base.Fix2), unsafe_string over a String's bytes,
# Meta.isidentifier, isvalid of a SubString, and character-class filters.

words = ["apple", "banana", "avocado", "kiwi", "Apricot"]
println(filter(startswith("a"), words), " ", filter(endswith("a"), words), " ", filter(contains("an"), words))
println(filter(occursin("abcdef"), ["bc", "xy", "f", ""]), " ", count(startswith(r"[Aa]"), words), " ", findall(endswith('i'), words))
println(startswith("x") isa Base.Fix2, " ", map(endswith(".jl"), ["a.jl", "b.txt"]), " ", any(contains("v"), words))

s = "hello world"
println(unsafe_string(pointer(s)), "|", unsafe_string(pointer(s), 5), "|", unsafe_string(pointer(s, 7), 5), "|", String(codeunits("ab")))
try
    unsafe_string(Ptr{UInt8}(0))
catch e
    println(sprint(showerror, e))
end
println(Meta.isidentifier("x1"), " ", Meta.isidentifier("1x"), " ", Meta.isidentifier("end"), " ", Base.isidentifier("α_β!"), " ", Meta.isoperator(:+), " ", Meta.isoperator(:x))
println(isvalid(SubString("héllo", 2)), " ", isvalid(SubString("a\xffb", 1, 2)), " ", isascii(SubString("abc", 2)))
println(filter(!isspace, s), " ", map(uppercase, s), " ", filter(isletter, "a1-b2_c"), " ", filter(c -> isuppercase(c) || isdigit(c), "aB3cD"))
println(uppercasefirst("élan"), " ", lowercasefirst("ÉLAN"), " ", titlecase("o'neil mcdonald"), " ", split("a-b_c", in("-_")))
