# A variable assigned inside try and read after it (it lives in a stack
# slot across the handler): declared without a value, with values of
# different types, and a `local` of a top-level block (what macros such as
# @testset expand to), which the block's statements share, as in Julia.
function declared()
    local r
    try
        r = 1
    catch e
        r = 2
    end
    r
end
function mixed(fail)
    local r
    try
        r = 1
        fail && error("x")
    catch e
        r = nothing
    end
    r
end
function counted(n)
    k = 0
    try
        for i in 1:n
            k += i
        end
        n > 3 && error("too many")
    catch
        k = -k
    end
    k
end
println(declared(), " ", mixed(false), " ", mixed(true), " ", counted(3), " ", counted(4))
begin
    local t
    try
        t = 10
    catch
        t = 0
    end
    println(t)
end
begin
    local s = 0
    for i in 1:3
        s += i
    end
    println(s)
end
println(isdefined(Main, :s), " ", isdefined(Main, :t))
