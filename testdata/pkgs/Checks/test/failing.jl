# Not part of the suite (runtests.jl does not include it): a test file with
# one test that fails and one that throws, run by TestPackageFailureReports
# to check the reports Julia 1.10's Test prints (stdlib/Test/src/Test.jl:
# `Test Failed at`, `Expression:`, `Evaluated:`, a blank line and
# `Stacktrace:` for a failure; `Error During Test at`, `Test threw
# exception`, `Expression:` and the exception with its indented
# `Stacktrace:` for an error; then the summary with every nested set, and
# the TestSetException that makes the exit status 1). The expected output,
# test/failing.out, is Julia's less the frames under each Stacktrace: line
# (which name Julia's files) and with the file's path as given to kiln.
using Checks
using Test

@testset "Checks (failing on purpose)" begin
    @testset "strictness" begin
        @test Checks.strictness(Config(level = HIGH)) == 5
        @test Checks.strictness(Config()) == 2
    end
    @testset "errors" begin
        @test Checks.strictness(Config(retries = -2)) == 0
        @test_throws CheckFailure Checks.strictness(Config(retries = -3))
    end
end
