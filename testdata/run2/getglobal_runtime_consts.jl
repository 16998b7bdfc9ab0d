# getfield/getproperty of a module known only at run time reads constants
# of every kind, as Julia's getglobal: a function bound under another name
# (`const ≡ = ===` in Base), a tuple holding strings, Core's builtins.
# (Found by Test.detect_ambiguities walking the names of Base.)
f(m, s) = getfield(m, s)
g(m, s) = getproperty(m, s)
mods = Any[Base, Core, Core, Base, Base]
syms = [:≡, :tuple, :getfield, :sin, :pi]
for (m, s) in zip(mods, syms)
    v = f(m, s)
    println(s, " ", typeof(v), " ", v === g(m, s))
end
println(f(Base, :≡)(1, 1), " ", f(Core, :tuple)(1, 2))
const WORDS = ("alpha", 2, ("beta", :gamma))
println(f(Main, :WORDS), " ", typeof(g(Main, :WORDS)))
println(f(Main, :WORDS) === WORDS)
try
    f(Base, :no_such_name_here)
catch e
    println(typeof(e))
end
