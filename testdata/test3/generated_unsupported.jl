# @generated functions are not supported by Kiln: defining one stops the
# program with an error that names the feature (Julia 1.10 would run it and
# print "16 2.5" for the last line). The statements before it run.
println("before")
@generated function double(x)
    return x <: Integer ? :(x * 2) : :(x)
end
println(double(8), " ", double(2.5))
