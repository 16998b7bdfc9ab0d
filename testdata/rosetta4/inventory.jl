# Structs with Base.show (2- and 3-argument), mutable structs, @printf/@sprintf formats, NamedTuples (1.10 prints @NamedTuple{...}).
using Printf

struct Item
    name::String
    price::Float64
    qty::Int
end

Base.show(io::IO, it::Item) = print(io, "Item(", it.name, ", \$", @sprintf("%.2f", it.price), " x", it.qty, ")")

mutable struct Cart
    items::Vector{Item}
    discount::Float64
end
Cart() = Cart(Item[], 0.0)

total(c::Cart) = sum(it -> it.price * it.qty, c.items; init = 0.0) * (1 - c.discount)

function Base.show(io::IO, ::MIME"text/plain", c::Cart)
    println(io, "Cart with ", length(c.items), " items:")
    for it in c.items
        println(io, "  ", it)
    end
    print(io, "  total: ", @sprintf("%.2f", total(c)))
end

c = Cart()
push!(c.items, Item("apple", 0.5, 6))
push!(c.items, Item("bread", 2.25, 1))
push!(c.items, Item("cheese", 7.99, 2))
println(c.items[1])
show(stdout, MIME("text/plain"), c); println()
c.discount = 0.1
@printf("Discounted: %8.3f\n", total(c))
display(c)
println(c.items)
println("| ", rpad("name", 8), " | ", lpad("price", 7), " | ", lpad("qty", 3), " |")
for it in sort(c.items, by = it -> it.price * it.qty, rev = true)
    @printf("| %-8s | %7.2f | %3d |\n", it.name, it.price, it.qty)
end
@printf("%5.1f%%\n", 12.345)
@printf("%e %g %g\n", 12345.678, 0.0001, 1e10)
@printf("%x %X %o %#x\n", 255, 255, 8, 255)
@printf("%+d % d %05d %-5d|\n", 5, 5, 42, 42)
@printf("%s and %s\n", "a", [1, 2])
@printf("%10.4s|\n", "abcdefg")
s = @sprintf("%c%c%c", 'a', 'b', 'c')
println(s, " ", length(s))
nt = (name = "widget", price = 3.5, tags = ["x", "y"])
println(nt)
println(nt.name, " ", keys(nt), " ", values(nt)[2])
println(typeof((a = 1, b = 2.0)))
nts = [(n = i, sq = i^2) for i in 1:3]
println(nts)
println(map(t -> t.sq, nts))
println(merge((a = 1, b = 2), (b = 3, c = 4)))
a, b = (x = 10, y = 20)
println(a + b)
(; x, y) = (x = 1, y = 2)
println(x, y)
show(stdout, Item("pen", 1.0, 3)); println()
print(repr(Item("pen", 1.0, 3)), "\n")
println(string(Item("ink", 12.5, 1)))
println(sprint(show, 1.0), " ", repr("hi"), " ", repr(:sym), " ", repr('c'))
println(isequal(Item("a", 1.0, 1), Item("a", 1.0, 1)), " ", Item("a", 1.0, 1) == Item("a", 1.0, 1))
