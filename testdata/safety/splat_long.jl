# Splatting a long tuple through a dynamic call: the runtime boxes every
# element in Go (driver/resolve.go expandSplat) before it calls; a
# collection started by one of those allocations freed the boxes made
# before it (Go's stack is not scanned), and the call failed with
# "internal error: unknown type descriptor in dynamic call" (found by the
# hand sweep with (x..., "a") for a 390-element x). Go callbacks now run
# with collections deferred. Julia 1.10 prints what follows.
x = (collect(1:400)...,)
y = (x..., "a")
println(length(y))
