# This file is a part of Kiln's Base library.
#
# UUIDs.jl — the standard library module UUIDs, evaluated when a program
# first loads it (`using UUIDs`), as Julia 1.10's stdlib/UUIDs: the UUID
# type (Base.UUID, base/uuid.jl), uuid1 (time-based), uuid4 (random),
# uuid5 (namespace and name, SHA-1), uuid_version and the RFC 4122
# namespaces.

module UUIDs

using Random
import SHA

export UUID, uuid1, uuid4, uuid5, uuid_version

import Base: UUID

"""
    uuid_version(u::UUID) -> Int

Inspects the given UUID and returns its version (see RFC 4122).
"""
uuid_version(u::UUID) = Int((u.value >> 76) & 0xf)

# the namespaces of RFC 4122 appendix C
const namespace_dns  = UUID(0x6ba7b8109dad11d180b400c04fd430c8)
const namespace_url  = UUID(0x6ba7b8119dad11d180b400c04fd430c8)
const namespace_oid  = UUID(0x6ba7b8129dad11d180b400c04fd430c8)
const namespace_x500 = UUID(0x6ba7b8149dad11d180b400c04fd430c8)

# The default source of uuid1 and uuid4: the operating system's random
# bytes (Julia: Random.RandomDevice()), so that the results do not depend
# on Random.seed!.
struct _DevRandom <: AbstractRNG end
Base.rand(::_DevRandom, ::Type{UInt128}) = open(io -> read(io, UInt128), "/dev/urandom")

"""
    uuid1([rng::AbstractRNG]) -> UUID

Generates a version 1 (time-based) universally unique identifier (UUID), as
specified by RFC 4122. The node ID is random (section 4.5 of the RFC).
"""
function uuid1(rng::AbstractRNG=_DevRandom())
    # 100-nanosecond intervals since the UUID epoch (1582-10-15); the Unix
    # epoch is 0x01b21dd213814000 of them later
    timestamp = round(UInt64, time() * 1e7) + 0x01b21dd213814000
    u = rand(rng, UInt128)
    u &= 0x00000000000000003fffffffffffffff      # keep the clock sequence and node
    u |= 0x00000000000010000000010000000000      # version 1, variant, multicast bit
    u |= UInt128(timestamp & 0xffffffff) << 96
    u |= UInt128((timestamp >> 32) & 0xffff) << 80
    u |= UInt128((timestamp >> 48) & 0x0fff) << 64
    return UUID(u)
end

"""
    uuid4([rng::AbstractRNG]) -> UUID

Generates a version 4 (random or pseudo-random) universally unique
identifier (UUID), as specified by RFC 4122.
"""
function uuid4(rng::AbstractRNG=_DevRandom())
    u = rand(rng, UInt128)
    u &= 0xffffffffffff0fff3fffffffffffffff
    u |= 0x00000000000040008000000000000000
    return UUID(u)
end

"""
    uuid5(ns::UUID, name::String) -> UUID

Generates a version 5 (namespace and domain-based) universally unique
identifier (UUID), as specified by RFC 4122: the SHA-1 of the namespace's
16 bytes followed by the name (with its escape sequences unescaped, as
Julia's).
"""
function uuid5(ns::UUID, name::String)
    data = zeros(UInt8, 16)
    v = ns.value
    for i in 16:-1:1
        data[i] = v % UInt8
        v >>= 8
    end
    append!(data, Vector{UInt8}(unescape_string(name)))
    h = SHA.sha1(data)
    h[7] = (h[7] & 0x0f) | 0x50
    h[9] = (h[9] & 0x3f) | 0x80
    u = UInt128(0)
    for i in 1:16
        u = (u << 8) | UInt128(h[i])
    end
    return UUID(u)
end

end # module UUIDs
