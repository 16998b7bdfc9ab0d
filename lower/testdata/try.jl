function t1(x)
    y = 0
    try
        y = risky(x)
        y += 1
    catch e
        println(e)
        y = -1
    end
    y
end
function t2()
    try
        return work()
    finally
        cleanup()
    end
end
function t3(xs)
    for x in xs
        try
            x > 2 && break
        catch
            continue
        finally
            done()
        end
    end
end
