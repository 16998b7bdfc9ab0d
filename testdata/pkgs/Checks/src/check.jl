"""
    CheckFailure(expr, msg)

The exception `@check` throws: the failed condition and a message.
"""
struct CheckFailure <: Exception
    expr::Any
    msg::String
end

function Base.showerror(io::IO, e::CheckFailure)
    print(io, "CheckFailure: ", e.expr)
    isempty(e.msg) || print(io, " (", e.msg, ")")
end

"""
    @check cond [msg]

Throw `CheckFailure` when `cond` is false; otherwise `nothing`. The message
may interpolate local variables.
"""
macro check(cond, msg="")
    return quote
        if $(esc(cond))
            nothing
        else
            throw(CheckFailure($(QuoteNode(cond)), string($(esc(msg)))))
        end
    end
end
