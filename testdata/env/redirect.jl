# redirect_stdout / redirect_stderr / redirect_stdio (Julia 1.10's
# base/stream.jl): the do-block forms restore the stream afterwards, also
# when the block throws; the logging macros print to the redirected stderr.
redirect_stdout(devnull) do
    println("hidden")
end
println("shown")

buf = IOBuffer()
x = redirect_stderr(buf) do
    println(stderr, "to buffer")
    @warn "warned"
    42
end
println(x, " ", repr(String(take!(buf))))

path, io = mktemp()
redirect_stdout(io) do
    println("in file")
    print(1.5, ' ', [1, 2])
    show(stdout, MIME"text/plain"(), [1 2; 3 4])
end
close(io)
println(repr(read(path, String)))
rm(path)

try
    redirect_stdout(devnull) do
        error("inside")
    end
catch e
    println("caught ", e)
end

redirect_stdio(stdout=devnull, stderr=devnull) do
    println("x")
    println(stderr, "y")
end

# The non-do form returns the stream; redirecting back to the saved stdout
# ends it.
orig = stdout
out = IOBuffer()
r = redirect_stdout(out)
println("captured")
redirect_stdout(orig)
println(r === out, " ", repr(String(take!(out))))

using Test
@testset "warn" begin
    @test_warn "hey" println(stderr, "hey there")
    @test_warn r"care" @warn "careful"
    @test_nowarn print(stdout, "")
end
