# Several methods of one local function that capture variables (Julia:
# one closure type holding every method's captures), as packages write
# error helpers: throw_dimerr(n::Integer) and throw_dimerr(n) both use A.
function check(A, n)
    @noinline err(n::Integer) = throw(DimensionMismatch("parent has $(length(A)) elements, not length $n"))
    @noinline err(n) = throw(DimensionMismatch("parent has $(length(A)) elements, not indices $n"))
    length(A) == (n isa Integer ? n : length(n)) || err(n)
    return true
end
println(check([1, 2, 3], 3))
for n in (4, 2:3)
    try
        check([1, 2, 3], n)
    catch e
        println(e)
    end
end
# a later method captures an argument the first one does not
function counts(A, k)
    g() = 0
    g(x) = length(A) + x + k
    return (g(), g(10))
end
println(counts([1, 2], 5))
# methods are created with the first definition: the function is complete
# before the second definition is reached, as in Julia
function early(a)
    h(x) = x + a
    r = h(1)
    h(x, y) = x + y + a
    return (r, h(1, 2))
end
println(early(100))
