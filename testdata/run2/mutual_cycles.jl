# Two recursion cycles that share a function, entered from outside
# (val! -> arr -> val!, and entry -> val! -> tbl -> entry, as a recursive
# descent parser has them): inference used to finish the inner cycle's
# members with the outer call still typed Union{}, so the code after it was
# dropped (a segfault). Each value below is what Julia 1.10 prints.
mutable struct P
    s::String
    i::Int
    last::Any
end
peek(p::P) = p.i <= ncodeunits(p.s) ? p.s[p.i] : '\0'
adv(p::P) = (p.i += 1)
function val!(p::P)
    c = peek(p)
    if c == '['
        return arr(p)
    elseif c == '{'
        return tbl(p)
    elseif isdigit(c)
        adv(p)
        return Int(c - '0')
    end
    error("bad char $(repr(c)) at $(p.i)")
end
function arr(p::P)
    adv(p)
    out = Any[]
    while peek(p) != ']'
        v = val!(p)
        push!(out, v)
        peek(p) == ',' && adv(p)
    end
    adv(p)
    return out
end
function tbl(p::P)
    adv(p)
    d = Dict{String,Any}()
    while peek(p) != '}'
        entry(p, d)
        peek(p) == ',' && adv(p)
    end
    adv(p)
    return d
end
function entry(p::P, d)
    k = string(peek(p)); adv(p)
    peek(p) == '=' || error("expected =")
    adv(p)
    v = val!(p)
    d[k] = v
    return d
end
println(entry(P("x=[1]", 1, nothing), Dict{String,Any}()))
println(entry(P("x=[1,[2,3]]", 1, nothing), Dict{String,Any}()))
d = entry(P("x={a=1,b=[2]}", 1, nothing), Dict{String,Any}())
println(d["x"]["a"], " ", d["x"]["b"])
try
    entry(P("x=[1,?]", 1, nothing), Dict{String,Any}())
catch e
    println(e)
end
