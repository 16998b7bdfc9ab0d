# @goto/@label (Julia's symbolic labels): a jump out of nested loops, a
# backward jump (a loop), a label after dead code.
function find2(m)
    local r
    for i in 1:size(m, 1), j in 1:size(m, 2)
        if m[i, j] == 0
            r = (i, j)
            @goto found
        end
    end
    return nothing
    @label found
    return r
end
println(find2([1 2; 0 4]), " ", find2([1 2; 3 4]))
function count_to(n)
    i = 0
    s = 0
    @label again
    i += 1
    s += i
    i < n && @goto again
    s
end
println(count_to(10))
function skip(x)
    x > 0 || @goto neg
    return "pos"
    @label neg
    "nonpos"
end
println(skip(1), " ", skip(-1))
