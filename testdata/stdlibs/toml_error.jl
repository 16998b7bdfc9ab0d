# An uncaught TOML.ParserError: Julia 1.10 prints it with showerror
# (base/toml_parser.jl): the header line, FILE:LINE:COLUMN (none for a
# string) and the message, the line of input and a caret under the column.
using TOML
println(TOML.parse("a = 1"))
TOML.parse("x = [1, 2]\ny = 1 2 3\n")
println("not reached")
