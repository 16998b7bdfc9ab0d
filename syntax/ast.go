// Package syntax holds Kiln's front end: source positions, the lexer, the
// parser and the abstract syntax tree.
//
// The tree mirrors the Expr trees of Julia's own parser (Meta.parse in
// Julia 1.10): an interior node is an *Expr with a head and arguments,
// exactly as Julia prints them with Meta.show_sexpr, and leaves are
// identifiers, literals and quoted nodes. The one deliberate difference is
// that Kiln keeps no LineNumberNode arguments: every node carries its own
// position instead.
package syntax

import (
	"fmt"
	"math/big"
)

// Pos is a position in a source file. Line and Col count from 1; Col counts
// bytes. The zero Pos means "unknown".
type Pos struct {
	File string
	Line int32
	Col  int32
	// NoLine marks a statement of a block that an evaluated Expr gave no
	// LineNumberNode: quoted again, it gets none (Julia keeps a block's
	// arguments as they are).
	NoLine bool
}

// String formats the position as file:line:col.
func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Node is any node of the syntax tree.
type Node interface {
	Pos() Pos
}

// Expr is an interior node: Julia's Expr(head, args...).
type Expr struct {
	Head Head
	Args []Node
	P    Pos
}

// Pos returns the position of the first token of the expression.
func (e *Expr) Pos() Pos { return e.P }

// Ident is an identifier (a Julia Symbol in expression position), including
// operators used as names (`+`, `.+`), `var"..."` names and macro names
// (`@show`).
type Ident struct {
	Name string
	P    Pos
}

// Pos returns the identifier's position.
func (n *Ident) Pos() Pos { return n.P }

// LitKind says which Julia type a literal denotes.
type LitKind uint8

// Literal kinds.
const (
	LitInt64   LitKind = iota // Value is int64
	LitInt128                 // Value is *big.Int (decimal literal beyond Int64)
	LitBigInt                 // Value is *big.Int (decimal literal beyond Int128)
	LitUInt8                  // Value is uint64; hex/octal/binary literals get the smallest unsigned type that holds their digits, as in Julia
	LitUInt16                 // Value is uint64
	LitUInt32                 // Value is uint64
	LitUInt64                 // Value is uint64
	LitUInt128                // Value is *big.Int
	LitFloat64                // Value is float64
	LitFloat32                // Value is float32
	LitBool                   // Value is bool
	LitChar                   // Value is rune, or MalformedChar for a literal that is not valid UTF-8 ('\xff')
	LitString                 // Value is string (escapes already processed; a string with interpolation is an Expr with head "string")
)

// MalformedChar is the value of a character literal whose bytes are not
// valid UTF-8 ('\xff', '\xc0\x80'): the bits of Julia's Char, the bytes
// left-aligned in 32 bits.
type MalformedChar uint32

// Literal is a constant written in the source.
type Literal struct {
	Kind  LitKind
	Value any
	P     Pos
}

// Pos returns the literal's position.
func (n *Literal) Pos() Pos { return n.P }

// QuoteNode is Julia's QuoteNode: `:sym` parses as QuoteNode(Ident "sym"),
// and the field of `a.b` is QuoteNode(Ident "b").
type QuoteNode struct {
	Value Node
	P     Pos
}

// Pos returns the position of the quoted node.
func (n *QuoteNode) Pos() Pos { return n.P }

// Head names the kind of an Expr. The names are Julia's Expr heads.
type Head string

