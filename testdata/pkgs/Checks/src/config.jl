"""
    Level

How strict checking is.
"""
@enum Level LOW = 1 MEDIUM = 2 HIGH = 3

"""
    Config(; name="default", level=MEDIUM, retries=3, tol=1e-6, tags=String[])
"""
Base.@kwdef struct Config
    name::String = "default"
    level::Level = MEDIUM
    retries::Int = 3
    tol::Float64 = 1e-6
    tags::Vector{String} = String[]
end

Base.@kwdef mutable struct Counter{T<:Real}
    count::T = 0
    step::T
end

function Base.:(==)(a::Config, b::Config)
    return a.name == b.name && a.level == b.level && a.retries == b.retries &&
           a.tol == b.tol && a.tags == b.tags
end

"""
    strictness(c::Config)

A number for the level; HIGH doubles the retries.
"""
function strictness(c::Config)
    @check c.retries >= 0 "retries must be non-negative, got $(c.retries)"
    return c.level == HIGH ? 2 * c.retries : Int(c.level)
end

function tick!(c::Counter)
    c.count += c.step
    return c
end
