# Converting a Dates.CompoundPeriod to a period type (Julia 1.10's
# stdlib/Dates/src/periods.jl: `Base.convert(::Type{T}, x::CompoundPeriod)
# where T<:Period = isconcretetype(T) ? sum(T, x.periods) :
# throw(MethodError(convert,(T,x)))`).
using Dates
println(convert(Month, Year(1) + Month(1)))
println(convert(Second, Minute(1) + Second(30)))
println(convert(Minute, Minute(1) + Second(60)))
println(convert(Millisecond, Minute(1) + Second(30)))
for (name, T, x) in (("Minute", Minute, Minute(1) + Second(30)), ("Month", Month, Minute(1) + Second(30)),
                     ("Second", Second, Month(1) + Second(30)), ("Period", Period, Minute(1) + Second(30)),
                     ("FixedPeriod", Dates.FixedPeriod, Minute(1) + Second(30)))
    try
        convert(T, x)
    catch e
        println(name, ": ", typeof(e))
    end
end
