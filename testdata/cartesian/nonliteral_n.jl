# The N of Base.Cartesian's macros must be a literal integer (Julia 1.10:
# the macro calls _nloops(N::Int, ...), so a symbol is a MethodError that
# macro expansion wraps in a LoadError).
using Base.Cartesian
n = 2
A = zeros(2, 2)
@nloops n i A begin
    println(i_1)
end
