// Package snoop records and reports where a Kiln program spends its time in
// type inference: the data behind `kiln snoop`.
//
// # Recording
//
// A [Recorder] implements [infer.Tracer]. Install it on every inference
// engine of a session (native and GPU alike: each frame carries its
// owner), bracket the program with [Recorder.Start] and [Recorder.Stop], and
// build the inference timing tree with [Recorder.Tree]:
//
//	rec := snoop.NewRecorder()
//	engine.Tracer = rec // every infer.Engine of the session
//	rec.Start()
//	runProgram()
//	rec.Stop()
//	tree := rec.Tree()
//	snoop.WriteText(os.Stdout, tree)
//
// The tree has a ROOT node whose exclusive time is the time spent outside
// inference, then one [Node] per inference frame, children in start order.
//
// Runtime dispatch that enters inference afresh is recorded as a [Trigger]
// on the frame it started: wrap the dispatch in [Recorder.BeginDispatch] and
// [Recorder.EndDispatch] (or call [Recorder.NoteTrigger] with the frame).
// [Classify] finds a trigger's category from the caller's typed IR;
// [Triggers] groups triggers by call site.
//
// An [InvalidationRecorder] records, for each method added or redefined,
// the tree of code instances it invalidated.
//
// # Output
//
// [WriteText] prints the timing tree; [WriteJSON] writes the versioned JSON
// document described by docs/snoop-schema.json ([SchemaVersion]);
// [WritePprof] writes a gzipped pprof profile; [WriteSpeedscope] writes a
// speedscope file. Trigger and invalidation reports have text and JSON
// forms too. docs/snoop.md is the user documentation of `kiln snoop`.
//
// All tree operations ([Tree.Filter], [Tree.Prune], [Tree.Depth],
// [Tree.Flatten]) return new trees and run in time linear in the number of
// nodes (Flatten sorts: n log n).
package snoop
