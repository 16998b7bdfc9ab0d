# A macro that is not defined anywhere: UndefVarError for its name.
println("before")
@no_such_macro 1 2
