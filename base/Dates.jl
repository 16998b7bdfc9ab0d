# This file is a part of Kiln's Base library.
#
# Dates.jl — the standard library module Dates, evaluated when a program
# first loads it, as Julia 1.10's stdlib/Dates: Date, DateTime and Time
# (proleptic Gregorian calendar, days/milliseconds since Rata Die,
# nanoseconds since midnight); the periods Year, Quarter, Month, Week, Day,
# Hour … Nanosecond, their arithmetic, conversion, promotion and comparison;
# CompoundPeriod (Month(3) + Day(2), canonicalize, Dates.periods); accessors
# and queries; now()/today(); ranges of dates (Date(2020,1,1):Day(1):…,
# by Month/Week/…); floor/ceil/round/trunc to a period; adjusters
# (firstdayof*/lastdayof* week, month, quarter, year; tonext, toprev,
# tofirst, tolast); DateFormat (dateformat"…") formatting and parsing with
# Julia's error messages.
#
# Not here: time zones (Julia's Dates has only the UTC marker: TimeZones.jl
# is a package; now(UTC) is a "not supported" error here), locales other than
# English, the optional-part brackets [ ] of a DateFormat, the
# Date(f, y, m, d)-style adjuster constructors, recur/filter over ranges,
# and isless of CompoundPeriods (Julia 1.10 has none either).

module Dates

import Base: +, -, *, ==, <, <=, isless, hash, print, show, string, zero, iszero, one, div, rem, mod,
    abs, sign, convert, parse, tryparse, typemin, typemax, isequal, eps, promote_rule, /, lcm, gcd

export Period, DatePeriod, TimePeriod, Year, Quarter, Month, Week, Day, Hour, Minute, Second,
    Millisecond, Microsecond, Nanosecond, TimeType, Date, DateTime, Time, canonicalize, DateFormat, @dateformat_str, year, month, day, hour,
    minute, second, millisecond, microsecond, nanosecond, week, quarter, yearmonthday, yearmonth, monthday, dayofweek,
    dayofyear, dayname, dayabbr, monthname, monthabbr, isleapyear, daysinmonth, daysinyear,
    lastdayofmonth, firstdayofmonth, firstdayofweek, lastdayofweek, firstdayofyear, lastdayofyear,
    firstdayofquarter, lastdayofquarter, tonext, toprev, tofirst, tolast, dayofweekofmonth,
    daysofweekinmonth, dayofquarter, quarterofyear, dayofmonth, now, today, unix2datetime, datetime2unix,
    rata2datetime, datetime2rata, julian2datetime, datetime2julian, adjust, TimeZone, UTC,
    ISODateTimeFormat, ISODateFormat, ISOTimeFormat, RFC1123Format,
    Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday,
    Mon, Tue, Wed, Thu, Fri, Sat, Sun,
    January, February, March, April, May, June, July, August, September, October, November, December,
    Jan, Feb, Mar, Apr, Jun, Jul, Aug, Sep, Oct, Nov, Dec

# ---- periods ------------------------------------------------------------------------------

abstract type AbstractTime end
abstract type Period <: AbstractTime end
abstract type DatePeriod <: Period end
abstract type TimePeriod <: Period end
# (Julia's Dates ranges.jl: range(start; step, length) of times is a StepRange)
Base.ArithmeticStyle(::Type{<:AbstractTime}) = Base.ArithmeticWraps()

struct Year <: DatePeriod
    value::Int64
end
struct Quarter <: DatePeriod
    value::Int64
end
struct Month <: DatePeriod
    value::Int64
end
struct Week <: DatePeriod
    value::Int64
end
struct Day <: DatePeriod
    value::Int64
end
struct Hour <: TimePeriod
    value::Int64
end
struct Minute <: TimePeriod
    value::Int64
end
struct Second <: TimePeriod
    value::Int64
end
struct Millisecond <: TimePeriod
    value::Int64
end
struct Microsecond <: TimePeriod
    value::Int64
end
struct Nanosecond <: TimePeriod
    value::Int64
end

value(p::Period) = p.value
_name(::Type{Year}) = "year"
_name(::Type{Quarter}) = "quarter"
_name(::Type{Month}) = "month"
_name(::Type{Week}) = "week"
_name(::Type{Day}) = "day"
_name(::Type{Hour}) = "hour"
_name(::Type{Minute}) = "minute"
_name(::Type{Second}) = "second"
_name(::Type{Millisecond}) = "millisecond"
_name(::Type{Microsecond}) = "microsecond"
_name(::Type{Nanosecond}) = "nanosecond"

# Julia's periods.jl: the units of a period as printed (" day", " days"),
# a period from a string of digits, typemin/typemax, isfinite, and the
# default value of each part of a date (1 for Year, Month, Day; 0 for the
# time parts).
for P in (:Year, :Quarter, :Month, :Week, :Day, :Hour, :Minute, :Second, :Millisecond, :Microsecond, :Nanosecond)
    @eval _units(x::$P) = string(" ", _name($P), abs(value(x)) == 1 ? "" : "s")
    @eval $P(x::AbstractString) = $P(Base.parse(Int64, x))
end
print(io::IO, p::Period) = print(io, value(p), _units(p))
typemin(::Type{P}) where {P<:Period} = P(typemin(Int64))
typemax(::Type{P}) where {P<:Period} = P(typemax(Int64))
Base.isfinite(::Union{Type{P},P}) where {P<:Period} = true
default(p::Union{T,Type{T}}) where {T<:DatePeriod} = T(1)
default(p::Union{T,Type{T}}) where {T<:TimePeriod} = T(0)
# periods and times broadcast as scalars
Base.broadcastable(x::AbstractTime) = Ref(x)
show(io::IO, p::P) where {P<:Period} = print(io, nameof(P), "(", value(p), ")")
# a period prints its type, so arrays of one need no prefix: [Day(1), Day(2)]
for P in (:Year, :Quarter, :Month, :Week, :Day, :Hour, :Minute, :Second, :Millisecond, :Microsecond, :Nanosecond)
    @eval Base.typeinfo_implicit(::Type{$P}) = true
end

+(p::P, q::P) where {P<:Period} = P(value(p) + value(q))
-(p::P, q::P) where {P<:Period} = P(value(p) - value(q))
-(p::P) where {P<:Period} = P(-value(p))
+(p::Period) = p
*(p::P, n::Real) where {P<:Period} = P(value(p) * n)
*(n::Real, p::Period) = p * n
/(p::P, n::Real) where {P<:Period} = P(value(p) / n)
div(p::P, n::Real) where {P<:Period} = P(div(value(p), Int64(n)))
div(p::P, n::Real, r::RoundingMode) where {P<:Period} = P(div(value(p), Int64(n), r))
Base.gcdx(a::T, b::T) where {T<:Period} = ((g, x, y) = gcdx(value(a), value(b)); (T(g), x, y))
# arrays of periods: +A is A, A * p and A / p broadcast
+(x::AbstractArray{<:AbstractTime}) = x
*(A::Period, B::AbstractArray) = A .* B
*(A::AbstractArray, B::Period) = A .* B
/(A::AbstractArray, B::Period) = A ./ B
div(p::P, q::P) where {P<:Period} = div(value(p), value(q))
rem(p::P, q::P) where {P<:Period} = P(rem(value(p), value(q)))
mod(p::P, q::P) where {P<:Period} = P(mod(value(p), value(q)))
rem(p::P, n::Real) where {P<:Period} = P(rem(value(p), Int64(n)))
mod(p::P, n::Real) where {P<:Period} = P(mod(value(p), Int64(n)))
# Julia 1.10's periods.jl: / of two periods of a type is a ratio, lcm and
# gcd are periods, div takes a rounding mode; periods of two types are
# promoted first (Millisecond(10_000) / Second(3)).
/(x::P, y::P) where {P<:Period} = /(value(x), value(y))
div(x::P, y::P, r::RoundingMode) where {P<:Period} = div(value(x), value(y), r)
lcm(x::P, y::P) where {P<:Period} = P(lcm(value(x), value(y)))
gcd(x::P, y::P) where {P<:Period} = P(gcd(value(x), value(y)))
for op in (:/, :div, :rem, :mod, :lcm, :gcd, :(==), :isless)
    @eval ($op)(x::Period, y::Period) = ($op)(promote(x, y)...)
end
div(x::Period, y::Period, r::RoundingMode) = div(promote(x, y)..., r)
==(p::P, q::P) where {P<:Period} = value(p) == value(q)
isless(p::P, q::P) where {P<:Period} = value(p) < value(q)
<(p::P, q::P) where {P<:Period} = value(p) < value(q)
<=(p::P, q::P) where {P<:Period} = value(p) <= value(q)
zero(::Type{P}) where {P<:Period} = P(0)
zero(p::Period) = zero(typeof(p))
one(::Type{P}) where {P<:Period} = 1
one(p::Period) = 1
iszero(p::Period) = value(p) == 0
# toms, tons and days: a period in milliseconds, nanoseconds and days, as
# Julia's Dates (the calendar periods by their average lengths).
toms(c::Nanosecond) = div(value(c), 1000000)
toms(c::Microsecond) = div(value(c), 1000)
toms(c::Millisecond) = value(c)
toms(c::Second) = 1000 * value(c)
toms(c::Minute) = 60000 * value(c)
toms(c::Hour) = 3600000 * value(c)
toms(c::Period) = 86400000 * days(c)
tons(x) = toms(x) * 1000000
tons(x::Microsecond) = value(x) * 1000
tons(x::Nanosecond) = value(x)
days(c::Millisecond) = div(value(c), 86400000)
days(c::Second) = div(value(c), 86400)
days(c::Minute) = div(value(c), 1440)
days(c::Hour) = div(value(c), 24)
days(c::Day) = value(c)
days(c::Week) = 7 * value(c)
days(c::Year) = 365.2425 * value(c)
days(c::Quarter) = 91.310625 * value(c)
days(c::Month) = 30.436875 * value(c)
abs(p::P) where {P<:Period} = P(abs(value(p)))
sign(p::Period) = sign(value(p))
typemin(::Type{P}) where {P<:Period} = P(typemin(Int64))
typemax(::Type{P}) where {P<:Period} = P(typemax(Int64))

