# A MethodError lists the closest candidates as Julia 1.10's
# show_method_candidates (base/errorshow.jl) does: "\n\nClosest candidates
# are:", then up to three methods of the function, those with the most
# matching arguments first (a method with none is listed only for a call
# with fewer than two arguments), each argument that does not match
# marked `!Matched::` (the text Julia prints when the stream has no
# colour), the method's keywords after `;`, a keyword argument the method
# does not take noted as `got unsupported keyword argument "c"`, and the
# method's location `   @ Module file:line` on the next line; "  ..."
# when there are more; a final newline. Julia prints the script's
# absolute path there, so the program shows the file name only.
f(x::Int) = 1
f(x::Int, y::Float64) = 2
f(x::String, y::Int, z...) = 3
g(; a=0) = a
h(x::T, y::T) where {T<:Real} = x
k(x::Int; scale=1, kw...) = x
struct Point
    x::Int
    y::Int
end
m(a::Int, b::Int) = 1
m(a::Int, b::String) = 2
m(a::Int, b::Char) = 3
m(a::Int, b::Float64) = 4

function report(thunk)
    try
        thunk()
    catch e
        s = sprint(showerror, e)
        print(replace(s, r"@ Main \S*method_candidates\.jl" => "@ Main method_candidates.jl"))
        println("----")
    end
end
report(() -> f("a"))
report(() -> f(1, "x"))
report(() -> f(1, 2, 3))
report(() -> f())
report(() -> g(c=1))
report(() -> g(c=1, d=2))
report(() -> h(1, "a"))
report(() -> Point(1))
report(() -> k("a"))
report(() -> m(1, :x))
report(() -> m("a", "b"))
f(1.5)
