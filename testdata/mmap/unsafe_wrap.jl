# unsafe_wrap(Array, p, dims; own) over memory Kiln did not allocate, as
# Julia 1.10's base/pointer.jl (jl_ptr_to_array in src/array.c): the array's
# elements are that memory, pointer(a) == p, reads and writes go through it.

# memory from Libc.malloc
p = Ptr{Int64}(Libc.malloc(8 * 6))
a = unsafe_wrap(Array, p, 6)
for i in 1:6
    a[i] = 10i
end
println(a, " ", typeof(a), " ", pointer(a) == p)
println(unsafe_load(p, 3))
unsafe_store!(p, 99, 2)
println(a[2], " ", sum(a))

# a matrix and a 3-d array over the same memory (dims as a tuple)
m = unsafe_wrap(Array, p, (2, 3))
println(m, " ", size(m), " ", typeof(m))
m[2, 3] = -1
println(a[6])
t = unsafe_wrap(Array{Int64,3}, p, (1, 2, 3))
println(size(t), " ", t[1, 2, 3])
println(unsafe_wrap(Array{Int64}, p, (Int32(2), Int32(2))))

# reshape shares the memory; the collector leaves it alone
r = reshape(a, 3, 2)
GC.gc()
r[1, 1] = 7
println(r, " ", a[1])

# pop!/popfirst! stay on the memory; growing copies into Kiln's own storage
v = unsafe_wrap(Array, p, 6)
println(pop!(v), " ", popfirst!(v), " ", v, " ", pointer(v) == p + 8)
push!(v, 5, 6)    # past the wrapped memory: a copy (Julia: a new buffer)
println(v, " ", pointer(v) == p + 8, " ", unsafe_load(p, 6))
Libc.free(p)

# memory inside another array
b = [1.0, 2.0, 3.0, 4.0]
w = unsafe_wrap(Array, pointer(b, 2), 2)
w[1] = 20.0
w[2] *= 10
println(b, " ", w)

# own=true: the array frees the memory when it is collected
q = Ptr{UInt8}(Libc.malloc(5))
s = unsafe_wrap(Vector{UInt8}, q, 5; own=true)
copyto!(s, codeunits("hello"))
println(unsafe_string(q, 5), " ", unsafe_string(pointer(s), 3), " ", String(copy(s)))
for i in 1:200
    x = unsafe_wrap(Array, Ptr{Float64}(Libc.malloc(800)), 100; own=true)
    x[100] = i
end
GC.gc()

# an element type with fields
struct P2
    x::Int32
    y::Float32
end
pp = Ptr{P2}(Libc.malloc(16))
pv = unsafe_wrap(Array, pp, 2)
pv[1] = P2(1, 2.5f0)
pv[2] = P2(3, 4.5f0)
println(pv, " ", unsafe_load(pp, 2))
Libc.free(pp)

# bad input: Julia's errors
for f in (() -> unsafe_wrap(Array, Ptr{Int}(8), -1),
          () -> unsafe_wrap(Array, Ptr{Int}(8), (2, -1)),
          () -> unsafe_wrap(Array, Ptr{Int}(3), 2))
    try
        f()
    catch e
        println(e)
    end
end
