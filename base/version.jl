# This file is a part of Kiln's Base library.
#
# version.jl — VersionNumber, as Julia's base/version.jl. v"1.2.3" lowers to
# VersionNumber(1, 2, 3). Prerelease and build parts are kept as tuples of
# strings/integers; comparisons follow Julia (a prerelease sorts before
# the release, a build after).

const VInt = UInt32

struct VersionNumber
    major::VInt
    minor::VInt
    patch::VInt
    prerelease::Tuple
    build::Tuple
    function VersionNumber(major::VInt, minor::VInt, patch::VInt, pre::Tuple, bld::Tuple)
        major >= 0 || throw(ArgumentError(string("invalid negative major version: ", major)))
        minor >= 0 || throw(ArgumentError(string("invalid negative minor version: ", minor)))
        patch >= 0 || throw(ArgumentError(string("invalid negative patch version: ", patch)))
        return new(major, minor, patch, pre, bld)
    end
end
function VersionNumber(major::Integer, minor::Integer=0, patch::Integer=0, pre::Tuple=(), bld::Tuple=())
    major >= 0 || throw(ArgumentError(string("invalid negative major version: ", major)))
    minor >= 0 || throw(ArgumentError(string("invalid negative minor version: ", minor)))
    patch >= 0 || throw(ArgumentError(string("invalid negative patch version: ", patch)))
    return VersionNumber(VInt(major), VInt(minor), VInt(patch), pre, bld)
end
VersionNumber(v::VersionNumber) = v

function VersionNumber(s::AbstractString)
    s = String(strip(String(s)))
    startswith(s, "v") && (s = _substr(s, 2, ncodeunits(s)))
    n = ncodeunits(s)
    parts = (0, 0, 0)
    nums = 0
    i = 1
    vals1 = 0; vals2 = 0; vals3 = 0
    while i <= n && nums < 3
        j = i
        while j <= n && isdigit(Char(_byte(s, j)))
            j += 1
        end
        j == i && throw(ArgumentError(string("invalid version string: ", s)))
        v = parse(Int, _substr(s, i, j - 1))
        nums += 1
        if nums == 1
            vals1 = v
        elseif nums == 2
            vals2 = v
        else
            vals3 = v
        end
        i = j
        if i <= n && _byte(s, i) == UInt8('.')
            i += 1
            i > n && throw(ArgumentError(string("invalid version string: ", s)))
        else
            break
        end
    end
    pre = ()
    bld = ()
    if i <= n
        b = _byte(s, i)
        if b == UInt8('-')
            k = i + 1
            while k <= n && _byte(s, k) != UInt8('+')
                k += 1
            end
            pre = _split_ident(_substr(s, i + 1, k - 1))
            i = k
        end
        if i <= n && _byte(s, i) == UInt8('+')
            bld = _split_ident(_substr(s, i + 1, n))
            i = n + 1
        end
        i <= n && throw(ArgumentError(string("invalid version string: ", s)))
    end
    return VersionNumber(vals1, vals2, vals3, pre, bld)
end
function _split_ident(s::String)
    isempty(s) && return ()
    k = 1
    n = ncodeunits(s)
    while k <= n && _byte(s, k) != UInt8('.')
        k += 1
    end
    part = _substr(s, 1, k - 1)
    val = (all(isdigit, part) && !isempty(part)) ? UInt64(parse(Int, part)) : part
    return (val, _split_ident(_substr(s, k + 1, n))...)
end

convert(::Type{VersionNumber}, v::Integer) = VersionNumber(v)
convert(::Type{VersionNumber}, v::AbstractString) = VersionNumber(v)

function print(io::IO, v::VersionNumber)
    v == typemax(VersionNumber) && return print(io, "∞")
    print(io, v.major)
    print(io, '.')
    print(io, v.minor)
    print(io, '.')
    print(io, v.patch)
    if !isempty(v.prerelease)
        print(io, '-')
        _print_ident(io, v.prerelease...)
    end
    if !isempty(v.build)
        print(io, '+')
        _print_ident(io, v.build...)
    end
    return nothing
end
_print_ident(io::IO) = nothing
_print_ident(io::IO, x) = print(io, x)
_print_ident(io::IO, x, y, zs...) = (print(io, x, '.'); _print_ident(io, y, zs...))

function show(io::IO, v::VersionNumber)
    print(io, "v\"")
    print(io, v)
    print(io, '"')
    return nothing
end
string(v::VersionNumber) = (io = IOBuffer(); print(io, v); _string_close!(io))

typemin(::Type{VersionNumber}) = VersionNumber(0, 0, 0, ("",), ())
typemax(::Type{VersionNumber}) = VersionNumber(0xffffffff, 0xffffffff, 0xffffffff, (), ("",))

ident_cmp(a::Integer, b::Integer) = cmp(a, b)
ident_cmp(a::Integer, b::String) = isempty(b) ? +1 : -1
ident_cmp(a::String, b::Integer) = isempty(a) ? -1 : +1
ident_cmp(a::String, b::String) = cmp(a, b)
function ident_cmp(A::Tuple, B::Tuple)
    isempty(A) && return isempty(B) ? 0 : -1
    isempty(B) && return +1
    c = ident_cmp(A[1], B[1])
    c != 0 && return c
    return ident_cmp(tail(A), tail(B))
end

function ==(a::VersionNumber, b::VersionNumber)
    (a.major != b.major) && return false
    (a.minor != b.minor) && return false
    (a.patch != b.patch) && return false
    (ident_cmp(a.prerelease, b.prerelease) != 0) && return false
    (ident_cmp(a.build, b.build) != 0) && return false
    return true
end
issupbuild(v::VersionNumber) = length(v.build) == 1 && isempty(v.build[1])

function isless(a::VersionNumber, b::VersionNumber)
    (a.major < b.major) && return true
    (a.major > b.major) && return false
    (a.minor < b.minor) && return true
    (a.minor > b.minor) && return false
    (a.patch < b.patch) && return true
    (a.patch > b.patch) && return false
    (!isempty(a.prerelease) && isempty(b.prerelease)) && return true
    (isempty(a.prerelease) && !isempty(b.prerelease)) && return false
    c = ident_cmp(a.prerelease, b.prerelease)
    (c < 0) && return true
    (c > 0) && return false
    (!issupbuild(a) && issupbuild(b)) && return true
    (issupbuild(a) && !issupbuild(b)) && return false
    c = ident_cmp(a.build, b.build)
    (c < 0) && return true
    return false
end
<(a::VersionNumber, b::VersionNumber) = isless(a, b)

thispatch(v::VersionNumber) = VersionNumber(v.major, v.minor, v.patch)
thisminor(v::VersionNumber) = VersionNumber(v.major, v.minor, 0)
thismajor(v::VersionNumber) = VersionNumber(v.major, 0, 0)

@_after_image const VERSION = VersionNumber(1, 10, 0)
