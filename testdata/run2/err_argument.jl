# An uncaught exception thrown with throw, from inside nested calls.
function validate(n)
    n >= 0 || throw(ArgumentError("n must be non-negative, got $n"))
    return n
end
process(n) = validate(n) * 2
println(process(4))
println(process(-1))
