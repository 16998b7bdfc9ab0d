# @generated functions defined inside modules: the generator and the
# generated body resolve names in the module that defines the method
# (Julia 1.10 manual, "Generated functions").

module Unroll
export unrolled_map, tmax

const SCALE = 10

scaled(x) = SCALE * x

@generated function unrolled_map(f, t::Tuple)
    n = length(t.parameters)
    Expr(:tuple, [:(f(t[$i])) for i in 1:n]...)
end

# the generated body calls a function of this module (scaled) and reads
# one of its constants
@generated function tmax(t::NTuple{N,Int}) where {N}
    ex = :(t[1])
    for i in 2:N
        ex = :(max($ex, t[$i]))
    end
    :(scaled($ex) + SCALE)
end

module Inner
# a generated method of a function of the enclosing module
import ..Unroll
@generated Unroll.scaled(x::Tuple) = :($(length(x.parameters)) * Unroll.SCALE)
end

end # module

using .Unroll

println(unrolled_map(x -> x^2, (1, 2, 3)))
println(unrolled_map(string, (1, 'a', 2.5)))
println(tmax((3, 9, 4)))
println(Unroll.tmax((5,)))
println(Unroll.scaled(2), " ", Unroll.scaled((1, 2, 3)))

# a local name that matches a global of Main does not leak into the module
SCALE = -1
println(tmax((1, 2)))
