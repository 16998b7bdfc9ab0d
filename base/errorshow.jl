# This file is a part of Kiln's Base library.
#
# errorshow.jl — error, and showerror for the built-in exceptions with
# Julia 1.10's exact text (what follows "ERROR: "), as base/errorshow.jl.
# The driver's uncaught-exception printer calls Base.showerror(stderr, e).

error(s::AbstractString) = throw(ErrorException(s))
error(s...) = throw(ErrorException(string(s...)))

# The type check of a typed keyword argument f(; y::Int) (Julia's lowering
# throws TypeError(Symbol("keyword argument"), :y, Int, v)).
_kwtypecheck(v, @nospecialize(T), name::Symbol) =
    v isa T ? v : throw(TypeError(Symbol("keyword argument"), name, T, v))

# A plain assignment to a constant global (`f = 2` after `f(x) = ...`, or
# `C = 2` after `const C = 1`), as Julia 1.10's jl_checked_assignment: no
# change when the value is the same; an error when its type differs or the
# old value is a type or module; otherwise a warning, and the constant
# takes the new value. (The driver calls this before such a store.)
function _const_assign_check(name::Symbol, old, new)
    old === new && return nothing
    if typeof(old) !== typeof(new) || old isa Type || old isa Module
        throw(ErrorException(string("invalid redefinition of constant ", name)))
    end
    print(stderr, "WARNING: redefinition of constant ", name, ". This may fail, cause incorrect answers, or produce other errors.\n")
    return nothing
end

showerror(io::IO, ex) = show(io, ex)

showerror(io::IO, ex::ErrorException) = print(io, ex.msg)
showerror(io::IO, ex::DivideError) = print(io, "DivideError: integer division error")
showerror(io::IO, ex::StackOverflowError) = print(io, "StackOverflowError:")
showerror(io::IO, ex::OutOfMemoryError) = print(io, "OutOfMemoryError()")
showerror(io::IO, ex::UndefRefError) = print(io, "UndefRefError: access to undefined reference")
showerror(io::IO, ex::EOFError) = print(io, "EOFError: read end of file")
showerror(io::IO, ex::InterruptException) = print(io, "InterruptException:")
showerror(io::IO, ex::ArgumentError) = print(io, "ArgumentError: ", ex.msg)
showerror(io::IO, ex::OverflowError) = print(io, "OverflowError: ", ex.msg)
showerror(io::IO, ex::AssertionError) = print(io, "AssertionError: ", ex.msg)
showerror(io::IO, ex::DimensionMismatch) = print(io, "DimensionMismatch: ", ex.msg)
showerror(io::IO, ex::CanonicalIndexError) = print(io, "CanonicalIndexError: ", ex.func, " not defined for ", ex.type)
function showerror(io::IO, ex::UndefVarError)
    print(io, "UndefVarError: `", ex.var, "` not defined")
    Experimental.show_error_hints(io, ex)
end
showerror(io::IO, ex::UndefKeywordError) = print(io, "UndefKeywordError: keyword argument `", ex.var, "` not assigned")
function showerror(io::IO, ex::SystemError)
    if ex.extrainfo === nothing
        print(io, "SystemError: ", ex.prefix, ": ", _strerror(ex.errnum))
    else
        print(io, "SystemError (with ", ex.extrainfo, "): ", ex.prefix, ": ", _strerror(ex.errnum))
    end
end

function showerror(io::IO, ex::KeyError)
    print(io, "KeyError: key ")
    show(io, ex.key)
    print(io, " not found")
end

function showerror(io::IO, ex::InexactError)
    print(io, "InexactError: ", ex.func, '(')
    T = ex.T
    (T isa DataType && nameof(T) === ex.func) || print(io, T, ", ")
    print(io, ex.val, ')')
end

function showerror(io::IO, ex::DomainError)
    if ex.val isa AbstractArray
        # an array is shown compactly and limited, as Julia 1.10's
        print(IOContext(io, :compact => get(io, :compact, true)::Bool, :limit => get(io, :limit, true)::Bool),
              "DomainError with ", ex.val)
    else
        print(io, "DomainError with ", ex.val)
    end
    if isdefined(ex, :msg)
        print(io, ":\n", ex.msg)
    end
    Experimental.show_error_hints(io, ex)
    return nothing
end

