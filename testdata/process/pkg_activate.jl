# Pkg as scripts and CI commands use it (Julia 1.10's Pkg API):
# activate a project for the `using` statements after it, instantiate,
# Base.active_project, Pkg.test running test/runtests.jl in a fresh
# process (its output captured here through redirect_stdout, since its
# summary shows a time) and failing with "Package X errored during
# testing"; commands that install packages say Kiln does not.
using Pkg
println(Base.active_project() === nothing)
Pkg.activate(joinpath(@__DIR__, "..", "pkgs", "Memo"); io = devnull)
println(basename(dirname(Base.active_project())))
using Memo
println(fib(20))
Pkg.instantiate()
buf = IOBuffer()
redirect_stdout(buf) do
    Pkg.test(io = devnull)
end
out = String(take!(buf))
println(occursin("Test Summary:", out), " ", occursin(r"Memo\s+\|\s+6\s+6", out))

# a package whose tests fail
dir = mktempdir()
mkpath(joinpath(dir, "src")); mkpath(joinpath(dir, "test"))
write(joinpath(dir, "Project.toml"), "name = \"Failing\"\nuuid = \"0b6e1d52-8c0e-4b7a-9f21-3e5d7c9a1b05\"\n")
write(joinpath(dir, "src", "Failing.jl"), "module Failing\nanswer() = 41\nend\n")
write(joinpath(dir, "test", "runtests.jl"), "using Failing, Test\n@testset \"F\" begin\n    @test Failing.answer() == 42\nend\n")
Pkg.activate(dir; io = devnull)
try
    redirect_stdout(devnull) do
        redirect_stderr(devnull) do
            Pkg.test(io = devnull)
        end
    end
catch e
    println(typeof(e), ": ", sprint(showerror, e))
end
for f in (() -> Pkg.add("Example"), () -> Pkg.update(), () -> Pkg.status())
    try
        f()
    catch e
        println(typeof(e))
    end
end
Pkg.activate(joinpath(dir, "no_project_here"); io = devnull)
println(Base.active_project() === nothing)
