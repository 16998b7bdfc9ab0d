# setfield! does not convert: a value that cannot be of the field's type is
# Julia's TypeError, whether the field is named by a constant, a Symbol or
# a number known only at run time (this was an internal codegen error);
# a const field and a field number out of range give Julia's errors.
mutable struct M
    a::Int
    const b::Float64
    c::String
end
m = M(1, 2.0, "x")
byindex(m, i, v) = setfield!(m, i, v)
byname(m, s, v) = setfield!(m, s, v)
byindex(m, 1, 5)
byname(m, :c, "y")
println(m)
for f in (() -> setfield!(m, 1, 3.5), () -> setfield!(m, :a, "s"),
          () -> byindex(m, 1, 2.5), () -> byname(m, :c, 1.0),
          () -> byindex(m, 2, 3.0), () -> byname(m, :b, 3.0))
    try
        f()
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end
try
    byindex(m, 4, 1)
catch e
    println(typeof(e))
end
println(m)
