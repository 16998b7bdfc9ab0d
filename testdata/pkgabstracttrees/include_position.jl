# An error thrown by a statement after an include it made returns is
# reported at that statement ("in expression starting at"), not at the last
# statement of the included file.
println("start")
begin
    include("inc/defs.jl")
    println(twice(4))
    error("after include")
end
