# Base.julia_cmd() starts the running Kiln, which accepts the julia options
# test suites pass to it (--startup-file=no, --color=no, -t 1), as
# `$(Base.julia_cmd()) --startup-file=no -e code` runs under Julia.
jl = Base.julia_cmd()
println(jl isa Cmd, " ", jl.exec[1] == joinpath(Sys.BINDIR, Base.julia_exename()), " ", isfile(jl.exec[1]))
run(`$jl --startup-file=no --color=no -e 'println(1 + 1, " ", ARGS)' a b`)
println(read(`$jl -t 1 --depwarn=no -e 'print(sum(1:10))'`, String))
println(success(`$jl -e 'exit(3)'`))
p = run(ignorestatus(`$jl -e 'exit(3)'`))
println(p.exitcode)
println(readchomp(pipeline(`$jl -e 'println(uppercase(readline()))'`, stdin = IOBuffer("from parent\n"))))
