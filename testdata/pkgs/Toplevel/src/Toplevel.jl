# Statements before the package's module, in the style of older packages
# (Parameters.jl starts with `__precompile__()`): Julia runs them in
# Base.__toplevel__ (`baremodule __toplevel__ using Base end`), where
# Base's exported names resolve.
__precompile__()
const TOPLEVEL_MARK = string("top", "level")

"""
Toplevel: a package whose file has statements outside its module.
"""
module Toplevel
export tlmark
tlmark() = "marked"
end
