# In-place broadcasting: `.=`, dotted updating operators, `@.` / `@__dot__`,
# `broadcast!`, targets that are names, globals, fields and indexed views
# (Julia 1.10 lowers `y[i] .= v` to materialize!(dotview(y, i), ...), and
# dotview is a view for non-scalar indices, so the parent is written).
x = [1.0, 2.0, 3.0]
y = [10.0, 20.0, 30.0]
y .= 2.0 .* x .+ y
println(y)
y .+= 1
println(y)
y .-= x
println(y)
y ./= 2
println(y)
y .= 0
println(y)
y .= x
x[1] = 100.0
println(y)
z = zeros(3)
@. z = x * 2 + 1
println(z)
@__dot__ z += 1
println(z)
r = @. sqrt(abs(-z))
println(r)
@. z = $sum(x) + z
println(z)
b = zeros(2)
broadcast!(*, b, [1.0, 2.0], 3.0)
println(b)
v = zeros(Int, 5)
v[2:3] .= 7
println(v)
v[end-1:end] .= [8, 9]
println(v)
v[[1, 3]] .+= 100
println(v)
v .= 1:5
println(v)
A = [1 2 3; 4 5 6]
A[:, 2] .= 0
println(A)
A[1, :] .= [7, 8, 9]
println(A)
A .*= 2
println(A)
B = zeros(2, 2)
B .= [1, 2]
println(B)
B .= [10 20]
println(B)
const G = zeros(3)
function setg!()
    G .= 1:3
    G .+= 1
    return nothing
end
setg!()
println(G)
mutable struct Box
    data::Vector{Int}
end
bx = Box([1, 2, 3])
bx.data .*= 10
println(bx.data)
function centered(v)
    w = copy(v)
    w .-= sum(w) / length(w)
    return w
end
println(centered([1.0, 2.0, 6.0]))
