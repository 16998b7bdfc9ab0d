# Constants naming functions (operator aliases as TensorCore.jl's ⊙, an
# anonymous function, another module's function) and a ccall naming its
# library, as NaNMath.jl's.
module Aliases

using LinearAlgebra: dot

export ⊕, plus, twice, vdot, hypot_c

plus(a, b) = a .+ b
const ⊕ = plus
const twice = x -> 2x
const vdot = dot

hypot_c(x::Float64, y::Float64) = ccall((:hypot, Base.libm_name), Float64, (Float64, Float64), x, y)

end
