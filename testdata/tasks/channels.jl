# Channels as Julia 1.10's base/channels.jl: buffered and unbuffered
# put!/take!, close, iteration, Channel(f) with bind, fetch, isready, show.
c = Channel{Int}(0)
p = @async for i in 1:3
    put!(c, i)
    println("put ", i)
end
for i in 1:3
    println("took ", take!(c))
end
wait(p)

c2 = Channel{String}(10)
put!(c2, "x"); put!(c2, "y")
println(isready(c2), " ", fetch(c2), " ", length(c2.data))
close(c2)
println(collect(c2), " ", isopen(c2), " ", isready(c2))
try
    put!(c2, "z")
catch e
    println(e)
end
try
    take!(c2)
catch e
    println(e)
end

# a producer task bound to its channel: the channel closes when it ends
r = Ref{Task}()
ch = Channel{Int}(4; taskref=r) do ch
    for i in 1:5
        put!(ch, i^2)
    end
end
println(sum(ch), " ", istaskdone(r[]), " ", isopen(ch))
println(collect(Channel(ch -> foreach(i -> put!(ch, i), 1:3))))
println(eltype(Channel{Float64}(1)), " ", eltype(Channel(1)))

# a failing producer: the consumer sees a TaskFailedException
ch = Channel() do ch
    put!(ch, 1)
    error("producer failed")
end
println(take!(ch))
try
    take!(ch)
catch e
    println(typeof(e), ": ", e.task.exception.msg)
end

# put! converts to the element type
cf = Channel{Float64}(2)
put!(cf, 1)
println(take!(cf))
try
    put!(cf, "no")
catch e
    println(typeof(e))
end

try
    fetch(Channel(0))
catch e
    println(e.msg)
end
try
    Channel(-1)
catch e
    println(e)
end

show(stdout, MIME("text/plain"), Channel{Int}(3)); println()
cc = Channel{Symbol}(2); put!(cc, :a)
show(stdout, MIME("text/plain"), cc); println()
put!(cc, :b)
show(stdout, MIME("text/plain"), cc); println()
close(cc)
show(stdout, MIME("text/plain"), cc); println()
println(Channel(Inf), " ", Channel{Int}(5))

# producer/consumer pipeline
function stage(f, input)
    Channel{Int}(2) do out
        for x in input
            put!(out, f(x))
        end
    end
end
src = Channel{Int}(2) do out
    foreach(i -> put!(out, i), 1:10)
end
println(sum(stage(x -> 2x, stage(x -> x + 1, src))))
