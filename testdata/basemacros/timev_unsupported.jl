# @timev (Julia's verbose @time, with the GC and allocation counters Kiln
# does not keep) is not provided: a clear error at the macro call, after
# the output before it.
println("before")
@timev sum(1:10)
println("not reached")
