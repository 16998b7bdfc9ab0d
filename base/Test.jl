# This file is a part of Kiln's Base library.
#
# Test.jl — the standard library module Test, evaluated when a program first
# loads it (`using Test`). A port of Julia 1.10's stdlib/Test/src/Test.jl and
# logging.jl (JuliaLang/julia), kept close to the original so that results,
# failure reports and the summary table print exactly as Julia's.
#
# Differences from Julia: the "Stacktrace:" section of a failure or error
# report lists Kiln's frames, which differ from Julia's: Kiln has no
# "macro expansion" frames (the code of @test is in the frame of the
# function or top-level code around it, at the line of the @test) and
# Base's frames name Kiln's
# files. The trace is scrubbed as Julia's (scrub_backtrace): of Test's
# own frames up to do_test, and after the first frame in the test's file.
# An exception stack is the one exception being handled (Julia's
# current_exceptions() also lists the ones it was thrown while handling,
# "caused by:"). Also not done: task-local test
# sets (the test-set stack is one for all tasks), the RNG reseeding of
# @testset,
# the Generic* test types; @test_deprecated behaves as Julia's does under
# its default --depwarn=no (the only mode Kiln has). @test_warn/@test_nowarn see
# what the logging macros print (the current logger's output), not other
# writes to stderr.

module Test

export @test, @test_throws, @test_broken, @test_skip,
    @test_warn, @test_nowarn,
    @test_logs, @test_deprecated

export @testset
export @inferred
export TestSetException
export TestLogger, LogRecord
export GenericString, GenericSet, GenericDict, GenericOrder, GenericArray
export detect_ambiguities, detect_unbound_args

using Base.CoreLogging: AbstractLogger, LogLevel, Info, with_logger
import Base.CoreLogging: handle_message, shouldlog, min_enabled_level, catch_exceptions
import Base: occursin

const CoreLogging = Base.CoreLogging

# Whitelist boolean functions which show their evaluated arguments when the test fails
const DISPLAY_FAILED = (
    :≈,
    :contains,
    :endswith,
    :isapprox,
    :isempty,
    :isequal,
    :occursin,
    :startswith,
)

const FAIL_FAST = Ref{Bool}(false)

"""
    detect_ambiguities(mod1, mod2...; recursive=false,
                                      ambiguous_bottom=false,
                                      allowed_undefineds=nothing)

Returns a vector of `(Method,Method)` pairs of ambiguous methods
defined in the specified modules.
Use `recursive=true` to test in all submodules.

`ambiguous_bottom` controls whether ambiguities triggered only by
`Union{}` type parameters are included. See [`Base.isambiguous`](@ref).
"""
function detect_ambiguities(mods::Module...;
                            recursive::Bool = false,
                            ambiguous_bottom::Bool = false,
                            allowed_undefineds = nothing)
    _report_undefineds(Module[mods...], recursive, allowed_undefineds)
    # The driver scans every method table (driver/ambigrt.go): the methods
    # of mods, each with the other methods of its table (Base.isambiguous).
    recs = split(Base._reflect(37, mods, (recursive ? 1 : 0) | (ambiguous_bottom ? 2 : 0))::String, '\n'; keepempty=false)
    ambs = Tuple{Method,Method}[]
    for i in 1:2:length(recs)
        push!(ambs, (Base._method_from_record(recs[i]), Base._method_from_record(recs[i+1])))
    end
    return ambs
end

"""
    detect_unbound_args(mod1, mod2...; recursive=false, allowed_undefineds=nothing)

Returns a vector of `Method`s which may have unbound type parameters.
Use `recursive=true` to test in all submodules.

By default, any undefined symbols trigger a warning. This warning can
be suppressed by supplying a collection of `GlobalRef`s for which
the warning can be skipped.
"""
function detect_unbound_args(mods...;
                             recursive::Bool = false,
                             allowed_undefineds=nothing)
    ms = collect(mods)::Vector{Module}
    _report_undefineds(ms, recursive, allowed_undefineds)
    recs = split(Base._reflect(38, (ms...,), recursive ? 1 : 0)::String, '\n'; keepempty=false)
    return Method[Base._method_from_record(r) for r in recs]
end

# The names of mods (and, when recursive, of their submodules) that are
# not defined, typically stale exports, which Julia's scan prints as it
# walks the modules.
function _report_undefineds(mods::Vector{Module}, recursive::Bool, allowed_undefineds)
    work = copy(mods)
    seen = Module[]
    while !isempty(work)
        mod = pop!(work)
        any(m -> m === mod, seen) && continue
        push!(seen, mod)
        for n in names(mod, all = true)
            # (a module's own name is always defined, as in Julia)
            if n !== nameof(mod) && !isdefined(mod, n)
                if allowed_undefineds === nothing || GlobalRef(mod, n) ∉ allowed_undefineds
                    println("Skipping ", mod, '.', n)  # typically stale exports
                end
            end
        end
        if recursive
            # the submodules, named by the driver (Julia's walk reads
            # every binding with getfield)
            for n in split(Base._reflect(44, mod, nothing)::String, '\n'; keepempty=false)
                push!(work, getfield(mod, Symbol(n))::Module)
            end
        end
    end
end

# printstyled without colors: Test writes to a stream that is not a terminal.
_printstyled(io::IO, args...; kwargs...) = print(io, args...)
_printstyled(args...; kwargs...) = print(stdout, args...)

#-----------------------------------------------------------------------

"""
    Test.Result

All tests produce a result object. This object may or may not be
stored, depending on whether the test is part of a test set.
"""
abstract type Result end

struct Pass <: Result
    test_type::Symbol
    orig_expr
    data
    value
    source::Union{Nothing,LineNumberNode}
    message_only::Bool
end
Pass(test_type::Symbol, orig_expr, data, thrown) = Pass(test_type, orig_expr, data, thrown, nothing, false)
Pass(test_type::Symbol, orig_expr, data, thrown, source) = Pass(test_type, orig_expr, data, thrown, source, false)

function Base.show(io::IO, t::Pass)
    _printstyled(io, "Test Passed"; bold = true, color=:green)
    if t.test_type === :test_throws
        # The correct type of exception was thrown
        if t.message_only
            print(io, "\n     Message: ", t.value)
        else
            print(io, "\n      Thrown: ", typeof(t.value))
        end
    end
end

struct Fail <: Result
    test_type::Symbol
    orig_expr::String
    data::Union{Nothing, String}
    value::String
    context::Union{Nothing, String}
    source::LineNumberNode
    message_only::Bool
end
function Fail(test_type::Symbol, orig_expr, data, value, context, source::LineNumberNode, message_only::Bool)
    return Fail(test_type,
        string(orig_expr),
        data === nothing ? nothing : string(data),
        string(isa(data, Type) ? typeof(value) : value),
        context,
        source,
        message_only)
end

function Base.show(io::IO, t::Fail)
    _printstyled(io, "Test Failed"; bold=true)
    print(io, " at ")
    _printstyled(io, something(t.source.file, :none), ":", t.source.line, "\n"; bold=true)
    print(io, "  Expression: ", t.orig_expr)
    value, data = t.value, t.data
    if t.test_type === :test_throws_wrong
        # An exception was thrown, but it was of the wrong type
        if t.message_only
            print(io, "\n    Expected: ", data)
            print(io, "\n     Message: ", value)
        else
            print(io, "\n    Expected: ", data)
            print(io, "\n      Thrown: ", value)
        end
    elseif t.test_type === :test_throws_nothing
        # An exception was expected, but no exception was thrown
        print(io, "\n    Expected: ", data)
        print(io, "\n  No exception thrown")
    elseif t.test_type === :test
        if data !== nothing
            # The test was an expression, so display the term-by-term
            # evaluated version as well
            print(io, "\n   Evaluated: ", data)
        end
        if t.context !== nothing
            print(io, "\n     Context: ", t.context)
        end
    end
    println(io) # add some visual space to separate sequential failures
end

# The text of an exception stack (a vector of (exception, backtrace)
# pairs, as Base.current_exceptions() gives it), as
# Base.show_exception_stack prints it: each exception with its backtrace.
function _exception_text(stack)
    try
        sprint() do io
            n = length(stack)
            for i in n:-1:1
                i == n || print(io, "\ncaused by: ")
                exc, bt = stack[i]
                showerror(io, exc, bt; backtrace = bt !== nothing)
                i == 1 || println(io)
            end
        end
    catch ex
        "#=ERROR showing exception stack=# of type " * string(typeof(ex))
    end