// Expr heads produced by the parser. Each is written as Julia's
// Meta.show_sexpr prints it.
const (
	HeadCall          Head = "call"          // f(a, b); a + b is (call + a b); a + b + c is (call + a b c) as in Julia (also for *)
	HeadDotCall       Head = "."             // a.b is (. a (quote b)); f.(x) is (. f (tuple x)); Base.:+ is (. Base (quote +))
	HeadAssign        Head = "="             // a = b; f(x) = body is (= (call f x) (block body))
	HeadBlock         Head = "block"         // begin ... end, function bodies, (a; b)
	HeadToplevel      Head = "toplevel"      // a file; statements separated by ; on one line at top level stay in one toplevel
	HeadIf            Head = "if"            // (if cond (block ...) else...) where else is (block ...) or (elseif cond (block) ...); a ? b : c is (if a b c)
	HeadElseif        Head = "elseif"        // as Julia: (elseif (block cond) (block ...) ...)
	HeadWhile         Head = "while"         // (while cond (block ...))
	HeadFor           Head = "for"           // (for (= i range) (block ...)); several: (for (block (= i r1) (= j r2)) (block ...))
	HeadFunction      Head = "function"      // (function (call f x) (block ...)); (function f) for `function f end`; anonymous: (function (tuple x) (block))
	HeadArrow         Head = "->"            // (-> x (block body)); (-> (tuple x y) (block ...))
	HeadReturn        Head = "return"        // (return x); bare return is (return nothing)
	HeadBreak         Head = "break"         // (break)
	HeadContinue      Head = "continue"      // (continue)
	HeadTuple         Head = "tuple"         // (a, b); named tuple (a=1, b=2) is (tuple (= a 1) (= b 2)); (; a, b) is (tuple (parameters a b))
	HeadRef           Head = "ref"           // a[i, j]
	HeadCurly         Head = "curly"         // T{A, B}
	HeadWhere         Head = "where"         // (where (call f x) T (<: S Real))
	HeadDecl          Head = "::"            // x::T; ::T in argument lists is (:: T)
	HeadSubtype       Head = "<:"            // a <: b is (<: a b) everywhere, as in Julia (not a call); <:T alone is (<: T)
	HeadSupertype     Head = ">:"            // as <:
	HeadMacrocall     Head = "macrocall"     // (macrocall @name args...) — no LineNumberNode argument in Kiln
	HeadStruct        Head = "struct"        // (struct mutable::Bool name-or-(<: name super) (block fields...))
	HeadAbstract      Head = "abstract"      // (abstract name) or (abstract (<: name super))
	HeadPrimitive     Head = "primitive"     // (primitive name bits)
	HeadModule        Head = "module"        // (module bare::Bool name (block ...)) — first arg is a Literal Bool: true for module, false for baremodule (as Julia)
	HeadUsing         Head = "using"         // (using (. A B)) ; using A: b, c is (using (: (. A) (. b) (. c)))
	HeadImport        Head = "import"        // as using
	HeadExport        Head = "export"        // (export a b)
	HeadColon         Head = ":"             // only inside using/import
	HeadLet           Head = "let"           // (let (block bindings...) (block body)); single binding: (let (= x 1) (block))
	HeadTry           Head = "try"           // (try (block) catchvar-or-false (block catch) [finally-block-or-false [else-block]]) as Julia
	HeadComprehension Head = "comprehension" // [x for x in a] is (comprehension (generator x (= x a)))
	HeadTypedComp     Head = "typed_comprehension"
	HeadGenerator     Head = "generator" // (generator body (= x a) (= y b)); with `if`: (generator body (filter cond (= x a)))
	HeadFilter        Head = "filter"
	HeadFlatten       Head = "flatten" // [x for y in a for x in y]
	HeadVect          Head = "vect"    // [1, 2, 3]
	HeadHcat          Head = "hcat"    // [a b c]
	HeadVcat          Head = "vcat"    // [a; b] and [a b; c d] is (vcat (row a b) (row c d))
	HeadRow           Head = "row"
	HeadNcat          Head = "ncat"       // [a;; b]
	HeadNrow          Head = "nrow"       // (nrow 1 a b) inside ncat: [a; b;; c; d] is (ncat 2 (nrow 1 a b) (nrow 1 c d))
	HeadTypedNcat     Head = "typed_ncat" // T[a;; b] is (typed_ncat T 2 a b)
	HeadTypedVcat     Head = "typed_vcat"
	HeadTypedHcat     Head = "typed_hcat"
	HeadKw            Head = "kw"         // keyword argument in a call or a default value in a signature: (kw k 1)
	HeadParameters    Head = "parameters" // arguments after ; in calls and signatures
	HeadSplat         Head = "..."        // x...
	HeadAnd           Head = "&&"
	HeadOr            Head = "||"
	HeadComparison    Head = "comparison" // a < b < c is (comparison a < b < c); a < b alone is (call < a b)
	HeadString        Head = "string"     // "a$(b)c" is (string "a" b "c")
	HeadConst         Head = "const"      // (const (= x 1))
	HeadLocal         Head = "local"
	HeadGlobal        Head = "global"
	HeadQuote         Head = "quote" // quote ... end and :( ... )
	HeadDollar        Head = "$"     // $x inside quote
	HeadDo            Head = "do"    // f(x) do y ... end is (do (call f x) (-> (tuple y) (block ...)))
	HeadMacro         Head = "macro"
	HeadOuter         Head = "outer"
	HeadCmdString     Head = "cmdstring"
	HeadIsDefined     Head = "isdefined"
	HeadBraces        Head = "braces"    // {a, b}; `where {T, S}` splices its braces into the where
	HeadBracescat     Head = "bracescat" // {a b; c d}
	HeadTranspose     Head = "'"         // x' is (' x)
	HeadAs            Head = "as"        // import A: b as c is (import (: (. A) (as (. b) c)))
	HeadAmp           Head = "&"         // &x in argument position
	HeadLongArrow     Head = "-->"       // a --> b
	// Updating operators (x += 1) use the operator as head: "+=", "-=", "*=", "/=", "÷=", "%=", "^=", "&=", "|=", "⊻=", "<<=", ">>=", ">>>=", and dotted forms ".+=".
)

// BigInt returns the literal's value as a big integer when it is an integer
// literal of any width.
func (n *Literal) BigInt() (*big.Int, bool) {
	switch v := n.Value.(type) {
	case int64:
		return big.NewInt(v), true
	case uint64:
		return new(big.Int).SetUint64(v), true
	case *big.Int:
		return v, true
	}
	return nil, false
}
