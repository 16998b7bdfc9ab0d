# ASCII Mandelbrot set: float arithmetic, nested loops, chars.
function escape_time(cr::Float64, ci::Float64, maxiter::Int)
    zr = 0.0
    zi = 0.0
    for i in 1:maxiter
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0
            return i
        end
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    end
    return 0
end
function draw(w, h, maxiter)
    total = 0
    for y in 0:h-1
        ci = -1.2 + 2.4 * y / (h - 1)
        for x in 0:w-1
            cr = -2.1 + 2.7 * x / (w - 1)
            n = escape_time(cr, ci, maxiter)
            total += n
            if n == 0
                print('#')
            elseif n > 8
                print('+')
            elseif n > 4
                print('.')
            else
                print(' ')
            end
        end
        println()
    end
    println("total = ", total)
end
draw(60, 21, 50)