function showerror(io::IO, ex::TypeError)
    print(io, "TypeError: ")
    if ex.expected === Bool
        print(io, "non-boolean (", typeof(ex.got), ") used in boolean context")
    else
        if isa(ex.got, Type)
            targs = ("Type{", ex.got, "}")
        else
            targs = ("a value of type ", typeof(ex.got))
        end
        if ex.context == ""
            ctx = string("in ", ex.func)
        elseif ex.func === Symbol("dict key")
            ctx = string("in ", ex.context)
        elseif ex.func === Symbol("keyword argument")
            ctx = string("in keyword argument ", ex.context)
        else
            ctx = string("in ", ex.func, ", in ", ex.context)
        end
        print(io, ctx, ", expected ", ex.expected, ", got ", targs...)
    end
end

function showerror(io::IO, ex::BoundsError)
    print(io, "BoundsError")
    if isdefined(ex, :a)
        print(io, ": attempt to access ")
        summary(io, ex.a)
        if isdefined(ex, :i)
            print(io, " at index [")
            i = ex.i
            if i isa AbstractRange
                print(io, i)
            elseif i isa AbstractString
                show(io, i)
            else
                _show_index_list(io, i)
            end
            print(io, "]")
        end
    end
    Experimental.show_error_hints(io, ex)
end
_show_index_list(io::IO, i) = _show_index(io, i)
# (an array of indices, BoundsError(a, [true]), shows its elements, as
# Julia's loop over ex.i)
function _show_index_list(io::IO, v::AbstractArray)
    k = 0
    for x in v
        (k += 1) > 1 && print(io, ", ")
        _show_index(io, x)
    end
end
function _show_index_list(io::IO, t::Tuple)
    n = length(t)
    k = 1
    while k <= n
        k > 1 && print(io, ", ")
        _show_index(io, t[k])
        k += 1
    end
end
# Julia's show_index: a whole dimension (Slice) as its range, 1:n for
# OneTo(n), ":" for a Colon, anything else as shown.
_show_index(io::IO, x) = show(io, x)
# a logical index (Julia's LogicalIndex, show_index: the summary of its mask)
_show_index(io::IO, x::AbstractArray{Bool}) = summary(io, x)
_show_index(io::IO, x::OneTo) = print(io, "1:", x.stop)
_show_index(io::IO, ::Colon) = print(io, ':')

function showerror(io::IO, ex::StringIndexError)
    s = ex.string
    i = ex.index
    print(io, "StringIndexError: ", "invalid index [", i, "]")
    if 1 <= i <= ncodeunits(s)
        i1 = thisind(s, i)
        i2 = nextind(s, i1)
        if i1 < 1
            print(io, ", valid nearby index [", i2, "]=>")
            show(io, s[i2])
        elseif i2 > ncodeunits(s)
            print(io, ", valid nearby index [", i1, "]=>")
            show(io, s[i1])
        else
            print(io, ", valid nearby indices [", i1, "]=>")
            show(io, s[i1])
            print(io, ", [", i2, "]=>")
            show(io, s[i2])
        end
    end
end

showerror(io::IO, ex::InvalidCharError) = print(io, "InvalidCharError: invalid character ", repr(ex.char))
showerror(io::IO, ex::CodePointError) = print(io, "CodePointError: invalid Unicode code point ", repr(ex.code))

# The type of an argument as MethodError prints it (Core.Typeof).
_argtype(x) = typeof(x)
_argtype(x::Type) = Type{x}

