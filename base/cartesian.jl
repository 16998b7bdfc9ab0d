# This file is a part of Kiln's Base library.
#
# cartesian.jl — module Base.Cartesian: the macros @nloops, @nref, @nexprs,
# @ntuple, @ncall, @ncallkw, @nextract, @nany, @nall and @nif with Julia
# 1.10's semantics (base/cartesian.jl): an anonymous-function argument
# `d -> expr` is instantiated for d = 1, 2, …, N with `d` replaced by the
# integer, symbols with a `_d` part renamed (`i_d` → `i_3`), subscripts
# `x_{d-1}` resolved, and constant arithmetic and comparisons folded.
# Kiln's own implementation; the helpers only run at macro expansion time.

module Cartesian

export @nloops, @nref, @ncall, @ncallkw, @nexprs, @nextract, @nall, @nany, @ntuple, @nif

"""
    @nloops N itersym rangeexpr bodyexpr
    @nloops N itersym rangeexpr preexpr bodyexpr
    @nloops N itersym rangeexpr preexpr postexpr bodyexpr

Generate `N` nested loops with iteration variables `itersym_1`, …,
`itersym_N` (dimension `N` outermost). `rangeexpr` is an anonymous function
`d -> range` or an array symbol `A` (the range is then `axes(A, d)`); the
optional pre and post expressions (anonymous functions of `d`) run first
and last in the body of loop `d`.
"""
macro nloops(N, itersym, rangeexpr, args...)
    _nloops(N, itersym, rangeexpr, args...)
end

function _nloops(N::Int, itersym::Symbol, arraysym::Symbol, args::Expr...)
    d = gensym("d")
    _nloops(N, itersym, Expr(:->, d, Expr(:call, Expr(:., :Base, QuoteNode(:axes)), arraysym, d)), args...)
end

function _nloops(N::Int, itersym::Symbol, rangeexpr::Expr, args::Expr...)
    if rangeexpr.head !== :->
        throw(ArgumentError("second argument must be an anonymous function expression to compute the range"))
    end
    if !(1 <= length(args) <= 3)
        # Julia 1.10's message interpolates an undefined `nargs`, so what
        # users get there is this UndefVarError.
        throw(UndefVarError(:nargs))
    end
    body = args[end]
    ex = Expr(:escape, body)
    for dim = 1:N
        itervar = inlineanonymous(itersym, dim)
        rng = inlineanonymous(rangeexpr, dim)
        pre = length(args) > 1 ? inlineanonymous(args[1], dim) : :nothing
        post = length(args) > 2 ? inlineanonymous(args[2], dim) : :nothing
        loopbody = Expr(:block, Expr(:escape, pre), ex, Expr(:escape, post))
        ex = Expr(:block, Expr(:for, Expr(:(=), Expr(:escape, itervar), Expr(:escape, rng)), loopbody))
    end
    ex
end

"""
    @nref N A indexexpr

Generate `A[i_1, i_2, …]` (`indexexpr` a prefix symbol) or the indices of
an anonymous function `d -> index`.
"""
macro nref(N, A, sym)
    _nref(N, A, sym)
end

function _nref(N::Int, A::Symbol, ex)
    vars = Any[inlineanonymous(ex, i) for i = 1:N]
    Expr(:escape, Expr(:ref, A, vars...))
end

"""
    @ncall N f sym...

Generate the call `f(sym..., x_1, …, x_N)`: the last argument is a prefix
symbol or an anonymous function expanded into `N` arguments.
"""
macro ncall(N, f, args...)
    _ncall(N, f, args...)
end

function _ncall(N::Int, f, args...)
    pre = args[1:end-1]
    ex = args[end]
    vars = Any[inlineanonymous(ex, i) for i = 1:N]
    Expr(:escape, Expr(:call, f, pre..., vars...))
end

"""
    @ncallkw N f kw sym...

Like `@ncall`, passing the keyword arguments `kw...` as well.
"""
macro ncallkw(N, f, kw, args...)
    _ncallkw(N, f, kw, args...)
end

function _ncallkw(N::Int, f, kw, args...)
    pre = args[1:end-1]
    ex = args[end]
    vars = Any[inlineanonymous(ex, i) for i = 1:N]
    param = Expr(:parameters, Expr(:..., kw))
    Expr(:escape, Expr(:call, f, param, pre..., vars...))
