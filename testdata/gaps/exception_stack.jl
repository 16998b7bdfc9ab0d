# current_exceptions(): the exception stack of Julia 1.10 (ExceptionStack of
# (exception=..., backtrace=...) named tuples, most recent last; a throw from
# a catch block pushes above the exception being handled; rethrow() keeps
# the stack, rethrow(e) replaces its top: jl_rethrow / jl_rethrow_other in
# src/rtutils.c, current_exceptions in base/error.jl). Base.catch_stack is
# the pre-1.7 name.
try
    error("a")
catch
    for (exc, bt) in current_exceptions()
        println(exc, " ", bt isa Vector, " ", !isempty(bt))
    end
end
println(length(current_exceptions()))
try
    try
        error("inner")
    catch
        throw(ArgumentError("outer"))
    end
catch
    s = current_exceptions()
    println(typeof(s), " ", length(s))
    for (i, (exc, bt)) in enumerate(s)
        println(i, ": ", exc)
    end
    println(s[end].exception)
    println(keys(s[1]))
    show(stdout, MIME"text/plain"(), current_exceptions(backtrace=false))
    println()
end
println(isempty(current_exceptions()))
function f()
    try
        error("x")
    catch
        try
            error("y")
        catch
            println(length(current_exceptions()), " ", [e.exception.msg for e in current_exceptions()])
        end
        println(length(current_exceptions()))
    end
    length(current_exceptions())
end
println(f())
try
    try
        error("r")
    catch
        rethrow()
    end
catch
    println(length(current_exceptions()), " ", current_exceptions()[1].exception)
end
try
    try
        error("r")
    catch
        rethrow(DomainError(1))
    end
catch e
    println(length(current_exceptions()), " ", e)
end
for e in Base.catch_stack(); println(e); end
try
    sqrt(-1.0)
catch
    st = Base.catch_stack(include_bt=false)
    println(st[1])
end
