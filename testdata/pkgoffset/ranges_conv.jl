# Conversions between unit range types by their constructors (Julia 1.10
# base/range.jl: UnitRange(r::AbstractUnitRange), UnitRange{T}(r),
# OneTo(r::AbstractRange), AbstractUnitRange{T}(r), convert for ranges).
r = Base.OneTo(4)
println(UnitRange(r), " ", typeof(UnitRange(r)))
println(UnitRange{Int32}(2:5), " ", typeof(UnitRange{Int32}(2:5)))
println(Base.OneTo(1:3), " ", typeof(Base.OneTo{Int16}(1:3)))
println(AbstractUnitRange{Int}(3:4) === 3:4)
println(typeof(AbstractUnitRange{Int32}(3:4)), " ", typeof(AbstractUnitRange{Int32}(Base.OneTo(2))))
println(convert(UnitRange{Int}, Base.OneTo(3)))
println(convert(AbstractUnitRange{Int}, 2:3) === 2:3)
try
    Base.OneTo(2:4)
catch e
    println(e)
end
