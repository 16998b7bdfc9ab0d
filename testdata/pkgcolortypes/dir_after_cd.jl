# @__DIR__, @__FILE__ and include of a relative path name the script's own
# directory even after a cd: Julia makes a file's path absolute when it
# includes it, not when a macro in it expands.
dir = @__DIR__
file = @__FILE__
cd(tempdir())
println((@__DIR__) == dir)
println((@__FILE__) == file)
println(basename(@__DIR__))
println(basename(@__FILE__))
include("inc/dir_helper.jl")
println(helper_dir() == joinpath(dir, "inc"))
println(pwd() == realpath(tempdir()) || pwd() == tempdir())
