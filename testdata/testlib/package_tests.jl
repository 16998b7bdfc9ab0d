# A package's test/runtests.jl that includes its test files from inside
# test sets (include from running code evaluates the file at the top level
# of Main, relative to the including file, as Julia's include does).
include("MiniPkg/src/MiniPkg.jl")
include("MiniPkg/test/runtests.jl")