end

# The exception being handled, with its backtrace, as a one-element
# exception stack (Kiln's stand-in for Base.current_exceptions()).
_current_exceptions(exc) = Any[(exc, Base.catch_backtrace())]

# Kiln: the frames of one return address (more than one where calls were
# inlined), innermost first.
_ip_frames(ip) = Base.StackTraces.stacktrace(Ptr{Cvoid}[ip])
_in_file(frame, file) = string(frame.file) == file
# Whether a frame of ip is one of funcs in file (funcs === nothing: any
# function; Kiln has no "macro expansion" frames, see the top).
function ip_has_file_and_func(ip, file, funcs)
    return any(fr -> _in_file(fr, file) && (funcs === nothing || fr.func in funcs), _ip_frames(ip))
end
_is_do_test(ip) = any(fr -> endswith(string(fr.file), "Test.jl") && fr.func in (:do_test, :do_test_throws), _ip_frames(ip))

# The part of a backtrace that is the user's: after Test's do_test and up
# to the first frame in the test's file (or else the test set's file).
function scrub_backtrace(bt, file_ts, file_t)
    do_test_ind = findfirst(_is_do_test, bt)
    if do_test_ind !== nothing && length(bt) > do_test_ind
        bt = bt[do_test_ind + 1:end]
    end
    name_ind = findfirst(ip -> file_t !== nothing && ip_has_file_and_func(ip, file_t, nothing), bt)
    if name_ind === nothing
        name_ind = findfirst(ip -> file_ts !== nothing && ip_has_file_and_func(ip, file_ts, nothing), bt)
    end
    if name_ind !== nothing && length(bt) != 0
        bt = bt[1:name_ind]
    end
    return bt
end

function scrub_exc_stack(stack, file_ts, file_t)
    return Any[ (x[1], x[2] === nothing ? nothing : scrub_backtrace(x[2], file_ts, file_t)) for x in stack ]
end

struct Error <: Result
    test_type::Symbol
    orig_expr::String
    value::String
    backtrace::String
    source::LineNumberNode
end
function Error(test_type::Symbol, orig_expr, value, bt, source::LineNumberNode)
    if test_type === :test_error && bt !== nothing
        bt = scrub_exc_stack(bt, nothing, extract_file(source))
    end
    if test_type === :test_error || test_type === :nontest_error
        bt_str = _exception_text(bt === nothing ? Any[(value, nothing)] : bt)
    else
        bt_str = ""
    end
    value = try
            sprint(show, value)
        catch ex
            "#=ERROR showing error of type " * string(typeof(value)) * "=# of type " * string(typeof(ex))
        end
    return Error(test_type, string(orig_expr), value, bt_str, source)
end

function Base.show(io::IO, t::Error)
    if t.test_type === :test_interrupted
        _printstyled(io, "Interrupted")
        return
    end
    _printstyled(io, "Error During Test"; bold=true)
    print(io, " at ")
    _printstyled(io, something(t.source.file, :none), ":", t.source.line, "\n"; bold=true)
    if t.test_type === :test_nonbool
        println(io, "  Expression evaluated to non-Boolean")
        println(io, "  Expression: ", t.orig_expr)
        print(  io, "       Value: ", t.value)
    elseif t.test_type === :test_error
        println(io, "  Test threw exception")
        println(io, "  Expression: ", t.orig_expr)
        # Capture error message and indent to match
        join(io, ("  " * line for line in split(t.backtrace, "\n")), "\n")
    elseif t.test_type === :test_unbroken
        # A test that was expected to fail did not
        println(io, " Unexpected Pass")
        println(io, " Expression: ", t.orig_expr)
        println(io, " Got correct result, please change to @test if no longer broken.")
    elseif t.test_type === :nontest_error
        # we had an error outside of a @test
        println(io, "  Got exception outside of a @test")
        # Capture error message and indent to match
        join(io, ("  " * line for line in split(t.backtrace, "\n")), "\n")
    end
end

struct Broken <: Result
    test_type::Symbol
    orig_expr
end

function Base.show(io::IO, t::Broken)
    _printstyled(io, "Test Broken\n"; bold=true)
    if t.test_type === :skipped && !(t.orig_expr === nothing)
        print(io, "  Skipped: ", t.orig_expr)
    elseif !(t.orig_expr === nothing)
        print(io, "  Expression: ", t.orig_expr)
    end
end

#-----------------------------------------------------------------------

abstract type ExecutionResult end

struct Returned <: ExecutionResult
    value
    data
    source::LineNumberNode
end

struct Threw <: ExecutionResult
    exception
    backtrace::Union{Nothing,Vector{Any}}
    source::LineNumberNode
end

function eval_test(evaluated::Expr, quoted::Expr, source::LineNumberNode, negate::Bool=false)
    evaled_args = evaluated.args
    quoted_args = quoted.args
    n = length(evaled_args)
    res = true
    if evaluated.head === :comparison
        args = evaled_args
        i = 1
        while i < n
            a, op, b = args[i], args[i+1], args[i+2]
            if res
                res = op(a, b)
            end
            quoted_args[i] = a
            quoted_args[i+2] = b
            i += 2
        end
    else
        throw(ArgumentError("Unhandled expression type: $(evaluated.head)"))
    end
    return _returned(res, quoted, "", negate, source)
end

# eval_test for a call of a DISPLAY_FAILED function: f, its keywords (a
# NamedTuple; Julia splats a vector of pairs) and positional arguments.
function eval_test_call(op, kwargs::NamedTuple, args::Tuple, func_sym, source::LineNumberNode, negate::Bool=false)
    # (Kiln: a call with splatted keywords needs a method that takes
    # keywords, even when there are none.)
    res = isempty(kwargs) ? op(args...) : op(args...; kwargs...)
    # Create "Evaluated" expression which looks like the original call but has all of
    # the arguments evaluated
    kw_suffix = ""
    ks = keys(kwargs)
    vs = Any[getfield(kwargs, k) for k in ks]
    if isempty(ks)
        quoted = Expr(:call, func_sym, args...)
    elseif func_sym === :≈ && !res
        quoted = Expr(:call, func_sym, args...)
        kw_suffix = " ($(join(["$(ks[i])=$(vs[i])" for i in 1:length(ks)], ", ")))"
    else
        kwargs_expr = Expr(:parameters, [Expr(:kw, ks[i], vs[i]) for i in 1:length(ks)]...)
        quoted = Expr(:call, func_sym, kwargs_expr, args...)
    end
    return _returned(res, quoted, kw_suffix, negate, source)
end

function _returned(res, quoted, kw_suffix, negate, source)
    if negate
        res = !res
        quoted = Expr(:call, :!, quoted)
    end
    Returned(res,
             # stringify arguments in case of failure, for easy remote printing
             res === true ? quoted : sprint(print, quoted) * kw_suffix,
             source)
end

const comparison_prec = Base.operator_precedence(:(==))

"""
    test_expr!(ex, kws...)

Preprocess test expressions of function calls with trailing keyword arguments
so that e.g. `@test a ≈ b atol=ε` means `@test ≈(a, b, atol=ε)`.
"""
test_expr!(m, ex) = ex

function test_expr!(m, ex, kws...)
    ok = ex isa Expr && ex.head === :call
    if ok
        for kw in kws
            if !(kw isa Expr && kw.head === :(=))
                ok = false
                break
            end
            kw.head = :kw
            push!(ex.args, kw)
        end
    end
    ok && return ex
    error("invalid test macro call: $m $ex $(join(kws," "))")
end

