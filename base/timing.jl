# This file is a part of Kiln's Base library.
#
# timing.jl — what @time prints, and printing of modules.

# @time expr prints the elapsed time as Julia does ("  0.000123 seconds");
# Kiln does not count allocations, so no allocation summary follows.
function time_print(elapsedtime)
    Printf.format(stdout, Printf.Format("%10.6f seconds\n"), elapsedtime / 1e9)
    return nothing
end

print(io::IO, m::Module) = print(io, ccall(:kiln_module_name, String, (Any,), m))
show(io::IO, m::Module) = print(io, m)
