# This file is a part of Kiln's Base library.
#
# Markdown.jl — the standard library module Markdown, evaluated when a
# program first loads it (`using Markdown`). A subset of Julia 1.10's
# stdlib/Markdown: the MD document and its common elements (Paragraph,
# Header{level}, Code, HorizontalRule, List, BlockQuote, Bold, Italic,
# Link, LineBreak), Markdown.parse of the common block forms (ATX headers,
# fenced and indented code, rules, lists, block quotes, paragraphs) and
# inline forms (code spans, emphasis, links), md"…" and doc"…" without
# interpolation, and plain (Markdown text), which is also show(io, md).
# Not provided: the terminal rendering (show as text/plain, which Julia's
# REPL uses), html, latex and rst, tables, admonitions, footnotes, LaTeX.

module Markdown

import Base: show, ==

export @md_str, @doc_str

mutable struct MD
    content::Vector{Any}
    meta::Dict{Symbol,Any}
    MD(content::AbstractVector, meta::Dict = Dict{Symbol,Any}()) = new(content, meta)
end
MD(xs...) = MD(vcat(xs...))

Base.getindex(md::MD, args...) = md.content[args...]
Base.setindex!(md::MD, args...) = setindex!(md.content, args...)
Base.lastindex(md::MD) = lastindex(md.content)
Base.firstindex(md::MD) = firstindex(md.content)
Base.length(md::MD) = length(md.content)
Base.isempty(md::MD) = isempty(md.content)
Base.iterate(md::MD, i::Int = 1) = iterate(md.content, i)
Base.push!(md::MD, x) = (push!(md.content, x); md)
==(a::MD, b::MD) = a.content == b.content

mutable struct Paragraph
    content::Vector{Any}
end
Paragraph() = Paragraph(Any[])

mutable struct Header{level}
    text::Vector{Any}
end
Header(text, level::Int) = Header{level}(text isa AbstractVector ? Vector{Any}(text) : Any[text])
Header(text) = Header(text, 1)

mutable struct Code
    language::String
    code::String
end
Code(code) = Code("", code)

struct HorizontalRule end

mutable struct List
    items::Vector{Any}
    ordered::Int   # -1 for a bulleted list, else the first number
    loose::Bool
end
List(xs...) = List(vcat(xs...), -1, false)
isordered(list::List) = list.ordered >= 0

mutable struct BlockQuote
    content::Vector{Any}
end

mutable struct Bold
    text::Vector{Any}
end

mutable struct Italic
    text::Vector{Any}
end

mutable struct Link
    text::Vector{Any}
    url::String
end

struct LineBreak end

==(a::Paragraph, b::Paragraph) = a.content == b.content
==(a::Header{l}, b::Header{l}) where {l} = a.text == b.text
==(a::Code, b::Code) = a.language == b.language && a.code == b.code
==(a::List, b::List) = a.items == b.items && a.ordered == b.ordered && a.loose == b.loose
==(a::BlockQuote, b::BlockQuote) = a.content == b.content
==(a::Bold, b::Bold) = a.text == b.text
==(a::Italic, b::Italic) = a.text == b.text
==(a::Link, b::Link) = a.text == b.text && a.url == b.url

# ---------------------------------------------------------------- parsing

parse(markdown::AbstractString; flavor = :julia) = MD(parseblocks(split(String(markdown), '\n')))
parse(io::IO; flavor = :julia) = parse(read(io, String))
parse_file(file::AbstractString; flavor = :julia) = parse(read(file, String))

isblankline(l) = all(isspace, l)

function headerlevel(l)
    s = lstrip(l)
    length(l) - length(s) > 3 && return 0
    n = 0
    for c in s
        c == '#' || break
        n += 1
    end
    (1 <= n <= 6 && (n == length(s) || isspace(s[nextind(s, 0, n + 1)]))) ? n : 0
end

function isrule(l)
    s = filter(!isspace, l)
    length(s) >= 3 || return false
    c = s[1]
    (c == '-' || c == '*' || c == '_') && all(==(c), s)
end

fence(l) = (m = match(r"^ {0,3}(```+|~~~+)\s*(\S*)\s*$", l); m === nothing ? nothing : (m.captures[1], m.captures[2]))

function listmarker(l)
    m = match(r"^ {0,3}([*+-])( +|$)", l)
    m !== nothing && return (-1, length(m.match))
    m = match(r"^ {0,3}(\d{1,9})[.)]( +|$)", l)
    m !== nothing && return (Base.parse(Int, m.captures[1]), length(m.match))
    return nothing
end