function showerror(io::IO, ex::MethodError)
    f = ex.f
    args = ex.args
    kwargs = ()
    if f === Core.kwcall && args isa Tuple && length(args) >= 2 && args[1] isa NamedTuple
        kwargs = args[1]
        f = args[2]
        args = tail(tail(args))
    end
    # An ambiguity (several equally specific methods) is reported with its
    # candidates, as Julia's showerror_ambiguous does; the runtime renders
    # the methods (driver/candidates.go).
    amb = isempty(kwargs) && args isa Tuple ? ccall(:kiln_reflect, Any, (Int64, Any, Any), 14, f, args)::String : ""
    ambiguous = !isempty(amb)
    if !ambiguous && f === convert && args isa Tuple && length(args) == 2 && isempty(kwargs)
        # Julia's show_convert_error, then the candidates of convert pooled
        # with the constructors of T (show_method_candidates)
        T = args[1]
        if T isa Type
            print(io, "MethodError: ", ccall(:kiln_reflect, Any, (Int64, Any, Any), 15, T, args[2])::String)
        else
            print(io, "MethodError: First argument to `convert` must be a Type, got ", T)
        end
        _show_method_candidates(io, f, args, kwargs)
        return nothing
    end
    if !ambiguous && f isa DataType && isabstracttype(f) && isempty(methods(f))
        # Julia's showerror: an abstract type with no constructors
        print(io, "MethodError: no constructors have been defined for ", f)
        _show_method_hints(io, f, args, kwargs)
        return nothing
    end
    if !ambiguous && !(f isa Function) && !(f isa Type) && isempty(methods(f))
        # Julia's showerror: a call of an object that has no methods
        print(io, "MethodError: objects of type ", typeof(f), " are not callable")
        _show_method_hints(io, f, args, kwargs)
        return nothing
    end
    print(io, ambiguous ? "MethodError: " : "MethodError: no method matching ")
    if f isa Type
        print(io, f)
    elseif f isa Function && _isselffunction(f)
        print(io, _funcbasename(f))
    else
        print(io, "(::", typeof(f), ")")
    end
    print(io, '(')
    if args isa Tuple
        n = length(args)
        k = 1
        while k <= n
            k > 1 && print(io, ", ")
            print(io, "::", _argtype(args[k]))
            k += 1
        end
    end
    if !isempty(kwargs)
        print(io, "; ")
        names = _nt_names(kwargs)
        n = length(names)
        k = 1
        while k <= n
            k > 1 && print(io, ", ")
            print(io, names[k], "::", _argtype(getfield(kwargs, k)))
            k += 1
        end
    end
    print(io, ')')
    if ambiguous
        print(io, amb)
    else
        _show_method_hints(io, f, args, kwargs)
        _show_method_candidates(io, f, args, kwargs)
    end
    return nothing
end

# Whether f is a function bound to its own name in its module (Julia's
# _isself): a call of another callable (a closure, an instance of a
# `struct F <: Function`) prints as (::F)(…).
function _isselffunction(f)
    _closurename(f) === nothing || return false
    m = try parentmodule(f) catch; return false end
    n = try nameof(f) catch; return false end
    return isdefined(m, n) && getfield(m, n) === f
end

# The lines Julia 1.10's showerror(::MethodError) prints after the call's
# signature (base/errorshow.jl): element-wise + and - of an array and a
# number, an array called as a function, then the error hints (Base's own,
# then those registered with Base.Experimental.register_error_hint).
function _show_method_hints(io::IO, f, args, kwargs)
    args isa Tuple || return nothing
    argtypes = map(_argtype, args)
    if (f === (+) || f === (-)) && length(argtypes) == 2
        a1, a2 = argtypes
        if (a1 <: AbstractArray{<:Number} || a2 <: AbstractArray{<:Number}) && (a1 <: Number || a2 <: Number)
            nounf = f === (+) ? "addition" : "subtraction"
            first, second = a1 <: Number ? ("scalar", "array") : ("array", "scalar")
            print(io, "\nFor element-wise ", nounf, ", use broadcasting with dot syntax: ", first, " .", f === (+) ? "+" : "-", " ", second)
        end
    end
    typeof(f) <: AbstractArray && print(io, "\nUse square brackets [] for indexing an Array.")
    # a function of another module that shadows Base's, which has a method
    # for the call (Julia's check for local functions shadowing Base)
    if f isa Function && _isselffunction(f) && parentmodule(f) !== Base
        name = nameof(f)
        if isdefined(Base, name)
            basef = getfield(Base, name)
            if basef !== f && hasmethod(basef, Tuple{argtypes...})
                print(io, "\nYou may have intended to import Base.", Base.isoperator(name) ? repr(name) : string(name))
            end
        end
    end
    Experimental.show_error_hints(io, MethodError(f, args), argtypes, isempty(kwargs) ? () : pairs(kwargs))
    return nothing
end

