# A stack overflow: the recursive frames are identical (same function,
# file and line) and print once with "(repeats N times)"
# (base/errorshow.jl process_backtrace). N is how many frames the
# backtrace holds: Kiln records 1024 return addresses, Julia up to its
# buffer's size (about 80000), so only the start of that line is
# checked; a trace cut short ends with the last frame recorded (no
# top-level frame).
grow(x) = grow(x + 1) + 1

println("before")
grow(1)
