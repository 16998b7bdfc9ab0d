# A global of Main shadows the name Base exports (Julia: the assignment
# creates Main.sum; Base's own code keeps calling Base.sum).
sum = 0
println(sum)
for i in 1:4
    global sum += i
end
println(sum, " ", typeof(sum))
println(Base.sum([1, 2, 3]))
const all = [true, false]
println(all)
# Base's any/all over a predicate still use Base.all internally.
println(Base.all(x -> x > 0, [1, 2]), " ", any(iszero, [1, 2]))
println(all == [true, false])
function setcount()
    global count = 7
end
setcount()
println(count)
println(Base.count(iseven, 1:10))
max = "shadowed"
println(max, " ", maximum([3, 1, 2]))
