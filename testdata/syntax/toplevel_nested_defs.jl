# Definitions nested in top-level control flow run when reached; Julia's
# top level runs each statement in the latest world, so a method defined
# in a branch is called by the next statement of the same branch.
f(x) = "old"
if true
    f(x::Int) = "new"
    println(f(1))
    struct Q
        a::Int
    end
    q = Q(4)
    println(q.a)
    function g(y)
        y * 2
    end
    println(g(21))
end
println(f(1), " ", g(1))
if false
    nope() = 1
elseif 1 + 1 == 2
    yes() = "elseif branch"
else
    other() = 3
end
println(isdefined(Main, :nope), " ", yes())
begin
    abstract type Shape end
    struct Sq <: Shape
        s::Float64
    end
    area(x::Sq) = x.s^2
end
println(area(Sq(2.0)))
let
    global counter() = 42
    global flag_from_let = true
end
println(counter(), " ", flag_from_let)
if Int === Int32
    const SEP = "32-bit"
else
    const SEP = "64-bit"
end
println(SEP)
if !isdefined(Main, :Point3)
    struct Point3
        x::Int
        y::Int
        z::Int
    end
    Base.:+(a::Point3, b::Point3) = Point3(a.x + b.x, a.y + b.y, a.z + b.z)
end
println(Point3(1, 2, 3) + Point3(1, 1, 1))
