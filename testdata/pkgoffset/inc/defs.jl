# included by include_in_branch.jl from a branch of a top-level `if`
helper_defined_by_include(x) = 2x
