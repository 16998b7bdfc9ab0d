# Command literals and running programs, as Julia 1.10's base/cmd.jl,
# shell.jl and process.jl (show of Cmd through print_shell_word, cmd_gen's
# splicing of interpolated collections, ProcessFailedException's showerror,
# Process's show through process_status).
c = `echo hello world`
println(c)
println(c.exec)
run(c)

# words, quotes and interpolation
x = "a b"
files = ["f1", "f2"]
c2 = `ls $x $files pre$(files)post '$x' "q$x" \$HOME`
println(c2)
println(c2.exec)
println(`echo 'a b' "c\$d" ''`.exec)
println(`$c again`, " ", `$(c) $(["a", "b"])x`)
println(``, " ", isempty(``.exec))
# the manual's "Running External Programs": products of interpolated vectors
println(`rm -rf $["foo","bar"].$["aux","log"]`, " ", `echo '$(2+2)' "$(2+2)"`)
println(`echo it\'s`, " ", `echo "say \"hi\""`)
n = 3
println(`seq $n $(n + 2)`.exec)
try
    `echo $nothing`
catch e
    println(e)
end

# running
println(repr(read(`echo hi`, String)))
println(readchomp(`printf "%s-%s" a b`))
println(success(`true`), " ", success(`false`))
try
    run(`false`)
catch e
    println(typeof(e))
    showerror(stdout, e)
end
p = run(`sh -c "exit 3"`; wait = false)
println(success(p), " ", p.exitcode, " ", repr(p))
run(ignorestatus(`false`))
println("after ignorestatus")
try
    run(`kiln_no_such_program_xyz`)
catch e
    println(typeof(e))
    showerror(stdout, e)
    println()
end

# output interleaves in order with Kiln's own
println("before child")
run(`echo child`)
println("after child")

# lines
for l in eachline(`printf "x\ny\n"`)
    println("line: ", l)
end
println(readlines(`printf "1\n2\n"`))
