# `const` on a field of an immutable struct is an error in Julia 1.10
# (jl_new_datatype: "invalid field attribute const for immutable struct").
struct Imm
    const a
end
println("not reached")
