# printstyled as scripts use it for banners and status lines: on a stream
# without `:color => true` (stdout redirected, as here) Julia prints the
# text plain (base/util.jl with_output_color); under an IOContext with
# color on, each line is wrapped in the ANSI codes of Julia's text_colors.
printstyled("Results\n"; color = :green, bold = true)
printstyled(stdout, "n = ", 3, "\n"; color = :blue)
printstyled("plain"; underline = true)
println()
buf = IOBuffer()
printstyled(IOContext(buf, :color => true), "warn\n"; color = :yellow)
printstyled(IOContext(buf, :color => true), "x"; color = 208)
println(repr(String(take!(buf))))
println(sprint(printstyled, "a", 1; context = stdout))
