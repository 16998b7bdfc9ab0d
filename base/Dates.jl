# This file is a part of Kiln's Base library.
#
# Dates.jl — the standard library module Dates (basics), evaluated when a
# program first loads it, as Julia 1.10's stdlib/Dates: Date and DateTime
# (proleptic Gregorian calendar, days/milliseconds since Rata Die), the
# periods Year … Millisecond and their arithmetic, accessors, now()/today(),
# DateFormat (dateformat"…") formatting and parsing, printing. Not yet:
# Time, CompoundPeriod (adding periods of different types), time zones,
# rounding, ranges of dates, adjusters (tonext, …).

module Dates

import Base: +, -, *, ==, <, <=, isless, hash, print, show, string, zero, iszero, one, div, rem, mod,
    abs, sign, convert, parse, tryparse, typemin, typemax

export Period, DatePeriod, TimePeriod, Year, Quarter, Month, Week, Day, Hour, Minute, Second,
    Millisecond, TimeType, Date, DateTime, DateFormat, @dateformat_str, year, month, day, hour,
    minute, second, millisecond, week, quarter, yearmonthday, yearmonth, monthday, dayofweek,
    dayofyear, dayname, dayabbr, monthname, monthabbr, isleapyear, daysinmonth, daysinyear,
    lastdayofmonth, firstdayofmonth, now, today, unix2datetime, datetime2unix,
    Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday,
    January, February, March, April, May, June, July, August, September, October, November, December

# ---- periods ------------------------------------------------------------------------------

abstract type AbstractTime end
abstract type Period <: AbstractTime end
abstract type DatePeriod <: Period end
abstract type TimePeriod <: Period end

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

print(io::IO, p::P) where {P<:Period} = print(io, value(p), " ", _name(P), abs(value(p)) == 1 ? "" : "s")
show(io::IO, p::P) where {P<:Period} = print(io, nameof(P), "(", value(p), ")")

for_period(f, p::P, q::P) where {P<:Period} = P(f(value(p), value(q)))
+(p::P, q::P) where {P<:Period} = P(value(p) + value(q))
-(p::P, q::P) where {P<:Period} = P(value(p) - value(q))
-(p::P) where {P<:Period} = P(-value(p))
*(p::P, n::Integer) where {P<:Period} = P(value(p) * Int64(n))
*(n::Integer, p::P) where {P<:Period} = P(value(p) * Int64(n))
div(p::P, n::Integer) where {P<:Period} = P(div(value(p), Int64(n)))
div(p::P, q::P) where {P<:Period} = div(value(p), value(q))
rem(p::P, q::P) where {P<:Period} = P(rem(value(p), value(q)))
mod(p::P, q::P) where {P<:Period} = P(mod(value(p), value(q)))
==(p::P, q::P) where {P<:Period} = value(p) == value(q)
isless(p::P, q::P) where {P<:Period} = value(p) < value(q)
<(p::P, q::P) where {P<:Period} = value(p) < value(q)
<=(p::P, q::P) where {P<:Period} = value(p) <= value(q)
zero(::Type{P}) where {P<:Period} = P(0)
zero(p::Period) = zero(typeof(p))
one(::Type{P}) where {P<:Period} = P(1)
iszero(p::Period) = value(p) == 0
abs(p::P) where {P<:Period} = P(abs(value(p)))
sign(p::Period) = sign(value(p))
hash(p::Period, h::UInt) = hash(value(p), hash(nameof(typeof(p)), h))

# Fixed conversions between periods (Julia's conversion factors).
_ms(p::Week) = 604800000 * value(p)
_ms(p::Day) = 86400000 * value(p)
_ms(p::Hour) = 3600000 * value(p)
_ms(p::Minute) = 60000 * value(p)
_ms(p::Second) = 1000 * value(p)
_ms(p::Millisecond) = value(p)
const _FixedPeriod = Union{Week,Day,Hour,Minute,Second,Millisecond}
function _convert_fixed(::Type{P}, p::_FixedPeriod) where {P<:_FixedPeriod}
    unit = _ms(P(1))
    v = _ms(p)
    rem(v, unit) == 0 || throw(InexactError(:convert, P, p))
    return P(div(v, unit))
