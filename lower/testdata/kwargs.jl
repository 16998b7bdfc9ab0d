k1(x; a=1, b::Int=a+1) = x + a + b
k2(; cap) = cap
k3(x, y=2; kws...) = kws
call1() = k1(1; a=2, b=3)
call2(t) = k1(1, a=2; t...)
call3(a) = k2(; a)
