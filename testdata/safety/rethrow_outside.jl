# rethrow() with no exception being handled is Julia's ErrorException
# ("rethrow() not allowed outside a catch block"), not a crash (found by
# kiln-mutate: a top-level rethrow() in place of a println() segfaulted).
# (After a catch block has ended its exception is no longer being handled
# either: exception_stack.jl.)
println("before")
rethrow()