end

"""
    @nexprs N expr

Generate `N` expressions from the anonymous function `expr`.
"""
macro nexprs(N, ex)
    _nexprs(N, ex)
end

function _nexprs(N::Int, ex::Expr)
    exs = Any[inlineanonymous(ex, i) for i = 1:N]
    Expr(:escape, Expr(:block, exs...))
end

"""
    @nextract N esym isym

Generate the variables `esym_1`, …, `esym_N` from `isym[1]`, … (a symbol)
or from the anonymous function `isym`.
"""
macro nextract(N, esym, isym)
    _nextract(N, esym, isym)
end

function _nextract(N::Int, esym::Symbol, isym::Symbol)
    exs = Any[Expr(:escape, Expr(:(=), inlineanonymous(esym, i), Expr(:ref, isym, i))) for i = 1:N]
    Expr(:block, exs...)
end

function _nextract(N::Int, esym::Symbol, ex::Expr)
    exs = Any[Expr(:escape, Expr(:(=), inlineanonymous(esym, i), inlineanonymous(ex, i))) for i = 1:N]
    Expr(:block, exs...)
end

"""
    @nall N expr

`true` when all the conditions that the anonymous function `expr` generates
hold (`&&`-chained).
"""
macro nall(N, criterion)
    _nall(N, criterion)
end

function _nall(N::Int, criterion::Expr)
    if criterion.head !== :->
        throw(ArgumentError("second argument must be an anonymous function expression yielding the criterion"))
    end
    conds = Any[Expr(:escape, inlineanonymous(criterion, i)) for i = 1:N]
    Expr(:&&, conds...)
end

"""
    @nany N expr

`true` when any of the conditions that the anonymous function `expr`
generates holds (`||`-chained).
"""
macro nany(N, criterion)
    _nany(N, criterion)
end

function _nany(N::Int, criterion::Expr)
    if criterion.head !== :->
        error("Second argument must be an anonymous function expression yielding the criterion")
    end
    conds = Any[Expr(:escape, inlineanonymous(criterion, i)) for i = 1:N]
    Expr(:||, conds...)
end

"""
    @ntuple N expr

Generate the tuple `(x_1, …, x_N)` or the tuple of the values of the
anonymous function `expr`.
"""
macro ntuple(N, ex)
    _ntuple(N, ex)
end

function _ntuple(N::Int, ex)
    vars = Any[inlineanonymous(ex, i) for i = 1:N]
    Expr(:escape, Expr(:tuple, vars...))
end

"""
    @nif N conditionexpr expr
    @nif N conditionexpr expr elseexpr

Generate `if c_1 e_1 elseif c_2 e_2 … else e_N end` from anonymous functions
of `d` (the last branch is `elseexpr(N)` when given, else `expr(N)`).
"""
macro nif(N, condition, operation...)
    ex = Expr(:escape, inlineanonymous(length(operation) > 1 ? operation[2] : operation[1], N))
    for i = N-1:-1:1
        ex = Expr(:if, Expr(:escape, inlineanonymous(condition, i)),
                  Expr(:escape, inlineanonymous(operation[1], i)), ex)
    end
    ex
end

## Instantiating anonymous functions

# inlineanonymous(:(d -> body), 3): body with d = 3, simplified.
function inlineanonymous(ex::Expr, val)
    if ex.head !== :->
        throw(ArgumentError("not an anonymous function"))
    end
    sym = ex.args[1]
    if !isa(sym, Symbol)
        throw(ArgumentError("not a single-argument anonymous function"))
    end
    out = _subst(copy(ex.args[2]), sym, string(sym), Int(val))
    exprresolve(poplinenum(out))
end

# inlineanonymous(:i, 3) == :i_3
inlineanonymous(base::Symbol, ext) = Symbol(base, '_', ext)

# Substitution of the argument `sym` (named `pat`) by the integer `val`:
# the symbol itself becomes the integer, a `_pat` part of a name
# delimited by `_` or the end takes the number, and `x_{e}` becomes
# `x_<n>` when `e` folds to a number `n`.
_subst(arg, sym::Symbol, pat::String, val::Int) = arg

# lreplace(ex, sym, val): the substitution alone (no folding) on a copy;
# Julia's internal name, which some packages call.
lreplace(ex, sym::Symbol, val::Integer) = _subst(copy(ex), sym, string(sym), Int(val))

