# This file is a part of Kiln's Base library.
#
# Unicode.jl — the standard library module Unicode, evaluated when a program
# first loads it (`using Unicode`, `import Unicode`), as Julia's
# stdlib/Unicode and Base.Unicode: normalize (on utf8proc_map), graphemes,
# isassigned, isequal_normalized, julia_chartransform is not provided.

module Unicode

import Base: graphemes
using Base: utf8proc_map, _char_isassigned, UTF8PROC_STABLE, UTF8PROC_COMPAT, UTF8PROC_COMPOSE,
    UTF8PROC_DECOMPOSE, UTF8PROC_IGNORE, UTF8PROC_REJECTNA, UTF8PROC_NLF2LS, UTF8PROC_NLF2PS,
    UTF8PROC_NLF2LF, UTF8PROC_STRIPCC, UTF8PROC_CASEFOLD, UTF8PROC_LUMP, UTF8PROC_STRIPMARK

export graphemes, isequal_normalized

category_code(c::AbstractChar) = Base.category_code(c)
category_abbrev(c::AbstractChar) = Base._category_abbrev(c)
category_string(c::AbstractChar) = Base._category_string(c)

function normalize(s::AbstractString; stable::Bool=false, compat::Bool=false, compose::Bool=true,
                   decompose::Bool=false, stripignore::Bool=false, rejectna::Bool=false,
                   newline2ls::Bool=false, newline2ps::Bool=false, newline2lf::Bool=false,
                   stripcc::Bool=false, casefold::Bool=false, lump::Bool=false, stripmark::Bool=false)
    flags = 0
    stable && (flags = flags | UTF8PROC_STABLE)
    compat && (flags = flags | UTF8PROC_COMPAT)
    if decompose
        flags = flags | UTF8PROC_DECOMPOSE
    elseif compose
        flags = flags | UTF8PROC_COMPOSE
    elseif compat || stripmark
        throw(ArgumentError("compat=true or stripmark=true require compose=true or decompose=true"))
    end
    stripignore && (flags = flags | UTF8PROC_IGNORE)
    rejectna && (flags = flags | UTF8PROC_REJECTNA)
    newline2ls + newline2ps + newline2lf > 1 && throw(ArgumentError("only one newline conversion may be specified"))
    newline2ls && (flags = flags | UTF8PROC_NLF2LS)
    newline2ps && (flags = flags | UTF8PROC_NLF2PS)
    newline2lf && (flags = flags | UTF8PROC_NLF2LF)
    stripcc && (flags = flags | UTF8PROC_STRIPCC)
    casefold && (flags = flags | UTF8PROC_CASEFOLD)
    lump && (flags = flags | UTF8PROC_LUMP)
    stripmark && (flags = flags | UTF8PROC_STRIPMARK)
    return utf8proc_map(s, flags)
end

function normalize(s::AbstractString, nf::Symbol)
    return utf8proc_map(s, nf === :NFC ? (UTF8PROC_STABLE | UTF8PROC_COMPOSE) :
                           nf === :NFD ? (UTF8PROC_STABLE | UTF8PROC_DECOMPOSE) :
                           nf === :NFKC ? (UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT) :
                           nf === :NFKD ? (UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT) :
                           throw(ArgumentError(string(":", nf, " is not one of :NFC, :NFD, :NFKC, :NFKD"))))
end

isassigned(c) = _char_isassigned(Char(c))

function isequal_normalized(s1::AbstractString, s2::AbstractString; casefold::Bool=false, stripmark::Bool=false)
    return normalize(s1; decompose=true, casefold=casefold, stripmark=stripmark) ==
           normalize(s2; decompose=true, casefold=casefold, stripmark=stripmark)
end

end
