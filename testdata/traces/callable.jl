# An error in a @noinline method of a callable object: Julia's
# show_signature_function prints a function type that is not a singleton
# function as "(::T)", so the frame is (::Scaler)(x::Int64).
struct Scaler
    k::Int
end

@noinline function (s::Scaler)(x)
    x > 3 && throw(ArgumentError("too large: $x"))
    return x * s.k
end

@noinline function scale_all(s, v)
    out = Int[]
    for x in v
        push!(out, s(x))
    end
    return out
end

println(scale_all(Scaler(2), [1, 2]))
scale_all(Scaler(2), [1, 5])
