# User macros as Julia 1.10 defines them (doc: Metaprogramming): a macro
# is the function var"@m"(__source__, __module__, args...) of its module,
# called with the argument expressions; its result replaces the call.
# Hygiene follows macroexpand.scm: names the result binds are renamed
# unless escaped, free names resolve in the macro's module, esc(x) is the
# caller's code.

macro twice(ex)
    return quote
        $(esc(ex))
        $(esc(ex))
    end
end
@twice println("hi")

macro sq(x)
    :($(esc(x)) * $(esc(x)))
end
println(@sq(3 + 1), " ", @sq 5)

# A variable the macro assigns does not clobber the caller's.
macro settmp(ex)
    quote
        tmp = 100
        $(esc(ex)) + tmp
    end
end
tmp = 1
println(@settmp(tmp), " ", tmp)

# A macro's free names are its own module's.
module A
const K = 10
helper(x) = x * 1000
macro addk(x)
    :(helper($(esc(x))) + K)
end
macro plain(x)
    :($x + 1)
end
export @addk
end
using .A
K = -1
helper(x) = 0
println(@addk(5), " ", A.@addk(6))
import .A: @plain
println(@plain(41))

# Macros that run ordinary functions while they expand.
function build_sum(n)
    ex = :(0)
    for i in 1:n
        ex = :($ex + $i)
    end
    return ex
end
macro sumto(n)
    build_sum(n)
end
println(@sumto(4), " ", @macroexpand(@sumto 3))

# A macro's result may use other macros.
macro double(x)
    :(2 * $(esc(x)))
end
macro quad(x)
    :(@double(@double($(esc(x)))))
end
println(@quad 3)

# __source__ and __module__.
macro where_am_i()
    return (__source__.line, string(__module__))
end
println(@where_am_i())

# Results that are not expressions are used as values.
macro five() 5 end
macro vec3()
    return [1, 2, 3]
end
macro str() "s" end
println(@five() + 1, " ", @vec3, " ", @str)

# A macro can return its argument as a value.
macro expr_of(ex)
    QuoteNode(ex)
end
e = @expr_of a + b * c
println(e, " ", typeof(e), " ", e.args[1])
macro args_of(args...)
    :($(length(args)), $(QuoteNode(args)))
end
println(@args_of(1, x, :y, f(z), "s"))

# String macros.
macro rev_str(s)
    reverse(s)
end
println(rev"abc")

# @gensym and hygiene in functions.
macro swap(a, b)
    @gensym t
    quote
        $t = $(esc(a))
        $(esc(a)) = $(esc(b))
        $(esc(b)) = $t
    end
end
x, y = 1, 2
@swap x y
println(x, " ", y)
function swapped()
    p, q = 3, 4
    @swap p q
    return (p, q)
end
println(swapped())
macro inc(v)
    :($(esc(v)) += 1)
end
function count5()
    c = 0
    for i in 1:5
        @inc c
    end
    return c
end
println(count5())

# Macros with typed arguments dispatch like functions.
macro kind(x::Int) "int" end
macro kind(x::Symbol) "symbol" end
macro kind(x::Expr) "expr $(x.head)" end
println(@kind(1), " ", @kind(a), " ", @kind(f(x)))

# @macroexpand shows the caller's names and the macro module's globals.
macro callprint(x)
    :(println($(esc(x))))
end
println(@macroexpand @callprint a)
println(@macroexpand @sq a)
println(macroexpand(Main, :(@sq b)))
println(@macroexpand1(@five))

# Built-in macros keep working, and a user macro of the same name wins
# in the module that defines it.
@show 1 + 1
module B
macro show(x)
    :(println("mine: ", $(esc(x))))
end
@show 2 + 2
end
