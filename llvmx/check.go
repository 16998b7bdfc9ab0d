package llvmx

import (
	"fmt"
	"strings"

	"tinygo.org/x/go-llvm"
)

// hostDeniedPrefixes are the name prefixes of target-specific intrinsics
// that the host's instruction selector cannot lower. LLVM aborts the process
// ("Cannot select: intrinsic …") when the x86 backend meets one of them.
var hostDeniedPrefixes = []string{
	"llvm.nvvm.",
	"llvm.amdgcn.",
	"llvm.ptx.",
	"llvm.r600.",
}

// HostDeniedPrefixes returns the intrinsic name prefixes that
// CheckHostSelectable always rejects.
func HostDeniedPrefixes() []string {
	return append([]string(nil), hostDeniedPrefixes...)
}

// Violation is a reference, in a function of a module meant for the host,
// to a function the host cannot compile or link: a GPU intrinsic or a name
// in the caller's deny list.
type Violation struct {
	// Function is the name of the function whose body has the reference.
	Function string
	// Callee is the name of the function it calls (or whose address it
	// takes).
	Callee string
}

// String describes the violation, for example
// "f calls llvm.nvvm.membar.sys, which the host target cannot compile".
func (v Violation) String() string {
	return fmt.Sprintf("%s calls %s, which the host target cannot compile", v.Function, v.Callee)
}

// CheckHostSelectable is the defense-in-depth check run before host code
// generation. It returns, in module order, one Violation per (function,
// callee) pair where a function defined in m calls, or otherwise references
// (through any instruction operand, including casts and other constant
// expressions), a function whose name starts with one of
// HostDeniedPrefixes() ("llvm.nvvm.", "llvm.amdgcn.", "llvm.ptx.",
// "llvm.r600.") or matches an entry of deny. A deny entry matches a name
// exactly, or, if it ends in "*", as a prefix ("cuda_*"). The result is nil
// if m is safe to hand to the host backend.
//
// The code generator refuses a module with violations with an error naming
// the MethodInstance and owner; LLVM itself would abort the whole process.
func CheckHostSelectable(m llvm.Module, deny ...string) []Violation {
	var exact map[string]bool
	prefixes := HostDeniedPrefixes()
	for _, d := range deny {
		if strings.HasSuffix(d, "*") {
			prefixes = append(prefixes, strings.TrimSuffix(d, "*"))
		} else if d != "" {
			if exact == nil {
				exact = map[string]bool{}
			}
			exact[d] = true
		}
	}
	denied := func(name string) bool {
		if exact[name] {
			return true
		}
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return false
	}

	var out []Violation
	for f := m.FirstFunction(); !f.IsNil(); f = llvm.NextFunction(f) {
		if f.IsDeclaration() {
			continue
		}
		fname := f.Name()
		seen := map[string]bool{}
		visited := map[llvm.Value]bool{}
		var walk func(v llvm.Value)
		walk = func(v llvm.Value) {
			if v.IsNil() || visited[v] {
				return
			}
			visited[v] = true
			if !v.IsAFunction().IsNil() {
				if name := v.Name(); denied(name) && !seen[name] {
					seen[name] = true
					out = append(out, Violation{Function: fname, Callee: name})
				}
				return
			}
			// Other constants (constant expressions, aggregates) may wrap a
			// function reference; globals, instructions, arguments and
			// metadata cannot.
			if v.IsAConstant().IsNil() || !v.IsAGlobalValue().IsNil() {
				return
			}
			for i, n := 0, v.OperandsCount(); i < n; i++ {
				walk(v.Operand(i))
			}
		}
		for bb := f.FirstBasicBlock(); !bb.IsNil(); bb = llvm.NextBasicBlock(bb) {
			for in := bb.FirstInstruction(); !in.IsNil(); in = llvm.NextInstruction(in) {
				for i, n := 0, in.OperandsCount(); i < n; i++ {
					walk(in.Operand(i))
				}
			}
		}
	}
	return out
}
