# Julia's world-age rule for eval inside functions: a method eval defines is
# not visible to the code that called eval (MethodError) until the top-level
# statement ends, except through Base.invokelatest; the next top-level
# statement sees it.
function definer2()
    eval(:(newg() = 7))
    newg()
end
try
    definer2()
catch e
    println(typeof(e))
end
println(newg())
function definer3()
    eval(:(newh(x) = x + 1))
    Base.invokelatest(newh, 1) + Base.invokelatest(newh, 2)
end
println(definer3())
callnewk() = newk()
function definer4()
    @eval newk() = 5
    try
        callnewk()
    catch e
        println("too new: ", typeof(e))
    end
    return 1
end
definer4()
println(callnewk())
