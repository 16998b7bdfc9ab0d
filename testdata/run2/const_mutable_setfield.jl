# Mutating a mutable object held by a constant binding, from a function.
mutable struct Counter
    n::Int
end
const C = Counter(0)
bump!() = (C.n += 1; C.n)
bump!()
println(bump!(), " ", C.n)
module M
x = 1
end
println(M.x)
