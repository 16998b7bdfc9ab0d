# Indexing a tuple by a run-time index: a tuple of 16 or more elements of one
# type is indexed through a stack copy (codegen uniformTupleIndex), others
# by a switch; both check bounds (BoundsError with the index).
t = ntuple(i -> Float64(i), 20)
function s(t, n)
    acc = 0.0
    for i in 1:n
        acc += t[i]
    end
    acc
end
println(s(t, 20))
try
    s(t, 21)
catch e
    println(typeof(e), " ", e.i)
end
b = ntuple(i -> isodd(i), 17)
cnt(b) = (c = 0; for i in 1:length(b); b[i] && (c += 1); end; c)
println(cnt(b))
struct P; x::Int; y::Float64; end
ps = ntuple(i -> P(i, i / 2), 18)
g(ps, i) = ps[i]
println(g(ps, 18), " ", g(ps, 3).y)
strs = ntuple(i -> string(i), 16)
h(ts, i) = ts[i]
println(h(strs, 16), h(strs, 1))
u = ntuple(i -> UInt8(i), 32)
println(sum(u[i] for i in 1:32), " ", h(u, 32))
try
    h(u, 0)
catch e
    println(e)
end