end
Week(p::_FixedPeriod) = _convert_fixed(Week, p)
Day(p::_FixedPeriod) = _convert_fixed(Day, p)
Hour(p::_FixedPeriod) = _convert_fixed(Hour, p)
Minute(p::_FixedPeriod) = _convert_fixed(Minute, p)
Second(p::_FixedPeriod) = _convert_fixed(Second, p)
Millisecond(p::_FixedPeriod) = _convert_fixed(Millisecond, p)
Month(p::Year) = Month(12 * value(p))
Month(p::Quarter) = Month(3 * value(p))
==(p::_FixedPeriod, q::_FixedPeriod) = _ms(p) == _ms(q)
isless(p::_FixedPeriod, q::_FixedPeriod) = _ms(p) < _ms(q)
<(p::_FixedPeriod, q::_FixedPeriod) = _ms(p) < _ms(q)
+(p::_FixedPeriod, q::_FixedPeriod) =
    throw(ArgumentError(string("adding periods of different types (", nameof(typeof(p)), " + ", nameof(typeof(q)),
                               ", a Dates.CompoundPeriod in Julia) is not supported by Kiln")))

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

function Date(y::Integer, m::Integer=1, d::Integer=1)
    y, m, d = Int64(y), Int64(m), Int64(d)
    _check_date(y, m, d)
    return Date(Val(:rd), totaldays(y, m, d))
end
function DateTime(y::Integer, m::Integer=1, d::Integer=1, h::Integer=0, mi::Integer=0, s::Integer=0, ms::Integer=0)
    y, m, d, h, mi, s, ms = Int64(y), Int64(m), Int64(d), Int64(h), Int64(mi), Int64(s), Int64(ms)
    _check_date(y, m, d)
    _check_time(h, mi, s, ms)
    return DateTime(Val(:rd), ms + 1000 * (s + 60mi + 3600h + 86400 * totaldays(y, m, d)))
end
Date(y::Year, m::Month=Month(1), d::Day=Day(1)) = Date(value(y), value(m), value(d))
Date(dt::DateTime) = Date(Val(:rd), fld(dt.ms, 86400000))
DateTime(d::Date) = DateTime(Val(:rd), 86400000 * d.days)
convert(::Type{Date}, dt::DateTime) = Date(dt)
convert(::Type{DateTime}, d::Date) = DateTime(d)

_days(d::Date) = d.days
_days(dt::DateTime) = fld(dt.ms, 86400000)
_msofday(dt::DateTime) = mod(dt.ms, 86400000)
value(d::Date) = d.days
value(dt::DateTime) = dt.ms

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
const DAYNAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
const DAYABBRS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
const MONTHNAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
                    "September", "October", "November", "December")
const MONTHABBRS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
dayofweek(t::TimeType) = mod1(_days(t), 7)
dayname(t::TimeType) = DAYNAMES[dayofweek(t)]
dayname(d::Integer) = DAYNAMES[d]
dayabbr(t::TimeType) = DAYABBRS[dayofweek(t)]
dayabbr(d::Integer) = DAYABBRS[d]
monthname(t::TimeType) = MONTHNAMES[month(t)]
monthname(m::Integer) = MONTHNAMES[m]
monthabbr(t::TimeType) = MONTHABBRS[month(t)]
monthabbr(m::Integer) = MONTHABBRS[m]
# ISO 8601 week number (Julia's week)
function week(t::TimeType)
    days = _days(t)
    w = div(abs(days - 1), 7) % 20871
    c, w = divrem((w + (w >= 10435)), 5218)
    w = (w * 28 + (15, 23, 3, 11)[c + 1]) % 1461
    return div(w, 28) + 1
