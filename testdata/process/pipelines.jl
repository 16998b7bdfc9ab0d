# pipeline, redirections and a process used as a stream, as Julia 1.10's
# base/process.jl and cmd.jl (shows of OrCmds, AndCmds, CmdRedirect).
println(read(pipeline(`printf "b\na\nc\n"`, `sort`), String))
println(strip(read(pipeline(`echo a b c`, `tr ' ' '\n'`, `wc -l`), String)))
println(pipeline(`a`, `b`), " ", `a` & `b`, " ", pipeline(`a`, stderr = `b`))
println(pipeline(`cmd`, stdout = "out.txt"))
println(pipeline("in.txt", `cmd`))

buf = IOBuffer()
run(pipeline(`echo into buffer`, stdout = buf))
println(repr(String(take!(buf))))
println(read(pipeline(`cat`, stdin = IOBuffer("fed in")), String))

# stdout redirected into a buffer takes the child's output too
buf = IOBuffer()
redirect_stdout(buf) do
    println("before")
    run(`echo from child`)
    println("after")
end
print(String(take!(buf)))

# files
f = tempname()
run(pipeline(`echo line1`, stdout = f))
run(pipeline(`echo line2`, stdout = f, append = true))
print(read(f, String))
run(pipeline(`sh -c "echo err >&2"`, stderr = f))
print(read(f, String))
println(read(pipeline(f, `tr a-z A-Z`), String))
rm(f)

# environment and directory
println(readchomp(setenv(`sh -c 'echo $FOO'`, "FOO" => "bar")))
println(readchomp(addenv(`sh -c 'echo $FOO'`, "FOO" => "baz")))
println(readchomp(Cmd(`pwd`, dir = "/")))
println(Cmd(`pwd`, dir = "/"), " ", setenv(`env`, ["A=1"]))
withenv("KILN_T" => "yes") do
    println(readchomp(`sh -c 'echo $KILN_T'`))
end

# open: a process as a stream
p = open(`sh -c 'read x; echo got $x'`, "r+")
println(p.in, "ping")
close(p.in)
println(readline(p))
wait(p)
println(p.exitcode, " ", process_exited(p))
open(`cat`, "w", stdout) do io
    println(io, "written to cat")
end
println(open(io -> read(io, String), `echo opened`))

# failures in a pipeline
try
    run(pipeline(`false`, `true`))
catch e
    showerror(stdout, e)
end
try
    run(`false` & `sh -c "exit 4"`)
catch e
    showerror(stdout, e)
end

# a process still running, then signalled
p = run(`sleep 5`; wait = false)
println(process_running(p))
kill(p)
wait(p)
println(process_exited(p), " ", p.termsignal, " ", repr(p), " ", success(p))
