# try/catch/finally, built-in error types, throw of any value, custom
# exception types, rethrow, try as an expression.
function risky(x)
    x < 0 && throw(ArgumentError("negative input"))
    x == 0 && error("zero input")
    return 10 ÷ x
end
for v in (5, 0, -1)
    try
        println("result: ", risky(v))
    catch e
        if e isa ArgumentError
            println("ArgumentError: ", e.msg)
        else
            println("other error: ", e.msg)
        end
    end
end
function with_finally(x)
    try
        println("trying ", x)
        x > 1 && error("too big")
        return "ok"
    catch e
        println("caught ", e.msg)
        return "recovered"
    finally
        println("finally ", x)
    end
end
println(with_finally(1))
println(with_finally(2))
try
    1 ÷ 0
catch e
    println(e)
    println(typeof(e))
end
try
    [1, 2, 3][5]
catch e
    println(typeof(e))
end
try
    Int(2.5)
catch e
    println(typeof(e))
end
try
    sqrt(-1.0)
catch e
    println(typeof(e))
end
try
    undefined_function_xyz(1)
catch e
    println(typeof(e))
end
try
    "a" + 1
catch e
    println(typeof(e))
end
try
    throw(42)
catch e
    println("thrown value: ", e)
end
struct MyError <: Exception
    code::Int
end
try
    throw(MyError(7))
catch e
    println(e isa MyError, " ", e.code)
end
function nested()
    try
        try
            error("inner")
        catch e
            println("inner caught: ", e.msg)
            rethrow()
        end
    catch e
        println("outer caught: ", e.msg)
    end
end
nested()
x = try
    parse(Int, "abc")
catch
    -1
end
println(x)
println(ErrorException("boom"))
function cleanup_order()
    for i in 1:3
        try
            i == 2 && continue
            println("body ", i)
        finally
            println("cleanup ", i)
        end
    end
end
cleanup_order()
