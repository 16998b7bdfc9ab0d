# include(path) inside a branch of a top-level `if` evaluates the file in
# the enclosing module (every module's include(x) = Base.include(M, x)),
# and the statements after it in the branch see its definitions (each
# top-level statement runs in the latest world). Also the
# ccall(:jl_generating_output) guard that packages put around precompile
# statements (0: no image is being written).
module IncMod
if VERSION >= v"1.4.2"
    include("inc/defs.jl")
    const R = helper_defined_by_include(21)
end
gen() = ccall(:jl_generating_output, Cint, ())
end
println(IncMod.R)
println(isdefined(IncMod, :helper_defined_by_include), " ", isdefined(Main, :helper_defined_by_include))
println(IncMod.gen(), " ", typeof(IncMod.gen()))
