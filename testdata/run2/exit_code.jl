# exit(n) ends the program with status n; nothing after it runs.
function finish(code)
    println("exiting with ", code)
    exit(code)
end
println("start")
finish(3)
println("not reached")
