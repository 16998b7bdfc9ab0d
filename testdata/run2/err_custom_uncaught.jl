# error() inside a try that does not catch it still runs finally.
function work()
    try
        println("working")
        error("failed hard")
    finally
        println("cleanup")
    end
end
work()
