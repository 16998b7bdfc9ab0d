# The exception being handled belongs to its catch block: once the block is
# left (at its end, by return, break, continue or @goto, or by returning
# out of a finally block run for an exception), rethrow() and rethrow(exc)
# are errors again, or rethrow the exception of an enclosing catch block.
# Julia 1.10's exception stack: lowering pops it (pop_exception, to the
# depth its try began with) wherever a catch block is left other than by a
# throw (julia-syntax.scm); jl_rethrow and jl_rethrow_other
# (src/rtutils.c) throw "rethrow() not allowed outside a catch block" /
# "rethrow(exc) not allowed outside a catch block" when it is empty. A
# throw from a catch block pushes the new exception above the old one, and
# the catch that handles it pops both when it ends. A task has an
# exception stack of its own.
show_err(e) = println(e)

# At top level, after a try/catch has ended.
try error("a") catch end
try rethrow() catch e; show_err(e) end
try rethrow(ErrorException("x")) catch e; show_err(e) end

# In a function, after the catch block ends normally.
function after_catch()
    try
        error("b")
    catch
    end
    rethrow()
end
try after_catch() catch e; show_err(e) end

# Left by return.
function return_from_catch()
    try
        error("c")
    catch
        return 1
    end
end
println(return_from_catch())
try rethrow() catch e; show_err(e) end

# Left by continue, then by break.
function loop_catch()
    n = 0
    for i in 1:3
        try
            error("loop $i")
        catch
            n += 1
            i == 1 && continue
            break
        end
    end
    try rethrow() catch e; show_err(e) end
    return n
end
println(loop_catch())

# Left by @goto.
function goto_out()
    try
        error("d")
    catch
        @goto out
    end
    @label out
    try rethrow() catch e; show_err(e) end
end
goto_out()

# A @goto out of a try block leaves its handler: the error after the label
# is not caught by that try.
function goto_out_of_try()
    try
        @goto past
    catch
        println("not reached")
    end
    @label past
    error("after the label")
end
try goto_out_of_try() catch e; show_err(e) end

# An inner catch block ends: the outer one's exception is current again.
try
    try
        error("outer")
    catch
        try
            error("inner")
        catch
        end
        rethrow()
    end
catch e
    show_err(e)
end

# A new error thrown from a catch block: the catch that handles it rethrows
# it while it runs; after it, nothing is being handled.
function throw_from_catch()
    try
        try
            error("first")
        catch
            error("second")
        end
    catch e
        show_err(e)
        try rethrow() catch e2; show_err(e2) end
    end
    rethrow()
end
try throw_from_catch() catch e; show_err(e) end

# A function called from a catch block rethrows the block's exception.
rethrow_it() = rethrow()
try
    try error("via a call") catch; rethrow_it() end
catch e
    show_err(e)
end

# A finally block run for an exception handles it until it returns.
function return_from_finally()
    try
        error("dropped")
    finally
        try rethrow() catch e; show_err(e) end
        return 2
    end
end
println(return_from_finally())
try rethrow() catch e; show_err(e) end

# A finally block inside a catch block runs before the catch is left by
# break.
function finally_in_catch()
    for i in 1:2
        try
            error("m$i")
        catch
            try
                i == 2 && break
            finally
                try rethrow() catch e; show_err(e) end
            end
        end
    end
    try rethrow() catch e; show_err(e) end
end
finally_in_catch()

# A task started from a catch block handles no exception.
try
    error("in the parent")
catch
    t = @task begin
        try rethrow() catch e; e end
    end
    schedule(t)
    show_err(fetch(t))
end

# Uncaught: nothing is being handled at the end of the program.
println("done")
rethrow()
