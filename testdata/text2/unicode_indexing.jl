# Characters, code units and grapheme clusters (Julia 1.10 base/strings/
# basic.jl, string.jl and unicode.jl): indices are byte offsets of character
# starts; nextind/prevind/thisind walk them; length(s, i, j) counts the
# characters that start in i:j; graphemes(s) clusters a base character with
# its combining marks and emoji sequences (UAX #29 via utf8proc), and
# graphemes(s, m:n) (Julia 1.9) is the SubString of clusters m through n.
using Unicode

s = "aé😀b"
println(collect(eachindex(s)), " ", length(s), " ", ncodeunits(s), " ", sizeof(s), " ", lastindex(s))
println(nextind(s, 1), " ", nextind(s, 2), " ", nextind(s, 4), " ", nextind(s, 8), " ", nextind(s, 0))
println(prevind(s, 9), " ", prevind(s, 8), " ", prevind(s, 4), " ", prevind(s, 1), " ", prevind(s, 9, 3))
println(thisind(s, 3), " ", thisind(s, 6), " ", thisind(s, 0), " ", thisind(s, 9), " ", nextind(s, 1, 3))
println(length(s, 1, 8), " ", length(s, 2, 4), " ", length(s, 3, 7), " ", length(s, 5, 4), " ", length(s, 9, 8))
println(s[4], " ", s[4:8], " ", s[prevind(s, end)], " ", first(s, 3), " ", last(s, 2), " ", s[end])
println(isvalid(s, 1), isvalid(s, 3), isvalid(s, 4), isvalid(s, 5), " ", codeunit(s, 2), " ", codeunits(s)[4:7])

w = "e\u0301tude na\u0308ive 👨‍👩‍👧 🇯🇵!"
println(length(w), " ", length(graphemes(w)))
println(collect(graphemes(w)))
println(graphemes(w, 1:1), "|", graphemes(w, 2:5), "|", graphemes(w, 13:13), "|", graphemes(w, 15:16))
println(typeof(graphemes(w, 1:2)), " ", repr(graphemes("abc", 3:2)))
try
    graphemes("abc", 2:5)
catch e
    println(typeof(e))
end
try
    graphemes("abc", 0:1)
catch e
    println(sprint(showerror, e))
end
for g in graphemes("x̃y")
    println(repr(g), " ", length(g), " ", ncodeunits(g))
end
println(reverse("abc"), " ", reverse("e\u0301a") == "ae\u0301", " ", join(reverse(collect(graphemes("e\u0301a")))))
println(textwidth("abc"), " ", textwidth("日本語"), " ", textwidth("e\u0301"), " ", textwidth('😀'), " ", textwidth(""))
println(Unicode.normalize("e\u0301") == "é", " ", length(Unicode.normalize("é", :NFD)), " ", Unicode.normalize("ﬁ", :NFKC))
println(Unicode.normalize("Straße", casefold=true), " ", Unicode.normalize("café", stripmark=true), " ", isequal_normalized("é", "e\u0301"))
