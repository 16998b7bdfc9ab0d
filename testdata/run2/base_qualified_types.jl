# Types and functions that Base does not export print qualified in Main.
println(typeof(Base.OneTo(3)))
println(Base.OneTo(3))
println(typeof(Ref(1)))
println(typeof(eachindex([1, 2])))
println(typeof(skipmissing([1])))
println(typeof(1:3))
println(typeof(Some(1)))
println(typeof(sqrt), " ", typeof(Base.print_to_string))
module Geo
export area, Pt
area(x) = x
helper(x) = x
struct Pt end
end
using .Geo
println(typeof(Geo.area), " ", typeof(Geo.helper), " ", typeof(Geo.Pt()))