# Fixed periods (a fixed length of time) convert exactly to finer ones;
# Year, Quarter and Month convert among themselves (in months). A fixed
# period never equals a calendar one, and comparing the two throws.
const FixedPeriod = Union{Week,Day,Hour,Minute,Second,Millisecond,Microsecond,Nanosecond}
const OtherPeriod = Union{Year,Quarter,Month}
_ns(p::Week) = Int128(604800000000000) * value(p)
_ns(p::Day) = Int128(86400000000000) * value(p)
_ns(p::Hour) = Int128(3600000000000) * value(p)
_ns(p::Minute) = Int128(60000000000) * value(p)
_ns(p::Second) = Int128(1000000000) * value(p)
_ns(p::Millisecond) = Int128(1000000) * value(p)
_ns(p::Microsecond) = Int128(1000) * value(p)
_ns(p::Nanosecond) = Int128(value(p))
_months(p::Year) = Int128(12) * value(p)
_months(p::Quarter) = Int128(3) * value(p)
_months(p::Month) = Int128(value(p))
# milliseconds, truncated (Julia's toms), for DateTime arithmetic
_ms(p::FixedPeriod) = Int64(div(_ns(p), 1000000))

# Julia's divexact: the exact quotient, or an InexactError.
function _divexact(x::Int128, y::Int128)
    r = rem(x, y)
    r == 0 || throw(InexactError(:divexact, Int, Float64(x) / Float64(y)))
    return Int64(div(x, y))
end
for P in (:Week, :Day, :Hour, :Minute, :Second, :Millisecond, :Microsecond, :Nanosecond)
    @eval $P(p::FixedPeriod) = $P(_divexact(_ns(p), _ns($P(1))))
    @eval convert(::Type{$P}, p::FixedPeriod) = $P(p)
end
for P in (:Year, :Quarter, :Month)
    @eval $P(p::OtherPeriod) = $P(_divexact(_months(p), _months($P(1))))
    @eval convert(::Type{$P}, p::OtherPeriod) = $P(p)
end
# promotion goes to the finer period (a vector [Day(1), Hour(3)] holds Hours)
for (i, P) in enumerate((:Week, :Day, :Hour, :Minute, :Second, :Millisecond, :Microsecond, :Nanosecond))
    for Q in (:Week, :Day, :Hour, :Minute, :Second, :Millisecond, :Microsecond, :Nanosecond)[i+1:end]
        @eval promote_rule(::Type{$P}, ::Type{$Q}) = $Q
    end
end
promote_rule(::Type{Year}, ::Type{Month}) = Month
promote_rule(::Type{Year}, ::Type{Quarter}) = Quarter
promote_rule(::Type{Quarter}, ::Type{Month}) = Month
==(p::FixedPeriod, q::FixedPeriod) = _ns(p) == _ns(q)
==(p::OtherPeriod, q::OtherPeriod) = _months(p) == _months(q)
==(p::FixedPeriod, q::OtherPeriod) = iszero(p) & iszero(q)
==(p::OtherPeriod, q::FixedPeriod) = q == p
isless(x::FixedPeriod, y::OtherPeriod) = throw(MethodError(isless, (x, y)))
isless(x::OtherPeriod, y::FixedPeriod) = throw(MethodError(isless, (x, y)))
isless(p::FixedPeriod, q::FixedPeriod) = _ns(p) < _ns(q)
isless(p::OtherPeriod, q::OtherPeriod) = _months(p) < _months(q)
<(p::FixedPeriod, q::FixedPeriod) = _ns(p) < _ns(q)
<(p::OtherPeriod, q::OtherPeriod) = _months(p) < _months(q)
<=(p::FixedPeriod, q::FixedPeriod) = _ns(p) <= _ns(q)
<=(p::OtherPeriod, q::OtherPeriod) = _months(p) <= _months(q)
# Julia's hashes: equal periods hash equal, the zero ones of every type
# included (Year(0) == Minute(0)).
const _ZERO_OR_FIXEDPERIOD_SEED = 0x5b7fc751bba97516
const _NONZERO_OTHERPERIOD_SEED = 0xe1837356ff2d2ac9
_otherperiod_seed(x) = iszero(value(x)) ? _ZERO_OR_FIXEDPERIOD_SEED : _NONZERO_OTHERPERIOD_SEED
hash(x::FixedPeriod, h::UInt) = hash(tons(x), h + _ZERO_OR_FIXEDPERIOD_SEED)
hash(x::Year, h::UInt) = hash(12 * value(x), h + _otherperiod_seed(x))
hash(x::Quarter, h::UInt) = hash(3 * value(x), h + _otherperiod_seed(x))
hash(x::Month, h::UInt) = hash(value(x), h + _otherperiod_seed(x))

# ---- CompoundPeriod ----------------------------------------------------------------------------

# The period types from the coarsest to the finest: the order of a
# CompoundPeriod's periods (Julia's periodisless).
const _PERIODTYPES = (Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond, Microsecond, Nanosecond)
_rank(::Year) = 1
_rank(::Quarter) = 2
_rank(::Month) = 3
_rank(::Week) = 4
_rank(::Day) = 5
_rank(::Hour) = 6
_rank(::Minute) = 7
_rank(::Second) = 8
_rank(::Millisecond) = 9
_rank(::Microsecond) = 10
_rank(::Nanosecond) = 11

# The periods as values per rank (same types summed), and back: the
# nonzero ones, coarsest first.
function _byrank(ps::Vector{Period})
    vals = zeros(Int64, 11)
    for p in ps
        k = _rank(p)
        vals[k] += value(p)
    end
    return vals
end
function _fromrank(vals::Vector{Int64})
    out = Period[]
    for k in 1:11
        vals[k] != 0 && push!(out, _PERIODTYPES[k](vals[k]))
    end
    return out
end

"""
    CompoundPeriod

A sum of periods of different types (`Year(1) + Day(1)`), kept from the
coarsest type to the finest, with periods of the same type added together
and zero periods dropped.
"""
struct CompoundPeriod <: AbstractTime
    periods::Vector{Period}
    CompoundPeriod(p::Vector{Period}) = new(_fromrank(_byrank(p)))
end
CompoundPeriod(p::Vector{<:Period}) = CompoundPeriod(Vector{Period}(p))
CompoundPeriod(p::Period...) = CompoundPeriod(Period[p...])
convert(::Type{CompoundPeriod}, p::Period) = CompoundPeriod(Period[p])
# Julia 1.10's periods.jl: a CompoundPeriod converts to a concrete period
# type as the sum of its periods converted to it.
convert(::Type{T}, x::CompoundPeriod) where {T<:Period} =
    isconcretetype(T) ? sum(T, x.periods) : throw(MethodError(convert, (T, x)))
periods(x::CompoundPeriod) = x.periods

# The chains of canonicalize: each rank's next coarser rank and the factor
# to it (Nanosecond … Day carry into Week, Month into Year; Week, Year and
# Quarter are the tops).
const _COARSER = (1, 2, 1, 4, 4, 5, 6, 7, 8, 9, 10)
const _FACTOR = (1, 1, 12, 1, 7, 24, 60, 60, 1000, 1000, 1000)

"""
    canonicalize(x::CompoundPeriod)

`x` with each period's overflow carried into the next coarser period
(`Hour(30)` becomes `1 day, 6 hours`) and the signs of the periods that
convert into each other made those of the coarsest one.
"""
function canonicalize(x::CompoundPeriod)
    isempty(x.periods) && return x
    v = _byrank(x.periods)
    # carry the overflow (truncating: each part keeps its total's sign)
    for k in 11:-1:1
        f = _FACTOR[k]
        f == 1 && continue
        r = rem(v[k], f)
        v[_COARSER[k]] += div(v[k] - r, f)
        v[k] = r
    end
    # in each chain, give every part the sign of the coarsest nonzero one
    for chain in ((11, 10, 9, 8, 7, 6, 5, 4), (3, 1), (2,))
        top = 0
        for k in chain
            v[k] != 0 && (top = k)
        end
        top == 0 && continue
        s = sign(v[top])
        for k in chain
            k == top && break
            f = _FACTOR[k]
            r = mod(v[k], f * s)
            v[_COARSER[k]] += div(v[k] - r, f)
            v[k] = r
        end
    end
    return CompoundPeriod(_fromrank(v))
end

function string(x::CompoundPeriod)
    isempty(x.periods) && return "empty period"
    io = IOBuffer()
    for (i, p) in enumerate(x.periods)
        i > 1 && print(io, ", ")
        print(io, p)
    end
    return String(take!(io))
end
show(io::IO, x::CompoundPeriod) = print(io, string(x))
print(io::IO, x::CompoundPeriod) = print(io, string(x))

+(x::Period, y::Period) = CompoundPeriod(Period[x, y])
-(x::Period, y::Period) = CompoundPeriod(Period[x, -y])
+(x::CompoundPeriod, y::Period) = (p = copy(x.periods); push!(p, y); CompoundPeriod(p))
+(y::Period, x::CompoundPeriod) = x + y
+(x::CompoundPeriod, y::CompoundPeriod) = CompoundPeriod(vcat(x.periods, y.periods))
-(x::CompoundPeriod, y::Period) = (p = copy(x.periods); push!(p, -y); CompoundPeriod(p))
-(x::CompoundPeriod) = CompoundPeriod(Period[-p for p in x.periods])
-(y::Period, x::CompoundPeriod) = (-x) + y
-(y::CompoundPeriod, x::CompoundPeriod) = (-x) + y
+(x::CompoundPeriod) = x
zero(::Type{CompoundPeriod}) = CompoundPeriod(Period[])
zero(::CompoundPeriod) = CompoundPeriod(Period[])
one(::Type{CompoundPeriod}) = 1
one(::CompoundPeriod) = 1
*(x::CompoundPeriod, n::Integer) = iszero(n) ? CompoundPeriod(Period[]) : CompoundPeriod(Period[p * n for p in x.periods])
*(n::Integer, x::CompoundPeriod) = x * n

