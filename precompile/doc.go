// Package precompile decides what goes into a package image: it tracks the
// inference done while a package's workload (@compile_workload) is
// compiled and run, finds the roots of that inference, and selects whole
// inference trees per owner (design.md §3, "Whole trees only").
//
// The driver's part, in order:
//
//	tr := precompile.NewTracker()
//	undo := tr.Install(nativeEngine) // once per engine: native, ptx:sm_75, ...
//	defer undo()
//	tr.Begin()                       // before the workload block is compiled
//	func() { defer tr.End(); runWorkload() }()
//	sel := precompile.Select(tr.Roots(), precompile.Policy{HostCheck: ...})
//	for _, ci := range sel.Native() { /* host codegen, into the image */ }
//	for _, o := range sel.Owners() { /* foreign: sel.ByOwner()[o] with artifacts */ }
//	sel.SetNativeBytes(func(ci *infer.CodeInstance) int64 { ... })
//	rep := sel.Report("PC")
//	rep.WriteText(w) / rep.WriteJSON(w) / sel.WriteVerbose(w)
//
// A root is a fresh entry into inference while tracking is on: a frame
// with no parent, or whose parent was not tracked (it began before Begin),
// or whose parent is a top-level thunk (thunks run once and are never
// cached, so each method they reach is a root). Its tree is its
// CodeInstance and everything reachable through CodeInstance.Callees. A
// native tree is kept only if every node can be cached for the host;
// otherwise the whole tree is excluded and the first reason found is
// recorded. Only CodeInstances of kept native trees are ever returned by
// [Selection.Native]; code owned by another interpreter is never offered to
// host code generation, and Policy.HostCheck is never called on it.
package precompile
