# Behaviour that Julia 1.10's test/strings/basic.jl, test/strings/types.jl
# (its SubString tests) and test/strings/io.jl check, written for Kiln's
# suite: string(s) of any AbstractString is s itself, typemin of strings,
# startswith/endswith of byte sequences that cut a character, of a stream
# and of a set of chars, checkbounds/get/view/s[:] of strings, Symbol names
# with NUL, repeat of any string, codeunits of any string, summary,
# isascii, reverseind, SubString's parent and iteration bounds, the vector
# constructors from a string, escape_raw_string and Base.unindent.
# Expected output from Julia 1.10's base/strings/basic.jl, string.jl,
# substring.jl, util.jl and io.jl.
using Test

# string of a string is that string (a SubString{String} becomes a String)
g = GenericString("∀x")
println(string(g) === g, " ", string(s"ab") isa SubstitutionString, " ", typeof(string(SubString("abc", 2))))
println(repr(typemin(String)), " ", repr(typemin("abc")))
println(Symbol(g), " ", sizeof(g), " ", ncodeunits(g), " ", last(g), " ", first(g, 1), " ", last(g, 1))

# a prefix or suffix must end (start) at a character boundary
x = "x∀y"
for (a, b) in ((x, "x\xe2\x88"), (x, "x\xe2"), ("∀", "\xe2"), ("\xe2\x88", "\xe2"), ("∀", "\x88\x80"), ("\x88\x80", "\x80"), (x, "x∀"), (x, "∀y"))
    print(startswith(a, b), startswith(SubString(a), SubString(b)), endswith(a, b), endswith(SubString(a), b), " ")
end
println()
println(startswith("abc", ('x', 'a')), " ", endswith("abc", ['b']), " ", startswith("", ('a',)), " ", endswith(g, Set(['x'])))
let io = IOBuffer("JuliaLang")
    println([startswith(io, p) for p in ("Julia", "July", "JuliaLangJuliaLang", 'J', 'x', ('j', 'J'), SubString("xJu", 2), GenericString("Jul"))])
    println(read(io, String))
end

# bounds, get, s[:] and views
s = "hellø"
println(checkbounds(Bool, s, 0), checkbounds(Bool, s, 6), checkbounds(Bool, s, 7), checkbounds(Bool, s, 1:6), checkbounds(Bool, s, [1, 7]), " ", checkbounds(s, 2:3) === nothing)
for I in (0, 7, 0:3, [5, 8])
    try
        checkbounds(s, I)
    catch e
        showerror(stdout, e)
        println()
    end
end
try
    checkbounds(Bool, s, [1.0])
catch e
    println(typeof(e))
end
u = "我很喜欢Julia"
println(get(u, 1, 'X'), get(u, 13, 'X'), get(u, -1, 'X'), get(u, 100, 'X'), " ", u[:] === u)
try
    get(u, 2, 'X')
catch e
    showerror(stdout, e)
    println()
end
v = view(u, 13:15)
println(repr(v), " ", typeof(v), " ", parent(v) === u, " ", parentindices(v), " ", parentindices(SubString("a∀b", 2, 2)))
w = "abcdefg"
println(repr(@view w[2:4]), " ", (@views (w[3], w[1:2], w[[1, 4]])), " ", typeof(@views w[1:2]))
try
    @view w[[1, 3]]
catch e
    println(typeof(e))
end

# Symbols cannot hold NUL
for f in (() -> Symbol("ab\0"), () -> gensym("a\0"), () -> Symbol(:a, "\0"))
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end

# repeat of any string, and its limits
println(repeat(g, 2), " ", typeof(repeat(g, 2)), " ", g^0 === "", " ", repeat(SubString("αα", 3), 3), " ", repeat('x', UInt(3)))
for f in (() -> repeat('x', typemax(UInt)), () -> repeat("xy", typemax(UInt)), () -> repeat(g, -1))
    try
        f()
    catch e
        println(typeof(e))
    end
end

# codeunits of any string
cu = codeunits(SubString("∀x∃y", 4))
println(typeof(cu), " ", cu, " ", length(cu), " ", sizeof(cu), " ", strides(codeunits("ab")), " ", Base.elsize(typeof(cu)))
println(typeof(Base.CodeUnits("ab")), " ", collect(codeunits(g)), " ", IndexStyle(typeof(cu)))

# summary, isascii, reverseind, vectors from strings
println(sprint(summary, "foα"), "; ", sprint(summary, SubString("foα", 2)), "; ", sprint(summary, ""), "; ", sprint(summary, g))
println(isascii(GenericString("abc")), isascii(GenericString("a∀")), isascii(SubString("a∀", 1, 1)))
for t in ("a∀b", SubString("xa∀bx", 2, 6), GenericString("a∀b"))
    r = reverse(t)
    println([reverseind(t, i) for i in eachindex(r)], " ", [t[reverseind(t, i)] == r[i] for i in eachindex(r)])
end
println(reverseind("", 0), reverseind("", 1))
println(Array{UInt8}(g), " ", Vector{UInt8}(SubString("abc", 2)), " ", Array{Char,1}(g), " ", Vector{Char}("ab"))
println(s"∀∃"[big(1)], " ", GenericString("ab")[UInt8(2)])

# SubString iteration: past the end is nothing, before the start a BoundsError
ss = SubString("aa\u2200\u2222bb", 3, 6)
println(iterate(ss, 1), " ", iterate(ss, 7), " ", iterate(ss, 4))
for i in (0, 8)
    try
        iterate(ss, i)
    catch e
        showerror(stdout, e)
        println()
    end
end

# escape_raw_string and the indentation of triple-quoted strings
println(Base.escape_raw_string(raw"a\"b\\"), " ", Base.escape_raw_string(raw"`\`\\-\\", '`'), " ", Base.escape_raw_string("some`string", '`'))
println(Base.indentation("  \tfoob"), " ", Base.indentation(" \t \t"), " ", repr(Base.unindent("\n\tfoo\tbar", 4)), " ", repr(Base.unindent("    \n  x", 2)))
