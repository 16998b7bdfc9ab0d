# A macro that throws while it expands: Julia wraps the error in a
# LoadError at the macro call (jl_invoke_julia_macro), inside the script's
# own LoadError.
macro bad(x)
    error("bad macro argument: $x")
end
println("before")
@bad 42
println("not reached")
