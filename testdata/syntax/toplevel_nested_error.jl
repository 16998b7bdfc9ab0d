# An error in a definition nested in top-level control flow is reported as
# Julia reports it, when the branch runs.
println("before")
if true
    struct A1
        x::Undefined
    end
end
println("not reached")
