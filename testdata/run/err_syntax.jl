# A syntax error: nothing runs, the location is reported.
y = )
println("not reached")
