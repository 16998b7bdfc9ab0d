// Package pkg finds, describes and orders Kiln packages without involving the
// compiler.
//
// A package is a directory Name/ holding Name/Project.toml (name, uuid,
// version, [deps], [sources], …) and Name/src/Name.jl, which holds
// `module Name … end` and may include more files. This package answers:
//
//   - what a Project.toml says ([ParseProject], [LoadProject]), with errors
//     that carry file:line:col positions;
//   - which package a name denotes, for the top level or for another package
//     ([Env], [Env.Locate]), through the active project's [deps] and
//     [sources], the package's own [deps] and [sources], and KILN_LOAD_PATH;
//     the standard library names ([IsBuiltin]) always denote built-in modules;
//   - in which order packages must be precompiled, and which may be
//     precompiled in parallel ([Graph], [DepGraph.Levels], [DepGraph.Queue]);
//   - which source files make up a package, with sizes and content hashes
//     ([SourceFiles]), for the image header's staleness check;
//   - which preferences apply to a package ([Prefs], [PrefsHash],
//     [WorkloadEnabled]) from LocalPreferences.toml files;
//   - where compiled images live in the depot ([Depot], [ImagePath]).
//
// docs/packages.md describes the user-visible rules.
package pkg
