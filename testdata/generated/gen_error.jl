# A generator that throws: calling the method raises the generator's
# error where the call is made (Julia 1.10 runs the generator when the
# specialization is needed and propagates its exception), so code can
# catch it.

@generated function only_tuples(x)
    x <: Tuple || throw(ArgumentError("only_tuples needs a tuple, got $x"))
    :(length(x))
end

println(only_tuples((1, 2, 3)))
try
    only_tuples(1.5)
catch e
    println("caught ", e)
end

function wrapper(v)
    return only_tuples(v) + 1
end
println(wrapper((1,)))
try
    wrapper("abc")
catch e
    println("caught ", typeof(e), ": ", e.msg)
end

@generated checked(x) = error("no code for ", x)
try
    checked(1)
catch e
    println("caught ", e)
end
println("before")
checked(:sym)
println("not reached")
