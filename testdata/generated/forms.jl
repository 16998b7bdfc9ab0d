# The ways @generated definitions are written: qualified (Base.@generated),
# with @inline on either side, documented, returning a quote with a meta
# statement and @inbounds, with return statements in the generated body,
# and with bounded static parameters (Julia 1.10 manual, "Generated
# functions").
Base.@generated function q1(x)
    :(x + 1)
end
println(q1(1))
@inline @generated q2(x) = :(x - 1)
println(q2(1))
@generated @inline q3(x) = :(x * 3)
println(q3(2))
"doc for q4"
@generated q4(x) = :(x * 4)
println(q4(2))
@generated function getall(v::AbstractVector, ::Val{N}) where {N}
    quote
        $(Expr(:meta, :inline))
        @inbounds ($([:(v[$i]) for i in 1:N]...),)
    end
end
println(getall([1, 2, 3, 4], Val(3)))
@generated function g2(x::T) where {T<:Real}
    Base.@_inline_meta
    :(x + $(sizeof(T)))
end
println(g2(1), " ", g2(1.0f0))
h(x) = g2(x) * 2
println(h(Int8(1)))
@generated function withret(x)
    quote
        if x > 0
            return :pos
        end
        return :nonpos
    end
end
println(withret(3), withret(-1.0))
@generated function shows(x)
    :(println("value ", x, " of ", $x))
end
shows(1)
