# Test.detect_ambiguities (and detect_unbound_args) need reflection over
# every method of the given modules, which Kiln does not have: a clear
# "not supported" error instead of UndefVarError.
using Test
try
    detect_ambiguities(Base, Core)
catch e
    println(e)
end
detect_unbound_args(Main)
