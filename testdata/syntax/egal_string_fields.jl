# === on immutable values compares their contents: String fields by
# content (Julia's jl_egal compares strings by their bytes), immutable
# fields recursively; mutable fields by identity.
struct S
    s::String
end
println(S("a") === S(string('a')))
println(S("a") == S(string('a')))
println(isequal(S("ab"), S("a" * "b")))
println(S("ab") === S("ba"))
struct Pair2
    k::String
    v::Tuple{String,Int}
end
println(Pair2("x", ("y", 1)) === Pair2(string("x"), (string('y'), 1)))
println(Pair2("x", ("y", 1)) === Pair2("x", ("y", 2)))
struct Wrap
    inner::S
    n::Union{Nothing,String}
end
println(Wrap(S("q"), nothing) === Wrap(S(String(['q'])), nothing))
println(Wrap(S("q"), "r") === Wrap(S("q"), "r" * ""))
println(Wrap(S("q"), "r") === Wrap(S("q"), nothing))
mutable struct M
    s::String
end
struct HoldsM
    m::M
end
m = M("z")
println(HoldsM(m) === HoldsM(m))
println(HoldsM(M("z")) === HoldsM(M("z")))
println(in(S("b"), [S("a"), S(string("b"))]))
println(("a", 1) === (string('a'), 1))
