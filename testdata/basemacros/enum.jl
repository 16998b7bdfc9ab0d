# @enum as Julia 1.10's base/Enums.jl: printing of values (print, show,
# the text/plain display "apple::Fruit = 1"), of the type ("Enum Fruit:"
# then one "name = value" line per instance), instances, conversion to
# integers (Integer gives the base type), construction from integers with
# Julia's ArgumentError, ordering, hashing, a base type and the begin block.
@enum Fruit apple=1 orange=2 kiwi
@enum Color::UInt8 begin
    red
    green = 5
    blue
end

println(apple, " ", orange, " ", kiwi)
println(instances(Fruit), " ", instances(Color))
println(Int(orange), " ", Integer(apple), " ", typeof(Integer(apple)), " ", typeof(Integer(blue)), " ", UInt8(red))
println(Fruit(3), " ", Color(6), " ", Fruit(2) === orange)
println(apple < orange, " ", blue > green, " ", typemin(Color), " ", typemax(Fruit), " ", sort([kiwi, apple, orange]))
println(typeof(apple), " ", Fruit <: Enum{Int32}, " ", Color <: Enum{UInt8}, " ", supertype(Color), " ", isbitstype(Fruit))
println(Symbol(kiwi), " ", string(blue), " ", "$red", " ", repr(green))
show(apple); println()
print([red, blue], " ", (apple, 1), "\n")
display(kiwi)
display(Color)
d = Dict(apple => "a", kiwi => "k")
println(d[kiwi], " ", haskey(d, orange), " ", hash(apple) == hash(Fruit(1)))
describe(x::Fruit) = "I'm a Fruit with value: $(Int(x))"
println(describe(apple))
for c in instances(Color)
    print(c, "=", Int(c), ";")
end
println()
println(length(instances(Fruit)), " ", [Int(f) for f in instances(Fruit)])
try
    Color(3)
catch e
    println(e)
end
@enum Single only
println(only, " ", Int(only))
Fruit(7)
