# included by ../dir_after_cd.jl after it has changed directory
helper_dir() = @__DIR__
