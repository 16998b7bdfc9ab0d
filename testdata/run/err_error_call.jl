# error(...) throws an ErrorException whose message is printed as is.
function check_positive(x)
    if x <= 0
        error("value must be positive, got ", x)
    end
    return x
end
println(check_positive(5))
check_positive(-3)
println("not reached")
