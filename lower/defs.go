package lower

import (
	"github.com/kiln-lang/kiln/syntax"
)

// typeHeader splits Name{T <: S, ...} <: Super.
func typeHeader(n syntax.Node) (name string, params []Sparam, super syntax.Node, pos syntax.Pos) {
	pos = n.Pos()
	if e, ok := n.(*syntax.Expr); ok && (e.Head == syntax.HeadSubtype || e.Head == syntax.HeadCall && len(e.Args) == 3 && isIdent(e.Args[0], "<:")) {
		args := e.Args
		if e.Head == syntax.HeadCall {
			args = e.Args[1:]
		}
		if len(args) != 2 {
			// the unary form, struct <:A end
			fail(e.P, "invalid type name")
		}
		n, super = args[0], args[1]
	}
	switch x := n.(type) {
	case *syntax.Ident:
		return x.Name, nil, super, pos
	case *syntax.Expr:
		if x.Head == syntax.HeadCurly {
			id, ok := x.Args[0].(*syntax.Ident)
			if !ok {
				fail(x.P, "invalid type name")
			}
			for _, p := range x.Args[1:] {
				sps, err := parseSparam(p)
				if err != nil {
					se := err.(*sigError)
					fail(se.pos, "invalid type parameter")
				}
				for _, sp := range sps {
					params = append(params, Sparam{Name: sp.name, Lb: sp.lb, Ub: sp.ub})
				}
			}
			return id.Name, params, super, pos
		}
	}
	fail(n.Pos(), "invalid type name")
	return
}

func isIdent(n syntax.Node, name string) bool {
	id, ok := n.(*syntax.Ident)
	return ok && id.Name == name
}

// structDef lowers (struct mutable name (block fields...)).
func (l *lowerer) structDef(e *syntax.Expr) {
	if len(e.Args) != 3 {
		fail(e.P, "invalid struct definition")
	}
	mutable := false
	if lit, ok := e.Args[0].(*syntax.Literal); ok {
		mutable, _ = lit.Value.(bool)
	}
	name, params, super, _ := typeHeader(e.Args[1])
	d := &StructDef{Name: name, Pos: e.P, Mutable: mutable, Params: params, Super: super}
	info := &structInfo{name: name}
	for _, p := range params {
		info.params = append(info.params, p.Name)
	}
	var ctors []syntax.Node
	for _, f := range blockArgs(e.Args[2]) {
		switch x := f.(type) {
		case *syntax.Ident:
			d.Fields = append(d.Fields, Field{Name: x.Name, Pos: x.P})
			continue
		case *syntax.Literal:
			if x.Kind == syntax.LitString {
				continue // docstring
			}
		case *syntax.Expr:
			switch x.Head {
			case syntax.HeadDecl:
				if id, ok := x.Args[0].(*syntax.Ident); ok && len(x.Args) == 2 {
					d.Fields = append(d.Fields, Field{Name: id.Name, Type: x.Args[1], Pos: x.P})
					continue
				}
			case syntax.HeadConst:
				// const a::T: a constant field of a mutable struct
				// (Julia's jl_new_datatype rejects it in an immutable one)
				if !d.Mutable {
					fail(x.P, "invalid field attribute const for immutable struct")
				}
				if len(x.Args) == 1 {
					switch fx := x.Args[0].(type) {
					case *syntax.Ident:
						d.Fields = append(d.Fields, Field{Name: fx.Name, Pos: fx.P, Const: true})
						continue
					case *syntax.Expr:
						if id, ok := fx.Args[0].(*syntax.Ident); ok && fx.Head == syntax.HeadDecl && len(fx.Args) == 2 {
							d.Fields = append(d.Fields, Field{Name: id.Name, Type: fx.Args[1], Pos: fx.P, Const: true})
							continue
						}
					}
				}
				fail(x.P, "invalid field declaration")
			case syntax.HeadWhere:
				// v::Vector{T} where T parses as (where (:: v (curly
				// Vector T)) T): the field's type is Vector{T} where T
				if dx, ok := x.Args[0].(*syntax.Expr); ok && dx.Head == syntax.HeadDecl && len(dx.Args) == 2 && len(x.Args) >= 2 {
					if id, ok := dx.Args[0].(*syntax.Ident); ok {
						ty := &syntax.Expr{Head: syntax.HeadWhere, P: x.P, Args: append([]syntax.Node{dx.Args[1]}, x.Args[1:]...)}
						d.Fields = append(d.Fields, Field{Name: id.Name, Type: ty, Pos: dx.P})
						continue
					}
				}
			case syntax.HeadFunction:
				ctors = append(ctors, x)
				continue
			case syntax.HeadAssign:
				if isFunctionDefLHS(x.Args[0]) {
					ctors = append(ctors, x)
					continue
				}
				fail(x.P, "default field values are not supported (use @kwdef-free constructors)")
			case syntax.HeadMacrocall:
				if m := macroName(x); m == "@doc" && len(x.Args) >= 3 {
					f = x.Args[len(x.Args)-1]
					if id, ok := f.(*syntax.Ident); ok {
						d.Fields = append(d.Fields, Field{Name: id.Name, Pos: id.P})
						continue
					}
					if dd, ok := f.(*syntax.Expr); ok && dd.Head == syntax.HeadDecl && len(dd.Args) == 2 {
						if id, ok := dd.Args[0].(*syntax.Ident); ok {
							d.Fields = append(d.Fields, Field{Name: id.Name, Type: dd.Args[1], Pos: dd.P})
							continue
						}
					}
				}
				if def := x.Args[len(x.Args)-1]; isDefinition(def) {
					// @inline @propagate_inbounds Foo(x) = new(x)
					for {
						m, ok := def.(*syntax.Expr)
						if !ok || m.Head != syntax.HeadMacrocall {
							break
						}
						def = m.Args[len(m.Args)-1]
					}
					ctors = append(ctors, def)
					continue
				}
			}
		}
		fail(f.Pos(), "invalid struct field or inner constructor")
	}
	seen := map[string]bool{}
	for _, f := range d.Fields {
		if seen[f.Name] {
			fail(f.Pos, "duplicate field name: \"%s\" is not unique", f.Name)
		}
		seen[f.Name] = true
	}
	// Closure types used by inner constructors come before the struct.
	for _, c := range ctors {
		x := c.(*syntax.Expr)
		var sig, body syntax.Node
		if x.Head == syntax.HeadFunction {
			if len(x.Args) != 2 {
				fail(x.P, "invalid inner constructor")
			}
			sig, body = x.Args[0], x.Args[1]
		} else {
			sig, body = x.Args[0], x.Args[1]
		}
		for _, it := range l.methodItems(x, sig, body, info) {
			d.InnerCtors = append(d.InnerCtors, it.(*MethodDef))
		}
	}
	l.items = append(l.items, d)
}

