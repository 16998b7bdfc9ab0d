package lower

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/syntax"
)

// argSpec is one positional argument of a signature.
type argSpec struct {
	name   string // "" for an unnamed argument (::T)
	typ    syntax.Node
	def    syntax.Node // default value, or nil
	vararg bool
	nospec bool
	pos    syntax.Pos
	ident  *syntax.Ident
}

// kwSpec is one keyword argument.
type kwSpec struct {
	name  string
	typ   syntax.Node
	def   syntax.Node // nil: required keyword
	pos   syntax.Pos
	ident *syntax.Ident
}

// sparamSpec is one `where` variable.
type sparamSpec struct {
	name   string
	lb, ub syntax.Node
	pos    syntax.Pos
}

// signature is a parsed function signature.
type signature struct {
	// name is the function name expression: an Ident, a dotted name
	// (Base.show), or (:: p T) for a callable-object method. Nil for
	// anonymous functions.
	name    syntax.Node
	args    []argSpec
	kwargs  []kwSpec
	kwrest  string // name of `kws...` in the keyword list, or ""
	kwrestI *syntax.Ident
	sparams []sparamSpec
	ret     syntax.Node
	pos     syntax.Pos
}

type sigError struct {
	pos syntax.Pos
	msg string
}

func (e *sigError) Error() string { return e.msg }

// parseSignature parses a function signature: (call f args...), wrapped
// in (where ...) and (:: ... R); for anonymous functions, (tuple args...)
// or a single argument.
func parseSignature(n syntax.Node, anonymous bool) (*signature, error) {
	sig := &signature{pos: n.Pos()}
	for {
		e, ok := n.(*syntax.Expr)
		if !ok {
			break
		}
		if e.Head == syntax.HeadWhere {
			var sps []sparamSpec
			for _, w := range e.Args[1:] {
				sp, err := parseSparam(w)
				if err != nil {
					return nil, err
				}
				sps = append(sps, sp...)
			}
			sig.sparams = append(sig.sparams, sps...)
			n = e.Args[0]
			continue
		}
		if e.Head == syntax.HeadDecl && len(e.Args) == 2 && sig.ret == nil {
			if c, ok := e.Args[0].(*syntax.Expr); ok && (c.Head == syntax.HeadCall || c.Head == syntax.HeadWhere || c.Head == syntax.HeadTuple) {
				sig.ret = e.Args[1]
				n = e.Args[0]
				continue
			}
		}
		break
	}
	// Outer where clauses come first; the loop above met them first.
	var args []syntax.Node
	switch e := n.(type) {
	case *syntax.Ident:
		if !anonymous {
			return nil, &sigError{e.P, "invalid function signature"}
		}
		args = []syntax.Node{e}
	case *syntax.Expr:
		switch e.Head {
		case syntax.HeadCall:
			sig.name = e.Args[0]
			args = e.Args[1:]
		case syntax.HeadTuple:
			args = e.Args
		case syntax.HeadDecl, syntax.HeadSplat, syntax.HeadMacrocall:
			if !anonymous {
				return nil, &sigError{e.P, "invalid function signature"}
			}
			args = []syntax.Node{e}
		case syntax.HeadAssign, syntax.HeadKw:
			// (x = 1) -> ... : one argument with a default.
			args = []syntax.Node{&syntax.Expr{Head: syntax.HeadKw, Args: e.Args, P: e.P}}
		case syntax.HeadBlock:
			// (x; k=1) -> ... parses as a block: first arg, then a
			// keyword; (x=1;) -> ... is a block of one argument (Julia's
			// expand-arrow: an assignment there is a default value).
			toKw := func(a syntax.Node) syntax.Node {
				if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
					return &syntax.Expr{Head: syntax.HeadKw, Args: x.Args, P: x.P}
				}
				return a
			}
			switch len(e.Args) {
			case 1:
				args = []syntax.Node{toKw(e.Args[0])}
			case 2:
				args = []syntax.Node{&syntax.Expr{Head: syntax.HeadParameters, Args: []syntax.Node{toKw(e.Args[1])}, P: e.P}, toKw(e.Args[0])}
			default:
				return nil, &sigError{e.P, "invalid function signature"}
			}
		default:
			return nil, &sigError{e.P, fmt.Sprintf("invalid function signature %s", syntax.Sexpr(e))}
		}
	default:
		return nil, &sigError{n.Pos(), "invalid function signature"}
	}
	for _, a := range args {
		if p, ok := a.(*syntax.Expr); ok && p.Head == syntax.HeadParameters {
			for _, k := range p.Args {
				if err := sig.addKw(k); err != nil {
					return nil, err
				}
			}
			continue
		}
		spec, err := parseArg(a)
		if err != nil {
			return nil, err
		}
		sig.args = append(sig.args, spec)
	}
	seenDefault := false
	for i, a := range sig.args {
		if a.vararg && i != len(sig.args)-1 {
			return nil, &sigError{a.pos, "invalid \"...\" on non-final argument"}
		}
		if a.def != nil {
			seenDefault = true
		} else if seenDefault && !a.vararg {
			return nil, &sigError{a.pos, "optional positional arguments must occur at end"}
		}
	}
	return sig, nil
}

