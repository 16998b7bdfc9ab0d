"""
    Polys

Dense univariate polynomials with coefficients of any `Number` type, in the
style of Polynomials.jl: `Poly([1, 2, 3])` is `1 + 2x + 3x^2`.
"""
module Polys

export Poly, coeffs, degree, derivative, integrate

include("poly.jl")
include("arith.jl")
include("show.jl")

end # module