==(x::CompoundPeriod, y::Period) = x == CompoundPeriod(Period[y])
==(x::Period, y::CompoundPeriod) = y == x
==(x::CompoundPeriod, y::CompoundPeriod) = canonicalize(x).periods == canonicalize(y).periods
isequal(x::CompoundPeriod, y::Period) = isequal(x, CompoundPeriod(Period[y]))
isequal(x::Period, y::CompoundPeriod) = isequal(y, x)
isequal(x::CompoundPeriod, y::CompoundPeriod) = isequal(x.periods, y.periods)
function hash(x::CompoundPeriod, h::UInt)
    isempty(x.periods) && return hash(0, h + _ZERO_OR_FIXEDPERIOD_SEED)
    for p in x.periods
        h = hash(p, h)
    end
    return h
end
# Julia 1.10 compares compound periods by their length in nanoseconds
isless(x::Period, y::CompoundPeriod) = CompoundPeriod(x) < y
isless(x::CompoundPeriod, y::Period) = x < CompoundPeriod(y)
isless(x::CompoundPeriod, y::CompoundPeriod) = tons(x) < tons(y)
toms(c::CompoundPeriod) = isempty(c.periods) ? 0.0 : Float64(sum(toms, c.periods))
tons(c::CompoundPeriod) = isempty(c.periods) ? 0.0 : Float64(sum(tons, c.periods))
days(c::CompoundPeriod) = isempty(c.periods) ? 0.0 : Float64(sum(days, c.periods))
GeneralPeriod = Union{Period,CompoundPeriod}
# seconds of a fixed period, as a Float64 (sleep, Timer and timedwait take periods)
seconds(x::Nanosecond) = value(x) / 1000000000
seconds(x::Microsecond) = value(x) / 1000000
seconds(x::Millisecond) = value(x) / 1000
seconds(x::Second) = value(x)
seconds(x::Minute) = value(x) * 60
seconds(x::Hour) = value(x) * 3600
seconds(x::Day) = value(x) * 86400
seconds(x::Week) = value(x) * 604800
seconds(x::Period) = throw(MethodError(seconds, (x,)))
seconds(x::CompoundPeriod) = isempty(x.periods) ? 0.0 : Float64(sum(seconds, x.periods))
Base.sleep(duration::Period) = sleep(seconds(duration))
Base.timedwait(testcb, timeout::Period; pollint::Period=Millisecond(100)) =
    timedwait(testcb, seconds(timeout); pollint=seconds(pollint))

# ---- calendar arithmetic (Julia's Dates: days since Rata Die, 0001-01-01 is day 1) ----------

const SHIFTEDMONTHDAYS = (306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275)
function totaldays(y::Int64, m::Int64, d::Int64)
    z = m < 3 ? y - 1 : y
    mdays = SHIFTEDMONTHDAYS[m]
    return d + mdays + 365z + fld(z, 4) - fld(z, 100) + fld(z, 400) - 306
end
function _ymd(days::Int64)
    z = days + 306
    h = 100z - 25
    a = fld(h, 3652425)
    b = a - fld(a, 4)
    y = fld(100b + h, 36525)
    c = b + z - 365y - fld(y, 4)
    m = div(5c + 456, 153)
    d = c - div(153m - 457, 5)
    return m > 12 ? (y + 1, m - 12, d) : (y, m, d)
end
isleapyear(y::Integer) = (y % 4 == 0) && ((y % 100 != 0) || (y % 400 == 0))
const DAYSINMONTH = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
daysinmonth(y::Integer, m::Integer) = DAYSINMONTH[m] + (m == 2 && isleapyear(y))

function _check_date(y::Int64, m::Int64, d::Int64)
    0 < m < 13 || throw(ArgumentError(string("Month: ", m, " out of range (1:12)")))
    dim = daysinmonth(y, m)
    0 < d < dim + 1 || throw(ArgumentError(string("Day: ", d, " out of range (1:", dim, ")")))
    return nothing
end
function _check_time(h::Int64, mi::Int64, s::Int64, ms::Int64)
    (-1 < h < 24 || (h == 24 && mi == 0 && s == 0 && ms == 0)) ||
        throw(ArgumentError(string("Hour: ", h, " out of range (0:23)")))
    -1 < mi < 60 || throw(ArgumentError(string("Minute: ", mi, " out of range (0:59)")))
    -1 < s < 60 || throw(ArgumentError(string("Second: ", s, " out of range (0:59)")))
    -1 < ms < 1000 || throw(ArgumentError(string("Millisecond: ", ms, " out of range (0:999)")))
    return nothing
end

# ---- Date and DateTime ---------------------------------------------------------------------

abstract type TimeType <: AbstractTime end

struct Date <: TimeType
    days::Int64     # Rata Die day number
    Date(::Val{:rd}, days::Int64) = new(days)
end
struct DateTime <: TimeType
    ms::Int64       # milliseconds since 0000-12-31T00:00:00
    DateTime(::Val{:rd}, ms::Int64) = new(ms)
end

function Date(y::Int64, m::Int64=1, d::Int64=1)
    _check_date(y, m, d)
    return Date(Val(:rd), totaldays(y, m, d))
end
# Julia's fallbacks: any parts that convert to Int64 exactly (Int8, UInt,
# BigInt, 1.0, 1//1, complex(1), '\x01', true)
Date(y, m=1, d=1) = Date(Int64(y), Int64(m), Int64(d))
DateTime(y, m=1, d=1, h=0, mi=0, s=0, ms=0) =
    DateTime(Int64(y), Int64(m), Int64(d), Int64(h), Int64(mi), Int64(s), Int64(ms))
function DateTime(y::Int64, m::Int64=1, d::Int64=1, h::Int64=0, mi::Int64=0, s::Int64=0, ms::Int64=0)
    _check_date(y, m, d)
    _check_time(h, mi, s, ms)
    return DateTime(Val(:rd), ms + 1000 * (s + 60mi + 3600h + 86400 * totaldays(y, m, d)))
end
Date(y::Year, m::Month=Month(1), d::Day=Day(1)) = Date(value(y), value(m), value(d))
Date(d::Date) = d
DateTime(dt::DateTime) = dt
# Julia's UTInstant: a Date is an instant counted in days, a DateTime one in
# milliseconds (Dates.UTD(734869), Dates.UTM(63492681600000))
abstract type Instant <: AbstractTime end
struct UTInstant{P<:Period} <: Instant
    periods::P
end
UTM(x) = UTInstant(Millisecond(x))
UTD(x) = UTInstant(Day(x))
value(x::UTInstant) = value(x.periods)
Date(i::UTInstant{Day}) = Date(Val(:rd), value(i.periods))
DateTime(i::UTInstant{Millisecond}) = DateTime(Val(:rd), value(i.periods))
# Rata Die milliseconds and days (Julia's conversions.jl)
convert(::Type{DateTime}, x::Millisecond) = DateTime(Val(:rd), value(x))
convert(::Type{Millisecond}, dt::DateTime) = Millisecond(value(dt))
convert(::Type{Date}, x::Day) = Date(Val(:rd), value(x))
convert(::Type{Day}, dt::Date) = Day(value(dt))
# the calendar of every TimeType (Julia has only the ISO one)
abstract type Calendar <: AbstractTime end
struct ISOCalendar <: Calendar end
calendar(dt::Union{Date,DateTime}) = ISOCalendar
Date(dt::DateTime) = Date(Val(:rd), fld(dt.ms, 86400000))
DateTime(d::Date) = DateTime(Val(:rd), 86400000 * d.days)
convert(::Type{Date}, dt::DateTime) = Date(dt)
convert(::Type{DateTime}, d::Date) = DateTime(d)

# Time: a time of day, nanoseconds since midnight (arithmetic wraps around
# the day, as Julia's).
const _DAYNS = 86400000000000
struct Time <: TimeType
    ns::Int64
    Time(::Val{:ns}, ns::Int64) = new(mod(ns, _DAYNS))
end
Time(p::Nanosecond) = Time(Val(:ns), value(p))
Time(h, mi=0, s=0, ms=0, us=0, ns=0) = Time(Int64(h), Int64(mi), Int64(s), Int64(ms), Int64(us), Int64(ns))
Time(t::Time) = t
function Time(h::Int64, mi::Int64=0, s::Int64=0, ms::Int64=0, us::Int64=0, ns::Int64=0)
    -1 < h < 24 || throw(ArgumentError(string("Hour: ", h, " out of range (0:23)")))
    -1 < mi < 60 || throw(ArgumentError(string("Minute: ", mi, " out of range (0:59)")))
    -1 < s < 60 || throw(ArgumentError(string("Second: ", s, " out of range (0:59)")))
    -1 < ms < 1000 || throw(ArgumentError(string("Millisecond: ", ms, " out of range (0:999)")))
    -1 < us < 1000 || throw(ArgumentError(string("Microsecond: ", us, " out of range (0:999)")))
    -1 < ns < 1000 || throw(ArgumentError(string("Nanosecond: ", ns, " out of range (0:999)")))
    return Time(Val(:ns), ns + 1000us + 1000000ms + 1000000000s + 60000000000mi + 3600000000000h)
end
Time(h::Hour, mi::Minute=Minute(0), s::Second=Second(0), ms::Millisecond=Millisecond(0),
     us::Microsecond=Microsecond(0), ns::Nanosecond=Nanosecond(0)) =
    Time(value(h), value(mi), value(s), value(ms), value(us), value(ns))
