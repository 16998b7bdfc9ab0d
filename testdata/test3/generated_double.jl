# An @generated function as packages write them: the generator sees the
# argument's type and returns the body for it (Julia 1.10 prints
# "16 2.5" for the last line).
println("before")
@generated function double(x)
    return x <: Integer ? :(x * 2) : :(x)
end
println(double(8), " ", double(2.5))
