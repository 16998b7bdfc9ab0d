# A macro whose whole result is a method definition defines that function
# under its own name in the macro's module, while the definition's
# arguments stay hygienic; a definition nested inside a block the macro
# returns is renamed like any other local. Julia 1.10, src/macroexpand.scm:
# find-assigned-vars-in-expansion picks up a definition's name only below
# the outermost form ("pick up only function name" when not outer).

macro longform()
    :(function from_long_macro() 41 end)
end
@longform
println(from_long_macro() + 1)

macro shortform()
    :(from_short_macro(n) = 2n)
end
@shortform
println(from_short_macro(4))

# The argument x of the generated method is renamed: the caller's x is
# neither read nor changed.
x = 10
macro witharg()
    :(function triple_it(x) x * 3 end)
end
@witharg
println(triple_it(2), " ", x)

# Nested in a block: a local name of the expansion.
macro nested()
    quote
        function helper_in_block() 1 end
        helper_in_block() + 1
    end
end
println(@nested)
println(isdefined(@__MODULE__, :helper_in_block))

# A macro that writes a definition through an interpolated body, as code
# generators do: the definition site is the macro's caller's module here
# (the macro is defined in Main).
macro define_returning(val)
    ex = :(function returns_given() $val end)
    ex
end
@define_returning 7
println(returns_given())
