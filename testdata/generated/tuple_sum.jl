# @generated functions (Julia 1.10 manual, "Generated functions"): the
# generator runs with each argument name bound to the argument's type and
# the static parameters to their values; the expression it returns is the
# body of that specialization. Unrolled tuple operations as
# StaticArrays-style code writes them.

@generated function tsum(x::NTuple{N,T}) where {N,T}
    ex = :(zero(T))
    for i in 1:N
        ex = :($ex + x[$i])
    end
    return ex
end

println(tsum((1.0, 2.0, 3.5)))
println(tsum((1, 2, 3, 4)))
println(tsum((0x01, 0x02)), " ", typeof(tsum((0x01, 0x02))))

# a loop over a vector of tuples: one specialization, generated once
function total(v)
    s = 0.0
    for t in v
        s += tsum(t)
    end
    s
end
v = [(Float64(i), 2.0, 0.5) for i in 1:10]
println(total(v))
println(total(v))

# the generator runs once per specialization, not at every call
const GENERATED = Ref(0)
@generated function tprod(x::NTuple{N,T}) where {N,T}
    GENERATED[] += 1
    Expr(:call, :*, [:(x[$i]) for i in 1:N]...)
end
for i in 1:5
    tprod((i, 2, 3))
end
println(tprod((2.0, 0.5)), " ", tprod((1, 2, 3)), " ", tprod((0x02, 0x03)))
println(GENERATED[])

# elementwise operations on tuples, unrolled
@generated function tmul(a::NTuple{N,Float64}, b::NTuple{N,Float64}) where {N}
    Expr(:tuple, [:(a[$i] * b[$i]) for i in 1:N]...)
end
println(tmul((1.0, 2.0, 3.0), (4.0, 5.0, 6.0)))

@generated function tdot(a::NTuple{N,T}, b::NTuple{N,T}) where {N,T}
    terms = [:(a[$i] * b[$i]) for i in 1:N]
    Expr(:call, :+, terms...)
end
println(tdot((1, 2, 3), (4, 5, 6)))
println(tdot((1.5, 2.5), (2.0, 4.0)))

# the short form
@generated twice(x) = :(x + x)
println(twice(21), " ", twice(1.25))

# a generated function that recurses on a shorter tuple type
@generated function rlen(x::Tuple)
    if length(x.parameters) == 0
        return :(0)
    else
        return :(1 + rlen(Base.tail(x)))
    end
end
println(rlen((1, 2.0, "a", 'c')))
println(rlen(()))