function Time(p::TimePeriod, ps::TimePeriod...)
    v = zeros(Int64, 6)
    for q in (p, ps...)
        v[_rank(q) - 5] = value(q)
    end
    return Time(v[1], v[2], v[3], v[4], v[5], v[6])
end
function Date(p::Period, ps::Period...)
    y, m, d = 1, 1, 1
    for q in (p, ps...)
        q isa Year && (y = value(q))
        q isa Month && (m = value(q))
        q isa Day && (d = value(q))
    end
    return Date(y, m, d)
end
function DateTime(p::Period, ps::Period...)
    v = Int64[1, 1, 1, 0, 0, 0, 0]
    for q in (p, ps...)
        q isa Year && (v[1] = value(q))
        q isa Month && (v[2] = value(q))
        q isa Day && (v[3] = value(q))
        q isa Hour && (v[4] = value(q))
        q isa Minute && (v[5] = value(q))
        q isa Second && (v[6] = value(q))
        q isa Millisecond && (v[7] = value(q))
    end
    return DateTime(v[1], v[2], v[3], v[4], v[5], v[6], v[7])
end
value(t::Time) = t.ns

_days(d::Date) = d.days
_days(dt::DateTime) = fld(dt.ms, 86400000)
_msofday(dt::DateTime) = mod(dt.ms, 86400000)
value(d::Date) = d.days
value(dt::DateTime) = dt.ms
days(d::Date) = value(d)
days(dt::DateTime) = fld(value(dt), 86400000)

yearmonthday(t::TimeType) = _ymd(_days(t))
year(t::TimeType) = _ymd(_days(t))[1]
month(t::TimeType) = _ymd(_days(t))[2]
day(t::TimeType) = _ymd(_days(t))[3]
yearmonth(t::TimeType) = (y = _ymd(_days(t)); (y[1], y[2]))
monthday(t::TimeType) = (y = _ymd(_days(t)); (y[2], y[3]))
quarter(t::TimeType) = div(month(t) - 1, 3) + 1
hour(dt::DateTime) = div(_msofday(dt), 3600000)
minute(dt::DateTime) = rem(div(_msofday(dt), 60000), 60)
second(dt::DateTime) = rem(div(_msofday(dt), 1000), 60)
millisecond(dt::DateTime) = rem(_msofday(dt), 1000)
hour(::Date) = 0
minute(::Date) = 0
second(::Date) = 0
millisecond(::Date) = 0
hour(t::Time) = div(t.ns, 3600000000000)
minute(t::Time) = rem(div(t.ns, 60000000000), 60)
second(t::Time) = rem(div(t.ns, 1000000000), 60)
millisecond(t::Time) = rem(div(t.ns, 1000000), 1000)
microsecond(t::Time) = rem(div(t.ns, 1000), 1000)
nanosecond(t::Time) = rem(t.ns, 1000)
Time(dt::DateTime) = Time(hour(dt), minute(dt), second(dt), millisecond(dt))
function DateTime(d::Date, t::Time)
    (microsecond(t) > 0 || nanosecond(t) > 0) && throw(InexactError(:DateTime, DateTime, t))
    return DateTime(Val(:rd), 86400000 * d.days + div(t.ns, 1000000))
end
# The periods of a date or time (Year(d), Hour(dt), Nanosecond(t), …).
for (P, f) in ((:Year, :year), (:Quarter, :quarter), (:Month, :month), (:Week, :week), (:Day, :day))
    @eval $P(t::Union{Date,DateTime}) = $P($f(t))
end
for (P, f) in ((:Hour, :hour), (:Minute, :minute), (:Second, :second), (:Millisecond, :millisecond))
    @eval $P(t::Union{DateTime,Time}) = $P($f(t))
end
Microsecond(t::Time) = Microsecond(microsecond(t))
Nanosecond(t::Time) = Nanosecond(nanosecond(t))
isleapyear(t::TimeType) = isleapyear(year(t))
daysinmonth(t::TimeType) = (y = _ymd(_days(t)); daysinmonth(y[1], y[2]))
daysinyear(y::Integer) = 365 + isleapyear(y)
daysinyear(t::TimeType) = daysinyear(year(t))
dayofyear(t::TimeType) = _days(t) - totaldays(year(t), Int64(1), Int64(1)) + 1

const Monday = 1
const Tuesday = 2
const Wednesday = 3
const Thursday = 4
const Friday = 5
const Saturday = 6
const Sunday = 7
const Mon = 1
const Tue = 2
const Wed = 3
const Thu = 4
const Fri = 5
const Sat = 6
const Sun = 7
const January = 1
const February = 2
const March = 3
const April = 4
const May = 5
const June = 6
const July = 7
const August = 8
const September = 9
const October = 10
const November = 11
const December = 12
const Jan = 1
const Feb = 2
const Mar = 3
const Apr = 4
const Jun = 6
const Jul = 7
const Aug = 8
const Sep = 9
const Oct = 10
const Nov = 11
const Dec = 12
const DAYNAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
const DAYABBRS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
const MONTHNAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
                    "September", "October", "November", "December")
const MONTHABBRS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
dayofweek(t::TimeType) = mod1(_days(t), 7)
# Julia's DateLocale: the names of the months and days of a language, and
# the registry Dates.LOCALES ("english" built in; a program adds its own).
struct DateLocale
    months::Vector{String}
    months_abbr::Vector{String}
    days_of_week::Vector{String}
    days_of_week_abbr::Vector{String}
end
DateLocale(months::Vector, months_abbr::Vector, days_of_week::Vector, days_of_week_abbr::Vector) =
    DateLocale(Vector{String}(months), Vector{String}(months_abbr), Vector{String}(days_of_week),
               Vector{String}(days_of_week_abbr))
==(a::DateLocale, b::DateLocale) = a.months == b.months && a.months_abbr == b.months_abbr &&
    a.days_of_week == b.days_of_week && a.days_of_week_abbr == b.days_of_week_abbr
const ENGLISH = DateLocale(String[MONTHNAMES...], String[MONTHABBRS...], String[DAYNAMES...], String[DAYABBRS...])
const LOCALES = Dict{String,DateLocale}("english" => ENGLISH)
dayname(d::Integer, locale::DateLocale) = locale.days_of_week[d]
dayabbr(d::Integer, locale::DateLocale) = locale.days_of_week_abbr[d]
monthname(m::Integer, locale::DateLocale) = locale.months[m]
monthabbr(m::Integer, locale::DateLocale) = locale.months_abbr[m]
dayname(d::Integer; locale::AbstractString="english") = dayname(d, LOCALES[locale])
dayabbr(d::Integer; locale::AbstractString="english") = dayabbr(d, LOCALES[locale])
monthname(m::Integer; locale::AbstractString="english") = monthname(m, LOCALES[locale])
monthabbr(m::Integer; locale::AbstractString="english") = monthabbr(m, LOCALES[locale])
dayname(t::TimeType; locale::AbstractString="english") = dayname(dayofweek(t); locale=locale)
dayabbr(t::TimeType; locale::AbstractString="english") = dayabbr(dayofweek(t); locale=locale)
monthname(t::TimeType; locale::AbstractString="english") = monthname(month(t); locale=locale)
monthabbr(t::TimeType; locale::AbstractString="english") = monthabbr(month(t); locale=locale)
# ISO 8601 week number (Julia's week)
function week(t::TimeType)
    days = _days(t)
    w = div(abs(days - 1), 7) % 20871
    c, w = divrem((w + (w >= 10435)), 5218)
    w = (w * 28 + (15, 23, 3, 11)[c + 1]) % 1461
    return div(w, 28) + 1
end

==(a::Date, b::Date) = a.days == b.days
==(a::DateTime, b::DateTime) = a.ms == b.ms
isless(a::Date, b::Date) = a.days < b.days
isless(a::DateTime, b::DateTime) = a.ms < b.ms
<(a::Date, b::Date) = a.days < b.days
<(a::DateTime, b::DateTime) = a.ms < b.ms
<=(a::Date, b::Date) = a.days <= b.days
<=(a::DateTime, b::DateTime) = a.ms <= b.ms
hash(d::Date, h::UInt) = hash(d.days, hash(:Date, h))
# a Date compares with a DateTime as that day's midnight (Julia promotes
# Date to DateTime)
promote_rule(::Type{Date}, ::Type{DateTime}) = DateTime
==(a::Date, b::DateTime) = DateTime(a) == b
==(a::DateTime, b::Date) = a == DateTime(b)
isless(a::Date, b::DateTime) = isless(DateTime(a), b)
isless(a::DateTime, b::Date) = isless(a, DateTime(b))
<(a::Date, b::DateTime) = DateTime(a) < b
<(a::DateTime, b::Date) = a < DateTime(b)
==(a::Time, b::Time) = a.ns == b.ns
isless(a::Time, b::Time) = a.ns < b.ns
<(a::Time, b::Time) = a.ns < b.ns
<=(a::Time, b::Time) = a.ns <= b.ns
hash(t::Time, h::UInt) = hash(t.ns, hash(:Time, h))
typemin(::Union{Time,Type{Time}}) = Time(0)
typemax(::Union{Time,Type{Time}}) = Time(23, 59, 59, 999, 999, 999)
typemin(::Union{DateTime,Type{DateTime}}) = DateTime(-146138511, 1, 1, 0, 0, 0)
typemax(::Union{DateTime,Type{DateTime}}) = DateTime(146138512, 12, 31, 23, 59, 59)
Base.isfinite(::Union{Type{T},T}) where {T<:TimeType} = true
Base.min(x::AbstractTime) = x
Base.max(x::AbstractTime) = x
Base.minmax(x::AbstractTime) = (x, x)
hash(dt::DateTime, h::UInt) = hash(dt.ms, hash(:DateTime, h))
typemin(::Union{Date,Type{Date}}) = Date(-252522163911150, 1, 1)
typemax(::Union{Date,Type{Date}}) = Date(252522163911149, 12, 31)

