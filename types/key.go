package types

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// TypeKey returns a string key for any type or type parameter value, for
// caches and maps: equal keys mean the same type. The key is the same for
// types that differ only in the names or identities of the variables they
// bind (alpha-renaming): (Vector{T} where T) and (Vector{S} where S) have one
// key. Unions have one key for every order of their members. Free type
// variables are keyed by identity. Keys are stable within one process (they
// use DataType and TypeName IDs); do not persist them.
func TypeKey(t any) string {
	var k keyer
	k.param(t)
	return k.sb.String()
}

type keyer struct {
	sb    strings.Builder
	bound []*TypeVar
}

func (k *keyer) param(p any) {
	sb := &k.sb
	switch v := p.(type) {
	case nil:
		sb.WriteString("nil")
	case *DataType:
		if !v.free || len(k.bound) == 0 {
			sb.WriteByte('D')
			sb.WriteString(strconv.Itoa(v.ID))
			return
		}
		sb.WriteByte('N')
		sb.WriteString(strconv.Itoa(v.Name.ID))
		sb.WriteByte('{')
		for _, q := range v.Params {
			k.param(q)
			sb.WriteByte(';')
		}
		sb.WriteByte('}')
	case *Union:
		if v == Bottom {
			sb.WriteString("U()")
			return
		}
		if !v.free || len(k.bound) == 0 {
			sb.WriteString("U(")
			sb.WriteString(v.key)
			sb.WriteByte(')')
			return
		}
		sb.WriteString("U(")
		sb.WriteString(k.unionKey(v.Types))
		sb.WriteByte(')')
	case *TypeVar:
		for i := len(k.bound) - 1; i >= 0; i-- {
			if k.bound[i] == v {
				sb.WriteByte('B')
				sb.WriteString(strconv.Itoa(len(k.bound) - 1 - i))
				return
			}
		}
		sb.WriteByte('V')
		sb.WriteString(strconv.Itoa(v.id))
	case *UnionAll:
		sb.WriteString("A(")
		k.param(v.Var.Lb)
		sb.WriteByte(':')
		k.param(v.Var.Ub)
		sb.WriteByte('|')
		k.bound = append(k.bound, v.Var)
		k.param(v.Body)
		k.bound = k.bound[:len(k.bound)-1]
		sb.WriteByte(')')
	case *Vararg:
		sb.WriteString("R(")
		k.param(v.T)
		sb.WriteByte(',')
		if v.NVar != nil {
			k.param(v.NVar)
		} else {
			sb.WriteString(strconv.Itoa(v.N))
		}
		sb.WriteByte(')')
	case int64:
		sb.WriteByte('i')
		sb.WriteString(strconv.FormatInt(v, 10))
	case bool:
		if v {
			sb.WriteString("true")
		} else {
			sb.WriteString("false")
		}
	case Symbol:
		sb.WriteString("S:")
		sb.WriteString(strconv.Quote(string(v)))
	case SymTuple:
		sb.WriteString("ST:")
		sb.WriteString(strconv.Quote(string(v)))
	case *TupleValue:
		sb.WriteString("TV(")
		k.param(v.Type)
		for _, e := range v.Elems {
			sb.WriteByte(',')
			k.param(e)
		}
		sb.WriteByte(')')
	default:
		fmt.Fprintf(sb, "%T:%v", p, p)
	}
}

// unionKey is the order-independent key of a set of union members.
func (k *keyer) unionKey(ts []Type) string {
	keys := make([]string, len(ts))
	for i, t := range ts {
		var sub keyer
		sub.bound = k.bound
		sub.param(t)
		keys[i] = sub.sb.String()
	}
	sort.Strings(keys)
	return strings.Join(keys, "|")
}

// typesEgal is Julia's egal on types and type parameters: structural
// identity up to renaming of bound variables (interned DataTypes and Unions
// compare by pointer).
func typesEgal(a, b any) bool {
	if a == b {
		return true
	}
	return egalIn(a, b, nil, nil)
}

func egalIn(a, b any, av, bv []*TypeVar) bool {
	if a == b && len(av) == 0 {
		return true
	}
	switch x := a.(type) {
	case *DataType:
		y, ok := b.(*DataType)
		if !ok {
			return false
		}
		if x == y && (!x.free || len(av) == 0) {
			return true
		}
		if x.Name != y.Name || len(x.Params) != len(y.Params) || (!x.free && !y.free) {
			return x == y
		}
		for i := range x.Params {
			if !egalIn(x.Params[i], y.Params[i], av, bv) {
				return false
			}
		}
		return true
	case *Union:
		y, ok := b.(*Union)
		if !ok {
			return false
		}
		if x == y && (!x.free || len(av) == 0) {
			return true
		}
		if len(x.Types) != len(y.Types) || (!x.free && !y.free) {
			return x == y
		}
		for i := range x.Types {
			if !egalIn(x.Types[i], y.Types[i], av, bv) {
				return false
			}
		}
		return true
	case *UnionAll:
		y, ok := b.(*UnionAll)
		if !ok {
			return false
		}
		if !egalIn(x.Var.Lb, y.Var.Lb, av, bv) || !egalIn(x.Var.Ub, y.Var.Ub, av, bv) {
			return false
		}
		return egalIn(x.Body, y.Body, append(av, x.Var), append(bv, y.Var))
	case *TypeVar:
		y, ok := b.(*TypeVar)
		if !ok {
			return false
		}
		for i := len(av) - 1; i >= 0; i-- {
			if av[i] == x || bv[i] == y {
				return av[i] == x && bv[i] == y
			}
		}
		return x == y
	case *Vararg:
		y, ok := b.(*Vararg)
		if !ok {
			return false
		}
		if !egalIn(x.T, y.T, av, bv) {
			return false
		}
		if (x.NVar == nil) != (y.NVar == nil) {
			return false
		}
		if x.NVar != nil {
			return egalIn(x.NVar, y.NVar, av, bv)
		}
		return x.N == y.N
	case *TupleValue:
		y, ok := b.(*TupleValue)
		if !ok || x.Type != y.Type || len(x.Elems) != len(y.Elems) {
			return false
		}
		for i := range x.Elems {
			if !egalIn(x.Elems[i], y.Elems[i], av, bv) {
				return false
			}
		}
		return true
	}
	return a == b
}
