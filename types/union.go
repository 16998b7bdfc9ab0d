package types

import (
	"fmt"
	"strings"
)

// MakeUnion is Julia's Union{ts...} (jl_type_union): nested unions are
// flattened (also a UnionAll whose body is a union, whose members are then
// rewrapped), Union{} members vanish, and a member that is a subtype of
// another member is dropped (Union{Int64, Integer} is Integer). Members with
// free type variables are only dropped when identical to another or by the
// bound rules of Julia's simple_subtype. No members give Bottom, one gives
// that member. The members are sorted in Julia's order (singleton types,
// then bits types, then other DataTypes, then UnionAlls and type variables;
// ties broken by module name, type name, parameter count and the names of
// up to three parameters), so Union{Int64, Nothing} prints as
// Union{Nothing, Int64}. The result is interned by member set, so == works.
// (Members that Julia's order cannot tell apart, such as Val{1} and Val{2},
// keep the order of the first union built from them.)
func MakeUnion(ts ...Type) Type {
	switch len(ts) {
	case 0:
		return Bottom
	case 1:
		return ts[0]
	case 2:
		if ts[0] == ts[1] {
			return ts[0]
		}
		if ts[0] == Bottom {
			return ts[1]
		}
		if ts[1] == Bottom {
			return ts[0]
		}
	}
	var flat []Type
	for _, t := range ts {
		flat = flattenUnion(flat, t)
	}
	n := len(flat)
	free := make([]bool, n)
	for i, t := range flat {
		free[i] = hasFree(t, nil)
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if j != i && flat[i] != nil && flat[j] != nil {
				if simpleSubtype(flat[i], flat[j], free[i], free[j]) {
					flat[i] = nil
				}
			}
		}
	}
	out := flat[:0]
	anyFree := false
	for i, t := range flat {
		if t != nil {
			out = append(out, t)
			anyFree = anyFree || free[i]
		}
	}
	switch len(out) {
	case 0:
		return Bottom
	case 1:
		return out[0]
	}
	sortUnion(out)
	var k keyer
	key := k.unionKey(out)
	mu.Lock()
	defer mu.Unlock()
	if u, ok := unions[key]; ok {
		return u
	}
	u := &Union{Types: append([]Type(nil), out...), key: key, free: anyFree}
	unions[key] = u
	return u
}

func flattenUnion(out []Type, t Type) []Type {
	switch x := t.(type) {
	case *Union:
		return append(out, x.Types...)
	case *UnionAll:
		if u, ok := Unwrap(x).(*Union); ok && u != Bottom {
			for _, m := range u.Types {
				out = append(out, Rewrap(m, x))
			}
			return out
		}
	}
	return append(out, t)
}

// simpleSubtype is jl_type_union's test for dropping member a in favour of
// member b.
func simpleSubtype(a, b Type, afree, bfree bool) bool {
	if a == Bottom || b == Any {
		return true
	}
	if typesEgal(a, b) {
		return true
	}
	if !afree && !bfree {
		return Subtype(a, b)
	}
	if av, ok := a.(*TypeVar); ok {
		return simpleSubtype(av.Ub, b, hasFree(av.Ub, nil), bfree)
	}
	if bv, ok := b.(*TypeVar); ok {
		if isLeafBound(bv.Lb) {
			return false
		}
		return simpleSubtype(a, bv.Lb, afree, hasFree(bv.Lb, nil))
	}
	if b == DataTypeT {
		if ad, ok := a.(*DataType); ok && ad.Name == TypeT {
			return typeOfParam(ad.Params[0]) == b
		}
	}
	return false
}

// typeOfParam is typeof(p) for a type parameter.
func typeOfParam(p any) *DataType {
	switch p.(type) {
	case *DataType:
		return DataTypeT
	case *Union:
		return UnionKind
	case *UnionAll:
		return UnionAllT
	case *TypeVar:
		return TypeVarT
	}
	if t, ok := safeTypeOf(p).(*DataType); ok {
		return t
	}
	return nil
}

func sortUnion(a []Type) {
	for i := 1; i < len(a); i++ {
		x := a[i]
		j := i
		for ; j > 0; j-- {
			y := a[j-1]
			if !(unionSortCmp(x, y) < 0) {
				break
			}
			a[j] = y
		}
		a[j] = x
	}
}

func moduleLastName(m string) string {
	if i := strings.LastIndexByte(m, '.'); i >= 0 {
		return m[i+1:]
	}
	return m
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// datatypeNameCmp is Julia's datatype_name_cmp.
func datatypeNameCmp(a, b any) int {
	ad, aok := a.(*DataType)
	bd, bok := b.(*DataType)
	if !aok {
		if bok {
			return 1
		}
		return 0
	}
	if !bok {
		return -1
	}
	if c := strings.Compare(moduleLastName(ad.Name.Module), moduleLastName(bd.Name.Module)); c != 0 {
		return c
	}
	if c := strings.Compare(ad.Name.Name, bd.Name.Name); c != 0 {
		return c
	}
	if c := cmpInt(len(ad.Params), len(bd.Params)); c != 0 {
		return c
	}
	c := 0
	for i := 0; i < 3 && i < len(ad.Params); i++ {
		ap, bp := ad.Params[i], bd.Params[i]
		if ap == bp {
			continue
		}
		_, apd := ap.(*DataType)
		_, bpd := bp.(*DataType)
		aua, apu := ap.(*UnionAll)
		bua, bpu := bp.(*UnionAll)
		switch {
		case apd && bpd:
			if c = datatypeNameCmp(ap, bp); c != 0 {
				return c
			}
		case apu && bpu:
			if c = datatypeNameCmp(Unwrap(aua), Unwrap(bua)); c != 0 {
				return c
			}
		default:
			c = 0
		}
	}
	return c
}

// unionSortCmp is Julia's union_sort_cmp: singletons first, then bits
// types, then other DataTypes, then everything else.
func unionSortCmp(a, b Type) int {
	ad, aok := a.(*DataType)
	bd, bok := b.(*DataType)
	if aok {
		if !bok {
			return -1
		}
		as, bs := hasInstance(ad), hasInstance(bd)
		switch {
		case as && bs:
			return datatypeNameCmp(a, b)
		case as:
			return -1
		case bs:
			return 1
		}
		ab, bb := IsBits(ad), IsBits(bd)
		switch {
		case ab && bb:
			return datatypeNameCmp(a, b)
		case ab:
			return -1
		case bb:
			return 1
		}
		return datatypeNameCmp(a, b)
	}
	if bok {
		return 1
	}
	return datatypeNameCmp(Unwrap(a), Unwrap(b))
}

// safeTypeOf is TypeOfValue that returns nil instead of panicking on a Go
// value with no Julia type.
func safeTypeOf(v any) (t Type) {
	defer func() {
		if recover() != nil {
			t = nil
		}
	}()
	return TypeOfValue(v)
}

func typeNameOfValue(v any) string {
	if t := safeTypeOf(v); t != nil {
		return t.String()
	}
	return fmt.Sprintf("%T", v)
}
