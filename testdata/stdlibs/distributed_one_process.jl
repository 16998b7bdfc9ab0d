# Distributed with the one process Kiln runs, as a Julia session without
# added workers behaves (Julia 1.10's stdlib/Distributed: nprocs() == 1,
# workers() == [1]; pmap, @distributed with and without a reducer,
# @everywhere, @spawnat, remotecall*, RemoteChannel, errors wrapped in
# RemoteException, pmap's on_error); addprocs is an ArgumentError.
using Distributed
println(nprocs(), " ", nworkers(), " ", workers(), " ", myid(), " ", procs())
println(pmap(x -> x^2, 1:5))
println(pmap((x, y) -> x + y, 1:3, 10:12))
s = @distributed (+) for i in 1:100
    i
end
println(s)
println(@distributed(vcat, for i in 1:3; [i, -i]; end))
@everywhere f(x) = 2x
println(f(21))
fut = @spawnat :any f(5)
println(fetch(fut), " ", isready(fut))
println(fetch(@spawnat 1 f(6)), " ", @fetchfrom 1 f(7))
println(remotecall_fetch(+, 1, 2, 3), " ", fetch(remotecall(*, 1, 4, 5)), " ", remotecall_wait(sum, 1, [1, 2]) isa Future)
rc = RemoteChannel(() -> Channel{Int}(3))
put!(rc, 7); put!(rc, 8)
println(take!(rc), " ", take!(rc), " ", isready(rc))
wp = WorkerPool(workers())
println(length(wp), " ", remotecall_fetch(x -> x + 1, wp, 1), " ", remote(uppercase)("abc"))
try
    addprocs(2)
catch e
    println(e)
end
try
    remotecall_fetch(x -> error("boom $x"), 1, 3)
catch e
    println(typeof(e), " ", e.captured.ex)
end
try
    pmap(x -> x > 2 ? error("no") : x, 1:4)
catch e
    println(typeof(e))
end
println(pmap(x -> x > 2 ? error("no") : x, 1:4; on_error = e -> -1))
a = zeros(Int, 3)
@sync @distributed for i in 1:3
    a[i] = i * 10
end
println(a)
