# Code a macro from another file expands to is in the frame of its caller
# at the line of the macro call: Julia 1.10 shows it as "macro expansion"
# frames (inlined at the call) followed by the caller's frame at the call's
# line; Kiln has no macro-expansion frames and shows the caller's frame,
# at the call's line (not at a line of the macro's file), as a failing
# @test does in its report.
include("inc/checkmacro.jl")
function usemacro(a)
    y = @check_positive a
    return y + 1
end
println(usemacro(2))
frames = try
    usemacro(-1)
catch
    stacktrace(catch_backtrace())
end
user = [(sf.func, basename(string(sf.file)), sf.line) for sf in frames if sf.func in (:usemacro, Symbol("top-level scope"))]
println(user)
