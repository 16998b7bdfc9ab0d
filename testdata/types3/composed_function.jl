# ComposedFunction as Julia 1.10's operators.jl: show with ∘, operators in
# parentheses, !f for ComposedFunction{typeof(!)}, nesting of a composed inner
# function, ∘ of one and of three or more functions, keywords passed to the
# inner function.
println(sin ∘ cos, " | ", (+) ∘ abs, " | ", !iszero, " | ", (sin ∘ cos) ∘ tan, " | ", sin ∘ (cos ∘ tan), " | ", ∘(sin, cos, tan))
show(sin ∘ cos); println()
println(repr(!iszero), " ", string(uppercase ∘ strip))
f = sum ∘ (v -> abs.(v))
println(f([-1, 2]), " ", (sqrt ∘ +)(3, 6), " ", ∘(sin)(0.0), " ", (x -> 2x) ∘ (y -> y + 1) |> (h -> h(1)))
g = ((x; k=1) -> x * k)
println((abs ∘ g)(-2; k=3), " ", map(!isempty, ["", "a"]), " ", filter(!iseven, 1:5))
