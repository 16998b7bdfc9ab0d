# Base.source_path(default=""): the absolute path of the file being run or
# included (Julia 1.10 base/loading.jl keeps it in the task's SOURCE_PATH;
# include sets it for the included file and restores it after).
p = Base.source_path()
println(isabspath(p), " ", basename(p), " ", p == @__FILE__)
include("inc/where_am_i.jl")
println(basename(inner_path), " ", inner_path == inner_file, " ", basename(dirname(inner_path)))
println(Base.source_path() == p)
# Perfutil-style use: the directory the benchmark file lives in.
println(basename(dirname(Base.source_path())) == basename(@__DIR__))
# include_string does not change it (Julia's _include sets it; include_string does not).
println(include_string(Main, "Base.source_path(nothing)") == p)