function _subst(s::Symbol, sym::Symbol, pat::String, val::Int)
    s === sym && return val
    Symbol(_substname(string(s), pat, val))
end

function _substname(str::String, pat::String, val::Int)
    n = ncodeunits(str)
    m = ncodeunits(pat)
    k = 1
    while k + m <= n
        if codeunit(str, k) == UInt8('_') && _matchat(str, k + 1, pat, m) &&
                (k + m == n || codeunit(str, k + m + 1) == UInt8('_'))
            rest = k + m == n ? "" : _substname(String(str[k+m+1:n]), pat, val)
            return string(String(str[1:k]), val, rest)
        end
        k += 1
    end
    str
end

function _matchat(str::String, at::Int, pat::String, m::Int)
    for j = 1:m
        codeunit(str, at + j - 1) == codeunit(pat, j) || return false
    end
    true
end

function _subst(ex::Expr, sym::Symbol, pat::String, val::Int)
    if ex.head === :curly && length(ex.args) == 2 && isa(ex.args[1], Symbol) &&
            endswith(string(ex.args[1]), "_")
        sub = exprresolve(_subst(ex.args[2], sym, pat, val))
        if isa(sub, Number)
            return Symbol(ex.args[1], sub)
        end
        ex.args[2] = sub
        return ex
    end
    for i = 1:length(ex.args)
        ex.args[i] = _subst(ex.args[i], sym, pat, val)
    end
    ex
end

# The body of `d -> x` is a block of a line number and `x`: keep just `x`.
poplinenum(arg) = arg
function poplinenum(ex::Expr)
    if ex.head === :block
        if length(ex.args) == 1
            return ex.args[1]
        elseif length(ex.args) == 2 && isa(ex.args[1], LineNumberNode)
            return ex.args[2]
        end
    end
    ex
end

## Folding constants

function _foldarith(ex::Expr)
    ex.head === :call || return false, 0
    f = ex.args[1]
    (f === :+ || f === :- || f === :* || f === :/ || f === :^ || f === :div) || return false, 0
    for i = 2:length(ex.args)
        isa(ex.args[i], Number) || return false, 0
    end
    length(ex.args) >= 2 || return false, 0
    a = ex.args[2]
    if length(ex.args) == 2
        f === :- && return true, -a
        f === :+ && return true, +a
        f === :* && return true, a
        return false, 0
    end
    r = a
    for i = 3:length(ex.args)
        b = ex.args[i]
        if f === :+
            r = r + b
        elseif f === :-
            length(ex.args) == 3 || return false, 0
            r = r - b
        elseif f === :*
            r = r * b
        elseif f === :/
            length(ex.args) == 3 || return false, 0
            r = r / b
        elseif f === :^
            length(ex.args) == 3 || return false, 0
            r = r ^ b
        else
            length(ex.args) == 3 || return false, 0
            r = div(r, b)
        end
    end
    true, r
end

_foldcond(b::Bool) = true, b
_foldcond(arg) = false, false
function _foldcond(ex::Expr)
    (ex.head === :call && length(ex.args) == 3) || return false, false
    f, a, b = ex.args[1], ex.args[2], ex.args[3]
    (isa(a, Number) && isa(b, Number)) || return false, false
    f === :(==) && return true, a == b
    f === :< && return true, a < b
    f === :> && return true, a > b
    f === :<= && return true, a <= b
    f === :>= && return true, a >= b
    false, false
end

exprresolve(arg) = arg
function exprresolve(ex::Expr)
    for i = 1:length(ex.args)
        ex.args[i] = exprresolve(ex.args[i])
    end
    ok, r = _foldarith(ex)
    ok && return r
    if ex.head === :call && (ex.args[1] === :+ || ex.args[1] === :-) && length(ex.args) == 3 &&
            isa(ex.args[3], Number) && ex.args[3] == 0
        return ex.args[2]
    end
    if ex.head === :ref && isa(ex.args[1], Array)
        for i = 2:length(ex.args)
            isa(ex.args[i], Real) || return ex
        end
        return ex.args[1][ex.args[2:end]...]
    end
    if ex.head === :if
        ok, tf = _foldcond(ex.args[1])
        if ok
            return tf ? ex.args[2] : ex.args[3]
        end
    end
    ex
end

end # module Cartesian
