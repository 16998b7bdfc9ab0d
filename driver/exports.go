package driver

/*
#include <stdint.h>
#include "shim.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// The session the C helpers call back into (one per process).
var (
	activeMu sync.Mutex
	active   *Session
)

//export kilnMakeError
func kilnMakeError(kind C.int, a C.uintptr_t, b C.uint64_t, c C.uint64_t) C.uintptr_t {
	return C.uintptr_t(active.makeError(int(kind), uintptr(a), uint64(b), uint64(c)))
}

//export kilnBoolCheck
func kilnBoolCheck(x C.uintptr_t) C.uintptr_t {
	return C.uintptr_t(active.boolCheck(uintptr(x)))
}

//export kilnIsa
func kilnIsa(x, t C.uintptr_t) C.int {
	if active.isa(uintptr(x), uintptr(t)) {
		return 1
	}
	return 0
}

//export kilnNfieldsAny
func kilnNfieldsAny(x C.uintptr_t) C.int64_t {
	_, slots := active.fieldSlotsOf(runtime.TypeOf(uintptr(x)))
	return C.int64_t(len(slots))
}

//export kilnGetfieldAny
func kilnGetfieldAny(x C.uintptr_t, i C.int64_t) C.uintptr_t {
	dt, slots := active.fieldSlotsOf(runtime.TypeOf(uintptr(x)))
	k := int(i) - 1
	if dt == nil || k < 0 || k >= len(slots) {
		return 0
	}
	return C.uintptr_t(active.boxField(uintptr(x)+uintptr(slots[k].Offset), types.FieldTypes(dt)[k], slots[k]))
}

//export kilnCcallPointer
func kilnCcallPointer(t, x C.uintptr_t, out *C.uintptr_t) C.int {
	p, ok := active.ccallPointer(uintptr(t), uintptr(x))
	*out = C.uintptr_t(p)
	if ok {
		return 1
	}
	return 0
}

//export kilnTypeofObject
func kilnTypeofObject(x C.uintptr_t) C.uintptr_t {
	return C.uintptr_t(active.typeofObject(uintptr(x)))
}

//export kilnTypeString
func kilnTypeString(t C.uintptr_t) C.uintptr_t {
	return C.uintptr_t(active.typeString(uintptr(t)))
}

//export kilnEgalSlow
func kilnEgalSlow(a, b C.uintptr_t) C.int {
	if active.egalSlow(uintptr(a), uintptr(b)) {
		return 1
	}
	return 0
}

//export kilnSymbolNew
func kilnSymbolNew(str C.uintptr_t) C.uintptr_t {
	return C.uintptr_t(active.symbolAddr(runtime.StringValue(uintptr(str))))
}

//export kilnMakeTuple
func kilnMakeTuple(elems C.uintptr_t, n C.int32_t) C.uintptr_t {
	return C.uintptr_t(active.makeTuple(uintptr(elems), int(n)))
}

//export kilnTupleLayout
func kilnTupleLayout(elems C.uintptr_t, n C.int32_t, out *C.kiln_tuple_layout) C.int32_t {
	l := active.tupleLayoutOf(uintptr(elems), int(n))
	if len(l.slots) > C.KILN_TUPLE_MAX {
		return 0
	}
	out.desc = C.uintptr_t(l.desc)
	out.instance = C.uintptr_t(l.instance)
	out.size = C.int64_t(l.size)
	for i, sl := range l.slots {
		out.off[i] = C.int64_t(sl.Offset)
		out.len[i] = C.int64_t(sl.Size)
		if sl.Boxed {
			out.len[i] = -1
		}
	}
	return 1
}

//export kilnExpandSplat
func kilnExpandSplat(all C.uintptr_t, n C.int32_t, splat C.uintptr_t, m *C.int32_t, exc *C.uintptr_t) C.uintptr_t {
	arr, k, e := active.expandSplat(uintptr(all), int(n), uintptr(splat))
	*m = C.int32_t(k)
	*exc = C.uintptr_t(e)
	return C.uintptr_t(arr)
}

//export kilnMethodAmbiguous
func kilnMethodAmbiguous(f, args C.uintptr_t) C.int {
	if active.methodAmbiguous(uintptr(f), uintptr(args)) {
		return 1
	}
	return 0
}

//export kilnApplyType
func kilnApplyType(params C.uintptr_t, n C.int32_t, exc *C.uintptr_t) C.uintptr_t {
	t, e := active.applyType(uintptr(params), int(n))
	*exc = C.uintptr_t(e)
	return C.uintptr_t(t)
}

//export kilnModuleName
func kilnModuleName(m C.uintptr_t) C.uintptr_t {
	name := "?"
	if mod, ok := active.moduleFromObject(uintptr(m)); ok {
		name = mod.Path()
	}
	return C.uintptr_t(runtime.NewString(name))
}

//export kilnTypeQuery
func kilnTypeQuery(kind C.int32_t, t C.uintptr_t, i C.int64_t, exc *C.uintptr_t) C.uintptr_t {
	r, e := active.typeQuery(int(kind), uintptr(t), int64(i))
	*exc = C.uintptr_t(e)
	return C.uintptr_t(r)
}

//export kilnConvertFunc
func kilnConvertFunc() C.uintptr_t {
	return C.uintptr_t(active.convertFunc())
}

//export kilnCheckType
func kilnCheckType(t unsafe.Pointer, x C.uintptr_t) C.uintptr_t {
	return C.uintptr_t(active.checkType(uintptr(t), uintptr(x)))
}

//export kilnModuleGetGlobal
func kilnModuleGetGlobal(m, sym C.uintptr_t, exc *C.uintptr_t) C.uintptr_t {
	r, e := active.moduleGetGlobal(uintptr(m), uintptr(sym))
	*exc = C.uintptr_t(e)
	return C.uintptr_t(r)
}

//export kilnModuleIsDefined
func kilnModuleIsDefined(m, sym C.uintptr_t) C.int8_t {
	if active.moduleIsDefined(uintptr(m), uintptr(sym)) {
		return 1
	}
	return 0
}

//export kilnReflect
func kilnReflect(kind C.int64_t, a, b C.uintptr_t, exc *C.uintptr_t) C.uintptr_t {
	r, e := active.reflectCallback(int(kind), uintptr(a), uintptr(b))
	*exc = C.uintptr_t(e)
	return C.uintptr_t(r)
}

//export kilnEval
func kilnEval(m, ex C.uintptr_t) C.int64_t {
	return C.int64_t(active.evalCallback(uintptr(m), uintptr(ex)))
}

//export kilnMacroexpand
func kilnMacroexpand(m, ex C.uintptr_t, rec C.int8_t) C.int64_t {
	return C.int64_t(active.macroexpandCallback(uintptr(m), uintptr(ex), rec != 0))
}

//export kilnMetaParse
func kilnMetaParse(str C.uintptr_t, mode C.int64_t) C.int64_t {
	return C.int64_t(active.metaParseCallback(uintptr(str), int64(mode)))
}

//export kilnSetResult
func kilnSetResult(x C.uintptr_t) {
	active.keepResult(uintptr(x))
}

//export kilnGetResult
func kilnGetResult() C.uintptr_t {
	p, _ := active.macroResult()
	return C.uintptr_t(p)
}

//export kilnWorldLatest
func kilnWorldLatest(on C.int64_t) C.int64_t {
	return C.int64_t(active.worldLatest(int64(on)))
}

//export kilnNextGensym
func kilnNextGensym() C.int64_t {
	active.gensyms++
	return C.int64_t(active.gensyms)
}

//export kilnToplevel
func kilnToplevel(id C.int64_t) C.uintptr_t {
	return C.uintptr_t(active.evalToplevelForm(int64(id)))
}
