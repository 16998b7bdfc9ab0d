# display → show(stdout, MIME"text/plain"(), x) in a script: Julia's
# TextDisplay on stdout has no :limit, so nothing is cut and dictionary
# keys are not padded (base/show.jl, show(io, ::MIME"text/plain",
# ::AbstractDict) and show(io, ::MIME"text/plain", f::Function);
# base/range.jl: ranges always show in their compact form).
f(x) = x + 1
f(x, y) = x + y
function nomethods end
display(f)
display(nomethods)
display(1:3)
display(0.0:0.5:1.0)
display(Dict("a" => 1, "bcd" => 2))
display(Dict(:k => 1.5))
display(Dict{Int,String}())
d = Dict("x" => [1, 2])
display(d)
show(stdout, MIME"text/plain"(), Dict(1 => 'c'))
println()
summary(stdout, Dict(1 => 2, 3 => 4))
println()
