# Conditions, events, semaphores and locks between tasks (Julia 1.10's
# base/condition.jl, lock.jl and Threads.Condition/Event).
cond = Condition()
ws = [@async (v = wait(cond); "w$i got $v") for i in 1:3]
yield()
println(notify(cond, :first; all=false))
println(notify(cond, :rest))
println(fetch.(ws))
println(notify(cond))

ev = Base.Event()
w = @async (wait(ev); "released")
yield()
println(istaskdone(w))
notify(ev)
println(fetch(w))
wait(ev)   # stays set
println("set event passes")

l = ReentrantLock()
seq = Int[]
lock(l)
lock(l)          # reentrant
w = @async lock(l) do
    push!(seq, 2)
end
yield()
push!(seq, 1)
unlock(l)
println(islocked(l), " ", istaskdone(w))
unlock(l)
wait(w)
println(seq, " ", islocked(l))
try
    unlock(l)
catch e
    println(e.msg)
end
println(trylock(l), " ", trylock(l))
w = @async trylock(l)
println(fetch(w))
unlock(l); unlock(l)
r = @lock l begin
    islocked(l)
end
println(r, " ", islocked(l))

sem = Base.Semaphore(2)
active = Ref(0)
maxactive = Ref(0)
@sync for i in 1:6
    @async Base.acquire(sem) do
        active[] += 1
        maxactive[] = max(maxactive[], active[])
        yield()
        active[] -= 1
    end
end
println(maxactive[], " ", active[])

tc = Threads.Condition()
got = Ref(0)
w = @async begin
    lock(tc)
    try
        got[] = wait(tc)
    finally
        unlock(tc)
    end
end
yield()
lock(tc)
notify(tc, 7)
unlock(tc)
wait(w)
println(got[])
try
    notify(tc)
catch e
    println(e isa Base.ConcurrencyViolationError, ": ", e.msg)
end