-(a::Date, b::Date) = Day(a.days - b.days)
-(a::DateTime, b::DateTime) = Millisecond(a.ms - b.ms)
+(d::Date, p::Day) = Date(Val(:rd), d.days + value(p))
+(d::Date, p::Week) = Date(Val(:rd), d.days + 7 * value(p))
+(d::Date, p::TimePeriod) = DateTime(d) + p
+(dt::DateTime, p::Union{Week,Day,TimePeriod}) = DateTime(Val(:rd), dt.ms + _ms(p))
function _addmonths(y::Int64, m::Int64, d::Int64, n::Int64)
    ny = y + fld(m + n - 1, 12)
    nm = mod1(m + n, 12)
    return ny, nm, min(d, Int64(daysinmonth(ny, nm)))
end
function +(d::Date, p::Month)
    y, m, dd = _ymd(d.days)
    ny, nm, nd = _addmonths(y, m, dd, value(p))
    return Date(Val(:rd), totaldays(ny, nm, nd))
end
+(d::Date, p::Quarter) = d + Month(3 * value(p))
function +(d::Date, p::Year)
    y, m, dd = _ymd(d.days)
    ny = y + value(p)
    return Date(Val(:rd), totaldays(ny, m, min(dd, Int64(daysinmonth(ny, m)))))
end
+(dt::DateTime, p::Union{Year,Quarter,Month}) = DateTime(Val(:rd), 86400000 * _days(Date(dt) + p) + _msofday(dt))
+(p::Period, t::TimeType) = t + p
-(t::TimeType, p::Period) = t + (-p)
-(a::Time, b::Time) = Nanosecond(a.ns - b.ns)
+(t::Time, p::TimePeriod) = Time(Val(:ns), Int64(mod(t.ns + _ns(p), _DAYNS)))
function +(d::Date, t::Time)
    (microsecond(t) > 0 || nanosecond(t) > 0) && throw(InexactError(:+, DateTime, t))
    return DateTime(Val(:rd), 86400000 * d.days + div(t.ns, 1000000))
end
+(t::Time, d::Date) = d + t
+(t::TimeType) = t
+(x::AbstractTime, ::Missing) = missing
+(::Missing, x::AbstractTime) = missing
-(x::AbstractTime, ::Missing) = missing
-(::Missing, x::AbstractTime) = missing
Base.fld(x::Period, y::Period) = div(x, y, RoundDown)
Base.cld(x::Period, y::Period) = div(x, y, RoundUp)
# ranges of numbers scaled by a period are ranges of periods, and back
*(x::Period, r::AbstractRange{<:Real}) = (x * first(r)):(x * step(r)):(x * last(r))
*(r::AbstractRange{<:Real}, x::Period) = x * r
/(r::AbstractRange{<:P}, x::P) where {P<:Period} = (first(r) / x):(step(r) / x):(last(r) / x)
/(r::AbstractRange{<:Period}, x::Real) = (first(r) / x):(step(r) / x):(last(r) / x)
zero(::Union{Date,Type{Date}}) = Day(0)
zero(::Union{DateTime,Type{DateTime}}) = Millisecond(0)
zero(::Union{Time,Type{Time}}) = Nanosecond(0)
eps(::Type{Date}) = Day(1)
eps(::Type{DateTime}) = Millisecond(1)
eps(::Type{Time}) = Nanosecond(1)
eps(t::TimeType) = eps(typeof(t))

# Adding a CompoundPeriod adds its periods, coarsest first; t + p + q adds
# p + q (Julia's order: Date(2020,1,30) + Day(1) + Month(1) is 2020-03-01).
function +(t::TimeType, x::CompoundPeriod)
    for p in x.periods
        t += p
    end
    return t
end
+(x::CompoundPeriod, t::TimeType) = t + x
function -(t::TimeType, x::CompoundPeriod)
    for p in x.periods
        t -= p
    end
    return t
end
+(t::TimeType, p::Period, q::Period) = t + (p + q)
+(t::TimeType, p::Period, q::Period, r::Period...) = +(t + (p + q), r...)

# ---- ranges -----------------------------------------------------------------------------------

# Date(2020,1,1):Day(1):Date(2020,1,10) is a StepRange{Date,Day}; a:b of
# Dates steps by Day(1). The i-th element is first + step * (i - 1), not a
# running sum, so that a range by months keeps the first day of the month
# (Jan 31, Feb 29, Mar 31, …), as Julia's stdlib/Dates/src/ranges.jl.
(::Colon)(a::Date, b::Date) = StepRange(a, Day(1), b)

# milliseconds (DateTime), days (Date) and nanoseconds (Time) of a period,
# as Float64 for the calendar ones (Julia's toms, days and tons), for
# guessing the number of steps
_guessms(p::FixedPeriod) = _ms(p)
_guessms(p::Month) = 86400000.0 * 30.436875 * value(p)
_guessms(p::Quarter) = 86400000.0 * 91.310625 * value(p)
_guessms(p::Year) = 86400000.0 * 365.2425 * value(p)
_guessdays(p::Day) = value(p)
_guessdays(p::Week) = 7 * value(p)
_guessdays(p::Month) = 30.436875 * value(p)
_guessdays(p::Quarter) = 91.310625 * value(p)
_guessdays(p::Year) = 365.2425 * value(p)
_guess(a::DateTime, b::DateTime, c) = floor(Int64, (Int128(b.ms) - Int128(a.ms)) / _guessms(c))
_guess(a::Date, b::Date, c) = Int64(div(b.days - a.days, _guessdays(c)))

# The number of whole steps c from a to b (Julia's len: from a guess, step
# forward while the next multiple stays within the range).
_steps(a::Time, b::Time, c::Period) = Int64(div(Int128(b.ns - a.ns), _ns(c)))
function _steps(a::TimeType, b::TimeType, c::Period)
    lo, hi, st = min(a, b), max(a, b), abs(c)
    i = _guess(a, b, c)
    v = lo + st * i
    prev = v
    while v <= hi && prev <= v
        prev = v
        v += st
        i += 1
    end
    return i - 1
end

function Base.steprange_last(start::T, step, stop) where {T<:TimeType}
    step isa AbstractFloat && throw(ArgumentError("StepRange should not be used with floating point"))
    z = zero(step)
    step == z && throw(ArgumentError("step cannot be zero"))
    stop == start && return stop
    (step > z) != (stop > start) && return Base.steprange_last_empty(start, step, stop)
    diff = stop - start
    (diff > zero(diff)) != (stop > start) && throw(OverflowError("Difference between stop and start overflowed"))
    return start + step * _steps(start, stop, step)
end
Base.length(r::StepRange{T}) where {T<:TimeType} = isempty(r) ? 0 : _steps(r.start, r.stop, r.step) + 1
Base.iterate(r::StepRange{T}) where {T<:TimeType} = length(r) <= 0 ? nothing : (r.start, (length(r), 1))
Base.iterate(r::StepRange{T}, st::Tuple{Int64,Int64}) where {T<:TimeType} =
    st[1] <= st[2] ? nothing : (r.start + r.step * st[2], (st[1], st[2] + 1))
function Base.in(x::T, r::StepRange{T}) where {T<:TimeType}
    n = _steps(first(r), x, step(r)) + 1
    return n >= 1 && n <= length(r) && r[n] == x
end
+(x::Period, r::StepRange{T}) where {T<:TimeType} = (x + first(r)):step(r):(x + last(r))
+(r::StepRange{T}, x::Period) where {T<:TimeType} = x + r
-(r::StepRange{T}, x::Period) where {T<:TimeType} = (first(r) - x):step(r):(last(r) - x)

# ---- adjusters -----------------------------------------------------------------------------------

# As Julia's stdlib/Dates/src/adjusters.jl: the first/last day of the
# week (Monday … Sunday), month, quarter and year of a date (a DateTime
# gives that day at midnight), and stepping to a day of the week or one
# that satisfies a predicate.
firstdayofweek(d::Date) = Date(Val(:rd), d.days - dayofweek(d) + 1)
lastdayofweek(d::Date) = Date(Val(:rd), d.days + 7 - dayofweek(d))
firstdayofmonth(d::Date) = Date(Val(:rd), d.days - day(d) + 1)
lastdayofmonth(d::Date) = (y = _ymd(d.days); Date(Val(:rd), totaldays(y[1], y[2], Int64(daysinmonth(y[1], y[2])))))
firstdayofyear(d::Date) = Date(Val(:rd), d.days - dayofyear(d) + 1)
lastdayofyear(d::Date) = Date(Val(:rd), d.days + daysinyear(d) - dayofyear(d))
function firstdayofquarter(d::Date)
    y, m = yearmonth(d)
    return Date(y, 3 * div(m - 1, 3) + 1, 1)
end
function lastdayofquarter(d::Date)
    y, m = yearmonth(d)
    lm = 3 * div(m - 1, 3) + 3
    return Date(y, lm, daysinmonth(y, lm))
end
for f in (:firstdayofweek, :lastdayofweek, :firstdayofmonth, :lastdayofmonth, :firstdayofyear,
          :lastdayofyear, :firstdayofquarter, :lastdayofquarter)
    @eval $f(dt::DateTime) = DateTime($f(Date(dt)))
end

# Date/DateTime/Time truncated to a period type (Julia's trunc).
Base.trunc(d::Date, ::Type{Year}) = Date(year(d))
Base.trunc(d::Date, ::Type{Quarter}) = firstdayofquarter(d)
Base.trunc(d::Date, ::Type{Month}) = firstdayofmonth(d)
Base.trunc(d::Date, ::Type{Day}) = d
Base.trunc(dt::DateTime, ::Type{P}) where {P<:DatePeriod} = DateTime(trunc(Date(dt), P))
Base.trunc(dt::DateTime, ::Type{P}) where {P<:TimePeriod} = floor(dt, P(1))
Base.trunc(t::Time, ::Type{P}) where {P<:TimePeriod} = floor(t, P(1))