// abstractDef lowers (abstract name).
func (l *lowerer) abstractDef(e *syntax.Expr) {
	if len(e.Args) != 1 {
		fail(e.P, "invalid abstract type definition")
	}
	name, params, super, _ := typeHeader(e.Args[0])
	l.items = append(l.items, &AbstractDef{Name: name, Pos: e.P, Params: params, Super: super})
}

// primitiveDef lowers (primitive spec bits).
func (l *lowerer) primitiveDef(e *syntax.Expr) {
	if len(e.Args) != 2 {
		fail(e.P, "invalid primitive type definition")
	}
	name, params, super, _ := typeHeader(e.Args[0])
	l.items = append(l.items, &PrimitiveDef{Name: name, Pos: e.P, Params: params, Super: super, Bits: e.Args[1]})
}

// moduleDef lowers (module notbare name (block ...)).
func (l *lowerer) moduleDef(e *syntax.Expr) {
	if len(e.Args) != 3 {
		fail(e.P, "invalid module definition")
	}
	bare := false
	if lit, ok := e.Args[0].(*syntax.Literal); ok {
		if v, ok := lit.Value.(bool); ok {
			bare = !v
		}
	}
	id, ok := e.Args[1].(*syntax.Ident)
	if !ok {
		fail(e.Args[1].Pos(), "invalid module name")
	}
	l.items = append(l.items, &ModuleDef{Name: id.Name, Bare: bare, Body: blockArgs(e.Args[2]), Pos: e.P})
}

// using lowers using/import statements.
func (l *lowerer) using(e *syntax.Expr) {
	u := &Using{Pos: e.P, Import: e.Head == syntax.HeadImport}
	for _, a := range e.Args {
		if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadColon {
			if len(e.Args) != 1 || len(x.Args) < 2 {
				fail(x.P, "invalid %s statement", e.Head)
			}
			u.Paths = append(u.Paths, importPath(x.Args[0]))
			for _, nm := range x.Args[1:] {
				name, alias := importName(nm)
				u.Names = append(u.Names, [2]string{name, alias})
			}
			continue
		}
		if x, ok := a.(*syntax.Expr); ok && x.Head == "as" {
			if e.Head == syntax.HeadUsing {
				fail(x.P, "`using` does not support `as`; use `import` instead")
			}
			p := importPath(x.Args[0])
			alias, ok := x.Args[1].(*syntax.Ident)
			if !ok || len(p) == 0 {
				fail(x.P, "invalid import statement")
			}
			// import A.B as C: bind the module A.B as C.
			u2 := &Using{Pos: e.P, Import: true, Paths: [][]string{p[:len(p)-1]}, Names: [][2]string{{p[len(p)-1], alias.Name}}}
			if len(p) == 1 {
				u2.Paths = [][]string{p}
				u2.Names = [][2]string{{p[0], alias.Name}}
			}
			l.items = append(l.items, u2)
			continue
		}
		u.Paths = append(u.Paths, importPath(a))
	}
	if len(u.Paths) > 0 {
		l.items = append(l.items, u)
	}
}

func importPath(n syntax.Node) []string {
	x, ok := n.(*syntax.Expr)
	if !ok || x.Head != syntax.HeadDotCall {
		if id, ok := n.(*syntax.Ident); ok {
			return []string{id.Name}
		}
		fail(n.Pos(), "invalid module path")
	}
	var out []string
	for _, a := range x.Args {
		switch y := a.(type) {
		case *syntax.Ident:
			out = append(out, y.Name)
		case *syntax.QuoteNode:
			if id, ok := y.Value.(*syntax.Ident); ok {
				out = append(out, id.Name)
				continue
			}
			fail(a.Pos(), "invalid module path")
		default:
			fail(a.Pos(), "invalid module path")
		}
	}
	return out
}

func importName(n syntax.Node) (string, string) {
	if x, ok := n.(*syntax.Expr); ok && x.Head == "as" && len(x.Args) == 2 {
		p := importPath(x.Args[0])
		alias, ok := x.Args[1].(*syntax.Ident)
		if !ok || len(p) != 1 {
			fail(x.P, "invalid import name")
		}
		return p[0], alias.Name
	}
	p := importPath(n)
	if len(p) != 1 {
		fail(n.Pos(), "invalid import name")
	}
	return p[0], p[0]
}