function parseblocks(lines)
    out = Any[]
    i = 1
    n = length(lines)
    while i <= n
        l = lines[i]
        if isblankline(l)
            i += 1
        elseif (f = fence(l)) !== nothing
            delim, lang = f
            code = String[]
            i += 1
            while i <= n && !startswith(lstrip(lines[i]), delim)
                push!(code, lines[i])
                i += 1
            end
            i += 1
            push!(out, Code(String(lang), join(code, '\n')))
        elseif startswith(l, "    ")
            code = String[]
            while i <= n && (startswith(lines[i], "    ") || isblankline(lines[i]))
                push!(code, isblankline(lines[i]) ? "" : String(lines[i][5:end]))
                i += 1
            end
            while !isempty(code) && isempty(code[end])
                pop!(code)
            end
            push!(out, Code("", join(code, '\n')))
        elseif (h = headerlevel(l)) > 0
            text = strip(strip(lstrip(l)[h+1:end]), '#')
            push!(out, Header{h}(parseinline(strip(text))))
            i += 1
        elseif isrule(l)
            push!(out, HorizontalRule())
            i += 1
        elseif startswith(lstrip(l), ">")
            quoted = String[]
            while i <= n && startswith(lstrip(lines[i]), ">")
                s = lstrip(lines[i])[2:end]
                push!(quoted, startswith(s, " ") ? s[2:end] : s)
                i += 1
            end
            push!(out, BlockQuote(parseblocks(quoted)))
        elseif (lm = listmarker(l)) !== nothing
            ordered = lm[1]
            items = Any[]
            loose = false
            while i <= n && (lm = listmarker(lines[i])) !== nothing && (lm[1] < 0) == (ordered < 0)
                item = String[lines[i][lm[2]+1:end]]
                i += 1
                while i <= n && !isblankline(lines[i]) && listmarker(lines[i]) === nothing
                    push!(item, lstrip(lines[i]))
                    i += 1
                end
                push!(items, parseblocks(item))
                if i <= n && isblankline(lines[i])
                    j = i
                    while j <= n && isblankline(lines[j])
                        j += 1
                    end
                    if j <= n && listmarker(lines[j]) !== nothing
                        loose = true
                        i = j
                    else
                        break
                    end
                end
            end
            push!(out, List(items, ordered, loose))
        else
            para = String[]
            while i <= n && !isblankline(lines[i]) && headerlevel(lines[i]) == 0 &&
                    fence(lines[i]) === nothing && !(isrule(lines[i]) && !isempty(para))
                push!(para, strip(lines[i]))
                i += 1
            end
            push!(out, Paragraph(parseinline(join(para, ' '))))
        end
    end
    return out
end

# Inline elements: code spans, **bold**, *italic* / _italic_, [text](url).
function parseinline(s::AbstractString)
    s = String(s)
    out = Any[]
    buf = IOBuffer()
    flush() = (t = String(take!(buf)); isempty(t) || push!(out, t))
    i = firstindex(s)
    n = ncodeunits(s)
    while i <= n
        c = s[i]
        rest = SubString(s, i)
        if c == '\\' && i < n && ispunct(s[nextind(s, i)])
            j = nextind(s, i)
            write(buf, s[j])
            i = nextind(s, j)
            continue
        elseif c == '`'
            m = match(r"^(`+)(.+?)(?<!`)\1(?!`)"s, rest)
            if m !== nothing
                flush()
                code = m.captures[2]
                if startswith(code, ' ') && endswith(code, ' ') && length(code) > 2
                    code = code[2:prevind(code, end)]
                end
                push!(out, Code("", String(code)))
                i += ncodeunits(m.match)
                continue
            end
        elseif c == '*' || c == '_'
            d = string(c, c)
            m = match(Regex("^" * (c == '*' ? "\\*\\*" : "__") * "(?=\\S)(.+?)(?<=\\S)" * (c == '*' ? "\\*\\*" : "__")), rest)
            if m !== nothing
                flush()
                push!(out, Bold(parseinline(m.captures[1])))
                i += ncodeunits(m.match)
                continue
            end
            m = match(Regex("^" * (c == '*' ? "\\*" : "_") * "(?=\\S)(.+?)(?<=\\S)" * (c == '*' ? "\\*" : "_")), rest)
            if m !== nothing
                flush()
                push!(out, Italic(parseinline(m.captures[1])))
                i += ncodeunits(m.match)
                continue
            end
        elseif c == '['
            m = match(r"^\[([^\]]*)\]\(([^)\s]*)\)", rest)
            if m !== nothing
                flush()
                push!(out, Link(parseinline(m.captures[1]), String(m.captures[2])))
                i += ncodeunits(m.match)
                continue
            end
        end
        write(buf, c)
        i = nextind(s, i)
    end
    flush()
    return out
