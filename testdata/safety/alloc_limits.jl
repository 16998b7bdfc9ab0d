# Array allocations whose size Julia 1.10 rejects before allocating
# (src/array.c, jl_array_validate_dims and _new_array_): a dimension that is
# negative or >= typemax(Int), or a product of dimensions >= typemax(Int), is
# ArgumentError("invalid Array dimensions"); an element count whose byte size
# is >= typemax(Int) is ErrorException("invalid Array size") (jl_error); a
# representable size the collector cannot provide is OutOfMemoryError().
function attempt(f)
    try
        a = f()
        println("allocated ", length(a))
    catch e
        println(e)
    end
end

attempt(() -> Vector{Int}(undef, typemax(Int) ÷ 4))
attempt(() -> zeros(2^61))
attempt(() -> collect(2:typemax(Int)))
attempt(() -> Matrix{Int}(undef, 2^32, 2^32))
attempt(() -> Vector{UInt8}(undef, 2^62))
attempt(() -> zeros(2^31, 2^31))
attempt(() -> Vector{Int}(undef, typemax(Int)))
attempt(() -> Vector{Int}(undef, -1))
attempt(() -> Matrix{Float64}(undef, -2, 3))
attempt(() -> Array{Int8,3}(undef, 2^21, 2^21, 2^21))
attempt(() -> fill(1.0, 2^40, 2^40))
attempt(() -> ones(Int32, 2^62))
# Elements without storage: Julia allocates no bytes for them.
attempt(() -> Vector{Nothing}(undef, typemax(Int) - 1))
# Growing: the byte size of the new length does not fit. Julia 1.10's
# array_resize_buffer multiplies without a check here; Kiln throws what
# Julia's allocator throws for a size it cannot provide, and the vector
# keeps its length.
v = Int[]
attempt(() -> resize!(v, 2^62))
println(length(v))
# Small arrays still work.
m = zeros(Int, 3, 4)
m[3, 4] = 7
println(sum(m), " ", size(m), " ", length(Vector{Int}(undef, 5)))
Matrix{Int}(undef, 2^32, 2^32)
