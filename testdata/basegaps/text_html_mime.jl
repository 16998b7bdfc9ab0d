# Text, HTML, MIME types and showable, as Julia 1.10's base/docs/utils.jl
# (Text, HTML: print/show and the text/html show) and base/multimedia.jl
# (MIME(s), showable: whether a show method for the MIME type exists,
# istextmime).
t = Text("plain text")
println(t)
show(t); println()
print(t); println()
println(repr(t))
println(string(Text(42)))
display(t)
t2 = Text() do io
    print(io, "written by a function")
end
println(t2)
println(Text("a") == Text("a"), " ", Text("a") == Text("b"), " ", hash(Text("a")) == hash(Text("a")))

h = HTML("<b>bold</b>")
show(stdout, MIME"text/html"(), h); println()
println(repr(MIME("text/html"), h))
println(repr("text/html", h))
show(h); println()
h2 = HTML("<i>", 1, "</i>")
println(repr("text/html", h2))
h3 = HTML() do io
    print(io, "<p>", 2 + 3, "</p>")
end
println(repr(MIME"text/html"(), h3))
println(html"<em>x</em>" isa HTML, " ", text"plain" isa Text)

m = MIME("text/html")
println(m, " ", typeof(m), " ", m === MIME"text/html"())
show(m); println()
mt = MIME("text/" * "csv")
println(typeof(mt))

println(showable(MIME"text/plain"(), 1), " ", showable("text/plain", [1, 2]))
println(showable(MIME"text/html"(), h), " ", showable("text/html", 1), " ", showable("text/html", h3))
println(showable(MIME("image/png"), h))

struct Card
    name::String
end
Base.show(io::IO, ::MIME"text/html", c::Card) = print(io, "<div>", c.name, "</div>")
c = Card("ace")
println(showable("text/html", c), " ", showable("text/markdown", c))
println(repr("text/html", c))

println(istextmime(MIME"text/html"()), " ", istextmime("application/json"), " ", istextmime(MIME("image/png")))