end
firstdayofmonth(d::Date) = Date(Val(:rd), d.days - day(d) + 1)
firstdayofmonth(dt::DateTime) = DateTime(firstdayofmonth(Date(dt)))
lastdayofmonth(d::Date) = (y = _ymd(d.days); Date(Val(:rd), totaldays(y[1], y[2], Int64(daysinmonth(y[1], y[2])))))
lastdayofmonth(dt::DateTime) = DateTime(lastdayofmonth(Date(dt)))

==(a::Date, b::Date) = a.days == b.days
==(a::DateTime, b::DateTime) = a.ms == b.ms
isless(a::Date, b::Date) = a.days < b.days
isless(a::DateTime, b::DateTime) = a.ms < b.ms
<(a::Date, b::Date) = a.days < b.days
<(a::DateTime, b::DateTime) = a.ms < b.ms
<=(a::Date, b::Date) = a.days <= b.days
<=(a::DateTime, b::DateTime) = a.ms <= b.ms
hash(d::Date, h::UInt) = hash(d.days, hash(:Date, h))
hash(dt::DateTime, h::UInt) = hash(dt.ms, hash(:DateTime, h))
typemin(::Type{Date}) = Date(-252522163911150, 1, 1)
typemax(::Type{Date}) = Date(252522163911149, 12, 31)

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
now(::Type{UTC}) where {UTC} = throw(ArgumentError("now(UTC) is not supported by Kiln"))

# ---- DateFormat: formatting and parsing ------------------------------------------------------

const _CODES = "yYmuUdeEHMSsp"

struct DateFormat
    tokens::Vector{Tuple{Char,Int}}   # (code, width); code '\0' is a literal in lits
    lits::Vector{String}
end

function DateFormat(f::AbstractString)
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
    return DateFormat(tokens, lits)
end
DateFormat(f::AbstractString, locale::AbstractString) = DateFormat(f)

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
    y, m, d = yearmonthday(t)
    for (c, w) in df.tokens
        if c == '\0'
            print(io, df.lits[w])
        elseif c == 'y' || c == 'Y'
            # y truncates to its width (yy: the last two digits), Y does not
            v = c == 'y' && w < ndigits(y) ? rem(y, 10^w) : y
            _pad(io, v, w)
        elseif c == 'm'
            _pad(io, m, w)
        elseif c == 'u'
            print(io, MONTHABBRS[m])
        elseif c == 'U'
            print(io, MONTHNAMES[m])
        elseif c == 'd'
            _pad(io, d, w)
        elseif c == 'e'
            print(io, dayabbr(t))
        elseif c == 'E'
            print(io, dayname(t))
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
format(t::TimeType, f::AbstractString) = format(t, DateFormat(f))

print(io::IO, d::Date) = format(io, d, ISODateFormat)
function print(io::IO, dt::DateTime)
    if millisecond(dt) == 0
        format(io, dt, DateFormat("yyyy-mm-dd\\THH:MM:SS"))
    else
        format(io, dt, DateFormat("yyyy-mm-dd\\THH:MM:SS.sss"))
    end
end
show(io::IO, d::Date) = print(io, "Date(\"", d, "\")")
show(io::IO, dt::DateTime) = print(io, "DateTime(\"", dt, "\")")
string(t::TimeType) = (io = IOBuffer(); print(io, t); String(take!(io)))