# @test - check if the expression evaluates to true
macro test(ex, kws...)
    # Collect the broken/skip keywords and remove them from the rest of keywords
    broken = [kw.args[2] for kw in kws if kw isa Expr && kw.args[1] === :broken]
    skip = [kw.args[2] for kw in kws if kw isa Expr && kw.args[1] === :skip]
    kws = filter(kw -> !(kw isa Expr) || kw.args[1] ∉ (:skip, :broken), kws)
    # Validation of broken/skip keywords
    for (kw, name) in ((broken, :broken), (skip, :skip))
        if length(kw) > 1
            error("invalid test macro call: cannot set $(name) keyword multiple times")
        end
    end
    if length(skip) > 0 && length(broken) > 0
        error("invalid test macro call: cannot set both skip and broken keywords")
    end

    # Build the test expression
    test_expr!("@test", ex, kws...)

    result = get_test_result(ex, __source__)

    ex = QuoteNode(ex)
    result = quote
        if $(length(skip) > 0 && esc(skip[1]))
            record(get_testset(), Broken(:skipped, $ex))
        else
            if $(length(broken) > 0 && esc(broken[1]))
                do_broken_test($result, $ex)
            else
                do_test($result, $ex)
            end
        end
    end
    return result
end

macro test_broken(ex, kws...)
    test_expr!("@test_broken", ex, kws...)
    result = get_test_result(ex, __source__)
    # code to call do_test with execution result and original expr
    ex = QuoteNode(ex)
    return :(do_broken_test($result, $ex))
end

macro test_skip(ex, kws...)
    test_expr!("@test_skip", ex, kws...)
    ex = QuoteNode(ex)
    testres = :(Broken(:skipped, $ex))
    return :(record(get_testset(), $testres))
end

# An internal function, called by the code generated by the @test
# macro to get results of the test expression.
# In the special case of a comparison, e.g. x == 5, generate code to
# evaluate each term in the comparison individually so the results
# can be displayed nicely.
function get_test_result(ex, source)
    negate = QuoteNode(false)
    orig_ex = ex
    # Evaluate `not` wrapped functions separately for pretty-printing failures
    if isa(ex, Expr) && ex.head === :call && length(ex.args) == 2 && ex.args[1] === :!
        negate = QuoteNode(true)
        ex = ex.args[2]
    end
    # Normalize non-dot comparison operator calls to :comparison expressions
    is_splat = x -> isa(x, Expr) && x.head === :...
    if isa(ex, Expr) && ex.head === :call && length(ex.args) == 3 &&
        first(string(ex.args[1])) != '.' && !is_splat(ex.args[2]) && !is_splat(ex.args[3]) &&
        (ex.args[1] === :(==) || Base.operator_precedence(ex.args[1]) == comparison_prec)
        ex = Expr(:comparison, ex.args[2], ex.args[1], ex.args[3])

    # Mark <: and >: as :comparison expressions
    elseif isa(ex, Expr) && length(ex.args) == 2 &&
        !is_splat(ex.args[1]) && !is_splat(ex.args[2]) &&
        Base.operator_precedence(ex.head) == comparison_prec
        ex = Expr(:comparison, ex.args[1], ex.head, ex.args[2])
    end
    if isa(ex, Expr) && ex.head === :comparison
        # pass all terms of the comparison to `eval_comparison`, as an Expr
        escaped_terms = [esc(arg) for arg in ex.args]
        quoted_terms = [QuoteNode(arg) for arg in ex.args]
        testret = :(eval_test(
            Expr(:comparison, $(escaped_terms...)),
            Expr(:comparison, $(quoted_terms...)),
            $(QuoteNode(source)),
            $negate,
        ))
    elseif isa(ex, Expr) && ex.head === :call && ex.args[1] in DISPLAY_FAILED
        escaped_func = esc(ex.args[1])
        quoted_func = QuoteNode(ex.args[1])

        escaped_args = []
        escaped_kwargs = []

        # Keywords that occur before `;`.
        for a in ex.args[2:end]
            if isa(a, Expr) && a.head === :kw
                push!(escaped_kwargs, Expr(:(=), a.args[1], esc(a.args[2])))
            end
        end

        # Keywords that occur after ';'
        parameters_expr = length(ex.args) >= 2 ? ex.args[2] : nothing
        if isa(parameters_expr, Expr) && parameters_expr.head === :parameters
            for a in parameters_expr.args
                if isa(a, Expr) && a.head === :kw
                    push!(escaped_kwargs, Expr(:(=), a.args[1], esc(a.args[2])))
                elseif isa(a, Expr) && a.head === :...
                    push!(escaped_kwargs, Expr(:..., esc(a.args[1])))
                elseif isa(a, Expr) && a.head === :.
                    push!(escaped_kwargs, Expr(:(=), a.args[2].value, esc(Expr(:., a.args[1], QuoteNode(a.args[2].value)))))
                elseif isa(a, Symbol)
                    push!(escaped_kwargs, Expr(:(=), a, esc(a)))
                end
            end
        end

        # Positional arguments
        for a in ex.args[2:end]
            isa(a, Expr) && a.head in (:kw, :parameters) && continue

            if isa(a, Expr) && a.head === :...
                push!(escaped_args, Expr(:..., esc(a.args[1])))
            else
                push!(escaped_args, esc(a))
            end
        end

        testret = :(eval_test_call(
            $escaped_func,
            $(Expr(:tuple, Expr(:parameters, escaped_kwargs...))),
            $(Expr(:tuple, escaped_args...)),
            $quoted_func,
            $(QuoteNode(source)),
            $negate,
        ))
    else
        ex = Expr(:block, source, esc(orig_ex))
        testret = :(Returned($ex, nothing, $(QuoteNode(source))))
    end
    result = quote
        try
            $testret
        catch _e
            _e isa InterruptException && rethrow()
            Threw(_e, _current_exceptions(_e), $(QuoteNode(source)))
        end
    end
    result
end

# An internal function, called by the code generated by the @test
# macro to actually perform the evaluation and manage the result.
function do_test(result::ExecutionResult, orig_expr)
    # get_testset() returns the most recently added test set
    # We then call record() with this test set and the test result
    if isa(result, Returned)
        # expr, in the case of a comparison, will contain the
        # comparison with evaluated values of each term spliced in.
        # For anything else, just contains the test expression.
        # value is the evaluated value of the whole test expression.
        # Ideally it is true, but it may be false or non-Boolean.
        value = result.value
        testres = if isa(value, Bool)
            # a true value Passes
            value ? Pass(:test, orig_expr, result.data, value, result.source) :
                    Fail(:test, orig_expr, result.data, value, nothing, result.source, false)
        else
            # If the result is non-Boolean, this counts as an Error
            Error(:test_nonbool, orig_expr, value, nothing, result.source)
        end
    else
        # The predicate couldn't be evaluated without throwing an
        # exception, so that is an Error and not a Fail
        @assert isa(result, Threw)
        testres = Error(:test_error, orig_expr, result.exception, result.backtrace, result.source)
    end
    record(get_testset(), testres)
end

function do_broken_test(result::ExecutionResult, orig_expr)
    testres = Broken(:test, orig_expr)
    # Assume the test is broken and only change if the result is true
    if isa(result, Returned)
        value = result.value
        if isa(value, Bool)
            if value
                testres = Error(:test_unbroken, orig_expr, value, nothing, result.source)
            end
        else
            # If the result is non-Boolean, this counts as an Error
            testres = Error(:test_nonbool, orig_expr, value, nothing, result.source)
        end
    end
    record(get_testset(), testres)
end

#-----------------------------------------------------------------------

macro test_throws(extype, ex)
    orig_ex = QuoteNode(ex)
    ex = Expr(:block, __source__, esc(ex))
    result = quote
        try
            Returned($ex, nothing, $(QuoteNode(__source__)))
        catch _e
            if $(esc(extype)) != InterruptException && _e isa InterruptException
                rethrow()
            end
            Threw(_e, nothing, $(QuoteNode(__source__)))
        end
    end
    return :(do_test_throws($result, $orig_ex, $(esc(extype))))
end

function isequalexception(@nospecialize(a), @nospecialize(b))
    for fld in 1:nfields(b)
        if !isequal(getfield(a, fld), getfield(b, fld))
            return false
        end
    end
    return true
end

