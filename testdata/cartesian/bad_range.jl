# @nloops's range must be an array symbol or an anonymous function of the
# dimension (Julia 1.10's ArgumentError from base/cartesian.jl).
using Base.Cartesian
println("before")
@nloops 2 i (1:3) begin
    println(i_1)
end
