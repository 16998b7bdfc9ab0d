# Backtraces have Julia 1.10's element type Union{Ptr{Nothing},
# Base.InterpreterIP} (base/error.jl: catch_backtrace and backtrace return
# `_reformat_bt`'s Vector{Union{Ptr{Nothing},InterpreterIP}}; the
# exception stack of current_exceptions holds the same), which Compat.jl's
# suite checks. Kiln's frames are all return addresses.
function excstack(bt)
    try
        try
            __not_a_binding__
        catch
            1 ÷ 0
        end
    catch
        current_exceptions(; backtrace=bt)
    end
end
e = excstack(true)
println(typeof(e[1][2]))
println(all(x[2] isa Vector{Union{Ptr{Nothing}, Base.InterpreterIP}} for x in e))
println(all(x[2] isa Nothing for x in excstack(false)))
println(typeof.(first.(e)))
println(typeof(catch_backtrace()))
println(typeof(backtrace()))
println(fieldnames(Base.InterpreterIP))
println(sprint(show, excstack(false)))
s = sprint(show, e)
println(occursin(r"^2-element ExceptionStack:\nDivideError: integer division error\nStacktrace:.*\n\ncaused by: UndefVarError: `__not_a_binding__` not defined\nStacktrace:"s, s))
try
    error("boom")
catch
    bt = catch_backtrace()
    println(all(ip -> ip isa Ptr, bt), " ", stacktrace(bt)[1].func)
end

# The frames of a keyword body inlined into the keyword sorter (a call
# with keywords) are kept; the sorter itself is hidden.
function kwexcs(; bt::Bool)
    try
        1 ÷ 0
    catch
        current_exceptions(; backtrace=bt)
    end
end
s = sprint(show, kwexcs(bt=true))
println(occursin(r"^1-element ExceptionStack:\nDivideError: integer division error\nStacktrace:\n \[1\] div\n"s, s))

# Base.display_error: the REPL's report of an error or exception stack.
println(sprint(Base.display_error, excstack(false)))
println(sprint(Base.display_error, ErrorException("oops"), nothing))
d = sprint(Base.display_error, e)
println(occursin(r"^ERROR: DivideError: integer division error\nStacktrace:.*\n\ncaused by: UndefVarError: `__not_a_binding__` not defined\nStacktrace:.*\n$"s, d))
