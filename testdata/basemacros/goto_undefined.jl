# A @goto to a label the function does not define: Julia's lowering error
# (julia-syntax.scm: label "done" referenced but not defined), exit 1.
function f(x)
    x > 0 && @goto done
    return 0
end
println(f(1))