# An internal function, called by the code generated by @test_throws
# to evaluate and catch the thrown exception - if it exists
function do_test_throws(result::ExecutionResult, orig_expr, extype)
    if isa(result, Threw)
        # Check that the right type of exception was thrown
        success = false
        message_only = false
        exc = result.exception
        if isa(extype, Type)
            success = isa(exc, extype)
        elseif isa(extype, Exception) || !isa(exc, Exception)
            if isa(exc, typeof(extype))
                success = isequalexception(exc, extype)
            end
        else
            message_only = true
            exc = sprint(showerror, exc)
            success = contains_warn(exc, extype)
            exc = repr(exc)
            if isa(extype, AbstractString)
                extype = repr(extype)
            elseif isa(extype, Function)
                extype = "< match function >"
            end
        end
        if success
            testres = Pass(:test_throws, orig_expr, extype, exc, result.source, message_only)
        else
            testres = Fail(:test_throws_wrong, orig_expr, extype, exc, nothing, result.source, message_only)
        end
    else
        testres = Fail(:test_throws_nothing, orig_expr, extype, nothing, nothing, result.source, false)
    end
    record(get_testset(), testres)
end

#-----------------------------------------------------------------------
# Test for warning messages

contains_warn(output, s::AbstractString) = occursin(s, output)
contains_warn(output, s::Regex) = occursin(s, output)
contains_warn(output, s::Function) = s(output)
contains_warn(output, S::Union{AbstractArray,Tuple}) = all(s -> contains_warn(output, s), S)

macro test_warn(msg, expr)
    test_warn_expr(expr, msg, __source__)
end

macro test_nowarn(expr)
    test_nowarn_expr(expr, __source__)
end

# What expr writes to stderr (printing and the logging macros) is captured
# with redirect_stderr, as Julia does (it redirects to a temporary file;
# Kiln to a buffer). The result is recorded at the macro's own line (Julia 1.10:
# the line of the @test inside Test.jl's expansion, whose expression the
# report shows: `contains_warn(read(fname, String), $(Expr(:escape, msg)))`
# for @test_warn, `isempty(stderr_content)` for @test_nowarn).
_capture_warn(f) = (buf = IOBuffer(); ret = redirect_stderr(f, buf); (ret, String(take!(buf))))

function test_warn_expr(@nospecialize(expr), @nospecialize(msg), source)
    orig = QuoteNode(Expr(:call, :contains_warn, :(read(fname, String)), Expr(:escape, msg)))
    return quote
        local ret, out = _capture_warn(() -> $(esc(expr)))
        local res = try
            Returned(contains_warn(out, $(esc(msg))), nothing, $(QuoteNode(source)))
        catch _e
            _e isa InterruptException && rethrow()
            Threw(_e, _current_exceptions(_e), $(QuoteNode(source)))
        end
        do_test(res, $orig)
        ret
    end
end

# @test_nowarn prints what it captured on stderr again (as Julia's does,
# for debugging) and tests it with isempty, which shows it on failure.
function test_nowarn_expr(@nospecialize(expr), source)
    orig = QuoteNode(:(isempty(stderr_content)))
    return quote
        local ret, out = _capture_warn(() -> $(esc(expr)))
        print(stderr, out)
        do_test(eval_test_call(isempty, NamedTuple(), (out,), :isempty, $(QuoteNode(source))), $orig)
        ret
    end
end

#-----------------------------------------------------------------------

# The AbstractTestSet interface is defined by two methods:
# record(AbstractTestSet, Result)
#   Called by do_test after a test is evaluated
# finish(AbstractTestSet)
#   Called after the test set has been popped from the test set stack
abstract type AbstractTestSet end

function record end

function finish end

"""
    TestSetException

Thrown when a test set finishes and not all tests passed.
"""
struct TestSetException <: Exception
    pass::Int
    fail::Int
    error::Int
    broken::Int
    errors_and_fails::Vector{Union{Fail, Error}}
end

function Base.show(io::IO, ex::TestSetException)
    print(io, "Some tests did not pass: ")
    print(io, ex.pass,  " passed, ")
    print(io, ex.fail,  " failed, ")
    print(io, ex.error, " errored, ")
    print(io, ex.broken, " broken.")
end

Base.showerror(io::IO, ex::TestSetException) = print(io, string(ex))
# Julia's display of an uncaught TestSetException: the summary alone, no
# stack trace (stdlib/Test/src/Test.jl, showerror(io, ex::TestSetException, bt)).
Base.showerror(io::IO, ex::TestSetException, bt; backtrace=true) = printstyled(io, string(ex), color=:light_red)

#-----------------------------------------------------------------------

"""
    FallbackTestSet

A simple fallback test set that throws immediately on a failure.
"""
struct FallbackTestSet <: AbstractTestSet end
const fallback_testset = FallbackTestSet()

struct FallbackTestSetException <: Exception
    msg::String
end

Base.showerror(io::IO, ex::FallbackTestSetException) = print(io, ex.msg)

# Records nothing, and throws an error immediately whenever a Fail or
# Error occurs. Takes no action in the event of a Pass or Broken result
record(ts::FallbackTestSet, t::Union{Pass, Broken}) = t
function record(ts::FallbackTestSet, t::Union{Fail, Error})
    println(t)
    throw(FallbackTestSetException("There was an error during testing"))
end
# We don't need to do anything as we don't record anything
finish(ts::FallbackTestSet) = ts

#-----------------------------------------------------------------------

"""
    ContextTestSet

Passes test failures through to the parent test set, while adding information
about a context object that is being tested.
"""
struct ContextTestSet <: AbstractTestSet
    parent_ts::AbstractTestSet
    context_name::Union{Symbol, Expr}
    context::Any
end

function ContextTestSet(name::Union{Symbol, Expr}, @nospecialize(context))
    if (name isa Expr) && (name.head != :tuple)
        error("Invalid syntax: $(name)")
    end
    return ContextTestSet(get_testset(), name, context)
end
record(c::ContextTestSet, t) = record(c.parent_ts, t)
function record(c::ContextTestSet, t::Fail)
    context = string(c.context_name, " = ", c.context)
    context = t.context === nothing ? context : string(t.context, "\n              ", context)
    record(c.parent_ts, Fail(t.test_type, t.orig_expr, t.data, t.value, context, t.source, t.message_only))
end

#-----------------------------------------------------------------------

"""
    DefaultTestSet

If using the DefaultTestSet, the test results will be recorded. If there
are any `Fail`s or `Error`s, an exception will be thrown only at the end,
along with a summary of the test results.
"""
mutable struct DefaultTestSet <: AbstractTestSet
    description::String
    results::Vector{Any}
    n_passed::Int
    anynonpass::Bool
    verbose::Bool
    showtiming::Bool
    time_start::Float64
    time_end::Union{Float64,Nothing}
    failfast::Bool
    file::Union{String,Nothing}
end
function DefaultTestSet(desc::AbstractString; verbose::Bool = false, showtiming::Bool = true, failfast::Union{Nothing,Bool} = nothing, source = nothing)
    if isnothing(failfast)
        # pass failfast state into child testsets
        parent_ts = get_testset()
        if parent_ts isa DefaultTestSet
            failfast = parent_ts.failfast
        else
            failfast = false
        end
    end
    return DefaultTestSet(String(desc)::String, [], 0, false, verbose, showtiming, time(), nothing, failfast, extract_file(source))
end
extract_file(source::LineNumberNode) = extract_file(source.file)
extract_file(file::Symbol) = string(file)
extract_file(::Nothing) = nothing

struct FailFastError <: Exception end

# For a broken result, simply store the result
record(ts::DefaultTestSet, t::Broken) = (push!(ts.results, t); t)
# For a passed result, do not store the result since it uses a lot of memory
record(ts::DefaultTestSet, t::Pass) = (ts.n_passed += 1; t)

# For the other result types, immediately print the error message
# but do not terminate. Print a backtrace.
function record(ts::DefaultTestSet, t::Union{Fail, Error}; print_result::Bool=TESTSET_PRINT_ENABLE[])
    if print_result
        print(ts.description, ": ")
        # don't print for interrupted tests
        if !(t isa Error) || t.test_type !== :test_interrupted
            print(t)
            if !isa(t, Error) # if not gets printed in the show method
                Base.show_backtrace(stdout, scrub_backtrace(backtrace(), ts.file, extract_file(t.source)))
            end
            println()
        end
    end
    push!(ts.results, t)
    (FAIL_FAST[] || ts.failfast) && throw(FailFastError())
    return t
end

print_verbose(ts::DefaultTestSet) = ts.verbose
results(ts::DefaultTestSet) = ts.results

# When a DefaultTestSet finishes, it records itself to its parent
# testset, if there is one. This allows for recursive printing of
# the results at the end of the tests
record(ts::DefaultTestSet, t::AbstractTestSet) = push!(ts.results, t)

