# Assigning to a constant global without `const` (Julia 1.10's
# jl_checked_assignment, src/module.c): the same value is no change; a
# value of the same type replaces it with a warning on stderr; a function's
# name (a constant) cannot be given a value of another type.
const LIMIT = 10
LIMIT = 10
println(LIMIT)
LIMIT = 20
println(LIMIT)
lim() = LIMIT
println(lim())
area(r) = π * r^2
if false
    area = 3   # never runs: no error
end
area = area  # the same value
println(area(1.0))
area = 2.5
println("not reached")
