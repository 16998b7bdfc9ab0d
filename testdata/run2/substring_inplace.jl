# SubString{String} operations that read the parent string in place (strip,
# split, case mapping, hashing, ===, startswith/endswith/occursin): results
# as Julia's generic definitions in base/strings/util.jl give (the split
# and strip lines were checked against the generic _split/lstrip/rstrip).
for s in ["a b  c", "  lead and trail  ", "", " ", "αβ γ\tδ\nε", "a,b,,c,", ",", "x"]
    for str in (s, (x = "<" * s * ">"; SubString(x, 2, prevind(x, lastindex(x)))))
        println(repr(split(str)), " ", repr(split(str, ',')), " ", repr(split(str; keepempty=true)), " ", repr(split(str, ','; keepempty=false)), " ",
                repr(split(str, ','; limit=2)), " ", repr(split(str; limit=2)), " ", repr(split(str, ' '; limit=3)))
        println(repr(strip(str, ['.', ' ', 'a'])), " ", repr(lstrip(str, ' ')), " ", repr(rstrip(str, ('c', ','))), " ", repr(strip(isletter, str)))
    end
end
println(split("a\xffb c"), " ", split("α,β", ','), " ", typeof(split("a b")), " ", typeof(split(SubString("a b", 1))))
ws = split("  hello, World  \t", ',')
println(repr.(ws))
println(repr.(strip.(ws)), repr.(lstrip.(ws)), repr.(rstrip.(ws)))
println(strip(SubString("   ", 1, 2)) == "", " ", repr(lstrip(SubString("ab  ", 1, 4))))
s = SubString("αβγ hello δ", 1)
println(repr(strip(SubString(" αβ ", 1))), " ", isascii(s), " ", isascii(SubString("abc", 2)))
println(startswith(s, "αβ"), startswith(s, "β"), endswith(s, "δ"), endswith(s, SubString("xδ", 2)), startswith("hello", SubString("xhe", 2)), endswith("hello", SubString("lo", 1)))
println(occursin(SubString("xhell", 2), "say hello"), occursin("llo", SubString("hello world", 3)), occursin("z", SubString("hello", 1)), occursin('w', SubString("hello world", 2)), occursin("", SubString("a", 1)))
d = Dict{SubString{String},Int}()
for w in split("a b a c b a") ; d[w] = get(d, w, 0) + 1; end
println(sort(collect(d)))
println(hash(SubString("hello", 2)) == hash("ello"), " ", hash(SubString("a longer string over sixteen bytes!", 3)) == hash("longer string over sixteen bytes!"))
println(SubString("ab", 1) === SubString("ab", 1), " ", (1, "a") === (1, "a"), " ", (1, 2.0) === (1, 2.0), " ", (NaN, 1) === (NaN, 1), " ", (0.0, 1) === (-0.0, 1))
struct P; a::Int; b::String; c::Vector{Int}; end
v = [1]
println(P(1, "x", v) === P(1, "x", v), " ", P(1, "x", v) === P(1, "x", [1]), " ", P(1, "x", v) === P(1, "y", v))
struct Q; a::Union{Nothing,Int}; b::Any; end
println(Q(nothing, 1) === Q(nothing, 1), " ", Q(1, 2.0) === Q(1, 2), " ", Q(1, "s") === Q(1, "s"))
println(lowercase(SubString("HeLLo World", 3)), " ", lowercase("ÀB"), " ", uppercase(""), " ", uppercase("abc xyz AZ@[`{"))
