# This file is a part of Kiln's Base library.
#
# expr.jl — quoted code as values: Expr, QuoteNode, LineNumberNode and
# GlobalRef (Core's in Julia: boot.jl), gensym, esc, the Meta module, and
# printing of expressions following Julia 1.10's base/show.jl (the
# show_unquoted family; comments name the function each method follows).

mutable struct Expr
    head::Symbol
    args::Vector{Any}
    # Julia's Expr(head, args...) is the only constructor (a builtin):
    # Expr(:block, Any[]) has the vector as its one argument.
    function Expr(head::Symbol, args...)
        # Indexing, not iteration: macros build Exprs of every shape, and
        # iterating each argument tuple type was a specialization of
        # iterate to infer and compile (getfield needs none).
        n = length(args)
        a = Vector{Any}(undef, n)
        for i in 1:n
            @inbounds a[i] = getfield(args, i)
        end
        return new(head, a::Vector{Any})
    end
end

struct QuoteNode
    value::Any
end

struct LineNumberNode
    line::Int
    file::Any
    LineNumberNode(line::Integer) = new(Int(line), nothing)
    LineNumberNode(line::Integer, file) = new(Int(line), file)
end

struct GlobalRef
    mod::Module
    name::Symbol
end

# ---- equality, copying (Julia's base/expr.jl) -------------------------------

==(x::Expr, y::Expr) = x.head === y.head && isequal(x.args, y.args)
==(x::QuoteNode, y::QuoteNode) = isequal(x.value, y.value)
isequal(x::Expr, y::Expr) = x == y
isequal(x::QuoteNode, y::QuoteNode) = x == y
function hash(x::Expr, h::UInt)
    h = hash(x.head, h + 0x83c7900696d26dc6)
    for a in x.args
        h = hash(a, h)
    end
    return h
end

copy(e::Expr) = _copy_expr(e)
function _copy_expr(e::Expr)
    n = Expr(e.head)
    for a in e.args
        push!(n.args, _copy_arg(a))
    end
    return n
end
_copy_arg(a) = a
_copy_arg(a::Expr) = _copy_expr(a)
_copy_arg(a::QuoteNode) = QuoteNode(_copy_arg(a.value))
function _copy_arg(a::Vector{Any})
    # (loops, not comprehensions, here: Base lowers such bodies lazily)
    out = Vector{Any}(undef, length(a))
    for i in 1:length(a)
        out[i] = _copy_arg(a[i])
    end
    return out
end

# ---- gensym and esc ----------------------------------------------------------

# Symbols used below (literals: no code runs at start-up).
const _S_ASSIGN = :(=)
const _S_DOTS = :(...)
const _S_DOT = :(.)
const _S_ARROW = :(->)
const _S_COLONEQ = :(:=)

# gensym() is Symbol("##N"), gensym(tag) is Symbol("##tag#N"), as Julia's
# (jl_gensym / jl_tagged_gensym); N counts the session's gensyms (shared
# with macro hygiene's renamed names, as in Julia).
gensym() = Symbol(string("##", ccall(:kiln_next_gensym, Int64, ())))
gensym(s) = Symbol(string("##", s, "#", ccall(:kiln_next_gensym, Int64, ())))

esc(@nospecialize(e)) = Expr(:escape, e)

# ---- module Meta ------------------------------------------------------------

module Meta

using Base: IO, stdout, Expr, QuoteNode

export quot, isexpr, show_sexpr

isexpr(@nospecialize(ex), head::Symbol) = isa(ex, Expr) && ex.head === head
isexpr(@nospecialize(ex), heads) = isa(ex, Expr) && in(ex.head, heads)
isexpr(@nospecialize(ex), head::Symbol, n::Int64) = isa(ex, Expr) && ex.head === head && length(ex.args) == n
isexpr(@nospecialize(ex), heads, n::Int64) = isa(ex, Expr) && in(ex.head, heads) && length(ex.args) == n

quot(@nospecialize(ex)) = Expr(:quote, ex)

# Meta.isidentifier / Meta.isoperator are Base's (show.jl, expr.jl)
isidentifier(s) = Base.isidentifier(s)
isoperator(s) = Base.isoperator(s)

show_sexpr(@nospecialize(ex)) = show_sexpr(stdout, ex)
show_sexpr(io::IO, @nospecialize(ex)) = _show_sexpr(io, ex, 0)
_show_sexpr(io::IO, @nospecialize(ex), indent::Int64) = show(io, ex)
function _show_sexpr(io::IO, ex::QuoteNode, indent::Int64)
    print(io, "(:quote, #QuoteNode\n", " "^(indent + 2))
    _show_sexpr(io, ex.value, indent + 2)
    print(io, "\n", " "^indent, ")")
end
function _show_sexpr(io::IO, ex::Expr, indent::Int64)
    inner = indent + 2
    print(io, '(')
    show(io, ex.head)
    for a in ex.args
        print(io, ", ")
        _show_sexpr(io, a, inner)
    end
    length(ex.args) == 0 && print(io, ",)")
    length(ex.args) > 0 && print(io, ')')
end

# Meta.parse(str): the first expression of str, through Kiln's parser;
# Meta.parse(str, start) returns (expr, next index).
parse(str::AbstractString; raise::Bool=true) = _parse(str, 0, raise)
parse(str::AbstractString, pos::Integer; greedy::Bool=true, raise::Bool=true) =
    error("Meta.parse(str, start) is not supported by Kiln; use Meta.parse(str) or Meta.parseall(str)")
function _parse(str::AbstractString, mode::Int64, raise::Bool)
    st = ccall(:kiln_meta_parse, Int64, (Any, Int64), String(str), mode)
    r = Base._macro_result()
    if st == 0
        raise && throw(ParseError(r))
        return Expr(:error, r)
    end
    return r
end
parseall(str::AbstractString) = _parse(str, -1, true)
# Meta.parseatom(text, pos): Julia parses one atom starting at pos; Kiln's
# parser does not start inside a string.
parseatom(text::AbstractString, pos::Integer; filename="none", lineno=1) =
    error("Meta.parseatom is not supported by Kiln; use Meta.parse(str) or Meta.parseall(str)")

struct ParseError <: Exception
    msg::String
end
Base.showerror(io::IO, e::ParseError) = print(io, "ParseError:\n", e.msg)

end # module Meta

isexpr(@nospecialize(ex), head) = Meta.isexpr(ex, head)
isexpr(@nospecialize(ex), head, n::Int64) = Meta.isexpr(ex, head, n)

# ---- printing (Julia's base/show.jl) ------------------------------------------

# print(io, ex) shows ex unquoted with $ printed as itself; show(io, ex)
# shows it quoted and prints an unquoted $ through the Expr fallback.
# Julia passes that choice in IOContext(io, :unquote_fallback => false);
# Kiln passes it in the quote level: levels from _PRINT_LEVEL up are
# print's (quote level minus _PRINT_LEVEL).
const _PRINT_LEVEL = 1 << 30
_unquote_fallback(quote_level::Int) = quote_level < (_PRINT_LEVEL >> 1)

const _ExprNode = Union{Expr,QuoteNode,LineNumberNode,GlobalRef}

