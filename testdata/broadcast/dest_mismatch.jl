# Julia 1.10 base/broadcast.jl check_broadcast_shape: the source must fit the destination
function fill_from!(dest, src)
    dest .= src .* 2
    return dest
end
println(fill_from!(zeros(3), [1.0, 2.0, 3.0]))
println(fill_from!(zeros(3), [1.0]))
fill_from!(zeros(2), [1.0, 2.0, 3.0])
println("not reached")