end

# ---------------------------------------------------------------- md"…"

function mdexpr(s)
    occursin('$', s) && error("Markdown: interpolation (\$) in md\"…\" strings is not supported in Kiln")
    :($parse($s))
end

macro md_str(s, t...)
    mdexpr(s)
end

function doc_str(md, source::LineNumberNode, mod::Module)
    md.meta[:path] = isa(source.file, Symbol) ? String(source.file) : ""
    md.meta[:module] = mod
    md
end
doc_str(md::AbstractString, source::LineNumberNode, mod::Module) = doc_str(parse(md), source, mod)

macro doc_str(s::AbstractString, t...)
    :($doc_str($(mdexpr(s)), $(QuoteNode(__source__)), $__module__))
end

# ---------------------------------------------------------------- plain

plain(x) = sprint(plain, x)

function plain(io::IO, content::Vector)
    isempty(content) && return
    for md in content[1:end-1]
        plain(io, md)
        println(io)
    end
    plain(io, content[end])
end

plain(io::IO, md::MD) = plain(io, md.content)

function plain(io::IO, header::Header{l}) where {l}
    print(io, "#"^l * " ")
    plaininline(io, header.text)
    println(io)
end

function plain(io::IO, code::Code)
    # a longer fence than any run of backquotes starting a line of the code
    n = 2
    for m in eachmatch(r"^`+"m, code.code)
        n = max(n, length(m.match))
    end
    n += 1
    println(io, "`"^n, code.language)
    println(io, code.code)
    println(io, "`"^n)
end

function plain(io::IO, p::Paragraph)
    plaininline(io, p.content)
    println(io)
end

function plain(io::IO, list::List)
    for (i, item) in enumerate(list.items)
        marker = isordered(list) ? "$(i + list.ordered - 1). " : "  * "
        print(io, marker)
        content = sprint(list.loose ? plain : plaintight, item)
        lines = split(rstrip(content), "\n")
        for (k, line) in enumerate(lines)
            print(io, (k == 1 || isempty(line)) ? "" : " "^length(marker), line)
            k < length(lines) && println(io)
        end
        println(io)
    end
end

plaintight(io::IO, md) = plain(io, md)
plaintight(io::IO, md::Paragraph) = plaininline(io, md.content)
function plaintight(io::IO, content::Vector)
    for (i, md) in enumerate(content)
        plaintight(io, md)
        i < length(content) && println(io)
    end
end

function plain(io::IO, q::BlockQuote)
    s = sprint(plain, q.content)
    for line in split(rstrip(s), "\n")
        println(io, isempty(line) ? ">" : "> ", line)
    end
    println(io)
end

plain(io::IO, ::HorizontalRule) = println(io, "-"^3)

function plain(io::IO, md)
    show(io, MIME"text/plain"(), md)
    println(io)
end

function plaininline(io::IO, md...)
    for (i, el) in enumerate(md)
        if isodd(i)
            print(io, el)
        else
            plaininline(io, el)
        end
    end
end

function plaininline(io::IO, md::Vector)
    for el in md
        plaininline(io, el)
    end
end

plaininline(io::IO, link::Link) = plaininline(io, "[", link.text, "](", link.url, ")")
plaininline(io::IO, s::AbstractString) = print(io, s)
plaininline(io::IO, md::Bold) = plaininline(io, "**", md.text, "**")
plaininline(io::IO, md::Italic) = plaininline(io, "*", md.text, "*")

function plaininline(io::IO, md::Code)
    if occursin("`", md.code)
        n = maximum(length(m.match) for m in eachmatch(r"(`+)", md.code))
        s = "`"^((iseven(n) ? 1 : 2) + n)
        print(io, s, startswith(md.code, "`") ? " " : "")
        print(io, md.code, endswith(md.code, "`") ? " " : "", s)
    else
        print(io, "`", md.code, "`")
    end
end

plaininline(io::IO, ::LineBreak) = println(io, "\\")
plaininline(io::IO, x) = show(io, MIME"text/plain"(), x)

show(io::IO, md::MD) = plain(io, md)
show(io::IO, ::MIME"text/markdown", md::MD) = plain(io, md)
show(io::IO, ::MIME"text/plain", md::MD) =
    error("Markdown: the terminal rendering of a Markdown.MD (show as text/plain) is not supported in Kiln; use print or Markdown.plain")

end # module
