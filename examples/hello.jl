println("Hello from Kiln!")
x = 0.1 + 0.2
println("0.1 + 0.2 = ", x)
println(typeof(x), " ", 2^10, " ", 7 ÷ 2, " ", sqrt(2.0))
