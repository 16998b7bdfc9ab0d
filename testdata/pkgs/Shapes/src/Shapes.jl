# Generic code that test files extend while they run (UnPack.jl's tests
# add getproperty methods inside a @testset), multi-dimensional
# comprehensions (TensorCore.jl's tensor), eachindex of several arrays,
# and a macro emitting Expr(:meta, …) markers (ArgCheck.jl).
module Shapes

export Box, describe, outer, scale3!

mutable struct Box
    w
    h
end

describe(b) = (b.w, b.h)

outer(a, b) = [x * y for x in a, y in b]

function scale3!(dest, a, b)
    for i in eachindex(dest, a, b)
        dest[i] = a[i] * b[i]
    end
    return dest
end

macro marked(ex)
    Expr(:block, Expr(:meta, :begin_marker, 1), esc(ex), Expr(:meta, :end_marker))
end

end