# Julia's DateFunction: a predicate of one date, checked to return a Bool
struct DateFunction
    f::Function
    function DateFunction(f, start::TimeType)
        isa(f(start), Bool) || throw(ArgumentError("Provided function must take a single TimeType argument and return true or false"))
        return new(f)
    end
end
show(io::IO, df::DateFunction) = println(io, df.f)
function adjust(df::DateFunction, start, step, limit)
    for i in 1:limit
        df.f(start) && return start
        start += step
    end
    throw(ArgumentError(string("Adjustment limit reached: ", limit, " iterations")))
end
_adjust(f, start, step, limit) = adjust(DateFunction(f, start), start, step, limit)
ismonday(dt::TimeType) = dayofweek(dt) == Mon
istuesday(dt::TimeType) = dayofweek(dt) == Tue
iswednesday(dt::TimeType) = dayofweek(dt) == Wed
isthursday(dt::TimeType) = dayofweek(dt) == Thu
isfriday(dt::TimeType) = dayofweek(dt) == Fri
issaturday(dt::TimeType) = dayofweek(dt) == Sat
issunday(dt::TimeType) = dayofweek(dt) == Sun
# the predicates of the days of the week (an unknown day is a KeyError, as Julia's)
const ISDAYOFWEEK = Dict{Int,Function}(Mon => ismonday, Tue => istuesday, Wed => iswednesday,
    Thu => isthursday, Fri => isfriday, Sat => issaturday, Sun => issunday)

tonext(dt::TimeType, dow::Int; same::Bool=false) = _adjust(ISDAYOFWEEK[dow], same ? dt : dt + Day(1), Day(1), 7)
toprev(dt::TimeType, dow::Int; same::Bool=false) = _adjust(ISDAYOFWEEK[dow], same ? dt : dt + Day(-1), Day(-1), 7)
tonext(f::Function, dt::TimeType; step::Period=Day(1), limit::Int=10000, same::Bool=false) =
    _adjust(f, same ? dt : dt + step, step, limit)
toprev(f::Function, dt::TimeType; step::Period=Day(-1), limit::Int=10000, same::Bool=false) =
    _adjust(f, same ? dt : dt + step, step, limit)
function tofirst(dt::TimeType, dow::Int; of::Union{Type{Year},Type{Month}}=Month)
    start = of <: Month ? firstdayofmonth(dt) : firstdayofyear(dt)
    return _adjust(ISDAYOFWEEK[dow], start, Day(1), 366)
end
function tolast(dt::TimeType, dow::Int; of::Union{Type{Year},Type{Month}}=Month)
    start = of <: Month ? lastdayofmonth(dt) : lastdayofyear(dt)
    return _adjust(ISDAYOFWEEK[dow], start, Day(-1), 366)
end
# Julia's adjuster constructors: the first date or time from the given
# parts on (stepping by the next finer part) for which func is true
function Date(func::Function, y, m=1, d=1; step::Period=Day(1), limit::Int=10000)
    start = Date(y, m, d)
    return _adjust(func, start, step, limit)
end
DateTime(func::Function, y, m=1; step::Period=Day(1), limit::Int=10000) =
    DateTime(func, y, m, 1; step=step, limit=limit)
DateTime(func::Function, y, m, d; step::Period=Hour(1), limit::Int=10000) =
    DateTime(func, y, m, d, 0; step=step, limit=limit)
DateTime(func::Function, y, m, d, h; step::Period=Minute(1), limit::Int=10000) =
    DateTime(func, y, m, d, h, 0; step=step, limit=limit)
DateTime(func::Function, y, m, d, h, mi; step::Period=Second(1), limit::Int=10000) =
    DateTime(func, y, m, d, h, mi, 0; step=step, limit=limit)
function DateTime(func::Function, y, m, d, h, mi, s; step::Period=Millisecond(1), limit::Int=10000)
    start = DateTime(y, m, d, h, mi, s)
    return _adjust(func, start, step, limit)
end
Time(func::Function, h, mi=0; step::Period=Second(1), limit::Int=10000) =
    Time(func, h, mi, 0; step=step, limit=limit)
Time(func::Function, h, mi, s; step::Period=Millisecond(1), limit::Int=10000) =
    Time(func, h, mi, s, 0; step=step, limit=limit)
Time(func::Function, h, mi, s, ms; step::Period=Microsecond(1), limit::Int=10000) =
    Time(func, h, mi, s, ms, 0; step=step, limit=limit)
function Time(func::Function, h, mi, s, ms, us; step::Period=Nanosecond(1), limit::Int=10000)
    start = Time(h, mi, s, ms, us, 0)
    return _adjust(func, start, step, limit)
end

# which occurrence of its day of the week in its month a date is, and how
# many such days the month has (Julia's query.jl)
dayofweekofmonth(t::TimeType) = div(day(t) - 1, 7) + 1
daysofweekinmonth(t::TimeType) = (y = _ymd(_days(t)); mod1(y[3], 7) <= daysinmonth(y[1], y[2]) - 28 ? 5 : 4)
quarterofyear(t::TimeType) = quarter(t)
dayofmonth(t::TimeType) = day(t)
yearmonthday(days::Integer) = _ymd(Int64(days))
year(days::Integer) = _ymd(Int64(days))[1]
month(days::Integer) = _ymd(Int64(days))[2]
day(days::Integer) = _ymd(Int64(days))[3]
yearmonth(days::Integer) = (y = _ymd(Int64(days)); (y[1], y[2]))
monthday(days::Integer) = (y = _ymd(Int64(days)); (y[2], y[3]))
const _MONTHDAYS = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
dayofyear(y, m, d) = _MONTHDAYS[m] + d + (m > 2 && isleapyear(y))
monthwrap(m1, m2) = (v = mod1(m1 + m2, 12); v < 0 ? 12 + v : v)
yearwrap(y, m1, m2) = y + fld(m1 + m2 - 1, 12)
# adjust(f, start): the first date from start on (by step) for which f is true
adjust(f::Function, start; step::Period=Day(1), limit::Int=10000) = _adjust(f, start, step, limit)
dayofquarter(t::TimeType) = _days(t) - _days(firstdayofquarter(Date(Val(:rd), _days(t)))) + 1

# ---- rounding -----------------------------------------------------------------------------------

# floor/ceil/round of a date or time to a multiple of a period, counted
# from 0000-01-01T00:00:00 (weeks from Monday 0000-01-03), as Julia's
# stdlib/Dates/src/rounding.jl; round is to the nearest, ties up.
const _DATEEPOCH = -365      # Date(0).days
const _WEEKEPOCH = -363      # Date(0, 1, 3).days, a Monday
const _DATETIMEEPOCH = -365 * 86400000
_checkprecision(p::Period) = value(p) < 1 ? throw(DomainError(p)) : nothing
epochdays2date(i) = Date(Val(:rd), _DATEEPOCH + Int64(i))
epochms2datetime(i) = DateTime(Val(:rd), _DATETIMEEPOCH + Int64(i))
date2epochdays(dt::Date) = value(dt) - _DATEEPOCH
datetime2epochms(dt::DateTime) = value(dt) - _DATETIMEEPOCH
function Base.floor(dt::Date, p::Year)
    _checkprecision(p)
    y = year(dt)
    return Date(y - mod(y, value(p)))
end
Base.floor(dt::Date, p::Quarter) = floor(dt, Month(3 * value(p)))
function Base.floor(dt::Date, p::Month)
    _checkprecision(p)
    y, m = yearmonth(dt)
    n = 12 * y + m - 1
    n -= mod(n, value(p))
    return Date(fld(n, 12), mod(n, 12) + 1)
end
function Base.floor(dt::Date, p::Week)
    _checkprecision(p)
    days = dt.days - _WEEKEPOCH
    return Date(Val(:rd), _WEEKEPOCH + days - mod(days, 7 * value(p)))
end
function Base.floor(dt::Date, p::Day)
    _checkprecision(p)
    days = dt.days - _DATEEPOCH
    return Date(Val(:rd), _DATEEPOCH + days - mod(days, value(p)))
end
Base.floor(dt::DateTime, p::DatePeriod) = DateTime(floor(Date(dt), p))
function Base.floor(dt::DateTime, p::TimePeriod)
    _checkprecision(p)
    ms = dt.ms - _DATETIMEEPOCH
    return DateTime(Val(:rd), _DATETIMEEPOCH + ms - mod(ms, value(Millisecond(p))))
end
function Base.floor(t::Time, p::TimePeriod)
    _checkprecision(p)
    return Time(Val(:ns), t.ns - mod(t.ns, value(Nanosecond(p))))
end
function Base.ceil(dt::TimeType, p::Period)
    f = floor(dt, p)
    return dt == f ? f : f + p
end
function Base.round(dt::TimeType, p::Period, r::RoundingMode{:NearestTiesUp}=RoundNearestTiesUp)
    f = floor(dt, p)
    c = dt == f ? f : f + p
    return (dt - f) < (c - dt) ? f : c
end
Base.round(dt::TimeType, p::Period, r::RoundingMode{:Down}) = floor(dt, p)
Base.round(dt::TimeType, p::Period, r::RoundingMode{:Up}) = ceil(dt, p)
Base.floor(dt::TimeType, ::Type{P}) where {P<:Period} = floor(dt, P(1))
Base.ceil(dt::TimeType, ::Type{P}) where {P<:Period} = ceil(dt, P(1))
Base.round(dt::TimeType, ::Type{P}, r::RoundingMode=RoundNearestTiesUp) where {P<:Period} = round(dt, P(1), r)

# periods that convert exactly: floor(Day(10), Week) is 1 week
const _ConvertiblePeriod = Union{TimePeriod,Week,Day}
function Base.floor(x::_ConvertiblePeriod, precision::P) where {P<:_ConvertiblePeriod}
    _checkprecision(precision)
    a, b = promote(x, precision)
    return P(a - mod(a, b))