function print_test_errors(ts::AbstractTestSet)
    for t in results(ts)
        if isa(t, Error) || isa(t, Fail)
            println("Error in testset $(ts.description):")
            show(t)
            println()
        elseif isa(t, AbstractTestSet)
            print_test_errors(t)
        end
    end
end

function print_test_results(ts::AbstractTestSet, depth_pad=0)
    # Calculate the overall number for each type so each of
    # the test result types are aligned
    tc = get_test_counts(ts)
    total_pass   = tc.passes + tc.cumulative_passes
    total_fail   = tc.fails  + tc.cumulative_fails
    total_error  = tc.errors + tc.cumulative_errors
    total_broken = tc.broken + tc.cumulative_broken
    dig_pass   = total_pass   > 0 ? ndigits(total_pass)   : 0
    dig_fail   = total_fail   > 0 ? ndigits(total_fail)   : 0
    dig_error  = total_error  > 0 ? ndigits(total_error)  : 0
    dig_broken = total_broken > 0 ? ndigits(total_broken) : 0
    total = total_pass + total_fail + total_error + total_broken
    dig_total = total > 0 ? ndigits(total) : 0
    # For each category, take max of digits and header width if there are
    # tests of that type
    pass_width   = dig_pass   > 0 ? max(length("Pass"),   dig_pass)   : 0
    fail_width   = dig_fail   > 0 ? max(length("Fail"),   dig_fail)   : 0
    error_width  = dig_error  > 0 ? max(length("Error"),  dig_error)  : 0
    broken_width = dig_broken > 0 ? max(length("Broken"), dig_broken) : 0
    total_width  = max(textwidth("Total"),  dig_total)
    duration_width = max(textwidth("Time"), textwidth(tc.duration))
    # Calculate the alignment of the test result counts by
    # recursively walking the tree of test sets
    align = max(get_alignment(ts, depth_pad), textwidth("Test Summary:"))
    # Print the outer test set header once
    _printstyled(rpad("Test Summary:", align, " "), " |", " "; bold=true)
    if pass_width > 0
        _printstyled(lpad("Pass", pass_width, " "), "  "; bold=true, color=:green)
    end
    if fail_width > 0
        _printstyled(lpad("Fail", fail_width, " "), "  "; bold=true)
    end
    if error_width > 0
        _printstyled(lpad("Error", error_width, " "), "  "; bold=true)
    end
    if broken_width > 0
        _printstyled(lpad("Broken", broken_width, " "), "  "; bold=true)
    end
    if total_width > 0 || total == 0
        _printstyled(lpad("Total", total_width, " "), "  "; bold=true)
    end
    timing = ts isa DefaultTestSet ? ts.showtiming : false
    if timing
        _printstyled(lpad("Time", duration_width, " "); bold=true)
    end
    println()
    # Recursively print a summary at every level
    print_counts(ts, depth_pad, align, pass_width, fail_width, error_width, broken_width, total_width, duration_width, timing)
end


const TESTSET_PRINT_ENABLE = Ref(true)

# Called at the end of a @testset, behaviour depends on whether
# this is a child of another testset, or the "root" testset
function finish(ts::DefaultTestSet; print_results::Bool=TESTSET_PRINT_ENABLE[])
    ts.time_end = time()
    # If we are a nested test set, do not print a full summary
    # now - let the parent test set do the printing
    if get_testset_depth() != 0
        # Attach this test set to the parent test set
        parent_ts = get_testset()
        record(parent_ts, ts)
        return ts
    end
    tc = get_test_counts(ts)
    total_pass   = tc.passes + tc.cumulative_passes
    total_fail   = tc.fails  + tc.cumulative_fails
    total_error  = tc.errors + tc.cumulative_errors
    total_broken = tc.broken + tc.cumulative_broken
    total = total_pass + total_fail + total_error + total_broken

    if print_results
        print_test_results(ts)
    end

    # Finally throw an error as we are the outermost test set
    if total != total_pass + total_broken
        # Get all the error/failures and bring them along for the ride
        efs = filter_errors(ts)
        throw(TestSetException(total_pass, total_fail, total_error, total_broken, efs))
    end

    # return the testset so it is returned from the @testset macro
    ts
end

# Recursive function that finds the column that the result counts
# can begin at by taking into account the width of the descriptions
# and the amount of indentation. If a test set had no failures, and
# no failures in child test sets, there is no need to include those
# in calculating the alignment
function get_alignment(ts::DefaultTestSet, depth::Int)
    # The minimum width at this depth is
    ts_width = 2*depth + length(ts.description)
    # If not verbose and all passing, no need to look at children
    !ts.verbose && !ts.anynonpass && return ts_width
    # Return the maximum of this width and the minimum width
    # for all children (if they exist)
    isempty(ts.results) && return ts_width
    child_widths = map(t->get_alignment(t, depth+1), ts.results)
    return max(ts_width, maximum(child_widths))
end
get_alignment(ts, depth::Int) = 0

# Recursive function that fetches backtraces for any and all errors
# or failures the testset and its children encountered
function filter_errors(ts::DefaultTestSet)
    efs = Union{Fail, Error}[]
    for t in ts.results
        if isa(t, DefaultTestSet)
            append!(efs, filter_errors(t))
        elseif isa(t, Union{Fail, Error})
            push!(efs, t)
        end
    end
    efs
end

"""
    TestCounts

Holds the state for recursively gathering the results of a test set for display purposes.
"""
struct TestCounts
    customized::Bool
    passes::Int
    fails::Int
    errors::Int
    broken::Int
    cumulative_passes::Int
    cumulative_fails::Int
    cumulative_errors::Int
    cumulative_broken::Int
    duration::String
end

get_test_counts(ts::AbstractTestSet) = TestCounts(false, 0,0,0,0,0,0,0,0, format_duration(ts))

function get_test_counts(ts::DefaultTestSet)
    passes, fails, errors, broken = ts.n_passed, 0, 0, 0
    # cumulative results
    c_passes, c_fails, c_errors, c_broken = 0, 0, 0, 0
    for t in ts.results
        isa(t, Fail)   && (fails  += 1)
        isa(t, Error)  && (errors += 1)
        isa(t, Broken) && (broken += 1)
        if isa(t, AbstractTestSet)
            tc = get_test_counts(t)::TestCounts
            c_passes += tc.passes + tc.cumulative_passes
            c_fails  += tc.fails + tc.cumulative_fails
            c_errors += tc.errors + tc.cumulative_errors
            c_broken += tc.broken + tc.cumulative_broken
        end
    end
    duration = format_duration(ts)
    ts.anynonpass = (fails + errors + c_fails + c_errors > 0)
    return TestCounts(true, passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken, duration)
end

format_duration(::AbstractTestSet) = "?s"

function format_duration(ts::DefaultTestSet)
    time_start, time_end = ts.time_start, ts.time_end
    isnothing(time_end) && return ""

    dur_s = time_end - time_start
    if dur_s < 60
        string(round(dur_s, digits = 1), "s")
    else
        m, s = divrem(dur_s, 60)
        s = lpad(string(round(s, digits = 1)), 4, "0")
        string(round(Int, m), "m", s, "s")
    end
end

print_verbose(::AbstractTestSet) = false
results(::AbstractTestSet) = ()

