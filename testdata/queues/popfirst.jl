# popfirst!/pushfirst!/deleteat!(v, 1) in place at the front of a vector
# (Julia's _deletebeg!/_growbeg!: amortized O(1)), with the collector
# running in between: the elements must survive, the deleted ones must
# not be seen again, and shared data keeps Julia's rules
# (base/array.jl: "cannot resize array with shared data").

# A FIFO queue of Ints, long enough that its data moves many times.
function fifo(n)
    q = Int[]
    total = 0
    for i in 1:n
        push!(q, i)
        push!(q, -i)
        total += popfirst!(q)
        i % 5000 == 0 && GC.gc()
    end
    return total, length(q), q[1], q[end], sum(q)
end
println(fifo(100_000))

# References (Strings) through the front: the collector must keep them.
function strings_queue(n)
    q = String[]
    for i in 1:n
        push!(q, string("s", i))
    end
    out = String[]
    while length(q) > 3
        push!(out, popfirst!(q))
        length(q) % 1000 == 0 && GC.gc()
    end
    return length(out), out[1], out[end], q
end
println(strings_queue(20_000))

# pushfirst! builds a reversed vector; then popfirst! and pushfirst! mix.
function front(n)
    v = Float64[]
    for i in 1:n
        pushfirst!(v, i)
    end
    a = popfirst!(v); b = popfirst!(v)
    pushfirst!(v, 0.5)
    GC.gc()
    return length(v), v[1], v[2], v[end], a, b, issorted(v; rev=true)
end
println(front(50_000))

# Elements of 16 and 24 bytes, and of 1 byte (moved in place).
struct P3
    x::Int
    y::Float64
    z::Int
end
ps = [P3(i, i / 2, -i) for i in 1:10]
println(popfirst!(ps), " ", length(ps), " ", ps[1])
pushfirst!(ps, P3(0, 0.0, 0)); pushfirst!(ps, P3(-1, -0.5, 1))
println(ps[1:3])
cs = [(i, 2i) for i in 1:5]
println(popfirst!(cs), " ", pushfirst!(cs, (9, 9)))
bs = UInt8[1, 2, 3, 4]
println(popfirst!(bs), " ", pushfirst!(bs, 0x09), " ", deleteat!(bs, 1))

# deleteat! at 1, then growing at the end reuses the room in front.
v = collect(1:10)
for _ in 1:4
    deleteat!(v, 1)
end
append!(v, 11:20)
println(v, " ", length(v))
x = popfirst!(v)
println(x, " ", v[1:3], " ", first(v), " ", last(v))

# A Vector{Any} and an empty vector.
a = Any[1, "two", 3.0, :four]
println(popfirst!(a), " ", popfirst!(a), " ", a)
e = Int[]
try
    popfirst!(e)
catch err
    println(typeof(err), ": ", err.msg)
end
pushfirst!(e, 7)
println(e, " ", popfirst!(e), " ", e, " ", isempty(e))

# Shared data: the owner cannot be resized, a reshaped copy can.
w = collect(1:6)
popfirst!(w)
m = reshape(w, 5, 1)
println(m[:, 1])
try
    popfirst!(w)
catch err
    println(typeof(err), ": ", err.msg)
end
println(w)
try
    deleteat!(w, 1:2)
catch err
    println(typeof(err), ": ", err.msg)
end
println(w)

# A vector borrowing shared data gets its own copy and leaves the owner be.
o = collect(1:5)
r = vec(reshape(o, 5, 1))
println(popfirst!(r), " ", r, " ", o)
deleteat!(r, 1:2)
println(r, " ", o)