# Parsing: the values of the format's directives, or an error message.
function _parse(s::String, df::DateFormat)
    vals = Int64[1, 1, 1, 0, 0, 0, 0]   # y m d H M S s
    pm = 0
    i = 1
    n = ncodeunits(s)
    ntok = length(df.tokens)
    for k in 1:ntok
        c, w = df.tokens[k]
        if c == '\0'
            lit = df.lits[w]
            (i + ncodeunits(lit) - 1 <= n && s[i:i+ncodeunits(lit)-1] == lit) || return nothing
            i += ncodeunits(lit)
        elseif c == 'u' || c == 'U' || c == 'e' || c == 'E'
            names = c == 'u' ? MONTHABBRS : c == 'U' ? MONTHNAMES : c == 'e' ? DAYABBRS : DAYNAMES
            found = 0
            for (j, nm) in enumerate(names)
                l = ncodeunits(nm)
                if i + l - 1 <= n && lowercase(s[i:i+l-1]) == lowercase(nm)
                    found = j
                    i += l
                    break
                end
            end
            found == 0 && return nothing
            (c == 'u' || c == 'U') && (vals[2] = found)
        elseif c == 'p'
            i + 1 <= n || return nothing
            ap = uppercase(s[i:i+1])
            ap == "AM" ? (pm = 1) : ap == "PM" ? (pm = 2) : return nothing
            i += 2
        else
            # a numeric directive followed by another numeric one reads its width
            fixed = k < ntok && df.tokens[k+1][1] != '\0' && !occursin(df.tokens[k+1][1], "uUeEp")
            neg = c in ('y', 'Y') && i <= n && s[i] == '-'
            neg && (i += 1)
            j = i
            while j <= n && isdigit(s[j]) && (!fixed || j - i < w)
                j += 1
            end
            j == i && return nothing
            v = parse(Int64, s[i:j-1])
            if c == 's'
                ndig = j - i
                ndig > 3 && return nothing
                v *= 10^(3 - ndig)
            end
            i = j
            idx = c == 'y' || c == 'Y' ? 1 : c == 'm' ? 2 : c == 'd' ? 3 : c == 'H' ? 4 : c == 'M' ? 5 : c == 'S' ? 6 : 7
            vals[idx] = neg ? -v : v
        end
    end
    i <= n && return nothing
    if pm != 0
        h = vals[4]
        vals[4] = pm == 1 ? (h == 12 ? 0 : h) : (h == 12 ? 12 : h + 12)
    end
    return vals
end

function _parse_or_throw(s::AbstractString, df::DateFormat)
    vals = _parse(String(s), df)
    vals === nothing && throw(ArgumentError(string("Unable to parse date time. Expected ", df, " but got \"", s, "\"")))
    return vals
end

function Date(s::AbstractString, df::DateFormat=ISODateFormat)
    v = _parse_or_throw(s, df)
    return Date(v[1], v[2], v[3])
end
Date(s::AbstractString, f::AbstractString) = Date(s, DateFormat(f))
function DateTime(s::AbstractString, df::DateFormat=ISODateTimeFormat)
    if df === ISODateTimeFormat
        # the ISO form without a fraction of a second, or a date only
        v = _parse(String(s), ISODateTimeFormat)
        v === nothing && (v = _parse(String(s), DateFormat("yyyy-mm-dd\\THH:MM:SS")))
        v === nothing && (v = _parse(String(s), DateFormat("yyyy-mm-dd\\THH:MM")))
        v === nothing && (v = _parse(String(s), ISODateFormat))
        v === nothing && throw(ArgumentError(string("Unable to parse date time. Expected ", df, " but got \"", s, "\"")))
    else
        v = _parse_or_throw(s, df)
    end
    return DateTime(v[1], v[2], v[3], v[4], v[5], v[6], v[7])
end
DateTime(s::AbstractString, f::AbstractString) = DateTime(s, DateFormat(f))
parse(::Type{T}, s::AbstractString, df::DateFormat) where {T<:Union{Date,DateTime}} = T(s, df)
parse(::Type{T}, s::AbstractString) where {T<:Union{Date,DateTime}} = T(s)
function tryparse(::Type{Date}, s::AbstractString, df::DateFormat=ISODateFormat)
    v = _parse(String(s), df)
    v === nothing && return nothing
    return Date(v[1], v[2], v[3])
end

end
