# Constant fields of mutable structs (Julia 1.8): `const a::T` is set by
# the constructor and never again; setfield! on it is Julia's
# ErrorException (src/builtins.c: "setfield!: const field .a of type MC
# cannot be changed"), also when the field name is only known at run time.
mutable struct MC
    const a::Int
    b
end
m = MC(1, 2)
m.b = 3
println(m.a, " ", m.b)
try
    m.a = 5
catch e
    println(e)
end
setit(m, s) = setfield!(m, s, 7)
try
    setit(m, :a)
catch e
    showerror(stdout, e); println()
end
setit(m, :b)
println(m.b)
seta(m) = (m.a = 10)
try
    seta(m)
catch e
    showerror(stdout, e); println()
end
println(m.a)

mutable struct P{T}
    const x::T
    y::T
    const z
end
p = P(1.5, 2.5, "z")
p.y = 1.0
println(p)
try
    p.x = 0.0
catch e
    showerror(stdout, e); println()
end
try
    p.z = "w"
catch e
    showerror(stdout, e); println()
end
println(p.x, " ", p.z)
