# Core.print/Core.println (Julia's boot.jl) work without Base's IO
# machinery, so @generated function bodies use them to report what they
# generate (Julia 1.10 manual, metaprogramming.md "Generated functions").
# The generator runs once per argument type, before the body.
@generated function twice(x)
    Core.println("generating for ", x)
    return :(x * 2)
end
println(twice(2))
println(twice(3))
println(twice(1.5))
Core.print("a", 1, '\n')
Core.println()
Core.println("t ", (1, 2))