# Recursive function that prints out the results at each level of
# the tree of test sets
function print_counts(ts::AbstractTestSet, depth, align,
                      pass_width, fail_width, error_width, broken_width, total_width, duration_width, showtiming)
    # Count results by each type at this level, and recursively
    # through any child test sets
    tc = get_test_counts(ts)
    fallbackstr = tc.customized ? " " : "x"
    subtotal = tc.passes + tc.fails + tc.errors + tc.broken +
               tc.cumulative_passes + tc.cumulative_fails + tc.cumulative_errors + tc.cumulative_broken
    # Print test set header, with an alignment that ensures all
    # the test results appear above each other
    print(rpad(string("  "^depth, ts.description), align, " "), " | ")

    n_passes = tc.passes + tc.cumulative_passes
    if n_passes > 0
        _printstyled(lpad(string(n_passes), pass_width, " "), "  ", color=:green)
    elseif pass_width > 0
        # No passes at this level, but some at another level
        _printstyled(lpad(fallbackstr, pass_width, " "), "  ", color=:green)
    end

    n_fails = tc.fails + tc.cumulative_fails
    if n_fails > 0
        _printstyled(lpad(string(n_fails), fail_width, " "), "  ")
    elseif fail_width > 0
        # No fails at this level, but some at another level
        _printstyled(lpad(fallbackstr, fail_width, " "), "  ")
    end

    n_errors = tc.errors + tc.cumulative_errors
    if n_errors > 0
        _printstyled(lpad(string(n_errors), error_width, " "), "  ")
    elseif error_width > 0
        # No errors at this level, but some at another level
        _printstyled(lpad(fallbackstr, error_width, " "), "  ")
    end

    n_broken = tc.broken + tc.cumulative_broken
    if n_broken > 0
        _printstyled(lpad(string(n_broken), broken_width, " "), "  ")
    elseif broken_width > 0
        # None broken at this level, but some at another level
        _printstyled(lpad(fallbackstr, broken_width, " "), "  ")
    end

    if n_passes == 0 && n_fails == 0 && n_errors == 0 && n_broken == 0
        total_str = tc.customized ? string(subtotal) : "?"
        _printstyled(lpad(total_str, total_width, " "), "  ")
    else
        _printstyled(lpad(string(subtotal), total_width, " "), "  ")
    end

    if showtiming
        _printstyled(lpad(tc.duration, duration_width, " "))
    end
    println()

    # Only print results at lower levels if we had failures or if the user
    # wants. Requires the given `AbstractTestSet` to have a vector of results
    if ((n_passes + n_broken != subtotal) || print_verbose(ts))
        for t in results(ts)
            if isa(t, AbstractTestSet)
                print_counts(t, depth + 1, align,
                    pass_width, fail_width, error_width, broken_width, total_width, duration_width, ts.showtiming)
            end
        end
    end
end

#-----------------------------------------------------------------------

function _check_testset(testsettype, testsetname)
    if !(testsettype isa Type && testsettype <: AbstractTestSet)
        error("Expected `$testsetname` to be an AbstractTestSet, it is a ",
              typeof(testsettype), ". ",
              typeof(testsettype) == String ?
                  """
                  To use `$testsetname` as a testset name, interpolate it into a string, e.g:
                      @testset "\$$testsetname" begin
                          ...
                      end"""
             :
                  ""
            )
    end
end

macro testset(args...)
    isempty(args) && error("No arguments to @testset")

    tests = args[end]

    # Determine if a single block or for-loop style
    if !isa(tests,Expr) || (tests.head !== :for && tests.head !== :block && tests.head !== :call && tests.head !== :let)

        error("Expected function call, begin/end block or for loop as argument to @testset")
    end

    if tests.head === :for
        return testset_forloop(args, tests, __source__)
    elseif tests.head === :let
        return testset_context(args, tests, __source__)
    else
        return testset_beginend_call(args, tests, __source__)
    end
end

"""
Generate the code for an `@testset` with a `let` argument.
"""
function testset_context(args, ex, source)
    desc, testsettype, options = parse_testset_args(args[1:end-1])
    if desc !== nothing || testsettype !== nothing
        # Reserve this syntax if we ever want to allow this, but for now,
        # just do the transparent context test set.
        error("@testset with a `let` argument cannot be customized")
    end

    let_ex = ex.args[1]

    if Meta.isexpr(let_ex, :(=))
        contexts = Any[let_ex.args[1]]
    elseif Meta.isexpr(let_ex, :block)
        contexts = Any[]
        for assign_ex in let_ex.args
            if Meta.isexpr(assign_ex, :(=))
                push!(contexts, assign_ex.args[1])
            else
                error("Malformed `let` expression is given")
            end
        end
    else
        error("Malformed `let` expression is given")
    end
    reverse!(contexts)

    test_ex = ex.args[2]

    ex.args[2] = quote
        $(map(contexts) do context
            :($push_testset($(ContextTestSet)($(QuoteNode(context)), $context)))
        end...)
        try
            $(test_ex)
        finally
            $(map(_->:($pop_testset()), contexts)...)
        end
    end

    return esc(ex)
end

"""
Generate the code for a `@testset` with a function call or `begin`/`end` argument
"""
function testset_beginend_call(args, tests, source)
    desc, testsettype, options = parse_testset_args(args[1:end-1])
    if desc === nothing
        if tests.head === :call
            desc = string(tests.args[1]) # use the function name as test name
        else
            desc = "test set"
        end
    end
    # If we're at the top level we'll default to DefaultTestSet. Otherwise
    # default to the type of the parent testset
    if testsettype === nothing
        testsettype = :(get_testset_depth() == 0 ? DefaultTestSet : typeof(get_testset()))
    end

    # Generate a block of code that initializes a new testset, adds
    # it to the task local storage, evaluates the test(s), before
    # finally removing the testset and giving it a chance to take
    # action (such as reporting the results)
    ex = quote
        _check_testset($testsettype, $(QuoteNode(testsettype.args[1])))
        local ret
        local ts = if ($testsettype === $DefaultTestSet) && $(isa(source, LineNumberNode))
            $(Expr(:call, testsettype, Expr(:parameters, Expr(:kw, :source, QuoteNode(source.file)), options...), desc))
        else
            $(Expr(:call, testsettype, Expr(:parameters, options...), desc))
        end
        push_testset(ts)
        try
            let
                $(esc(tests))
            end
        catch err
            err isa InterruptException && rethrow()
            # something in the test block threw an error. Count that as an
            # error in this test set
            if err isa FailFastError
                get_testset_depth() > 1 ? rethrow() : failfast_print()
            else
                record(ts, Error(:nontest_error, Expr(:tuple), err, _current_exceptions(err), $(QuoteNode(source))))
            end
        finally
            pop_testset()
            ret = finish(ts)
        end
        ret
    end
    # preserve outer location if possible
    if tests isa Expr && tests.head === :block && !isempty(tests.args) && tests.args[1] isa LineNumberNode
        ex = Expr(:block, tests.args[1], ex)
    end
    return ex
end

function failfast_print()
    _printstyled("\nFail-fast enabled:"; bold=true)
    _printstyled(" Fail or Error occurred\n\n")
end

"""
Generate the code for a `@testset` with a `for` loop argument
"""
function testset_forloop(args, testloop, source)
    # Pull out the loop variables. We might need them for generating the
    # description and we'll definitely need them for generating the
    # comprehension expression at the end
    loopvars = Expr[]
    if testloop.args[1].head === :(=)
        push!(loopvars, testloop.args[1])
    elseif testloop.args[1].head === :block
        for loopvar in testloop.args[1].args
            push!(loopvars, loopvar)
        end
    else
        error("Unexpected argument to @testset")
    end

    desc, testsettype, options = parse_testset_args(args[1:end-1])

    if desc === nothing
        # No description provided. Generate from the loop variable names
        v = loopvars[1].args[1]
        desc = Expr(:string, "$v = ", esc(v)) # first variable
        for l = loopvars[2:end]
            v = l.args[1]
            push!(desc.args, ", $v = ")
            push!(desc.args, esc(v))
        end
    end

    if testsettype === nothing
        testsettype = :(get_testset_depth() == 0 ? DefaultTestSet : typeof(get_testset()))
    end

    # Uses a similar block as for `@testset`, except that it is
    # wrapped in the outer loop provided by the user
    tests = testloop.args[2]
    blk = quote
        _check_testset($testsettype, $(QuoteNode(testsettype.args[1])))
        # Trick to handle `break` and `continue` in the test code before
        # they can be handled properly by `finally` lowering.
        if !first_iteration
            pop_testset()
            finish_errored = true
            push!(arr, finish(ts))
            finish_errored = false
        end
        ts = if ($testsettype === $DefaultTestSet) && $(isa(source, LineNumberNode))
            $(Expr(:call, testsettype, Expr(:parameters, Expr(:kw, :source, QuoteNode(source.file)), options...), desc))
        else
            $(Expr(:call, testsettype, Expr(:parameters, options...), desc))
        end
        push_testset(ts)
        first_iteration = false
        try
            $(esc(tests))
        catch err
            err isa InterruptException && rethrow()
            # Something in the test block threw an error. Count that as an
            # error in this test set
            if !isa(err, FailFastError)
                record(ts, Error(:nontest_error, Expr(:tuple), err, _current_exceptions(err), $(QuoteNode(source))))
            end
        end
    end
    quote
        local arr = Vector{Any}()
        local first_iteration = true
        local ts
        local finish_errored = false
        try
            let
                $(Expr(:for, Expr(:block, [esc(v) for v in loopvars]...), blk))
            end
        finally
            # Handle `return` in test body
            if !first_iteration && !finish_errored
                pop_testset()
                push!(arr, finish(ts))
            end
        end
        arr
    end
