# A test file laid out as the Exercism Julia track lays out runtests.jl
# (exercism/julia, exercises/practice/*/runtests.jl; MIT): an outer
# `@testset verbose = true ""` with an empty name, nested sets, a `for`
# test set with interpolated names, @test_throws, @test_skip and
# @test_logs; the code under test is a parity-bit encoder written with
# typed locals (`carry::UInt8 = 0`) and a `const x::UInt8` as in the
# intergalactic-transmission solution.
using Test

const init_mask::UInt8 = 0xFE

function transmit(message)
    out = UInt8[]
    carry::UInt8 = 0
    mask::UInt8 = init_mask
    for byte in message
        if mask == 0x00
            push!(out, parity(carry))
            carry = 0x00
            mask = init_mask
        end
        shift = trailing_zeros(mask)
        push!(out, parity((carry << (8 - shift)) | (byte >>> shift)))
        carry = byte & ~mask
        mask <<= 1
    end
    if mask != init_mask
        last::UInt8 = carry << count_ones(mask)
        push!(out, parity(last))
    end
    out
end

parity(b::UInt8) = iseven(count_ones(b & 0x7F)) ? b << 1 : (b << 1) | 0x01

function check(byte::UInt8)
    iseven(count_ones(byte)) || error("Byte has incorrect parity")
    @info "checked $byte"
    byte & 0xFE
end

@testset verbose = true "" begin
    @testset "transmit" begin
        @test transmit([]) == []
        @test transmit([0x00]) == [0x00, 0x00]
        @test transmit([0x05]) == [0x05, 0x81]
        @test transmit([0xc0, 0x01, 0xc0, 0xde]) == [0xc0, 0x00, 0x71, 0x1b, 0xe1]
    end
    @testset "parity of $b" for b in (0x03, 0x05)
        @test iseven(count_ones(parity(b)))
    end
    @testset "errors" begin
        @test_throws ErrorException check(0x07)
        @test_throws "incorrect parity" check(0x01)
        @test_logs (:info, "checked 3") check(0x03)
        @test_skip transmit(nothing) == []
    end
end

println(transmit([0x47, 0x72, 0x65, 0x61, 0x74, 0x21]))
println(typeof(init_mask), " ", init_mask)
