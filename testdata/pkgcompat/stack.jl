# Base.stack as Julia 1.10's abstractarray.jl writes it: the element type
# comes from inference (@default_eltype), so stack of a concretely typed
# collection infers; slices may be arrays, tuples, named tuples or other
# iterators; dims places the new dimension. Also copyto!(dest, dstart,
# iterable) and similar(a, T, axes...), which it uses.
using Test
println(stack([[1, 2]]), " ", stack([1:2, 3:4]))
println(@inferred(stack([[1, 2], [3, 4]])))
println(@inferred(stack(x for x in [[1, 2], [3, 4]])))
println(size(stack([rand(2, 3) for _ in 1:4, _ in 1:5])))
println(size(stack(rand(2, 3) for _ in 1:4, _ in 1:5 if true)))
println(size(stack([rand(2, 3) for _ in 1:4, _ in 1:5]; dims=1)))
println(stack([(1, 2), (3, 4)]; dims=1), " ", stack(x -> [x, 2x], 3:5))
println(stack(*, [1:2, 3:4], 5:6), " ", stack(Any[(1, 2), (3, 4)]))
println(stack(c -> (c, c - 32), "julia"))
println(stack([(a=1, b=2), (c=3, d=4)]; dims=2))
println(stack((x / y for x in 1:3) for y in 4:5; dims=1))
println(typeof(stack(AbstractVector[1:2, [3.5, 4.5]])), " ", typeof(stack([fill(1), fill(2)])))
println(@inferred(stack([(1, 2 + 3im), (4, 5 + 6im)])) isa Matrix{Number})
for bad in (() -> stack([1:2, 1:3]), () -> stack([1:3, 4:6]; dims=3), () -> stack([]),
            () -> stack((x for x in 1:3 if true) for _ in 1:4))
    try
        bad()
    catch e
        println(typeof(e))
    end
end
println(copyto!(zeros(Int, 5), 2, (7, 8)), " ", copyto!(zeros(Int, 3), 1, x^2 for x in 1:3))
println(size(similar([1, 2], Float64, Base.OneTo(2), 3)))
println(@inferred(stack([fill(1), fill(2)])), " ", size(fill(1)), " ", axes(fill(1)))
