# `Main` names the main module inside any module (Julia's Core exports it).
module M
println(Main, " ", Main === parentmodule(M))
f() = Main.x
module Inner
g() = nameof(Main)
end
end
x = 5
println(M.f(), " ", M.Inner.g())
