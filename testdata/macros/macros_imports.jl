# Importing macros by name: Base's and Printf's macros (which Kiln
# implements in lowering) and a user module's, with `using`/`import` and
# through the module.
using Base: @propagate_inbounds
using Printf: @printf, @sprintf
import Base: @inbounds
@propagate_inbounds getfirst(v) = v[1]
@printf("%d %s\n", getfirst([7, 8]), @sprintf("%.2f", 1.5))
module Tools
export @twice
macro twice(ex)
    esc(:($ex; $ex))
end
macro hidden(x)
    :($(esc(x)) + 1)
end
end
using .Tools
import .Tools: @hidden
n = 0
@twice n += 1
println(n, " ", @hidden(1), " ", Tools.@hidden(2))
