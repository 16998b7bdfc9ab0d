a = [1, 2, 3]
b = [1 2 3]
c = [1 2; 3 4]
d = [a; b]
e = Float64[]
f = Int[1, 2]
g = Int[1 2; 3 4]
h = (1, 2)
i = (a=1, b=2)
j = (; a, b)
k = ()
l = Vector{Int}(undef, 3)
m = x::Int
n = ccall(:sin, Float64, (Float64,), 1.0)
o = 'c'
p = 0x1f
q = 1f0
