# Tasks that wait inside eval/include_string (Go callbacks in Kiln: a task
# suspended inside one resumes once the callbacks other tasks entered after
# it have returned; runtime/task.c). Julia runs all of these to the end.
c = Channel{Int}(0)
t1 = @async eval(:(println("t1 got ", take!(c))))
t2 = @async begin
    eval(:(yield()))
    put!(c, 5)
    "t2 done"
end
println(fetch(t2))
wait(t1)
# main waits inside an eval while a task runs
r = eval(:(fetch(@async 40 + 2)))
println(r)
# include_string of code that uses tasks
include_string(Main, "x = fetch(@async 7); println(\"included \", x)")
# a task suspended inside eval, resumed after main's own eval returns
c2 = Channel{Int}(1)
t3 = @async eval(:(take!(c2) * 2))
yield()
eval(:(put!(c2, 21)))
println(fetch(t3))
