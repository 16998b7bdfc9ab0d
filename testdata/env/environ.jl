# ENV, withenv, Sys, GC, getpid as Julia 1.10's base/env.jl and sysinfo.jl;
# values that differ between machines are printed as derived booleans.
println(basename(PROGRAM_FILE), " ", PROGRAM_FILE isa String)
println(get(ENV, "KILN_TEST_UNSET_VARIABLE", "default"), " ", haskey(ENV, "KILN_TEST_UNSET_VARIABLE"))
ENV["KILN_TEST_A"] = "1"
ENV["KILN_TEST_B"] = 2            # any value is stored as its string
println(ENV["KILN_TEST_A"], " ", ENV["KILN_TEST_B"], " ", haskey(ENV, "KILN_TEST_A"), " ", "KILN_TEST_A" in keys(ENV))
println(count(p -> startswith(p.first, "KILN_TEST_"), ENV), " ", any(p -> p == ("KILN_TEST_A" => "1"), collect(ENV)))
println(length(ENV) == length(collect(ENV)), " ", eltype(ENV))
delete!(ENV, "KILN_TEST_A")
println(haskey(ENV, "KILN_TEST_A"), " ", pop!(ENV, "KILN_TEST_B"), " ", pop!(ENV, "KILN_TEST_B", "gone"))
try
    ENV["KILN_TEST_A"]
catch e
    println(e)
end
r = withenv("KILN_TEST_W" => "inside", "HOME" => nothing) do
    println(ENV["KILN_TEST_W"], " ", haskey(ENV, "HOME"))
    42
end
println(r, " ", haskey(ENV, "KILN_TEST_W"), " ", haskey(ENV, "HOME") == (homedir() != "/"))
println(Sys.KERNEL, " ", Sys.ARCH, " ", Sys.WORD_SIZE, " ", Sys.MACHINE)
println(Sys.isunix(), " ", Sys.islinux(), " ", Sys.iswindows(), " ", Sys.isapple(), " ", Sys.isbsd(), " ", Sys.islinux(:Linux), " ", Sys.iswindows(:NT))
println(Sys.CPU_THREADS isa Int, " ", Sys.CPU_THREADS >= 1, " ", Sys.total_memory() > Sys.free_memory() > 0, " ", isdir(Sys.BINDIR))
println(getpid() isa Int32, " ", getpid() > 0, " ", gethostname() isa String, " ", !isempty(gethostname()))
println(GC.gc(), " ", GC.gc(false), " ", GC.enable(false), " ", GC.enable(true))
println(isabspath(pwd()), " ", isdir(homedir()) || homedir() == "/", " ", isdir(tempdir()))
println(Sys.which("sh") === nothing || isfile(Sys.which("sh")))
