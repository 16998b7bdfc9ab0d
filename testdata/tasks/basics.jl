# Tasks on one thread, as Julia 1.10 runs them when started with one thread
# (its default): a task runs when the running task waits or yields, in the
# order tasks were scheduled (Julia's base/task.jl: schedule, yield, wait,
# fetch, istaskdone/istaskstarted/istaskfailed, task_local_storage).
order = String[]
t1 = @async (push!(order, "t1 start"); yield(); push!(order, "t1 end"))
t2 = @async (push!(order, "t2 start"); yield(); push!(order, "t2 end"))
push!(order, "main")
wait(t1); wait(t2)
println(join(order, ", "))

t = Task(() -> 6 * 7)
println(istaskstarted(t), " ", istaskdone(t), " ", t.state)
schedule(t)
println(fetch(t), " ", istaskstarted(t), " ", istaskdone(t), " ", t.state)

# a failing task: wait/fetch throw TaskFailedException wrapping it
bad = @async error("boom")
try
    wait(bad)
catch e
    println(typeof(e), " ", istaskfailed(bad), " ", bad.state, " ", e.task === bad)
    println(sprint(showerror, bad.exception))
end
try
    fetch(@async sqrt(-1.0))
catch e
    println(typeof(e.task.exception))
end

# schedule(t, val) delivers val to the wait() that t is suspended in
waiter = @async wait()
yield()
schedule(waiter, "woken")
println(fetch(waiter))
w2 = @async wait()
yield()
schedule(w2, ArgumentError("stop"); error=true)
try
    wait(w2)
catch e
    println(e.task.exception)
end

# @task creates without running; yield(t) switches to it at once
lazy = @task (println("lazy runs"); :done)
println(istaskstarted(lazy))
yield(lazy)
println(fetch(lazy))

# errors of the scheduler
try
    schedule(t)
catch e
    println(e)
end
try
    wait(current_task())
catch e
    println(e.msg)
end

# exceptions caught inside the task, try/finally across a switch
t = @async try
    error("inner")
catch e
    "caught " * e.msg
end
println(fetch(t))
c = Channel{Int}(1)
t = @async try
    take!(c)
finally
    println("finally in task")
end
yield()
put!(c, 5)
println(fetch(t))

# nested tasks, task-local storage, values interpolated when the task is made
println(fetch(@async fetch(@async fetch(@async 7))))
task_local_storage(:x, 1)
println(fetch(@async haskey(task_local_storage(), :x)), " ", task_local_storage(:x))
println(task_local_storage(() -> task_local_storage(:x), :x, 2), " ", task_local_storage(:x))
x = 1
t = @async $x + 1
x = 10
println(fetch(t))
println(current_task() === current_task(), " ", istaskstarted(current_task()), " ", fetch(3))

# deep recursion in a task overflows that task's stack only
function deep(n, acc)
    n == 0 && return 0
    r = deep(n - 1, acc)
    push!(acc, r)
    return r + 1
end
t = @async deep(10^7, Int[])
try
    wait(t)
catch e
    println(typeof(e.task.exception))
end
println(fetch(@async deep(1000, Int[])))
