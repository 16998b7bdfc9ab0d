# include_string and evalfile, as Julia 1.10's base/loading.jl: the
# statements of the code are evaluated one after another at the top level
# of the module (a macro defined by one is usable by the next), the value
# of the last is returned, and an error is raised as a LoadError at the
# file name ("string" by default) and the statement's line. evalfile runs
# a file in a module of its own, with ARGS its second argument.
println(include_string(Main, "x = 1\ny = x + 41\n"))
println(x, " ", y)
println(include_string(Main, ""))
println(include_string(Main, "# only a comment\n"))
include_string(Main, """
macro twice(e)
    :(2 * \$(esc(e)))
end
println(@twice 21)
""")
module M
end
include_string(M, "f() = 7")
println(M.f(), " ", isdefined(Main, :f))
try
    include_string(Main, "a = 1\n\nerror(\"boom\")", "myfile.jl")
catch e
    println(typeof(e), " ", e.file, " ", e.line, " ", e.error)
end
println(a)
try
    include_string(Main, "undefined_thing + 1")
catch e
    println(typeof(e), " ", e.file, " ", e.line, " ", typeof(e.error))
end
# mapexpr rewrites each statement before it is evaluated
negate(ex) = ex isa Expr && ex.head == :call && ex.args[1] == :+ ? Expr(:call, :-, ex.args[2:end]...) : ex
println(include_string(negate, Main, "10 + 3"))
println(include_string(Main, "1; 2; 3"))

p = tempname() * ".jl"
write(p, "z = 2\nz * 21\n")
println(evalfile(p))
println(isdefined(Main, :z))
write(p, "join(ARGS, \"+\")\n")
println(evalfile(p, ["a", "b"]))
println(repr(evalfile(p)))
rm(p)