print(io::IO, ex::_ExprNode) = (show_unquoted(io, ex, 0, -1, _PRINT_LEVEL); nothing)
show(io::IO, ex::_ExprNode) = (show_unquoted_quote_expr(io, ex, 0, -1, 0); nothing)

const indent_width = 4

# Julia's operator precedences (julia-parser.scm; Base.operator_precedence):
# assignment 1, => 2, ?: 3, arrows 4, || 5, && 6, comparison 7, <| 8, |> 9,
# : 10, + 11, * 12, // 13, << 14, ^ 15, :: 16, . 17.
function operator_precedence(s::Symbol)
    str = String(s)
    str in ("=", ":=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "÷=", "%=", "<<=", ">>=", ">>>=",
            "|=", "&=", "⊻=", "≔", "⩴", "≕", "~", "\$=") && return 1
    str == "=>" && return 2
    str == "?" && return 3
    str in ("-->", "<--", "<-->", "→", "↔", "←", "⇒", "⇔", "⟶", "⟵") && return 4
    str == "||" && return 5
    str == "&&" && return 6
    str in (">", "<", ">=", "≥", "<=", "≤", "==", "===", "≡", "!=", "≠", "!==", "≢", "∈", "∉", "∋", "∌",
            "⊆", "⊈", "⊂", "⊄", "⊊", "⊇", "⊉", "⊃", "⊅", "⊋", "∝", "≈", "≉", "≅", "≇", "≃", "≂", "∼",
            "<:", ">:", "⊑", "⊒", "≺", "≻", "⪯", "⪰", "∥", "⊣", "⊢", "in", "isa") && return 7
    str == "<|" && return 8
    str == "|>" && return 9
    str in (":", "..", "…", "⁝", "⋮", "⋱", "⋰", "⋯") && return 10
    str in ("+", "-", "−", "¦", "|", "⊕", "⊖", "⊞", "⊟", "++", "∪", "∨", "⊔", "±", "∓", "∔", "⊻", "⊽", "\$") && return 11
    str in ("*", "/", "⌿", "÷", "%", "&", "·", "⋅", "∘", "×", "\\", "∩", "∧", "⊗", "⊘", "⊙", "⊚", "⊛",
            "⊠", "⊡", "⊓", "∗", "∙", "∤", "⊼", "⋆", "▷") && return 12
    str == "//" && return 13
    str in ("<<", ">>", ">>>") && return 14
    str in ("^", "↑", "↓") && return 15
    str == "::" && return 16
    str == "." && return 17
    # a dotted operator (.+, .==, .=) has its operator's precedence, as
    # jl_operator_precedence gives it
    (ncodeunits(str) > 1 && str[1] == '.' && str[2] != '.' && str != ".in" && str != ".isa") &&
        return operator_precedence(Symbol(str[2:end]))
    return 0
end
operator_precedence(@nospecialize(x)) = 0

function isoperator(s::Symbol)
    # the word operators (in, isa) have a precedence but are not operators
    (s === :in || s === :isa) && return false
    operator_precedence(s) > 0 && return true
    str = String(s)
    str in ("!", "¬", "√", "∛", "∜", "'", "->", "<:", ">:", ".", "...", "...") && return true
    return ncodeunits(str) > 1 && str[1] == '.' && str[2:end] in ("!", "¬", "√", "∛", "∜", "~", "'")
end
isoperator(s::AbstractString) = isoperator(Symbol(s))

const prec_power = 15

_is_quoted_sym(s::Symbol) = s === :(:) || s === :(::) || s === _S_COLONEQ || s === _S_ASSIGN || s === :(==) || s === :(===) || s === :(=>)
_is_uni_sym(s::Symbol) = s === :(::) || s === :(<:) || s === :(>:)
_is_uni_op(s::Symbol) = s === :(+) || s === :(-) || s === :(!) || s === :(¬) || s === :(~) || s === :(<:) ||
                        s === :(>:) || s === :(√) || s === :(∛) || s === :(∜) || s === :(±) || s === :(∓) ||
                        _is_dotted_uni_op(s)
# julia-parser.scm's unary-ops include the dotted forms (.!x, .-x)
_is_dotted_uni_op(s::Symbol) = (str = String(s); ncodeunits(str) > 1 && str[1] == '.' &&
                                str[2:end] in ("+", "-", "!", "~", "¬", "√", "∛", "∜", "±", "∓"))
_is_uni_op(@nospecialize(x)) = false
function _is_infix_wide(s::Symbol)
    str = String(s)
    return str in ("=", "+=", "-=", "*=", "/=", "\\=", "^=", "&=", "|=", "÷=", "%=", ">>>=", ">>=", "<<=",
                   ".=", ".+=", ".-=", ".*=", "./=", ".\\=", ".^=", ".&=", ".|=", ".÷=", ".%=", ".>>>=", ".>>=", ".<<=",
                   "&&", "||", "<:", "\$=", "⊻=", ">:", ":=")
end
_is_infix(s::Symbol) = s === :(:) || s === _S_ARROW || s === :(::)

# Julia 1.10's isidentifier (base/show.jl): keywords are identifiers there.
function _isident(s::AbstractString)
    isempty(s) && return false
    (s == "true" || s == "false") && return false
    y = iterate(s)
    c = y[1]
    (isletter(c) || c == '_' || (c > '\x7f' && isprint(c) && !isspace(c))) || return false
    y = iterate(s, y[2])
    while y !== nothing
        c = y[1]
        (isletter(c) || isdigit(c) || c == '_' || c == '!' || (c > '\x7f' && isprint(c) && !isspace(c))) || return false
        y = iterate(s, y[2])
    end
    return true
end

# show(io, x) of an Expr's argument: symbols as Julia's show_unquoted_quote_expr.
_show_arg(io::IO, @nospecialize(x)) = show(io, x)
_show_arg(io::IO, x::Symbol) = show_unquoted_quote_expr(io, x, 0, 0, 0)

is_expr(@nospecialize(ex), head::Symbol) = isa(ex, Expr) && ex.head === head
is_expr(@nospecialize(ex), head::Symbol, n::Int64) = isa(ex, Expr) && ex.head === head && length(ex.args) == n

is_quoted(@nospecialize(ex)) = false
is_quoted(ex::QuoteNode) = true
is_quoted(ex::Expr) = is_expr(ex, :quote, 1) || is_expr(ex, :inert, 1)
unquoted(ex::QuoteNode) = ex.value
unquoted(ex::Expr) = ex.args[1]

show_linenumber(io::IO, line, file) = file === nothing ? print(io, "#= line ", line, " =#") : print(io, "#= ", file, ":", line, " =#")

# show_block: a block, e.g. if/for/etc.
function show_block(io::IO, head, args::Vector, body, indent::Int, quote_level::Int)
    print(io, head)
    if !isempty(args)
        print(io, ' ')
        if head === :elseif
            show_list(io, args, " ", indent, 0, quote_level)
        else
            show_list(io, args, ", ", indent, 0, quote_level)
        end
    end
    ind = head === :module || head === :baremodule ? indent : indent + indent_width
    exs = (is_expr(body, :block) || is_expr(body, :quote)) ? body.args : Any[body]
    for ex in exs
        print(io, '\n', " "^ind)
        show_unquoted(io, ex, ind, -1, quote_level)
    end
    print(io, '\n', " "^indent)