end
function Base.ceil(x::_ConvertiblePeriod, precision::_ConvertiblePeriod)
    f = floor(x, precision)
    return x == f ? f : f + precision
end
function Base.round(x::_ConvertiblePeriod, precision::_ConvertiblePeriod, r::RoundingMode{:NearestTiesUp}=RoundNearestTiesUp)
    f = floor(x, precision)
    c = x == f ? f : f + precision
    a, fl, ce = promote(x, f, c)
    return (a - fl) < (ce - a) ? f : c
end
Base.round(x::_ConvertiblePeriod, precision::_ConvertiblePeriod, r::RoundingMode{:Down}) = floor(x, precision)
Base.round(x::_ConvertiblePeriod, precision::_ConvertiblePeriod, r::RoundingMode{:Up}) = ceil(x, precision)
Base.floor(x::_ConvertiblePeriod, ::Type{P}) where {P<:_ConvertiblePeriod} = floor(x, P(1))
Base.ceil(x::_ConvertiblePeriod, ::Type{P}) where {P<:_ConvertiblePeriod} = ceil(x, P(1))
Base.round(x::_ConvertiblePeriod, ::Type{P}, r::RoundingMode=RoundNearestTiesUp) where {P<:_ConvertiblePeriod} = round(x, P(1), r)
# other rounding modes (and periods that do not convert) are a DomainError, as Julia's
const TimeTypeOrPeriod = Union{TimeType,_ConvertiblePeriod}
Base.round(x::TimeTypeOrPeriod, p::Period, r::RoundingMode) = throw(DomainError(r))
Base.round(x::TimeTypeOrPeriod, p::Period) = round(x, p, RoundNearestTiesUp)

# ---- now, today, unix time -----------------------------------------------------------------

const UNIXEPOCH = 62135683200000   # DateTime(1970) in milliseconds since Rata Die
unix2datetime(x::Real) = DateTime(Val(:rd), UNIXEPOCH + round(Int64, 1000 * x))
datetime2unix(dt::DateTime) = (dt.ms - UNIXEPOCH) / 1000.0

# The local time, as Julia's now() (Libc.TmStruct of time(), milliseconds
# from the same clock reading).
function now()
    ts = Vector{Int64}(undef, 2)
    ccall(:clock_gettime, Int32, (Int32, Ptr{Int64}), Int32(0), ccall(:kiln_array_data, Ptr{Int64}, (Any,), ts))
    secs = ts[1]
    ms = div(ts[2], 1000000)
    t = Base.RefValue{Int64}(secs)
    tm = Vector{Int64}(undef, 8)   # struct tm (56 bytes on LP64)
    p = ccall(:kiln_array_data, Ptr{Int32}, (Any,), tm)
    ccall(:localtime_r, Ptr{Int32}, (Ref{Int64}, Ptr{Int32}), t, p)
    f(i) = Int64(Base.unsafe_load(p, i))
    dt = DateTime(f(6) + 1900, f(5) + 1, f(4), f(3), f(2), min(f(1), 59), ms)
    tm[1] = 0   # keeps tm alive until here
    return dt
end
today() = Date(now())
# Julia's UTC time zone type (Dates/src/types.jl), for now(UTC)
abstract type TimeZone end
struct UTC <: TimeZone end
Base.broadcastable(x::TimeZone) = Ref(x)
function now(::Type{UTC})
    ts = Vector{Int64}(undef, 2)
    ccall(:clock_gettime, Int32, (Int32, Ptr{Int64}), Int32(0), ccall(:kiln_array_data, Ptr{Int64}, (Any,), ts))
    return DateTime(Val(:rd), UNIXEPOCH + ts[1] * 1000 + div(ts[2], 1000000))
end

# Rata Die days and Julian dates (Julia's conversions.jl)
rata2datetime(days) = DateTime(yearmonthday(days)...)
datetime2rata(dt::TimeType) = days(dt)
const JULIANEPOCH = -148731076800000   # value(DateTime(-4713, 11, 24, 12))
julian2datetime(f) = DateTime(Val(:rd), JULIANEPOCH + round(Int64, Int64(86400000) * f))
datetime2julian(dt::DateTime) = (value(dt) - JULIANEPOCH) / 86400000.0

# ---- DateFormat: formatting and parsing ------------------------------------------------------

const _CODES = "yYmuUdeEHMSsp"

struct DateFormat
    tokens::Vector{Tuple{Char,Int}}   # (code, width); code '\0' is a literal in lits
    lits::Vector{String}
    locale::DateLocale                # the names of months and days (u U e E)
end
Base.broadcastable(x::DateFormat) = Ref(x)

"""
    dateformat"Y-m-d H:M:S"

The DateFormat of the string, built when the macro expands (Julia's Dates).
"""
macro dateformat_str(str)
    DateFormat(str)
end
function DateFormat(f::AbstractString, locale::DateLocale=ENGLISH)
    tokens = Tuple{Char,Int}[]
    lits = String[]
    s = String(f)
    i = 1
    n = ncodeunits(s)
    lit = IOBuffer()
    function flush_lit()
        l = String(take!(lit))
        if !isempty(l)
            push!(tokens, ('\0', length(lits) + 1))
            push!(lits, l)
        end
    end
    while i <= n
        c = s[i]
        if c == '\\' && nextind(s, i) <= n
            i = nextind(s, i)
            print(lit, s[i])
            i = nextind(s, i)
        elseif occursin(c, _CODES)
            flush_lit()
            w = 0
            while i <= n && s[i] == c
                w += 1
                i = nextind(s, i)
            end
            push!(tokens, (c, w))
        else
            print(lit, c)
            i = nextind(s, i)
        end
    end
    flush_lit()
    return DateFormat(tokens, lits, locale)
end
DateFormat(f::AbstractString, locale::AbstractString) = DateFormat(f, LOCALES[locale])
const Locale = Union{DateLocale,String}

function show(io::IO, df::DateFormat)
    print(io, "dateformat\"")
    for (c, w) in df.tokens
        if c == '\0'
            for ch in df.lits[w]
                occursin(ch, _CODES) || ch == '\\' ? print(io, '\\', ch) : print(io, ch)
            end
        else
            print(io, repeat(string(c), w))
        end
    end
    print(io, "\"")
end

const ISODateFormat = DateFormat("yyyy-mm-dd")
const ISODateTimeFormat = DateFormat("yyyy-mm-dd\\THH:MM:SS.s")
const RFC1123Format = DateFormat("e, dd u yyyy HH:MM:SS")

_pad(io::IO, v::Integer, w::Int) = (s = string(abs(v)); v < 0 && print(io, '-'); print(io, repeat("0", max(w - ncodeunits(s), 0)), s))

function format(io::IO, t::TimeType, df::DateFormat)
    y, m, d = t isa Time ? (1, 1, 1) : yearmonthday(t)
    for (c, w) in df.tokens
        if c == '\0'
            print(io, df.lits[w])
        elseif c == 'y' || c == 'Y'
            # y keeps the last w characters of the padded year (yy: the
            # last two digits), Y prints it whole
            if c == 'y'
                str = _padded(y, w)
                print(io, str[end-w+1:end])
            else
                _pad(io, y, w)
            end
        elseif c == 'm'
            _pad(io, m, w)
        elseif c == 'u'
            print(io, monthabbr(m, df.locale))
        elseif c == 'U'
            print(io, monthname(m, df.locale))
        elseif c == 'd'
            _pad(io, d, w)
        elseif c == 'e'
            print(io, dayabbr(dayofweek(t), df.locale))
        elseif c == 'E'
            print(io, dayname(dayofweek(t), df.locale))
        elseif c == 'H'
            _pad(io, hour(t), w)
        elseif c == 'M'
            _pad(io, minute(t), w)
        elseif c == 'S'
            _pad(io, second(t), w)
        elseif c == 's'
            ms = millisecond(t)
            str = rem(ms, 100) == 0 ? string(div(ms, 100)) : rem(ms, 10) == 0 ? _padded(div(ms, 10), 2) : _padded(ms, 3)
            print(io, str, repeat("0", max(w - ncodeunits(str), 0)))
        elseif c == 'p'
            print(io, hour(t) < 12 ? "AM" : "PM")
        end
    end
    return nothing
end
_padded(v::Integer, w::Int) = (io = IOBuffer(); _pad(io, v, w); String(take!(io)))
format(t::TimeType, df::DateFormat) = (io = IOBuffer(); format(io, t, df); String(take!(io)))
format(t::TimeType, f::AbstractString; locale::Locale=ENGLISH) = format(t, DateFormat(f, locale))

const _PRINTDATEFORMAT = DateFormat("YYYY-mm-dd")
const _PRINTDATETIMEFORMAT = DateFormat("YYYY-mm-dd\\THH:MM:SS")
# milliseconds always three digits (Julia >= 1.6, JuliaLang/julia#35582)
const _PRINTDATETIMEMSFORMAT = DateFormat("YYYY-mm-dd\\THH:MM:SS.sss")
print(io::IO, d::Date) = format(io, d, _PRINTDATEFORMAT)
print(io::IO, dt::DateTime) = format(io, dt, millisecond(dt) == 0 ? _PRINTDATETIMEFORMAT : _PRINTDATETIMEMSFORMAT)
show(io::IO, d::Date) = print(io, "Date(\"", d, "\")")
Base.typeinfo_implicit(::Type{Date}) = true
Base.typeinfo_implicit(::Type{DateTime}) = true
function print(io::IO, t::Time)
    _pad(io, hour(t), 2)
    print(io, ':')
    _pad(io, minute(t), 2)
    print(io, ':')
    _pad(io, second(t), 2)
    frac = rem(t.ns, 1000000000)
    if frac != 0
        s = _padded(frac, 9)
        n = ncodeunits(s)
        while s[n] == '0'
            n -= 1
        end
        print(io, '.', s[1:n])
    end
