# Ambiguity MethodErrors print Julia 1.10's report (base/errorshow.jl,
# showerror_ambiguous): the call, "is ambiguous.", the candidates as
# show_method prints them, most recently defined first (as in the Julia
# manual's methods.md example), then "Possible fix, define" with the
# intersection of their signatures.
f(x::Int, y) = 1
f(x, y::Int) = 2

# (the file is printed without its directory: Julia prints the absolute path)
report(e) = println(replace(sprint(showerror, e), r"@ Main \S*/" => "@ Main "))

try
    f(1, 2)
catch e
    report(e)
end

struct Node{T}
    v::T
end
g(a::Node{<:Integer}, b::AbstractString) = 1
g(a::Node{Int}, b) = 2
try
    g(Node(3), "x")
catch e
    report(e)
end

# a constructor's ambiguity
struct P
    x::Any
end
P(x::Int, y) = P(x)
P(x, y::Int) = P(y)
try
    P(1, 2)
catch e
    report(e)
end
# no ambiguity once the intersection is defined
f(x::Int, y::Int) = 3
println(f(1, 2))
