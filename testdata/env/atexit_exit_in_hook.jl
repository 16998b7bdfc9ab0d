# A hook may call exit with another status (Julia's test/atexit.jl:
# `atexit(() -> exit(0)); exit(22)` exits with 0); later hooks still run.
atexit(() -> println("last hook"))
atexit(() -> exit(0))
atexit(code -> println("first hook ", code))
exit(22)
