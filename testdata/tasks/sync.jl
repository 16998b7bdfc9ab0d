# @sync waits for the tasks @async and Threads.@spawn create inside it
# (lexically), and throws a CompositeException of TaskFailedExceptions
# when some fail (Julia 1.10's base/task.jl: sync_end). Sleeping tasks let
# the others run (base/asyncevent.jl: sleep on a Timer).
results = Int[]
@sync begin
    for i in 1:3
        @async push!(results, i)
    end
    Threads.@spawn push!(results, 10)
end
println(results)

try
    @sync begin
        @async error("a")
        @async 1
        @async throw(ArgumentError("b"))
    end
catch e
    println(typeof(e), " ", length(e.exceptions), " ", [x.task.exception for x in e.exceptions])
end

function sleeper(out, d, v)
    sleep(d)
    push!(out, v)
end
out = Int[]
sleeper(out, 0.0, 0)   # compiled before the timed runs
empty!(out)
@sync begin
    @async sleeper(out, 0.9, 3)
    @async sleeper(out, 0.3, 1)
    @async sleeper(out, 0.6, 2)
    @async push!(out, 0)
end
println(out)

# many tasks, with allocation and a collection while they are suspended
ts = [Threads.@spawn sum(collect(1:i)) for i in 1:2000]
GC.gc()
println(sum(fetch.(ts)), " ", all(istaskdone, ts))
chans = [Channel{Vector{Int}}(1) for _ in 1:50]
workers = [@async (v = take!(chans[i]); GC.gc(); sum(v)) for i in 1:50]
for i in 1:50
    put!(chans[i], collect(1:i))
end
println(sum(fetch.(workers)))

println(timedwait(() -> true, 1.0), " ", timedwait(() -> false, 0.05; pollint=0.01))
t = Timer(0.05)
wait(t)
println(isopen(t))
t2 = Timer(100)
@async (sleep(0.01); close(t2))
try
    wait(t2)
catch e
    println(typeof(e))
end
n = Ref(0)
tm = Timer(0.0; interval=0.01) do t
    n[] += 1
end
wait(@async while n[] < 3; sleep(0.005); end)
close(tm)
println(n[] >= 3, " ", isopen(tm))

# waiting for a task nobody will ever finish: Julia waits forever; Kiln
# reports the deadlock
try
    take!(Channel(1))
catch e
    println(e isa Base.ConcurrencyViolationError, ": ", e.msg)
end

# asyncmap: map with each call in a task (at most ntasks at once)
println(asyncmap(x -> (sleep(0.01); x^2), 1:5))
println(asyncmap(+, [1, 2], [10, 20]; ntasks=1))
println(asyncmap(x -> 2x, [1 2; 3 4]))
