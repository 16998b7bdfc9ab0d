# rethrow() with no exception being handled is Julia's ErrorException
# ("rethrow() not allowed outside a catch block"), not a crash (found by
# kiln-mutate: a top-level rethrow() in place of a println() segfaulted).
# (Kiln keeps the last caught exception after its catch block ends, where
# Julia's exception stack drops it: a rethrow() after a try/catch rethrows it.)
println("before")
rethrow()
