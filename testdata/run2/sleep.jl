# sleep as Julia 1.10's base/asyncevent.jl: seconds as any Real, nothing
# returned, an ArgumentError for a negative or NaN time.
t0 = time_ns()
println(sleep(0.05))
sleep(1 // 50)
sleep(0)
println(time_ns() - t0 >= 70_000_000)
for bad in (-1, -0.5, NaN)
    try
        sleep(bad)
    catch e
        println(e)
    end
end