func parseSparam(w syntax.Node) ([]sparamSpec, error) {
	switch x := w.(type) {
	case *syntax.Ident:
		return []sparamSpec{{name: x.Name, pos: x.P}}, nil
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadSubtype:
			if id, ok := x.Args[0].(*syntax.Ident); ok && len(x.Args) == 2 {
				return []sparamSpec{{name: id.Name, ub: x.Args[1], pos: x.P}}, nil
			}
		case syntax.HeadSupertype:
			if id, ok := x.Args[0].(*syntax.Ident); ok && len(x.Args) == 2 {
				return []sparamSpec{{name: id.Name, lb: x.Args[1], pos: x.P}}, nil
			}
		case syntax.HeadComparison:
			// lb <: T <: ub
			if len(x.Args) == 5 {
				if id, ok := x.Args[2].(*syntax.Ident); ok {
					return []sparamSpec{{name: id.Name, lb: x.Args[0], ub: x.Args[4], pos: x.P}}, nil
				}
			}
		case syntax.HeadBraces:
			var out []sparamSpec
			for _, a := range x.Args {
				sp, err := parseSparam(a)
				if err != nil {
					return nil, err
				}
				out = append(out, sp...)
			}
			return out, nil
		case syntax.HeadCall:
			if op, ok := x.Args[0].(*syntax.Ident); ok && len(x.Args) == 3 {
				if id, ok := x.Args[1].(*syntax.Ident); ok {
					switch op.Name {
					case "<:":
						return []sparamSpec{{name: id.Name, ub: x.Args[2], pos: x.P}}, nil
					case ">:":
						return []sparamSpec{{name: id.Name, lb: x.Args[2], pos: x.P}}, nil
					}
				}
			}
		}
	}
	return nil, &sigError{w.Pos(), "invalid type parameter in where clause"}
}

func parseArg(a syntax.Node) (argSpec, error) {
	switch x := a.(type) {
	case *syntax.Ident:
		return argSpec{name: x.Name, pos: x.P, ident: x}, nil
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadDecl:
			if len(x.Args) == 1 {
				return argSpec{typ: x.Args[0], pos: x.P, vararg: isVarargType(x.Args[0])}, nil
			}
			id, ok := x.Args[0].(*syntax.Ident)
			if !ok {
				return argSpec{}, &sigError{x.P, "invalid argument name"}
			}
			// x::Vararg{T,N} is x::T... (the driver keeps the Vararg type,
			// so N is bound to the number of arguments).
			return argSpec{name: id.Name, typ: x.Args[1], pos: x.P, ident: id, vararg: isVarargType(x.Args[1])}, nil
		case syntax.HeadKw, syntax.HeadAssign:
			spec, err := parseArg(x.Args[0])
			if err != nil {
				return spec, err
			}
			spec.def = x.Args[1]
			return spec, nil
		case syntax.HeadSplat:
			spec, err := parseArg(x.Args[0])
			if err != nil {
				return spec, err
			}
			spec.vararg = true
			return spec, nil
		case syntax.HeadMacrocall:
			if m, ok := x.Args[0].(*syntax.Ident); ok && (m.Name == "@nospecialize" || m.Name == "@specialize") && len(x.Args) == 2 {
				spec, err := parseArg(x.Args[1])
				if err != nil {
					return spec, err
				}
				spec.nospec = m.Name == "@nospecialize"
				return spec, nil
			}
		case syntax.HeadTuple:
			return argSpec{}, &sigError{x.P, "destructuring in function arguments is not supported"}
		case syntax.HeadWhere:
			// f(x::Vector{T} where T) parses as (where (:: x (curly
			// Vector T)) T): the argument's type is Vector{T} where T
			// (Julia's test/syntax.jl, issue #27268).
			if d, ok := x.Args[0].(*syntax.Expr); ok && d.Head == syntax.HeadDecl && len(x.Args) >= 2 {
				ty := &syntax.Expr{Head: syntax.HeadWhere, P: x.P, Args: append([]syntax.Node{d.Args[len(d.Args)-1]}, x.Args[1:]...)}
				decl := &syntax.Expr{Head: syntax.HeadDecl, P: d.P, Args: append(append([]syntax.Node{}, d.Args[:len(d.Args)-1]...), ty)}
				return parseArg(decl)
			}
		}
	}
	return argSpec{}, &sigError{a.Pos(), "invalid function argument"}
}

