x = big(10)^30
println(x ÷ 3)
println(div(x, big(0)))
