# Unicode on utf8proc. Expected values from Julia 1.10's docstrings in
# base/strings/unicode.jl (titlecase, uppercasefirst, lowercasefirst,
# textwidth, isletter, isnumeric, ispunct, isuppercase, islowercase,
# isspace, graphemes) and stdlib/Unicode (normalize), and from
# test/unicode/utf8proc.jl and test/char.jl (ǆ/ǅ/Ǆ, ß).
using Unicode

println(uppercase('ß'), " ", uppercase("straße"), " ", lowercase('Ω'), " ", lowercase("ΑΒΓ"))
println(uppercase('ǆ'), " ", titlecase('ǆ'), " ", lowercase('ǅ'))
println(uppercase("héllo wörld"), " ", lowercase("STRINGS AND THINGS"))
println(titlecase("the JULIA programming language"))
println(titlecase("ISS - international space station", strict=false))
println(titlecase("a-a b-b", wordsep = c -> c == ' '))
println(uppercasefirst("python"), " ", lowercasefirst("Julia"), " ", uppercasefirst("ǆemal"))

println(isletter('❤'), " ", isletter('α'), " ", isletter('中'), " ", isletter('9'))
println(isnumeric('௰'), " ", isnumeric('9'), " ", isnumeric('α'), " ", isnumeric('Ⅻ'), " ", isdigit('٣'))
println(ispunct('α'), " ", ispunct('/'), " ", ispunct('{'), " ", ispunct('¿'), " ", ispunct('+'))
println(isuppercase('γ'), " ", isuppercase('Γ'), " ", isuppercase('❤'))
println(islowercase('α'), " ", islowercase('Γ'), " ", islowercase('❤'))
println(isspace('\n'), " ", isspace('\r'), " ", isspace(' '), " ", isspace('\x20'), " ", isspace('\u3000'), " ", isspace('\u200b'))
println(isprint('a'), " ", isprint('\u200b'), " ", iscntrl('\x01'), " ", isxdigit('F'))

println(textwidth("March"), " ", textwidth('⛵'), " ", textwidth("中文"), " ", textwidth('\u0301'))

println(Unicode.normalize("JúLiA", casefold=true, stripmark=true))
println(Unicode.normalize("JuLiA", casefold=true))
nfd = Unicode.normalize("café", :NFD)
println(length("café"), " ", length(nfd), " ", ncodeunits(nfd), " ", Unicode.normalize(nfd, :NFC) == "café")
println(Unicode.normalize("ﬁ", :NFKC), " ", length(Unicode.normalize("Å", :NFKD)))
println(Unicode.isequal_normalized("no\u00EBl", "noe\u0308l"))
println(Unicode.isassigned('a'), " ", Unicode.isassigned('\U10ffff'))

s = "e\u0301a🇺🇸"
println(length(s), " ", length(graphemes(s)))
println(collect(graphemes(s)))
for g in graphemes("ab")
    println(g, " ", typeof(g))
end
