"""
Closed intervals of real numbers with interval arithmetic: the result of an
operation contains every result of the operation on members of the
operands.
"""
module Intervals

export Interval, IntervalError, lo, hi, width, mid, hull, widen_by, ..

include("types.jl")
include("arith.jl")

end
