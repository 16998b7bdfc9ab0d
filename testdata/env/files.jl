# Files and directories in a temporary directory (hermetic): Julia 1.10's
# base/file.jl (mkdir, mkpath, rm, cp, mv, touch, readdir, mktempdir with a
# do block), base/stat.jl (isfile, isdir, filesize) and base/iostream.jl
# (open with a mode string or keywords, as open_flags reads them).
mktempdir() do dir
    cd(dir) do
        println(realpath(pwd()) == realpath(dir))
        println(write("a.txt", "hello\nworld\n"))
        println(read("a.txt", String) == "hello\nworld\n", " ", readlines("a.txt"), " ", readlines("a.txt"; keep=true))
        println(read("a.txt") == codeunits("hello\nworld\n"), " ", typeof(read("a.txt")), " ", filesize("a.txt"), " ", stat("a.txt").size)
        println(readline("a.txt"), " ", collect(eachline("a.txt")))
        for l in eachline("a.txt"; keep=true)
            print("> ", l)
        end
        mkpath("x/y/z")
        mkdir("w")
        println(readdir(), " ", readdir("x"), " ", readdir("x"; join=true))
        println(isdir("x/y/z"), isfile("x/y/z"), isfile("a.txt"), isdir("a.txt"), ispath("nope"), islink("a.txt"))
        # every open mode
        open("b.txt", "w") do io
            println(isopen(io))
            print(io, "one\n")
        end
        open(io -> println(io, "two"), "b.txt", "a")
        println(read("b.txt", String))
        open("b.txt", "r+") do io
            println(readline(io))
        end
        io = open("b.txt", "w+")
        write(io, "three\n")
        flush(io)
        close(io)
        println(isopen(io), " ", read("b.txt", String))
        open("b.txt", "a+") do io
            write(io, "four\n")
        end
        println(readlines("b.txt"))
        open("c.txt"; write=true) do io
            write(io, "kw\n")
        end
        open("c.txt"; append=true) do io
            write(io, "more\n")
        end
        println(open(f -> read(f, String), "c.txt"; read=true))
        println(open(readlines, "c.txt"))
        # copy, move, touch, remove
        println(cp("a.txt", "x/a2.txt"), " ", mv("x/a2.txt", "w/a3.txt"), " ", touch("t.txt"))
        println(readdir("w"), " ", read("w/a3.txt", String) == read("a.txt", String), " ", filesize("t.txt"))
        cp("x", "xcopy")
        println(isdir("xcopy/y/z"))
        try
            cp("a.txt", "b.txt")
        catch e
            println(e)
        end
        cp("a.txt", "b.txt"; force=true)
        println(readline("b.txt"))
        # walkdir: (root, dirs, files), top-down by default
        for (root, dirs, files) in walkdir("xcopy")
            println(root, " ", dirs, " ", files)
        end
        println([r for (r, _, _) in walkdir("xcopy"; topdown=false)])
        st = stat("a.txt")
        println(isfile(st), " ", isdir(st), " ", st.size, " ", mtime("a.txt") == st.mtime > 0, " ", uperm("a.txt") & 0x4 != 0, " ", lstat("nope").size, " ", ispath(stat("nope")))
        rm("xcopy"; recursive=true)
        rm("t.txt")
        rm("nope.txt"; force=true)
        println(readdir())
        try
            rm("nope.txt")
        catch e
            println(e isa Base.IOError, " ", sprint(showerror, e))
        end
        try
            mkdir("w")
        catch e
            println(sprint(showerror, e))
        end
        try
            open("nope.txt")
        catch e
            println(sprint(showerror, e))
        end
        try
            readdir("nope")
        catch e
            println(sprint(showerror, e))
        end
        try
            rm("x")
        catch e
            println(sprint(showerror, e))
        end
        try
            open("a.txt", "rw")
        catch e
            println(e)
        end
    end
end
# mktemp: a path and an open stream; the do-block form removes the file
p = mktemp() do path, io
    println(io, "tmp")
    flush(io)
    println(read(path, String) == "tmp\n", " ", isfile(path))
    path
end
println(ispath(p))
d = mktempdir()
println(isdir(d), " ", startswith(basename(d), "jl_"), " ", dirname(d) == tempdir())
t = tempname()
println(ispath(t), " ", dirname(t) == tempdir())
rm(d)
println(isdir(d))
