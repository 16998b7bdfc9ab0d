# atexit hooks run when the program ends normally (status 0) and after an
# uncaught error (status 1, after the error report), as Julia 1.10's.
atexit(() -> println("cleanup"))
println("working")
error("failed")