func (sig *signature) addKw(k syntax.Node) error {
	switch x := k.(type) {
	case *syntax.Ident:
		sig.kwargs = append(sig.kwargs, kwSpec{name: x.Name, pos: x.P, ident: x})
		return nil
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadKw, syntax.HeadAssign:
			switch t := x.Args[0].(type) {
			case *syntax.Ident:
				sig.kwargs = append(sig.kwargs, kwSpec{name: t.Name, def: x.Args[1], pos: x.P, ident: t})
				return nil
			case *syntax.Expr:
				if t.Head == syntax.HeadDecl && len(t.Args) == 2 {
					if id, ok := t.Args[0].(*syntax.Ident); ok {
						sig.kwargs = append(sig.kwargs, kwSpec{name: id.Name, typ: t.Args[1], def: x.Args[1], pos: x.P, ident: id})
						return nil
					}
				}
			}
		case syntax.HeadDecl:
			if id, ok := x.Args[0].(*syntax.Ident); ok && len(x.Args) == 2 {
				sig.kwargs = append(sig.kwargs, kwSpec{name: id.Name, typ: x.Args[1], pos: x.P, ident: id})
				return nil
			}
		case syntax.HeadSplat:
			if id, ok := x.Args[0].(*syntax.Ident); ok {
				sig.kwrest = id.Name
				sig.kwrestI = id
				return nil
			}
		case syntax.HeadMacrocall:
			// f(; @nospecialize(kw...)), f(; @nospecialize(k=1)): a
			// specialization hint Julia accepts on keywords; the
			// keyword itself is the macro's argument.
			if m, ok := x.Args[0].(*syntax.Ident); ok && (m.Name == "@nospecialize" || m.Name == "@specialize") && len(x.Args) == 2 {
				return sig.addKw(x.Args[1])
			}
		}
	}
	return &sigError{k.Pos(), "invalid keyword argument syntax"}
}

// funcDefName returns the plain name a definition binds, for the scope
// rules: "f" for f(x) = ..., "" for Base.f(x) = ... and anonymous forms.
func funcDefName(sig syntax.Node) string {
	if id := funcDefIdent(sig); id != nil {
		return id.Name
	}
	return ""
}

func funcDefIdent(sig syntax.Node) *syntax.Ident {
	for {
		switch e := sig.(type) {
		case *syntax.Ident:
			return e
		case *syntax.Expr:
			switch e.Head {
			case syntax.HeadWhere:
				sig = e.Args[0]
				continue
			case syntax.HeadDecl:
				if len(e.Args) == 2 {
					if c, ok := e.Args[0].(*syntax.Expr); ok && c.Head == syntax.HeadCall {
						sig = c
						continue
					}
				}
				return nil
			case syntax.HeadCall:
				if id, ok := e.Args[0].(*syntax.Ident); ok {
					return id
				}
				return nil
			}
		}
		return nil
	}
}

// isFunctionDefLHS reports whether the left side of = makes it a short
// function definition: f(x) = ..., f(x) where T = ..., f(x)::T = ....
func isFunctionDefLHS(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadCall:
		// Operators that are really assignments of other forms are not
		// calls here; a call on the left of = always defines a method.
		return true
	case syntax.HeadWhere:
		return isFunctionDefLHS(e.Args[0]) || isCallLike(e.Args[0])
	case syntax.HeadDecl:
		if len(e.Args) == 2 {
			if c, ok := e.Args[0].(*syntax.Expr); ok && (c.Head == syntax.HeadCall || c.Head == syntax.HeadWhere) {
				return true
			}
		}
	}
	return false
}

func isCallLike(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == syntax.HeadCall
}

