# The logging macros print Julia's ConsoleLogger format on stderr: a
# one-line "[ Info: …" without keywords, a box with the keywords, the
# location line for warnings and errors; @debug is hidden by default.
# (stdlib/Logging/src/ConsoleLogger.jl: handle_message, default_metafmt)
x = 41
@info "plain message"
@info "with values" x y = x + 1
@warn "watch out"
@error "failed" code = 2
@debug "not shown"
f(n) = @info "computing" n
f(5)
@info "multi\nline"
@warn "vector" v = [1, 2]
println("stdout is separate")
