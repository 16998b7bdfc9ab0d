# getfield/getproperty of a constant module with a name known only at run
# time, as puzzle runners dispatch (getfield(Main, Symbol("day", n))): the
# global's value, or UndefVarError for a name the module lacks.
day1(s) = "day 1: " * uppercase(s)
day2(s) = "day 2: " * reverse(s)
for n in 1:2
    solver = getfield(Main, Symbol("day", n))
    println(solver("abc"))
end
counter = 41
name = :counter
println(getfield(Main, name) + 1, " ", getproperty(Main, name))
lookup(s) = getfield(Base, s)
println(lookup(:sqrt)(16.0), " ", lookup(Symbol("ma", "x"))(3, 9))
try
    getfield(Main, Symbol("day", 3))
catch e
    println(typeof(e), " ", e.var)
end
