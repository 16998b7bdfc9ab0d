# Ptr{T} as Julia 1.10's base/pointer.jl: construction, C_NULL, conversions,
# arithmetic, comparison, printing, unsafe_load/unsafe_store!; and
# GC.@preserve keeping an array alive while its pointer is used.
p = Ptr{Cvoid}(16)
println(p, " ", C_NULL, " ", C_NULL == Ptr{Cvoid}(0), " ", p + 8, " ", UInt(p + 8), " ", (p + 8) - p)
println(p < p + 1, " ", Ptr{Int}(p), " ", convert(Ptr{UInt8}, UInt(0x20)), " ", typeof(C_NULL))
a = [1, 2, 3]
r = GC.@preserve a begin
    q = pointer(a)
    unsafe_store!(q, 42, 2)
    unsafe_load(q, 2) + unsafe_load(q + sizeof(Int), 2)
end
println(r, " ", a)
function total(v::Vector{Float64})
    s = 0.0
    GC.@preserve v begin
        p = pointer(v)
        for i in 1:length(v)
            s += unsafe_load(p, i)
        end
    end
    return s
end
println(total([1.0, 2.5, 3.5]))
x = 5
println(GC.@preserve x x + 1)
