# && and || evaluate their right operand only when needed; ternaries.
function t(msg)
    println("t: ", msg)
    return true
end
function f(msg)
    println("f: ", msg)
    return false
end
println(t("a") && t("b"))
println(f("c") && t("d"))
println(t("e") || t("f"))
println(f("g") || t("h"))
println(f("i") || f("j"))
x = 5
x > 3 && println("x > 3")
x > 10 && println("never")
x > 10 || println("x <= 10")
println(true && 7)
println(false || "fallback")
function check(n)
    n < 0 && return "neg"
    n == 0 && return "zero"
    return "pos"
end
println(check(-3), check(0), check(9))
println(x > 3 ? "big" : "small")
println(x > 3 ? x < 10 ? "medium" : "huge" : "small")
sign_str(n) = n > 0 ? "+" : n < 0 ? "-" : "0"
println(sign_str(4), sign_str(-4), sign_str(0))
println(!true, " ", !false, " ", !(1 > 2))
println(t("k") && (f("l") || t("m")))