# Base's own MethodError hint handlers, in the order Julia 1.10's
# errorshow.jl registers them: noncallable_number_hint_handler,
# nonsetable_type_hint_handler, string_concatenation_hint_handler and
# methods_on_iterable.
function _builtin_method_hints(io::IO, ex::MethodError, argtypes, kwargs)
    f = ex.f
    if f isa Number
        print(io, "\nMaybe you forgot to use an operator such as *, ^, %, / etc. ?")
    end
    if f === setindex! && !isempty(argtypes)
        T = argtypes[1]
        if T <: Number
            print(io, "\nAre you trying to index into an array? For multi-dimensional arrays, separate the indices with commas: a[1, 2] rather than a[1][2]")
        elseif T <: Type && T isa DataType && !isempty(T.parameters)
            Tx = T.parameters[1]
            print(io, "\nYou attempted to index the type ", Tx, ", rather than an instance of the type. Make sure you create the type using its constructor: d = ", Tx, "([...]) rather than d = ", Tx)
        end
    end
    if f === (+) && !isempty(argtypes) && all(t -> t <: AbstractString, argtypes)
        print(io, "\nString concatenation is performed with * (See also: https://docs.julialang.org/en/v1/manual/strings/#man-concatenation).")
    end
    if (f === max || f === min) && length(argtypes) == 1 && isiterable(argtypes[1])
        f_correct = f === max ? "maximum" : "minimum"
        print(io, "\nFinding the ", f_correct, " of an iterable is performed with `", f_correct, "`.")
    end
    return nothing
end

# Julia 1.10's show_method_candidates (base/errorshow.jl): up to three
# methods of f, those matching the most arguments first, each with its
# mismatched arguments marked `!Matched::` (Julia's text when the stream
# has no colour), its keywords, a note on keywords it does not accept,
# and its location; "  ..." when there are more. The driver renders each
# method (driver/candidates.go).
# Julia's Base.show_method_candidates(io, ex::MethodError, kwargs=())
function show_method_candidates(io::IO, ex::MethodError, @nospecialize(kwargs=()))
    f, args = ex.f, ex.args
    kw = kwargs isa NamedTuple ? kwargs : isempty(kwargs) ? () : NamedTuple(kwargs)
    _show_method_candidates(io, f, args, kw)
    return nothing
end

function _show_method_candidates(io::IO, f, args, kwargs)
    args isa Tuple || return nothing
    recs = try
        ccall(:kiln_reflect, Any, (Int64, Any, Any), 12, f, args)::String
    catch
        ""
    end
    # A failed convert(T, x) also lists T's constructors taking x (Julia
    # pools them: users write convert where they mean a call).
    if f === convert && length(args) >= 1 && args[1] isa Type
        crecs = try
            ccall(:kiln_reflect, Any, (Int64, Any, Any), 13, args[1], tail(args))::String
        catch
            ""
        end
        recs = isempty(recs) ? crecs : isempty(crecs) ? recs : string(recs, '\n', crecs)
    end
    isempty(recs) && return nothing
    lines = Tuple{String,Int}[]
    for rec in split(recs, '\n')
        fs = split(rec, '\t')
        length(fs) == 4 || continue
        buf = IOBuffer()
        print(buf, fs[2])
        kwords = String[String(k) for k in split(fs[3], ','; keepempty=false)]
        if !isempty(kwargs)
            unexpected = Symbol[]
            if isempty(kwords) || !any(k -> endswith(k, "..."), kwords)
                for k in _nt_names(kwargs)
                    String(k) in kwords || push!(unexpected, k)
                end
            end
            if !isempty(unexpected)
                plur = length(unexpected) > 1 ? "s" : ""
                print(buf, " got unsupported keyword argument", plur, " \"", join(unexpected, "\", \""), "\"")
            end
        end
        print(buf, "\n", fs[4])
        push!(lines, (String(take!(buf)), parse(Int, fs[1])))
    end
    isempty(lines) && return nothing
    sort!(lines, by = x -> -x[2])
    print(io, "\n\nClosest candidates are:")
    i = 0
    for line in lines
        println(io)
        if i >= 3
            print(io, "  ...")
            break
        end
        i += 1
        print(io, line[1])
    end
    println(io)
    return nothing
end
isempty(nt::NamedTuple) = nfields(nt) == 0

# Keyword calls with keywords a method does not accept (lowering calls this
# from the Core.kwcall method it generates).
kwerr(kw, args...) = throw(MethodError(Core.kwcall, (kw, args...)))

# Thrown by lowering for a required keyword argument that was not given.
throw_undefkeyword(s::Symbol) = throw(UndefKeywordError(s))
