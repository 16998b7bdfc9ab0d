# A module's `eval` used as a function value (every Julia module defines
# eval(x) = Core.eval(M, x)): piped, mapped, and bound to a variable.
println(Meta.parse("1 + 2") |> eval)
println(map(eval, [:(1 + 1), :(2 * 3)]))
run(e) = (ev = eval; ev(e))
println(run(:(5 - 1)))
module M
x = 7
get() = (e = eval; e(:x))
end
println(M.get())
