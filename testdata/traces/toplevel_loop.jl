# An error inside a top-level loop: the top-level frame names the line of
# the call inside the loop, and "in expression starting at" the loop's
# first line, as Julia 1.10 prints for a script.
@noinline function check(i)
    i > 2 && throw(DomainError(i, "too big"))
    return i
end

for i in 1:3
    println(i)
    check(i)
end
