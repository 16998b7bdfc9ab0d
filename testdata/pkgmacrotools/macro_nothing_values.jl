# The value nothing inside a macro's result (or as the whole result) is
# the value, not the symbol :nothing: Julia 1.10's macroexpand of a macro
# with an empty body is `nothing` itself (base/expr.jl, macroexpand returns
# what the macro returned). Expr(:macrocall, name, nothing, args...) has no
# source line (the form MacroTools' rmlines builds) and still evaluates.

macro empty_body() end
r = macroexpand(@__MODULE__, :(@empty_body))
println(r === nothing, " ", typeof(r))

macro call_with_nothing()
    Expr(:call, :identity, nothing)
end
ex = macroexpand(@__MODULE__, :(@call_with_nothing))
println(ex.args[2] === nothing, " ", ex.args[2] isa Symbol)
println(@call_with_nothing)

macro return_nothing_expr()
    Expr(:return, nothing)
end
ex2 = macroexpand(@__MODULE__, :(@return_nothing_expr))
println(ex2.head, " ", ex2.args[1] === nothing)

macro doubled(v)
    :(2 * $(esc(v)))
end
noline = Expr(:macrocall, Symbol("@doubled"), nothing, 21)
println(eval(noline))
println(length(noline.args), " ", noline.args[2] === nothing)
