# How a Char is displayed (Julia 1.10 base/char.jl, show(io, ::MIME"text/plain",
# ::AbstractChar)): the literal, then the code point in upper-case hex with
# at least four digits, "ASCII/" for ASCII, and the general category's
# abbreviation and name (Unicode.category_abbrev / category_string); only
# the literal inside a container or under :compact. Char literals that are
# not valid UTF-8 ('\xff') are Chars too (malformed ones).
using Unicode

display('a')
display('Z')
display('7')
display(' ')
display('\n')
display('é')
display('∀')
display('€')
display('😀')
display('\u0301')
display('\xff')

# in containers: only the literal
display(['a', 'é'])
display(Dict('k' => 'v'))
println(sprint(show, MIME"text/plain"(), 'q'))
println(sprint(show, MIME"text/plain"(), 'q'; context=:compact => true))

# malformed Chars
c = '\xff'
println(isvalid(c), " ", typeof(c), " ", repr(c), " ", c == "\xff"[1])
println(repr("a\xffb"), " ", length("a\xffb"), " ", collect("a\xffb"))
println(codeunits(string('\xe2\x88')), " ", isvalid('\xe2\x88'), " ", Base.ismalformed('\xe2\x88'))

# categories
for ch in ('A', 'b', 'ǅ', 'ʰ', '中', '5', '½', '_', '-', '(', ')', '«', '»', '!', '+', '\$', '^', '©', '\u2028', '\t', '\u200b')
    println(repr(ch), " ", Unicode.category_abbrev(ch), " ", Unicode.category_string(ch))
end