// lhsNames lists the variable names an assignment target binds.
func lhsNames(n syntax.Node) []string {
	switch t := n.(type) {
	case *syntax.Ident:
		return []string{t.Name}
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadTuple, syntax.HeadParameters:
			var out []string
			for _, a := range t.Args {
				out = append(out, lhsNames(a)...)
			}
			return out
		case syntax.HeadDecl:
			if len(t.Args) == 2 {
				return lhsNames(t.Args[0])
			}
		case syntax.HeadSplat:
			return lhsNames(t.Args[0])
		}
	}
	return nil
}

func globalDeclNames(n syntax.Node) []string {
	switch t := n.(type) {
	case *syntax.Ident:
		return []string{t.Name}
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadAssign:
			return lhsNames(t.Args[0])
		case syntax.HeadDecl:
			return lhsNames(t)
		case syntax.HeadTuple:
			return lhsNames(t)
		case syntax.HeadFunction:
			if isGlobalFunction(t) {
				return []string{funcDefIdent(t.Args[0]).Name}
			}
		}
		if isUpdateHead(t.Head) && len(t.Args) == 2 {
			// global s += x
			return lhsNames(t.Args[0])
		}
	}
	return nil
}

// iterSpec is one `x in iter` of a for loop.
type iterSpec struct {
	node   syntax.Node
	target syntax.Node
	iter   syntax.Node
	outer  bool
}

func forIterSpecs(n syntax.Node) []iterSpec {
	one := func(x syntax.Node) (iterSpec, bool) {
		e, ok := x.(*syntax.Expr)
		if !ok || e.Head != syntax.HeadAssign && !(e.Head == syntax.HeadCall && isInOp(e)) {
			return iterSpec{}, false
		}
		var target, iter syntax.Node
		if e.Head == syntax.HeadAssign {
			target, iter = e.Args[0], e.Args[1]
		} else {
			target, iter = e.Args[1], e.Args[2]
		}
		spec := iterSpec{node: e, target: target, iter: iter}
		if o, ok := target.(*syntax.Expr); ok && o.Head == syntax.HeadOuter && len(o.Args) == 1 {
			spec.target = o.Args[0]
			spec.outer = true
		}
		return spec, true
	}
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadBlock {
		var out []iterSpec
		for _, a := range e.Args {
			if s, ok := one(a); ok {
				out = append(out, s)
			}
		}
		return out
	}
	if s, ok := one(n); ok {
		return []iterSpec{s}
	}
	return nil
}

func isInOp(e *syntax.Expr) bool {
	if len(e.Args) != 3 {
		return false
	}
	id, ok := e.Args[0].(*syntax.Ident)
	return ok && (id.Name == "in" || id.Name == "∈")
}

func letBindings(n syntax.Node) []syntax.Node {
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadBlock {
		return e.Args
	}
	if n == nil {
		return nil
	}
	return []syntax.Node{n}
}

func blockArgs(n syntax.Node) []syntax.Node {
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadBlock {
		return e.Args
	}
	if n == nil {
		return nil
	}
	return []syntax.Node{n}
}

// isUpdateHead reports whether h is an updating operator head (+=, -=, ...).
func isUpdateHead(h syntax.Head) bool {
	s := string(h)
	if len(s) < 2 || !strings.HasSuffix(s, "=") {
		return false
	}
	switch s {
	case "==", "===", "<=", ">=", "!=", "!==", "≤=", "=>":
		return false
	}
	op := strings.TrimSuffix(s, "=")
	switch op {
	case "+", "-", "*", "/", "\\", "÷", "%", "^", "&", "|", "⊻", "<<", ">>", ">>>", "//":
		return true
	}
	return strings.HasPrefix(op, ".")
}

// updateOp returns the operator of an updating head: "+" for "+=".
func updateOp(h syntax.Head) string { return strings.TrimSuffix(string(h), "=") }

// isVarargType reports whether a declared argument type is Vararg{...} or
// a bare Vararg (Vararg{Any}: `f(x, y::Vararg)` takes any number of
// further arguments, as `y...`).
func isVarargType(t syntax.Node) bool {
	if id, ok := t.(*syntax.Ident); ok {
		return id.Name == "Vararg"
	}
	c, ok := t.(*syntax.Expr)
	if !ok || c.Head != syntax.HeadCurly || len(c.Args) < 2 {
		return false
	}
	id, ok := c.Args[0].(*syntax.Ident)
	return ok && id.Name == "Vararg"
}
