# An uncaught file-system error is Julia's IOError with libuv's message.
cd(mktempdir())
println("removing")
rm("nope.txt")
