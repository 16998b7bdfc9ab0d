# Dynamic calls whose callee or arguments are type values (they dispatch as
# Type{T}: run-time caches key them by the type object), constructors with
# many arguments called dynamically, and vararg methods called with tuples
# of changing element types. Each call must reach the method for its own
# types, also after the same call site has seen other types.

struct Wide
    a::Int
    b::Float64
    c::Char
    d::Bool
    e::String
    f::Int
    g::Int
    h::Int
end

convert_all(ts, x) = [T(x) for T in ts]

function show_conversions()
    ts = Any[Int64, Float64, Int32, UInt8, Float32]
    for x in (1, 2, 3)
        println(convert_all(ts, x))
    end
    c = 'A'
    for T in Any[Int64, UInt32, Char]
        v = T(c)
        println(typeof(v), " ", v)
    end
end

function make_wides(n)
    args = Any[1, 2.5, 'x', true, "s", 6, 7, 8]
    ws = Wide[]
    for i in 1:n
        args[1] = i
        push!(ws, Wide(args...))
    end
    return ws
end

count_args(xs...) = (length(xs), typeof(xs))

function varargs_of(vals)
    for v in vals
        println(count_args(v, v))
    end
end

show_conversions()
ws = make_wides(3)
println(ws[3])
println(sum(w.a for w in ws))
varargs_of(Any[1, 2.5, "a", 'c', (1, 2), nothing, 0x01])
for T in Any[Int64, Float64, Int64, Float64]
    println(zero(T), " ", one(T), " ", typemax(T) > 0)
end
