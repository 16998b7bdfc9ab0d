# @generated functions reached in every way a call can be made: dynamic
# dispatch over a Vector{Any}, through higher-order functions, from a
# generator (which runs a generated function itself), and at each new
# type seen at run time. Each argument type gets its own body.

@generated describe(x) = :(string($(string(x)), ": ", x))

for a in Any[1, 2.0, "s", (1, 2), :q]
    println(describe(a))
end
println(map(describe, Any['c', 0x01]))

@generated function inner(x)
    :(($x, x))
end
@generated function outer(x)
    t = inner(1)          # a generated function called by a generator
    :(($(t[1]), x))
end
println(outer(2.5))

# a generated body that calls a closure and defines one
@generated function apply_all(t::Tuple)
    n = length(t.parameters)
    quote
        g = y -> y + 1
        ($([:(g(t[$i])) for i in 1:n]...),)
    end
end
println(apply_all((1, 2.5, 3)))

# generated methods next to ordinary ones: dispatch picks as usual
kind(x) = "other"
@generated kind(x::Number) = :($(string(x, " number")))
println(kind(1), "; ", kind("a"), "; ", kind(1.5))

# redefinition replaces the generator
@generated gv(x) = :(1)
println(gv(0))
@generated gv(x) = :(2)
println(gv(0))

# called where only an abstract type is known: the generator waits for the
# values' types (it never sees Any)
@generated typename_of(x) = :($(string(x)))
struct Holder
    v::Any
end
name_in(h::Holder) = typename_of(h.v)
println(name_in(Holder(1)), " ", name_in(Holder("s")), " ", name_in(Holder(nothing)))
@generated nargs(xs...) = :($(length(xs)))
splatted(v::Vector{Any}) = nargs(v...)
println(splatted(Any[1, 2, 3]), " ", splatted(Any[]))
