# Backtraces as values (Julia 1.10's base/error.jl, stacktraces.jl,
# errorshow.jl): catch_backtrace() in a catch block, stacktrace(bt) frames,
# showerror(io, e, bt) with its "Stacktrace:" section, and a logging
# macro's `exception = (e, bt)`. Only this file's frames are printed here
# (Base's own frames and their lines are Kiln's).
f(x) = x > 0 ? error("bad $x") : x
g(x) = f(x) + 1
function caught()
    try
        g(1)
    catch e
        return e, catch_backtrace()
    end
end
e, bt = caught()
println(!isempty(bt))  # (Julia: a Vector{Union{Ptr{Nothing}, Base.InterpreterIP}}; Kiln: Vector{Ptr{Cvoid}})
mine = filter(fr -> fr.file === Symbol("backtraces.jl"), stacktrace(bt))
for fr in mine
    println(fr.func, " ", fr.line, " ", fr)
end
println(typeof(mine[1]), " ", mine[1] == mine[1], " ", mine[1] == mine[2])
s = sprint(showerror, e, bt)
lines = split(s, '\n')
println(lines[1], " | ", lines[2])
println(any(l -> occursin("caught()", l), lines), " ", occursin("@ Main backtraces.jl:10", s))
println(sprint(io -> showerror(io, e, bt; backtrace=false)))
h() = stacktrace()
println(h()[1].func, " ", !isempty(backtrace()))
try
    sqrt(-4.0)
catch err
    io = IOBuffer()
    showerror(io, err, catch_backtrace())
    println(split(String(take!(io)), '\n')[1])
end
