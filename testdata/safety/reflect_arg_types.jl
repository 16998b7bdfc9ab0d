# Argument types given to reflection that are neither a Tuple type nor a
# tuple of types get Julia 1.10's errors (base/reflection.jl,
# to_tuple_type: "argument tuple type must contain only types" for a tuple
# with a non-type element, "expected tuple type" otherwise). Mutants of
# interactive/reflection.jl reached these.
area(r) = 3.0 * r^2
for args in ((gcdx,), 1, (Int, 2))
    try
        Base.return_types(area, args)
    catch e
        println(typeof(e), ": ", e.msg)
    end
    try
        which(area, args)
    catch e
        println(typeof(e), ": ", e.msg)
    end
    try
        hasmethod(area, args)
    catch e
        println(typeof(e), ": ", e.msg)
    end
end
println(hasmethod(area, (Float64,)), " ", Base.return_types(area, (Float64,)))
