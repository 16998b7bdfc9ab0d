# unsafe_wrap over elements that are references (not isbits): Kiln's
# collector does not scan foreign memory, so this is "not supported".
p = Ptr{Any}(Libc.malloc(16))
unsafe_wrap(Array, p, 2)