end
function show(io::IO, t::Time)
    vals = (hour(t), minute(t), second(t), millisecond(t), microsecond(t), nanosecond(t))
    last = 1
    for i in 1:6
        vals[i] != 0 && (last = i)
    end
    print(io, "Time(")
    for i in 1:last
        i > 1 && print(io, ", ")
        print(io, vals[i])
    end
    print(io, ")")
end
show(io::IO, dt::DateTime) = print(io, "DateTime(\"", dt, "\")")
string(t::TimeType) = (io = IOBuffer(); print(io, t); String(take!(io)))

# Parsing, as Julia's stdlib/Dates/src/parse.jl: the directives are read
# in order; a number directive directly followed by another directive reads
# exactly its width of digits, otherwise any number of them; names (u U e
# E) are read as a whole word, case-insensitively; when the string ends
# early the remaining fields keep their defaults. The result is the values
# (y m d H M S s; ampm 0, 1 = AM, 2 = PM), or nothing when raise is false.
function _directive_string(df::DateFormat, k::Int)
    c, w = df.tokens[k]
    c == '\0' || return string("DatePart(", repeat(string(c), w), ")")
    io = IOBuffer()
    for ch in df.lits[w]
        occursin(ch, _CODES) && print(io, '\\')
        print(io, ch)
    end
    return string("Delim(", String(take!(io)), ")")
end
function _parse(s::String, df::DateFormat, raise::Bool)
    vals = Int64[1, 1, 1, 0, 0, 0, 0, 0]   # y m d H M S s ampm
    len = ncodeunits(s)
    len == 0 && raise && throw(ArgumentError("Cannot parse an empty string as a Date or Time"))
    pos = 1
    ntok = length(df.tokens)
    k = 1
    while k <= ntok
        pos > len && return vals
        c, w = df.tokens[k]
        next = _parse_token!(vals, s, pos, len, df, k)
        if next == 0
            raise || return nothing
            throw(ArgumentError(string("Unable to parse date time. Expected directive ", _directive_string(df, k), " at char ", pos)))
        end
        pos = next
        k += 1
    end
    if pos <= len
        raise || return nothing
        throw(ArgumentError("Found extra characters at the end of date time string"))
    end
    return vals
end
_parse(s::String, df::DateFormat) = _parse(s, df, true)
_isdigitbyte(b::UInt8) = 0x30 <= b <= 0x39
_isletterbyte(b::UInt8) = (0x41 <= b <= 0x5a) || (0x61 <= b <= 0x7a)
# reads token k of df at byte pos of s into vals; the position after it,
# or 0 when it does not match
function _parse_token!(vals::Vector{Int64}, s::String, pos::Int, len::Int, df::DateFormat, k::Int)
    c, w = df.tokens[k]
    cu = codeunits(s)
    if c == '\0'
        lit = codeunits(df.lits[w])
        for b in lit
            (pos <= len && cu[pos] == b) || return 0
            pos += 1
        end
        return pos
    elseif c == 'p'
        pos + 1 <= len || return 0
        a = cu[pos] | 0x20
        (a == UInt8('a') || a == UInt8('p')) && (cu[pos+1] | 0x20) == UInt8('m') || return 0
        vals[8] = a == UInt8('a') ? 1 : 2
        return pos + 2
    end
    fixed = k < length(df.tokens) && df.tokens[k+1][1] != '\0'
    j = pos
    maxpos = fixed ? min(pos + w - 1, len) : len
    if c == 'u' || c == 'U' || c == 'e' || c == 'E'
        # a word of letters (any script), at most w of them before another
        # directive, looked up in the format's locale (exactly, then
        # case-insensitively)
        nch = 0
        while j <= len && (!fixed || nch < w)
            ch = s[j]
            isletter(ch) || break
            j = nextind(s, j)
            nch += 1
        end
        j == pos && return 0
        word = s[pos:prevind(s, j)]
        loc = df.locale
        names = c == 'u' ? loc.months_abbr : c == 'U' ? loc.months : c == 'e' ? loc.days_of_week_abbr : loc.days_of_week
        found = 0
        for (n, nm) in enumerate(names)
            nm == word && (found = n; break)
        end
        if found == 0
            lw = lowercase(word)
            for (n, nm) in enumerate(names)
                lowercase(nm) == lw && (found = n; break)
            end
        end
        found == 0 && return 0
        (c == 'u' || c == 'U') && (vals[2] = found)
        return j
    end
    d = Int64(0)
    while j <= maxpos && _isdigitbyte(cu[j])
        d = 10d + (cu[j] - 0x30)
        j += 1
    end
    j - pos < (fixed ? w : 1) && return 0
    if c == 's'
        ndig = j - pos
        if ndig > 3
            r = rem(d, Int64(10)^(ndig - 3))
            r == 0 || throw(InexactError(:convert, Decimal3, d))
            d = div(d, Int64(10)^(ndig - 3))
        else
            d *= Int64(10)^(3 - ndig)
        end
    end
    idx = c == 'y' || c == 'Y' ? 1 : c == 'm' ? 2 : c == 'd' ? 3 : c == 'H' ? 4 : c == 'M' ? 5 : c == 'S' ? 6 : 7
    vals[idx] = d
    return j
end
# Julia's marker type of a fraction of a second with more than three nonzero digits
struct Decimal3 end

function _parse_or_throw(s::AbstractString, df::DateFormat)
    return _parse(String(s), df, true)
end
function _hour24(v::Vector{Int64})
    v[8] == 0 && return v[4]
    0 < v[4] < 13 || throw(ArgumentError(string("Hour: ", v[4], " out of range (1:12)")))
    return v[8] == 2 ? (v[4] < 12 ? v[4] + 12 : v[4]) : (v[4] == 12 ? 0 : v[4])
end

const ISOTimeFormat = DateFormat("HH:MM:SS.s")
function Date(s::AbstractString, df::DateFormat=ISODateFormat)
    v = _parse_or_throw(s, df)
    return Date(v[1], v[2], v[3])
end
Date(s::AbstractString, f::AbstractString; locale::Locale=ENGLISH) = Date(s, DateFormat(f, locale))
function DateTime(s::AbstractString, df::DateFormat=ISODateTimeFormat)
    df === ISODateTimeFormat && return _parse_isodatetime(String(s))
    v = _parse_or_throw(s, df)
    return DateTime(v[1], v[2], v[3], _hour24(v), v[5], v[6], v[7])
end
DateTime(s::AbstractString, f::AbstractString; locale::Locale=ENGLISH) = DateTime(s, DateFormat(f, locale))
function Time(s::AbstractString, df::DateFormat=ISOTimeFormat)
    v = _parse_or_throw(s, df)
    return Time(_hour24(v), v[5], v[6], v[7])
end
Time(s::AbstractString, f::AbstractString; locale::Locale=ENGLISH) = Time(s, DateFormat(f, locale))

# Julia's parse_components: the values of the string's directives, in the
# format's order, as periods (unchecked: "25:00" gives Hour(25))
function parse_components(s::AbstractString, df::DateFormat)
    v = _parse(String(s), df, true)
    out = Any[]
    for (c, w) in df.tokens
        if c == 'y' || c == 'Y'
            push!(out, Year(v[1]))
        elseif c == 'm' || c == 'u' || c == 'U'
            push!(out, Month(v[2]))
        elseif c == 'd'
            push!(out, Day(v[3]))
        elseif c == 'H'
            push!(out, Hour(v[4]))
        elseif c == 'M'
            push!(out, Minute(v[5]))
        elseif c == 'S'
            push!(out, Second(v[6]))
        elseif c == 's'
            push!(out, Millisecond(v[7]))
        end
    end
    return out
end

# Julia's own reader of the ISO form yyyy-mm-ddTHH:MM:SS.s (parse.jl):
# any prefix that ends after a separator or a field is accepted, the year
# alone is not; anything else is "Invalid DateTime string".
function _parse_isodatetime(s::String)
    cu = codeunits(s)
    len = length(cu)
    v = Int64[1, 1, 1, 0, 0, 0, 0]
    seps = (UInt8('-'), UInt8('-'), UInt8('T'), UInt8(':'), UInt8(':'), UInt8('.'))
    i = 1
    bad() = throw(ArgumentError("Invalid DateTime string"))
    for f in 1:7
        j = i
        maxj = f == 1 ? len : min(i + (f == 7 ? 2 : 1), len)
        d = Int64(0)
        while j <= maxj && _isdigitbyte(cu[j])
            d = 10d + (cu[j] - 0x30)
            j += 1
        end
        j == i && bad()
        f == 7 && (d *= Int64(10)^(3 - (j - i)))
        v[f] = d
        i = j
        if f == 7
            i > len || bad()
            break
        end
        if i > len
            f == 1 && bad()
            break
        end
        cu[i] == seps[f] || bad()
        i += 1
        i > len && break
    end
    return DateTime(v[1], v[2], v[3], v[4], v[5], v[6], v[7])
end

parse(::Type{T}, s::AbstractString, df::DateFormat) where {T<:Union{Date,DateTime,Time}} = T(s, df)
parse(::Type{T}, s::AbstractString) where {T<:Union{Date,DateTime,Time}} = T(s)
function tryparse(::Type{T}, s::AbstractString, df::DateFormat=_default_format(T)) where {T<:Union{Date,DateTime,Time}}
    v = _parse(String(s), df, false)
    v === nothing && return nothing
    try
        return T === Date ? Date(v[1], v[2], v[3]) : T === Time ? Time(_hour24(v), v[5], v[6], v[7]) :
            DateTime(v[1], v[2], v[3], _hour24(v), v[5], v[6], v[7])
    catch e
        e isa ArgumentError && return nothing
        rethrow()
    end
end
_default_format(::Type{Date}) = ISODateFormat
_default_format(::Type{DateTime}) = ISODateTimeFormat
_default_format(::Type{Time}) = ISOTimeFormat

end