end

"""
Parse the arguments to the `@testset` macro to pull out the description,
Testset Type, and options. Generally this should be called with all the macro
arguments except the last one, which is the test expression itself.
"""
function parse_testset_args(args)
    desc = nothing
    testsettype = nothing
    # Kiln: the options are keyword arguments of the constructor call
    # (Julia builds a Dict and splats it).
    options = Any[]
    for arg in args
        # a standalone symbol is assumed to be the test set we should use
        # the same is true for a symbol that's not exported from a module
        if isa(arg, Symbol) || Base.isexpr(arg, :.)
            testsettype = esc(arg)
        # a string is the description
        elseif isa(arg, AbstractString) || (isa(arg, Expr) && arg.head === :string)
            desc = esc(arg)
        # an assignment is an option
        elseif isa(arg, Expr) && arg.head === :(=)
            push!(options, Expr(:kw, arg.args[1], esc(arg.args[2])))
        else
            error("Unexpected argument $arg to @testset")
        end
    end

    (desc, testsettype, options)
end

#-----------------------------------------------------------------------
# Various helper methods for test sets

# The active test sets, innermost last (Julia: in task-local storage).
const _testsets = AbstractTestSet[]

"""
    get_testset()

Retrieve the active test set. If no test set is active, use the fallback
default test set.
"""
get_testset() = isempty(_testsets) ? fallback_testset : _testsets[end]

"""
    push_testset(ts::AbstractTestSet)

Adds the test set to the stack of active test sets.
"""
push_testset(ts::AbstractTestSet) = (push!(_testsets, ts); ts)

"""
    pop_testset()

Pops the last test set added. If there are no active test sets, returns the
fallback default test set.
"""
pop_testset() = isempty(_testsets) ? fallback_testset : pop!(_testsets)

"""
    get_testset_depth()

Return the number of active test sets, not including the default test set
"""
get_testset_depth() = length(_testsets)

_materialize_broadcasted(f, args...) = Broadcast.materialize(Broadcast.broadcasted(f, args...))

# Core.Typeof: the type an argument has in a call's signature.
_typeof_arg(@nospecialize(x)) = typeof(x)
_typeof_arg(::Type{T}) where {T} = Type{T}

"""
    @inferred [AllowedType] f(x)

Tests that the call expression `f(x)` returns a value of the same type inferred by the
compiler (Kiln's inference, through `Core._return_type`). Returns the result of `f(x)`
if the types match, and throws an error if it finds different types.
"""
macro inferred(ex)
    _inferred(ex, __module__)
end
macro inferred(allow, ex)
    _inferred(ex, __module__, allow)
end
function _inferred(ex, mod, allow = :(Union{}))
    if Meta.isexpr(ex, :ref)
        ex = Expr(:call, :getindex, ex.args...)
    end
    Meta.isexpr(ex, :call)|| error("@inferred requires a call expression")
    farg = ex.args[1]
    if isa(farg, Symbol) && farg !== :.. && first(string(farg)) == '.'
        farg = Symbol(string(farg)[2:end])
        ex = Expr(:call, GlobalRef(Test, :_materialize_broadcasted),
            farg, ex.args[2:end]...)
    end
    if any(a->(Meta.isexpr(a, :kw) || Meta.isexpr(a, :parameters)), ex.args)
        # A call with keywords: its inferred type is that of Core.kwcall
        # with the keywords' NamedTuple (Julia: Base.return_types of
        # f(args...; kwargs...)).
        params = [a for a in ex.args[2:end] if Meta.isexpr(a, :parameters)]
        rest = [a for a in ex.args[2:end] if !Meta.isexpr(a, :parameters)]
        call = Expr(:call, GlobalRef(Test, :_call_with_kwargs), params..., ex.args[1], rest...)
        return quote
            let allow = $(esc(allow))
                allow isa Type || throw(ArgumentError("@inferred requires a type as second argument"))
                local f, args, kwargs, result = $(esc(call))
                _check_inferred(result, Core._return_type(Tuple{typeof(Core.kwcall), typeof(kwargs), _typeof_arg(f), map(_typeof_arg, args)...}), allow)
            end
        end
    end
    quote
        let allow = $(esc(allow))
            allow isa Type || throw(ArgumentError("@inferred requires a type as second argument"))
            local f = $(esc(ex.args[1]))
            local args = ($([esc(ex.args[i]) for i = 2:length(ex.args)]...),)
            local result = f(args...)
            _check_inferred(result, Core._return_type(Tuple{_typeof_arg(f), map(_typeof_arg, args)...}), allow)
        end
    end
end

function _call_with_kwargs(f, args...; kwargs...)
    return (f, args, values(kwargs), f(args...; kwargs...))
end

# Julia: rettype == typesplit(inftype, allow) (the inferred union without
# its members that are subtypes of allow), or rettype <: allow.
function _check_inferred(result, inftype, allow)
    rettype = result isa Type ? Type{result} : typeof(result)
    rettype <: allow || rettype == inftype ||
        (allow !== Union{} && rettype <: inftype && inftype <: Union{rettype, allow}) ||
        error("return type $rettype does not match inferred return type $inftype")
    return result
end

#-----------------------------------------------------------------------
# Test for log messages (stdlib/Test/src/logging.jl)

"""
    LogRecord

Stores the results of a single log event.
"""
struct LogRecord
    level
    message
    _module
    group
    id
    file
    line
    kwargs
end

struct Ignored ; end

# Logger with extra test-related state
mutable struct TestLogger <: AbstractLogger
    logs::Vector{LogRecord}
    min_level::LogLevel
    catch_exceptions::Bool
    shouldlog_args
    message_limits::Dict{Any,Int}
    respect_maxlog::Bool
end

TestLogger(; min_level=Info, catch_exceptions=false, respect_maxlog=true) =
    TestLogger(LogRecord[], LogLevel(min_level), catch_exceptions, nothing, Dict{Any, Int}(), respect_maxlog)
min_enabled_level(logger::TestLogger) = logger.min_level

function shouldlog(logger::TestLogger, level, _module, group, id)
    if get(logger.message_limits, id, 1) > 0
        logger.shouldlog_args = (level, _module, group, id)
        return true
    else
        return false
    end
end

function handle_message(logger::TestLogger, level, msg, _module,
                        group, id, file, line; kwargs...)
    if logger.respect_maxlog
        maxlog = get(kwargs, :maxlog, nothing)
        if maxlog isa Integer
            remaining = get!(logger.message_limits, id, Int(maxlog))
            logger.message_limits[id] = remaining - 1
            remaining > 0 || return
        end
    end
    r = LogRecord(level, msg, _module, group, id, file, line, kwargs)
    push!(logger.logs, r)
end

# Catch exceptions for the test logger only if specified
catch_exceptions(logger::TestLogger) = logger.catch_exceptions

function collect_test_logs(f; min_level=Info, catch_exceptions=false, respect_maxlog=true)
    logger = TestLogger(; min_level=min_level, catch_exceptions=catch_exceptions, respect_maxlog=respect_maxlog)
    value = with_logger(f, logger)
    return copy(logger.logs), value
end

# Failure result type for log testing
struct LogTestFailure <: Result
    orig_expr
    source::LineNumberNode
    patterns
    logs
end
function Base.show(io::IO, t::LogTestFailure)
    _printstyled(io, "Log Test Failed"; bold=true)
    print(io, " at ")
    _printstyled(io, something(t.source.file, :none), ":", t.source.line, "\n"; bold=true)
    println(io, "  Expression: ", t.orig_expr)
    println(io, "  Log Pattern: ", join(t.patterns, " "))
    println(io, "  Captured Logs: ")
    for l in t.logs
        println(io, "    ", l)
    end
end

function record(::FallbackTestSet, t::LogTestFailure)
    println(t)
    throw(FallbackTestSetException("There was an error during testing"))
