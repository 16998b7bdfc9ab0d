"""
Argument checking with a macro (`@check`), a keyword-constructed
configuration, severity levels as an enum and dispatch on traits.
"""
module Checks

export @check, CheckFailure, Config, Level, LOW, MEDIUM, HIGH
export StorageStyle, Contiguous, Strided, Unknown, storage, describe, stride_of

include("check.jl")
include("config.jl")
include("traits.jl")

end
