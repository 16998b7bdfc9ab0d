# Each compiled unit is an object file whose sections the JIT links into
# memory; they must share a few kernel mappings (llvmx/jitmem.cpp), since
# Linux allows a process 65,530 (vm.max_map_count) and a long-running
# program compiles tens of thousands of units. With one mapping per
# section, these 300 definitions and calls added about 1,800 mappings.
before = countlines("/proc/self/maps")
for i in 1:300
    @eval $(Symbol("f", i))(x) = x + $i
    @assert Base.invokelatest(getfield(Main, Symbol("f", i)), 1) == 1 + i
end
grown = countlines("/proc/self/maps") - before
println(grown < 100 ? "mappings bounded" : "mappings grew by $grown")
