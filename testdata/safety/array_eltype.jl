# An Array whose element type parameter is not a type (a function or a
# number used as a type parameter, found by a mutation of dict_basic.jl:
# Dict{setindex!,Vector{Int}}()) throws Julia's TypeError from array.c
# (jl_type_error_rt("Array", "element type", Type, eltype)); it was an
# internal code generation error.
try
    Vector{sin}(undef, 2)
catch e
    println(sprint(showerror, e))
end
try
    Matrix{1}(undef, 1, 1)
catch e
    println(sprint(showerror, e))
end
println(Vector{Int}(undef, 0))
e = Dict{setindex!,Vector{Int}}()