end

function record(ts::DefaultTestSet, t::LogTestFailure)
    if TESTSET_PRINT_ENABLE[]
        _printstyled(ts.description, ": ", color=:white)
        print(t)
        Base.show_backtrace(stdout, scrub_backtrace(backtrace(), ts.file, extract_file(t.source)))
        println()
    end
    # Hack: convert to `Fail` so that test summarization works correctly
    push!(ts.results, Fail(:test, t.orig_expr, t.logs, nothing, nothing, t.source, false))
    return t
end

macro test_logs(exs...)
    length(exs) >= 1 || throw(ArgumentError("""`@test_logs` needs at least one arguments.
                               Usage: `@test_logs [msgs...] expr_to_run`"""))
    patterns = Any[]
    kwargs = Any[]
    for e in exs[1:end-1]
        if e isa Expr && e.head === :(=)
            push!(kwargs, Expr(:kw, e.args[1], esc(e.args[2])))
        else
            push!(patterns, esc(e))
        end
    end
    expression = exs[end]
    orig_expr = QuoteNode(expression)
    sourceloc = QuoteNode(__source__)
    quote
        let testres=nothing, value=nothing
            try
                didmatch,logs,value = $(Expr(:call, match_logs, Expr(:parameters, kwargs...),
                                             Expr(:->, Expr(:tuple), esc(expression)), patterns...))
                if didmatch
                    testres = Pass(:test, $orig_expr, nothing, value, $sourceloc)
                else
                    testres = LogTestFailure($orig_expr, $sourceloc,
                                             $(QuoteNode(exs[1:end-1])), logs)
                end
            catch e
                testres = Error(:test_error, $orig_expr, e, _current_exceptions(e), $sourceloc)
            end
            record(get_testset(), testres)
            value
        end
    end
end

# (Kiln: TestLogger's keywords spelled out; keywords splatted together with
# named ones are not supported yet.)
function match_logs(f, patterns...; match_mode::Symbol=:all, min_level=Info, catch_exceptions=false, respect_maxlog=true)
    logs,value = collect_test_logs(f; min_level=min_level, catch_exceptions=catch_exceptions, respect_maxlog=respect_maxlog)
    didmatch = false
    if match_mode === :all
        didmatch = length(logs) == length(patterns) &&
            all(occursin(p, l) for (p,l) in zip(patterns, logs))
    elseif match_mode === :any
        didmatch = all(any(occursin(p, l) for l in logs) for p in patterns)
    end
    didmatch,logs,value
end

function parse_level(level::Symbol)
    if      level === :belowminlevel  return  CoreLogging.BelowMinLevel
    elseif  level === :debug          return  CoreLogging.Debug
    elseif  level === :info           return  CoreLogging.Info
    elseif  level === :warn           return  CoreLogging.Warn
    elseif  level === :error          return  CoreLogging.Error
    elseif  level === :abovemaxlevel  return  CoreLogging.AboveMaxLevel
    else
        throw(ArgumentError("Unknown log level $level"))
    end
end

logfield_contains(a, b) = a == b
logfield_contains(a, r::Regex) = occursin(r, a)
logfield_contains(a::Symbol, r::Regex) = occursin(r, String(a))
logfield_contains(a::LogLevel, b::Symbol) = a == parse_level(b)
logfield_contains(a, b::Ignored) = true

function occursin(pattern::Tuple, r::LogRecord)
    stdfields = (r.level, r.message, r._module, r.group, r.id, r.file, r.line)
    all(logfield_contains(stdfields[i], pattern[i]) for i in 1:length(pattern))
end

"""
    @test_deprecated [pattern] expression

Julia checks that `expression` emits a deprecation warning when it runs
with `--depwarn=yes`, and that it throws with `--depwarn=error`; with the
default `--depwarn=no` (Kiln's only mode: `Base.depwarn` prints nothing)
it runs `expression` and returns its value, recording no test.
"""
macro test_deprecated(exs...)
    1 <= length(exs) <= 2 || throw(ArgumentError("""`@test_deprecated` expects one or two arguments.
                               Usage: `@test_deprecated [pattern] expr_to_run`"""))
    return esc(exs[end])
end

# ---- generic collections, as Julia's Test: wrappers that have only the
# generic interface, for testing code written against AbstractString,
# AbstractSet and AbstractDict.

"""
The `GenericArray` can be used to test generic array APIs that program to
the `AbstractArray` interface, in order to ensure that functions can work
with array types besides the standard `Array` type.
"""
struct GenericArray{T,N} <: AbstractArray{T,N}
    a::Array{T,N}
end
GenericArray{T}(args...) where {T} = GenericArray(Array{T}(args...))
GenericArray{T,N}(args...) where {T,N} = GenericArray(Array{T,N}(args...))
Base.keys(a::GenericArray) = keys(a.a)
Base.axes(a::GenericArray) = axes(a.a)
Base.length(a::GenericArray) = length(a.a)
Base.size(a::GenericArray) = size(a.a)
Base.IndexStyle(::Type{<:GenericArray}) = IndexLinear()
Base.getindex(a::GenericArray, i::Int) = a.a[i]
Base.setindex!(a::GenericArray, x, i::Int) = a.a[i] = x
Base.similar(A::GenericArray, s::Integer...) = GenericArray(similar(A.a, s...))


"""
The `GenericString` can be used to test generic string APIs that program to
the `AbstractString` interface, in order to ensure that functions can work
with string types besides the standard `String` type.
"""
"""
The `GenericOrder` can be used to test APIs for their support
of generic ordered types.
"""
struct GenericOrder{T}
    val::T
end
Base.isless(x::GenericOrder, y::GenericOrder) = isless(x.val, y.val)

struct GenericString <: AbstractString
    string::AbstractString
end
Base.ncodeunits(s::GenericString) = ncodeunits(s.string)::Int
Base.codeunit(s::GenericString) = codeunit(s.string)
Base.codeunit(s::GenericString, i::Integer) = codeunit(s.string, i)
Base.isvalid(s::GenericString, i::Integer) = isvalid(s.string, i)::Bool
Base.iterate(s::GenericString, i::Integer=1) = iterate(s.string, i)
Base.reverse(s::GenericString) = GenericString(reverse(s.string))
Base.reverse(s::SubString{GenericString}) =
    GenericString(typeof(s.string)(reverse(String(s))))

"""
The `GenericSet` can be used to test generic set APIs that program to
the `AbstractSet` interface, in order to ensure that functions can work
with set types besides the standard `Set` and `BitSet` types.
"""
struct GenericSet{T} <: AbstractSet{T}
    s::AbstractSet{T}
end

"""
The `GenericDict` can be used to test generic dict APIs that program to
the `AbstractDict` interface, in order to ensure that functions can work
with associative types besides the standard `Dict` type.
"""
struct GenericDict{K,V} <: AbstractDict{K,V}
    s::AbstractDict{K,V}
end

for G in (GenericSet, GenericDict)
    @eval begin
        Base.iterate(s::$G, state...) = iterate(s.s, state...)
    end
    for f in (:isempty, :length)
        @eval begin
            Base.$f(s::$G) = $f(s.s)
        end
    end
end
Base.get(s::GenericDict, x, y) = get(s.s, x, y)

# ---- guardseed (Julia 1.10 stdlib/Test/src/Test.jl) -------------------------------------------

"`guardseed(f)` runs the function `f()` and then restores the
state of the global RNG as it was before."
function guardseed(f::Function, r::Base.AbstractRNG=Base.default_rng())
    old = copy(r)
    try
        f()
    finally
        copy!(r, old)
    end
end

"`guardseed(f, seed)` is equivalent to running `Random.seed!(seed); f()` and
then restoring the state of the global RNG as it was before."
guardseed(f::Function, seed::Union{Vector{UInt64},Vector{UInt32},Integer,NTuple{4,UInt64}}) = guardseed() do
    _random_seed!(seed)
    f()
end

# Julia's Test imports Random; Kiln loads Random only when a seed is asked for, so that
# `using Test` does not load it.
function _random_seed!(seed)
    isdefined(Test, :Random) || Core.eval(Test, :(import Random))
    return Base.invokelatest(_random_seed_latest!, seed)
end
_random_seed_latest!(seed) = getfield(Test, :Random).seed!(seed)

end # module Test