end
show_block(io::IO, head, block, i::Int, quote_level::Int) = show_block(io, head, Any[], block, i, quote_level)
function show_block(io::IO, head, arg, block, i::Int, quote_level::Int)
    if is_expr(arg, :block) || is_expr(arg, :quote)
        show_block(io, head, arg.args, block, i, quote_level)
    else
        show_block(io, head, Any[arg], block, i, quote_level)
    end
end

# show_list: an indented list
function show_list(io::IO, items, sep, indent::Int, prec::Int=0, quote_level::Int=0, enclose_operators::Bool=false,
                   kw::Bool=false)
    n = length(items)
    n == 0 && return
    indent += indent_width
    first = true
    for item in items
        !first && print(io, sep)
        parens = !is_quoted(item) &&
            (first && prec >= prec_power &&
             ((item isa Expr && item.head === :call && _is_uni_op(item.args[1])) ||
              (item isa Real && item < 0))) ||
              (enclose_operators && item isa Symbol && isoperator(item) && _is_valid_identifier(item))
        parens && print(io, '(')
        if kw && is_expr(item, :kw, 2)
            show_unquoted(io, Expr(_S_ASSIGN, item.args[1], item.args[2]), indent, parens ? 0 : prec, quote_level)
        elseif kw && is_expr(item, _S_ASSIGN, 2)
            show_unquoted_expr_fallback(io, item, indent, quote_level)
        else
            show_unquoted(io, item, indent, parens ? 0 : prec, quote_level)
        end
        parens && print(io, ')')
        first = false
    end
end
function show_enclosed_list(io::IO, op, items, sep, cl, indent, prec=0, quote_level=0, encl_ops=false, kw::Bool=false)
    print(io, op)
    show_list(io, items, sep, indent, prec, quote_level, encl_ops, kw)
    print(io, cl)
end

function _expr_calls(head::Symbol)
    head === :ref && return ('[', ']')
    head === :curly && return ('{', '}')
    return ('(', ')')
end
_is_expr_call(head::Symbol) = head === :call || head === :calldecl || head === :ref || head === :curly || head === _S_DOT
function _expr_parens(head::Symbol)
    (head === :tuple || head === :call) && return ('(', ')')
    (head === :braces || head === :bracescat) && return ('{', '}')
    return ('[', ']')
end
_is_expr_paren(head::Symbol) = head === :tuple || head === :vcat || head === :hcat || head === :row ||
                               head === :vect || head === :braces || head === :bracescat ||
                               head === :ncat || head === :nrow

# show_call: a normal (non-operator) function call, e.g. f(x, y) or A[z]
function show_call(io::IO, head, func, func_args, indent, quote_level, kw::Bool)
    op, cl = _expr_calls(head)
    if (isa(func, Symbol) && func !== :(:) && !(head === _S_DOT && isoperator(func))) ||
            (isa(func, Expr) && (func.head === _S_DOT || func.head === :curly || func.head === :macroname)) ||
            isa(func, GlobalRef)
        show_unquoted(io, func, indent, 0, quote_level)
    else
        print(io, '(')
        show_unquoted(io, func, indent, 0, quote_level)
        print(io, ')')
    end
    if head === _S_DOT
        print(io, '.')
    end
    if !isempty(func_args) && isa(func_args[1], Expr) && func_args[1].head === :parameters
        print(io, op)
        show_list(io, func_args[2:end], ", ", indent, 0, quote_level, false, kw)
        print(io, "; ")
        show_list(io, func_args[1].args, ", ", indent, 0, quote_level, false, kw)
        print(io, cl)
    else
        show_enclosed_list(io, op, func_args, ", ", cl, indent, 0, quote_level, false, kw)
    end
end

