function a1(x, i)
    x[i] += 1
    x[end] = 2
    x[begin, end] *= 3
    x.f -= 1
    a, b = x, i
    a, b = b, a
    c, d... = x
    (; p, q) = x
    y::Int = 3.0
    y
end
top = 1
top += 2
const C = 3
s = "a$(top)b$C"
v = v"7.5.0"
