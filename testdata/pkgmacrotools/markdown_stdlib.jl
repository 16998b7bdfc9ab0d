# using Markdown: the standard library's document model and its plain
# (Markdown text) rendering, which is print/show(io, md) in Julia 1.10
# (stdlib/Markdown/src/render/plain.jl: Base.show(io::IO, md::MD) = plain(io, md)).
using Markdown

doc = md"""
# Heading with *emphasis*

First paragraph with `inline code`,
**strong** text and a [link](https://example.org).

```julia
square(x) = x^2
```

* apples
* pears

3. third
4. fourth

> a quote

---
"""
print(doc)
println(length(doc.content))
println(typeof(doc[1]), " ", doc[1] isa Markdown.Header{1})
println(doc[2] isa Markdown.Paragraph, " ", doc[3].language, " ", repr(doc[3].code))
println(doc[4].ordered, " ", doc[5].ordered)
println(Markdown.parse("one\ntwo") == Markdown.parse("one two"))
println(Markdown.plain(Markdown.parse("## Small")))
p = Markdown.parse("some `a` here").content[1]
println(map(typeof, p.content))
