# An exception type with its own showerror(io, ex, bt) method decides how an
# uncaught instance is reported (Julia 1.10's display_error calls
# showerror(io, ex, bt; backtrace=true); base/errorshow.jl's LoadError method
# passes the inner error on): here no stack trace is printed.
struct Quiet <: Exception
    why::String
end
Base.showerror(io::IO, e::Quiet, bt; backtrace=true) = print(io, "Quiet: ", e.why)
println("before")
throw(Quiet("stop here"))
