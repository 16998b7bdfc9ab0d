# A generator whose expression cannot be a method body: the error names
# the generated function and its argument types, where the bad expression
# is, and the statement that needed the body. (Julia reports a malformed
# generated body in its own words when the specialization is compiled;
# this test checks Kiln's message, which has no Julia counterpart to copy.)

@generated function badbody(x)
    Expr(:(=), 1, :x)
end

println("start")
println(badbody(1))
