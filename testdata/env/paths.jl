# Path functions as Julia 1.10's base/path.jl (Unix): splitdir/splitext use
# path_dir_splitter and path_ext_splitter, joinpath drops what comes before
# an absolute part, normpath removes "." and "x/.." and keeps a trailing "/".
println(joinpath("a", "b", "c.txt"))
println(joinpath("a/", "b"), " ", joinpath("a", "/b"), " ", repr(joinpath("a", "")))
println(joinpath(["x", "y"]))
println(splitdir("/a/b/c"), " ", splitdir("a"), " ", splitdir("/a"), " ", splitdir("a//b"), " ", splitdir("/"), " ", splitdir("a/"))
println(dirname("/a/b/c.jl"), " ", basename("/a/b/c.jl"), " ", repr(basename("/a/b/")), " ", repr(dirname("c.jl")))
println(splitext("x/y.tar.gz"), " ", splitext(".bashrc"), " ", splitext("a.b/c"), " ", splitext(".a.b"), " ", splitext("foo."))
println(normpath("a/./b/../c"), " ", normpath("/../a"), " ", normpath("a/../.."), " ", normpath("./"), " ", normpath("a/b/"), " ", normpath("a//b"))
println(isabspath("/x"), " ", isabspath("x/y"), " ", isdirpath("a/"), " ", isdirpath("a"), " ", isdirpath(".."))
println(splitpath("/a/b/c"), " ", splitpath("a/b"))
println(relpath("/a/b/c", "/a/d"), " ", relpath("/a/b", "/a/b"))
println(abspath("/x/y/../z"), " ", abspath("p") == joinpath(pwd(), "p"))
println(expanduser("~/f") == joinpath(homedir(), "f"), " ", expanduser("/abs"))