# Julia's is_syntactic_operator (julia-parser.scm's syntactic operators:
# the assignments and updating assignments, dotted too, :=, $=, &&, ||,
# ., ..., ->)
function _is_syntactic_op(sym::Symbol)
    s = String(sym)
    s in (":=", "\$=", "&&", "||", ".", "...", "->") && return true
    t = ncodeunits(s) > 1 && s[1] == '.' ? s[2:end] : s
    return t in ("=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "÷=", "%=", "<<=", ">>=", ">>>=", "|=", "&=", "⊻=")
end
# Julia's is_valid_identifier: a name written as it is (an operator too,
# but for ', ::, ? and the syntactic operators, which need var"…")
_is_valid_identifier(sym::Symbol) = _isident(String(sym)) ||
    (isoperator(sym) && sym !== Symbol("'") && sym !== :(::) && sym !== :? && !_is_syntactic_op(sym))

# show_sym: sym as it appears as an identifier in code
function show_sym(io::IO, sym::Symbol, allow_macroname::Bool=false)
    s = String(sym)
    if _is_valid_identifier(sym)
        print(io, s)
    elseif allow_macroname && startswith(s, "@")
        print(io, '@')
        show_sym(io, Symbol(s[2:end]))
    else
        print(io, "var")
        print_quoted(io, s)
    end
end

show_unquoted(io::IO, @nospecialize(ex), indent::Int, prec::Int, quote_level::Int) = _show_arg(io, ex)
show_unquoted(io::IO, sym::Symbol, indent::Int, prec::Int, quote_level::Int) = show_sym(io, sym)
show_unquoted(io::IO, ex::LineNumberNode, indent::Int, prec::Int, quote_level::Int) = show_linenumber(io, ex.line, ex.file)
# a complex value in an operand of + or a tighter operator is parenthesized
# (Julia's complex.jl: :((1 + 2im) - (1 + 2im)))
function show_unquoted(io::IO, z::Complex, indent::Int, prec::Int, quote_level::Int)
    operator_precedence(:+) <= prec ? (print(io, '('); show(io, z); print(io, ')')) : show(io, z)
    return nothing
end
show_unquoted(io::IO, ex::GlobalRef, indent::Int, prec::Int, quote_level::Int) = show_globalref(io, ex)
show_unquoted(io::IO, @nospecialize(ex)) = show_unquoted(io, ex, 0, 0, 0)

function show_globalref(io::IO, ex::GlobalRef, allow_macroname::Bool=false)
    print(io, ex.mod)
    print(io, '.')
    s = String(ex.name)
    quoted = !_isident(s) && !startswith(s, "@")
    parens = quoted && (!isoperator(ex.name) || _is_quoted_sym(ex.name))
    quoted && print(io, ':')
    parens && print(io, '(')
    show_sym(io, ex.name, allow_macroname)
    parens && print(io, ')')
    nothing
end

function show_unquoted(io::IO, ex::QuoteNode, indent::Int, prec::Int, quote_level::Int)
    if isa(ex.value, Symbol)
        show_unquoted_quote_expr(io, ex.value, indent, prec, 0)
    else
        print(io, "\$(QuoteNode(")
        show(io, ex.value)
        print(io, "))")
    end
end

function show_unquoted_quote_expr(io::IO, @nospecialize(value), indent::Int, prec::Int, quote_level::Int)
    if isa(value, Symbol) && !_is_quoted_sym(value)
        s = String(value)
        if _isident(s) || (isoperator(value) && value !== Symbol("'"))
            print(io, ":")
            print(io, s)
        else
            print(io, "Symbol(")
            print_quoted(io, s)
            print(io, ")")
        end
    else
        if isa(value, Expr) && value.head === :block
            show_block(io, "quote", value, indent, quote_level)
            print(io, "end")
        else
            print(io, ":(")
            show_unquoted(io, value, indent + 2, -1, quote_level)  # +2 for `:(`
            print(io, ")")
        end
    end
end

function show_generator(io, ex, indent, quote_level)
    if ex.head === :flatten
        fg = ex
        ranges = Any[]
        while isa(fg, Expr) && fg.head === :flatten
            push!(ranges, fg.args[1].args[2:end])
            fg = fg.args[1].args[1]
        end
        push!(ranges, fg.args[2:end])
        show_unquoted(io, fg.args[1], indent, 0, quote_level)
        for r in ranges
            print(io, " for ")
            show_list(io, r, ", ", indent, 0, quote_level)
        end
    else
        show_unquoted(io, ex.args[1], indent, 0, quote_level)
        print(io, " for ")
        show_list(io, ex.args[2:end], ", ", indent, 0, quote_level)
    end
end

function valid_import_path(@nospecialize ex)
    is_expr(ex, _S_DOT) || return false
    length(ex.args) > 0 || return false
    for a in ex.args
        isa(a, Symbol) || return false
    end
    return true
end

function show_import_path(io::IO, @nospecialize(ex), quote_level)
    if !isa(ex, Expr)
        show_unquoted(io, ex)
    elseif ex.head === :(:)
        show_import_path(io, ex.args[1], quote_level)
        print(io, ": ")
        for i = 2:length(ex.args)
            if i > 2
                print(io, ", ")
            end
            show_import_path(io, ex.args[i], quote_level)
        end
    elseif ex.head === _S_DOT
        for i = 1:length(ex.args)
            if i > 1 && ex.args[i-1] !== _S_DOT
                print(io, '.')
            end
            sym = ex.args[i]::Symbol
            if sym === _S_DOT
                print(io, '.') # a relative path's dots
            elseif sym === :(..)
                print(io, "(..)") # issue #49168
            else
                show_sym(io, sym, i == length(ex.args))
            end
        end
    else
        show_unquoted(io, ex, 0, 0, quote_level)
    end
end

# allow_macroname: wrap macro names so that they print literally
function allow_macroname(@nospecialize(ex))
    if (ex isa Symbol && startswith(String(ex), "@")) ||
       ex isa GlobalRef ||
       (is_expr(ex, _S_DOT) && length(ex.args) == 2 &&
        (is_expr(ex.args[2], :quote) || ex.args[2] isa QuoteNode))
        return Expr(:macroname, ex)
    else
        return ex
    end
end

function show_unquoted_expr_fallback(io::IO, ex::Expr, indent::Int, quote_level::Int)
    print(io, "\$(Expr(")
    _show_arg(io, ex.head)
    for arg in ex.args
        print(io, ", ")
        _show_arg(io, arg)
    end
    print(io, "))")
end

function _all_not_splat(args)
    for a in args
        (isa(a, Expr) && a.head === _S_DOTS) && return false
    end
    return true
end

function _any_kw(args)
    for a in args
        is_expr(a, :kw) && return true
    end
    return false
end

# show_unquoted(io, ex::Expr, indent, prec, quote_level) as Julia's
function show_unquoted(io::IO, ex::Expr, indent::Int, prec::Int, quote_level::Int)
    head, args, nargs = ex.head, ex.args, length(ex.args)
    unhandled = false
    # dot (i.e. "x.y"), but not compact broadcast exps
    if head === _S_DOT && (nargs != 2 || !is_expr(args[2], :tuple))
        if nargs == 2 && is_quoted(args[2])
            item = args[1]
            # field
            field = unquoted(args[2])
            parens = !is_quoted(item) && !(item isa Symbol && _isident(String(item))) && !is_expr(item, _S_DOT)
            parens && print(io, '(')
            show_unquoted(io, item, indent, 0, quote_level)
            parens && print(io, ')')
            # .
            print(io, '.')
            # item
            parens = !(field isa Symbol) || _is_quoted_sym(field)
            quoted = parens || isoperator(field)
            quoted && print(io, ':')
            parens && print(io, '(')
            show_unquoted(io, field, indent, 0, quote_level)
            parens && print(io, ')')
        else
            unhandled = true
        end

    # infix (i.e. "x <: y" or "x = y")
    elseif (_is_infix(head) || _is_infix_wide(head)) && nargs == 2
        func_prec = operator_precedence(head)
        head_ = _is_infix_wide(head) ? string(" ", head, " ") : String(head)
        if func_prec <= prec
            show_enclosed_list(io, '(', args, head_, ')', indent, func_prec, quote_level, true)
        else
            show_list(io, args, head_, indent, func_prec, quote_level, true)
        end

    elseif head === :tuple
        print(io, "(")
        if nargs > 0 && is_expr(args[1], :parameters)
            arg1 = args[1]
            show_list(io, args[2:end], ", ", indent, 0, quote_level)
            nargs == 2 && print(io, ',')
            print(io, ";")
            if !isempty(arg1.args)
                print(io, " ")
            end
            show_list(io, arg1.args, ", ", indent, 0, quote_level, false, true)
        else
            show_list(io, args, ", ", indent, 0, quote_level)
            nargs == 1 && print(io, ',')
        end
        print(io, ")")

    # list-like forms, e.g. "[1, 2, 3]"
    elseif _is_expr_paren(head) || head === :typed_vcat || head === :typed_hcat || head === :typed_ncat
        # print the type and defer to the untyped case
        if head === :typed_vcat || head === :typed_hcat || head === :typed_ncat
            show_unquoted(io, args[1], indent, prec, quote_level)
            if head === :typed_vcat
                head = :vcat
            elseif head === :typed_hcat
                head = :hcat
            else
                head = :ncat
            end
            args = args[2:end]
            nargs = nargs - 1
        end
        op, cl = _expr_parens(head)
        if head === :vcat || head === :bracescat
            sep = "; "
        elseif head === :hcat || head === :row
            sep = " "
        elseif (head === :ncat || head === :nrow) && nargs >= 1 && args[1] isa Int
            # [a;; b]: the dimension's count of semicolons (Julia's show.jl)
            sep = ";"^(args[1]::Int) * " "
            args = args[2:end]
            nargs = nargs - 1
        else
            sep = ", "
        end
        head !== :row && head !== :nrow && print(io, op)
        show_list(io, args, sep, indent, 0, quote_level)
        if nargs == 1 && head === :vcat
            print(io, ';')
        elseif nargs <= 1 && head === :ncat
            print(io, sep[1:end-1])
        end
        head !== :row && head !== :nrow && print(io, cl)

    # function call
    elseif head === :call && nargs >= 1
        func = args[1]
        fname = isa(func, GlobalRef) ? func.name : func
        func_prec = operator_precedence(fname)
        if func_prec > 0 || _is_uni_op(fname)
            func = fname
        end
        func_args = args[2:end]

        # :kw exprs are only parsed inside parenthesized calls
        if _any_kw(func_args) || (!isempty(func_args) && is_expr(func_args[1], :parameters))
            show_call(io, head, func, func_args, indent, quote_level, true)

        # scalar multiplication (i.e. "100x")
        elseif (func === :* &&
            length(func_args) == 2 && isa(func_args[1], Union{Int, Int64, Float32, Float64}) &&
            isa(func_args[2], Symbol) && !in(String(func_args[2])[1], ('e', 'E', 'f')) &&
            # (0 is not juxtaposed with b, o or x: `0 * x01`, not 0x01)
            !(func_args[1] isa Integer && func_args[1] == 0 && String(func_args[2])[1] in ('b', 'o', 'x')))
            if func_prec <= prec
                show_enclosed_list(io, '(', func_args, "", ')', indent, func_prec, quote_level)
            else
                show_list(io, func_args, "", indent, func_prec, quote_level)
            end

        # unary operator (i.e. "!z")
        elseif isa(func, Symbol) && _is_uni_op(func) && length(func_args) == 1
            show_unquoted(io, func, indent, 0, quote_level)
            arg1 = func_args[1]
            if isa(arg1, Expr) || (isa(arg1, Symbol) && isoperator(arg1) && _is_valid_identifier(arg1))
                show_enclosed_list(io, '(', func_args, ", ", ')', indent, func_prec)
            else
                show_unquoted(io, arg1, indent, func_prec, quote_level)
            end

        # binary operator (i.e. "x + y")
        elseif func_prec > 0 # is a binary operator
            na = length(func_args)
            if (na == 2 || (na > 2 && isa(func, Symbol) && (func === :+ || func === :++ || func === :*)) || (na == 3 && func === :(:))) &&
                    _all_not_splat(func_args)
                sep = func === :(:) ? ":" : string(" ", func, " ")

                if func_prec <= prec
                    show_enclosed_list(io, '(', func_args, sep, ')', indent, func_prec, quote_level, true)
                else
                    show_list(io, func_args, sep, indent, func_prec, quote_level, true)
                end
            elseif na == 1
                # 1-argument call to normally-binary operator
                op, cl = _expr_calls(head)
                print(io, "(")
                show_unquoted(io, func, indent, 0, quote_level)
                print(io, ")")
                show_enclosed_list(io, op, func_args, ", ", cl, indent, 0, quote_level)
            else
                show_call(io, head, func, func_args, indent, quote_level, true)
            end

        # normal function (i.e. "f(x,y)")
        else
            show_call(io, head, func, func_args, indent, quote_level, true)
        end

    # new expr
    elseif head === :new || head === :splatnew
        show_enclosed_list(io, string("%", head, "("), args, ", ", ")", indent, 0, quote_level)

    # other call-like expressions ("A[1,2]", "T{X,Y}", "f.(X,Y)")
    elseif _is_expr_call(head) && nargs >= 1  # :ref/:curly/:calldecl/_S_DOT
        funcargslike = head === _S_DOT ? args[2].args : args[2:end]
        show_call(io, head, args[1], funcargslike, indent, quote_level, head !== :curly)

    # comprehensions
    elseif head === :typed_comprehension && nargs == 2
        show_unquoted(io, args[1], indent, 0, quote_level)
        print(io, '[')
        show_generator(io, args[2], indent, quote_level)
        print(io, ']')

    elseif head === :comprehension && nargs == 1
        print(io, '[')
        show_generator(io, args[1], indent, quote_level)
        print(io, ']')

    elseif (head === :generator && nargs >= 2) || (head === :flatten && nargs == 1)
        print(io, '(')
        show_generator(io, ex, indent, quote_level)
        print(io, ')')

    elseif head === :filter && nargs == 2
        show_unquoted(io, args[2], indent, 0, quote_level)
        print(io, " if ")
        show_unquoted(io, args[1], indent, 0, quote_level)

    # comparison (i.e. "x < y < z")
    elseif head === :comparison && nargs >= 3 && (nargs & 1 == 1)
        comp_prec = 100
        for i in 2:2:nargs
            comp_prec = min(comp_prec, operator_precedence(args[i]))
        end
        if comp_prec <= prec
            show_enclosed_list(io, '(', args, " ", ')', indent, comp_prec, quote_level)
        else
            show_list(io, args, " ", indent, comp_prec, quote_level)
        end

    # function calls need to transform the function from :call to :calldecl
    # so that operators are printed correctly
    elseif head === :function && nargs == 2 && is_expr(args[1], :call)
        show_block(io, head, Expr(:calldecl, args[1].args...), args[2], indent, quote_level)
        print(io, "end")

    elseif (head === :function || head === :macro) && nargs == 1
        print(io, head, ' ')
        show_unquoted(io, args[1])
        print(io, " end")

    elseif head === :do && nargs == 2
        show_unquoted(io, args[1], indent, -1, quote_level)
        print(io, " do ")
        show_list(io, args[2].args[1].args, ", ", 0, 0, quote_level)
        for stmt in args[2].args[2].args
            print(io, '\n', " "^(indent + indent_width))
            show_unquoted(io, stmt, indent + indent_width, -1, quote_level)
        end
        print(io, '\n', " "^indent)
        print(io, "end")

    # block with argument
    elseif (head === :for || head === :while || head === :function || head === :macro || head === :if ||
            head === :elseif || head === :let) && nargs == 2
        if is_expr(args[2], :block)
            show_block(io, head, args[1], args[2], indent, quote_level)
        else
            show_block(io, head, args[1], Expr(:block, args[2]), indent, quote_level)
        end
        print(io, "end")

    elseif (head === :if || head === :elseif) && nargs == 3
        show_block(io, head, args[1], args[2], indent, quote_level)
        arg3 = args[3]
        if isa(arg3, Expr) && arg3.head === :elseif
            show_unquoted(io, arg3, indent, prec, quote_level)
        else
            show_block(io, "else", arg3, indent, quote_level)
            print(io, "end")
        end

    elseif head === :module && nargs == 3 && isa(args[1], Bool)
        show_block(io, args[1] ? :module : :baremodule, args[2], args[3], indent, quote_level)
        print(io, "end")

    # type declaration
    elseif head === :struct && nargs == 3
        show_block(io, args[1] ? Symbol("mutable struct") : Symbol("struct"), args[2], args[3], indent, quote_level)
        print(io, "end")

    elseif head === :primitive && nargs == 2
        print(io, "primitive type ")
        show_list(io, args, ' ', indent, 0, quote_level)
        print(io, " end")

    elseif head === :abstract && nargs == 1
        print(io, "abstract type ")
        show_list(io, args, ' ', indent, 0, quote_level)
        print(io, " end")

    # empty return (i.e. "function f() return end")
    elseif head === :return && nargs == 1 && args[1] === nothing
        print(io, head)

    # type annotation (i.e. "::Int")
    elseif _is_uni_sym(head) && nargs == 1
        print(io, head)
        show_unquoted(io, args[1], indent, 0, quote_level)

    # var-arg declaration or expansion
    elseif head === _S_DOTS && nargs == 1
        show_unquoted(io, args[1], indent, 0, quote_level)
        print(io, "...")

    elseif (nargs == 0 && (head === :break || head === :continue))
        print(io, head)

    elseif (nargs == 1 && (head === :return || head === :const)) || head === :local || head === :global
        print(io, head, ' ')
        show_list(io, args, ", ", indent, 0, quote_level)

    elseif head === :export
        print(io, head, ' ')
        names = Any[]
        for a in args
            push!(names, allow_macroname(a))
        end
        show_list(io, names, ", ", indent)

    elseif head === :macrocall && nargs >= 2
        # `a b c` (Core.@cmd; Kiln's quote names it by the symbol)
        if (args[1] === Symbol("@cmd") || (args[1] isa GlobalRef && args[1].name === Symbol("@cmd"))) && nargs >= 3
            print(io, "`", args[3], "`")
        # x"y" and x"y"z
        elseif isa(args[1], Symbol) && nargs >= 3 && isa(args[3], String) &&
               startswith(String(args[1]), "@") && endswith(String(args[1]), "_str")
            s = String(args[1])
            print(io, s[2:end-4], "\"")
            escape_raw_string(io, args[3])
            print(io, "\"")
            if nargs == 4
                print(io, args[4])
            end
        # general case
        else
            # first show the line number argument as a comment
            if isa(args[2], LineNumberNode) || is_expr(args[2], :line)
                print(io, args[2], ' ')
            end
            # Use the functional syntax unless specifically designated with
            # prec=-1 and hide the line number argument from the argument list
            mname = allow_macroname(args[1])
            if prec >= 0
                show_call(io, :call, mname, args[3:end], indent, quote_level, false)
            else
                show_args = Any[mname]
                for i in 3:nargs
                    push!(show_args, args[i])
                end
                show_list(io, show_args, ' ', indent, 0, quote_level)
            end
        end

    elseif head === :macroname && nargs == 1
        arg1 = args[1]
        if arg1 isa Symbol
            show_sym(io, arg1, true)
        elseif arg1 isa GlobalRef
            show_globalref(io, arg1, true)
        elseif is_expr(arg1, _S_DOT) && length(arg1.args) == 2
            m = arg1.args[1]
            if m isa Symbol || m isa GlobalRef || is_expr(m, _S_DOT, 2)
                show_unquoted(io, m)
            else
                print(io, "(")
                show_unquoted(io, m)
                print(io, ")")
            end
            print(io, '.')
            if is_expr(arg1.args[2], :quote)
                mname = arg1.args[2].args[1]
            else
                mname = arg1.args[2].value
            end
            if mname isa Symbol
                show_sym(io, mname, true)
            else
                show_unquoted(io, mname)
            end
        else
            show_unquoted(io, arg1)
        end

    elseif head === :line && 1 <= nargs <= 2
        show_linenumber(io, args[1], nargs == 2 ? args[2] : nothing)

    elseif head === :try && 3 <= nargs <= 4
        show_block(io, "try", args[1], indent, quote_level)
        if is_expr(args[3], :block)
            show_block(io, "catch", args[2] === false ? Any[] : args[2], args[3], indent, quote_level)
        end
        if nargs >= 4 && is_expr(args[4], :block)
            show_block(io, "finally", Any[], args[4], indent, quote_level)
        end
        print(io, "end")

    elseif head === :block
        show_block(io, "begin", ex, indent, quote_level)
        print(io, "end")

    elseif head === :quote && nargs == 1 && isa(args[1], Symbol)
        show_unquoted_quote_expr(io, args[1], indent, 0, quote_level + 1)
    elseif head === :quote && !_unquote_fallback(quote_level)
        if nargs == 1 && is_expr(args[1], :block)
            show_block(io, "quote", Expr(:quote, args[1].args...), indent, quote_level + 1)
            print(io, "end")
        elseif nargs == 1
            print(io, ":(")
            show_unquoted(io, args[1], indent + 2, 0, quote_level + 1)
            print(io, ")")
        else
            show_block(io, "quote", ex, indent, quote_level + 1)
            print(io, "end")
        end

    elseif head === :string && nargs == 1 && isa(args[1], AbstractString)
        show(io, args[1])

    elseif head === :null
        print(io, "nothing")

    elseif head === :string
        print(io, '"')
        for x in args
            if !isa(x, AbstractString)
                print(io, "\$(")
                if isa(x, Symbol) && !_is_quoted_sym(x)
                    show_sym(io, x)
                else
                    show_unquoted(io, x, 0, 0, quote_level)
                end
                print(io, ")")
            else
                _escape_string(io, x, ('"', '$'), ())
            end
        end
        print(io, '"')

    elseif (head === :& || head === :$) && nargs == 1
        if head === :$
            quote_level -= 1
        end
        if head === :$ && _unquote_fallback(quote_level)
            unhandled = true
        else
            print(io, head)
            a1 = args[1]
            parens = (isa(a1, Expr) && !(a1.head === :tuple || a1.head === :$ || a1.head === :vect || a1.head === :braces)) ||
                     (isa(a1, Symbol) && isoperator(a1))
            parens && print(io, "(")
            show_unquoted(io, a1, 0, 0, quote_level)
            parens && print(io, ")")
        end

    # transpose
    elseif head === Symbol("'") && nargs == 1
        if isa(args[1], Symbol)
            show_unquoted(io, args[1], 0, 0, quote_level)
        else
            print(io, "(")
            show_unquoted(io, args[1], 0, 0, quote_level)
            print(io, ")")
        end
        print(io, head)

    # `where` syntax
    elseif head === :where && nargs > 1
        parens = 1 <= prec
        parens && print(io, "(")
        show_unquoted(io, args[1], indent, operator_precedence(:(::)), quote_level)
        print(io, " where ")
        if nargs == 2
            show_unquoted(io, args[2], indent, 1, quote_level)
        else
            print(io, "{")
            show_list(io, args[2:end], ", ", indent, 0, quote_level)
            print(io, "}")
        end
        parens && print(io, ")")

    elseif (head === :import || head === :using) && _valid_import(args)
        print(io, head)
        print(io, ' ')
        first = true
        for a in args
            if !first
                print(io, ", ")
            end
            first = false
            show_import_path(io, a, quote_level)
        end
    # print anything else as "Expr(head, args...)"
    else
        unhandled = true
    end
    if unhandled
        show_unquoted_expr_fallback(io, ex, indent, quote_level)
    end
    nothing
end

function _valid_import(args)
    nargs = length(args)
    if nargs == 1
        valid_import_path(args[1]) && return true
        if is_expr(args[1], :(:)) && length(args[1].args) > 1
            for a in args[1].args
                valid_import_path(a) || return false
            end
            return true
        end
    end
    for a in args
        valid_import_path(a) || return false
    end
    return true
end

# ---- dump (Julia's base/show.jl) ----------------------------------------------

# dump(x) writes to stdout with :limit => true (long arrays are cut, as
# Julia's `dump(arg; maxdepth=8)`); dump(io, x) does not.
dump(@nospecialize(x); maxdepth::Int=8) = (_dump(stdout, x, maxdepth, "", true); println(stdout); nothing)
dump(io::IO, @nospecialize(x); maxdepth::Int=8) = (_dump(io, x, maxdepth, "", false); println(io); nothing)
_dump(io::IO, x::Symbol, n::Int, indent, limit::Bool) = print(io, "Symbol ", String(x))
_dump(io::IO, x::String, n::Int, indent, limit::Bool) = (print(io, "String "); show(io, x))
_dump(io::IO, x::Module, n::Int, indent, limit::Bool) = print(io, "Module ", x)
_dump(io::IO, x::Union, n::Int, indent, limit::Bool) = print(io, x)
function _dump(io::IO, @nospecialize(x), n::Int, indent, limit::Bool)
    if x === Union{}
        show(io, x)
        return nothing
    end
    T = typeof(x)
    if isa(x, Function)
        print(io, x, " (function of type ", T, ")")
    else
        print(io, T)
    end
    nf = nfields(x)
    if nf > 0
        if n > 0
            for field in 1:nf
                println(io)
                # a tuple's fields are named by their index
                fname = x isa Tuple ? string(field) : string(fieldname(T, field))
                print(io, indent, "  ", fname, ": ")
                if isdefined(x, field)
                    _dump(io, getfield(x, field), n - 1, string(indent, "  "), limit)
                else
                    print(io, "#undef")
                end
            end
        end
    elseif !isa(x, Function)
        print(io, " ")
        show(io, x)
    end
    nothing
end
# Julia's dump(io, x::Array): the element type and size, then the elements
# (numbers on the same line as show prints them, others one per line; with
# :limit, the first 5 and last 5 of more than 10, and a numeric vector of
# more than 20 cut as show_vector cuts it).
function _dump(io::IO, x::Array, n::Int, indent, limit::Bool)
    print(io, "Array{", eltype(x), "}(", size(x), ")")
    if eltype(x) <: Number
        print(io, " ")
        if limit && x isa Vector && length(x) > 20
            a = repr(x[1:10])
            b = repr(x[end-9:end])
            print(io, a[1:prevind(a, lastindex(a))], "  …  ", b[nextind(b, findfirst(==('['), b)):end])
        else
            show(io, x)
        end
    elseif n > 0 && !isempty(x)
        println(io)
        lx = length(x)
        if limit && lx > 10
            _dump_elts(io, x, n, indent, 1, 5, limit)
            println(io)
            println(io, indent, "  ...")
            _dump_elts(io, x, n, indent, lx - 4, lx, limit)
        else
            _dump_elts(io, x, n, indent, 1, lx, limit)
        end
    end
    nothing
end
function _dump_elts(io::IO, x::Array, n::Int, indent, i0, i1, limit::Bool)
    for i in i0:i1
        print(io, indent, "  ", i, ": ")
        if !isassigned(x, i)
            print(io, "#undef")
        else
            _dump(io, x[i], n - 1, string(indent, "  "), limit)
        end
        i < i1 && println(io)
    end
end
# Julia's dump(io, x::DataType): the type, its supertype and its fields' types.
function _dump(io::IO, x::DataType, n::Int, indent, limit::Bool)
    print(io, x)
    if x !== Any
        print(io, " <: ", supertype(x))
    end
    if n > 0 && !(x <: Tuple) && !isabstracttype(x) && !(x <: NamedTuple && !isconcretetype(x))
        fields = fieldnames(x)
        types = fieldtypes(x)
        for idx in 1:length(fields)
            println(io)
            print(io, indent, "  ", fields[idx], "::", types[idx])
        end
    end
    nothing
end

# ---- macros, eval, Meta.parse: the driver's side (driver/macros.go) --------------

# LoadError wraps an error raised while a macro expanded (Julia's
# jl_invoke_julia_macro) or while a file was included.
struct LoadError <: Exception
    file::AbstractString
    line::Int
    error::Any
end
function showerror(io::IO, ex::LoadError)
    print(io, "LoadError: ")
    showerror(io, ex.error)
    print(io, "\nin expression starting at ", ex.file, ":", ex.line)
end

# The value the driver reads back after it ran code for a macro call,
# eval or Meta.parse (it keeps the objects that expanded code refers to
# alive), and the value or exception the driver leaves for the Julia side
# of eval, macroexpand and Meta.parse.
_kiln_setresult(@nospecialize(x)) = ccall(:kiln_set_result, Nothing, (Any,), x)
_macro_result() = ccall(:kiln_get_result, Any, ())

# Calls the macro function f as Julia does: with __source__, __module__
# and the argument expressions; an error is raised as a LoadError at the
# macro call.
function _kiln_callmacro(f, src::LineNumberNode, mod::Module, args...)
    try
        _kiln_setresult(f(src, mod, args...))
    catch e
        throw(LoadError(String(src.file), src.line, e))
    end
    return nothing
end

# An @generated method's generator, run by the driver when inference
# first needs the body of one specialization (driver/generated.go): the
# result is the expression it returns, or the exception it threw wrapped
# in a _KilnGeneratorError (the specialization's body throws it).
struct _KilnGeneratorError
    exception
end
function _kiln_callgenerator(g, args...)
    r = try
        g(args...)
    catch e
        _KilnGeneratorError(e)
    end
    _kiln_setresult(r)
    return nothing
end

# Core.eval(m, ex): evaluates ex at the top level of module m. The driver
# returns 1 with the value in _macro_result, or 0 with the exception there.
function _kiln_eval(m::Module, @nospecialize(ex))
    st = ccall(:kiln_eval, Int, (Any, Any), m, ex)
    r = _macro_result()
    st == 0 && throw(r)
    return r
end
Core.eval(m::Module, @nospecialize(ex)) = _kiln_eval(m, ex)
# Core.print and Core.println (Julia's boot.jl): printing that needs no
# Base, as @generated function bodies and early code use it; to stdout.
Core.print(@nospecialize(xs...)) = print(xs...)
Core.println(@nospecialize(xs...)) = println(xs...)

"""
    include_string([mapexpr::Function,] m::Module, code::AbstractString, filename::AbstractString="string")

Evaluate the statements of `code` one after another at the top level of
module `m`, as `include` does a file's, and return the value of the last
(`nothing` when there is none). An error of a statement is raised as a
`LoadError` at `filename` and the statement's line. `mapexpr` transforms
each statement before it is evaluated.
"""
function include_string(mapexpr::Function, m::Module, code::AbstractString, filename::AbstractString="string")
    st = ccall(:kiln_meta_parse, Int64, (Any, Int64), string(filename, '\0', code), -2)
    r = _macro_result()
    st == 0 && throw(Meta.ParseError(r))
    lines = r[1]::String
    stmts = (r[2]::Expr).args
    linenos = isempty(lines) ? Int[] : map(l -> parse(Int, l), split(lines, ','))
    val = nothing
    for i in 1:length(stmts)
        ex = mapexpr(stmts[i])
        try
            val = Core.eval(m, ex)
        catch e
            throw(LoadError(String(filename), linenos[i], e))
        end
    end
    return val
end
include_string(m::Module, code::AbstractString, filename::AbstractString="string") =
    include_string(identity, m, code, filename)

"""
    evalfile(path::AbstractString, args::Vector{String}=String[])

Evaluate the file at `path` in a new module of its own (whose `ARGS` are
`args`) and return the value of its last expression.
"""
function evalfile(path::AbstractString, args::Vector{String}=String[])
    code = read(path, String)
    # (a module of a fresh name in Main: Kiln makes modules by evaluating
    # their definition)
    name = gensym(:__anon__)
    Core.eval(Core.Main, Expr(:module, true, name, Expr(:block)))
    m = getproperty(Core.Main, name)::Module
    Core.eval(m, Expr(:const, Expr(:(=), :ARGS, args)))
    return include_string(m, code, String(path))
end
# A module's `eval` used as a value (map(eval, exprs), Meta.parse(s) |> eval):
# lowering reads it as this function of the module.
_module_eval(m::Module) = ex -> Core.eval(m, ex)
_module_include(m::Module) = path -> include(m, path)

# include(path) from running code (a test set's `include("a.jl")`; a
# top-level `include` statement the driver evaluates directly): the file's
# statements are evaluated at the top level of Main, the path relative to
# the file being evaluated, as the driver's own include does.
include(path::AbstractString) = _kiln_eval(Core.Main, Expr(:call, :include, String(path)))
include(m::Module, path::AbstractString) = _kiln_eval(m, Expr(:call, :include, String(path)))
eval(m::Module, @nospecialize(ex)) = _kiln_eval(m, ex)
# Base's own eval(x), as every module has one: Base.eval(ex) evaluates ex in Base
eval(@nospecialize(ex)) = _kiln_eval(Base, ex)

macroexpand(m::Module, @nospecialize(x); recursive::Bool=true) = _kiln_macroexpand(m, x, recursive)
function _kiln_macroexpand(m::Module, @nospecialize(x), recursive::Bool)
    st = ccall(:kiln_macroexpand, Int, (Any, Any, Bool), m, x, recursive)
    r = _macro_result()
    st == 0 && throw(r)
    return r
end

# remove_linenums!(ex): drops LineNumberNodes from blocks (Julia's
# base/expr.jl).
function remove_linenums!(ex::Expr)
    if ex.head === :block || ex.head === :quote
        kept = Any[]
        for x in ex.args
            (x isa LineNumberNode || (x isa Expr && x.head === :line)) || push!(kept, x)
        end
        ex.args = kept
    end
    for subex in ex.args
        subex isa Expr && remove_linenums!(subex)
    end
    return ex
end
remove_linenums!(@nospecialize(ex)) = ex

# Macro utilities of Julia 1.10's base/expr.jl ("some macro utilities"):
# pushmeta! adds a meta tag to a function definition's body, findmeta
# finds its :meta statement.
unwrap_macrocalls(@nospecialize(x)) = x
function unwrap_macrocalls(ex::Expr)
    inner = ex
    while inner.head === :macrocall
        inner = inner.args[end]::Expr
    end
    return inner
end

function pushmeta!(ex::Expr, sym::Symbol, args::Any...)
    if isempty(args)
        tag = sym
    else
        tag = Expr(sym, args...)::Expr
    end
    inner = unwrap_macrocalls(ex)
    idx, exargs = findmeta(inner)
    if idx != 0
        push!(exargs[idx].args, tag)
    else
        body = inner.args[2]::Expr
        pushfirst!(body.args, Expr(:meta, tag))
    end
    ex
end

popmeta!(body, sym) = _getmeta(body, sym, true)
peekmeta(body, sym) = _getmeta(body, sym, false)

function _getmeta(body::Expr, sym::Symbol, delete::Bool)
    body.head === :block || return false, []
    _getmeta(body.args, sym, delete)
end
_getmeta(arg, sym, delete::Bool) = (false, [])
function _getmeta(body::Array{Any,1}, sym::Symbol, delete::Bool)
    idx, blockargs = findmeta_block(body, args -> findmetaarg(args, sym) != 0)
    if idx == 0
        return false, []
    end
    metaargs = blockargs[idx].args
    i = findmetaarg(blockargs[idx].args, sym)
    if i == 0
        return false, []
    end
    ret = isa(metaargs[i], Expr) ? (metaargs[i]::Expr).args : []
    if delete
        deleteat!(metaargs, i)
        isempty(metaargs) && deleteat!(blockargs, idx)
    end
    true, ret
end

# The index of `sym` in a meta expression's arguments, or 0.
function findmetaarg(metaargs, sym)
    for i = 1:length(metaargs)
        arg = metaargs[i]
        if (isa(arg, Symbol) && (arg::Symbol) == sym) ||
           (isa(arg, Expr) && (arg::Expr).head == sym)
            return i
        end
    end
    return 0
end

function annotate_meta_def_or_block(@nospecialize(ex), meta::Symbol)
    inner = unwrap_macrocalls(ex)
    if is_function_def(inner)
        # annotation on a definition
        return esc(pushmeta!(ex, meta))
    else
        # annotation on a block
        return Expr(:block,
                    Expr(meta, true),
                    Expr(:local, Expr(:(=), :val, esc(ex))),
                    Expr(meta, false),
                    :val)
    end
end

function is_short_function_def(@nospecialize(ex))
    Meta.isexpr(ex, :(=)) || return false
    while length(ex.args) >= 1 && isa(ex.args[1], Expr)
        (ex.args[1].head === :call) && return true
        (ex.args[1].head === :where || ex.args[1].head === :(::)) || return false
        ex = ex.args[1]
    end
    return false
end
is_function_def(@nospecialize(ex)) =
    return Meta.isexpr(ex, :function) || is_short_function_def(ex) || Meta.isexpr(ex, :->)

function findmeta(ex::Expr)
    if is_function_def(ex)
        body = ex.args[2]::Expr
        body.head === :block || error(body, " is not a block expression")
        return findmeta_block(ex.args)
    end
    error(ex, " is not a function expression")
end
findmeta(ex::Array{Any,1}) = findmeta_block(ex)

function findmeta_block(exargs, argsmatch=args->true)
    for i = 1:length(exargs)
        a = exargs[i]
        if isa(a, Expr)
            if a.head === :meta && argsmatch(a.args)
                return i, exargs
            elseif a.head === :block
                idx, exa = findmeta_block(a.args, argsmatch)
                if idx != 0
                    return idx, exa
                end
            end
        end
    end
    return 0, []
end

# Base.@inline and Base.@noinline, declared as Julia 1.10 declares them
# (base/expr.jl), so that `isdefined(Base, Symbol("@inline"))`, `getfield`
# and `hasmethod` see them; a call `@inline …` is expanded by lowering
# (lower.LoweredMacro), which does what these expansions mean.
macro inline(x)
    return annotate_meta_def_or_block(x, :inline)
end
macro inline()
    return Expr(:meta, :inline)
end
macro noinline(x)
    return annotate_meta_def_or_block(x, :noinline)
end
macro noinline()
    return Expr(:meta, :noinline)
end

# @gensym x y: x = gensym("x"); y = gensym("y") (Julia's base/expr.jl).
macro gensym(names...)
    blk = Expr(:block)
    for name in names
        push!(blk.args, :($(esc(name)) = gensym($(string(name)))))
    end
    push!(blk.args, :nothing)
    return blk
end
