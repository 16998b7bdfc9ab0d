// The LLVM pass pipeline Kiln runs: LLVM's own default<On> pipeline, built
// as LLVMRunPasses builds it, with one addition at the peephole extension
// point (after every instcombine): SplitAggregatePhis, which also splits
// selects between aggregates; at the vectorizer's start, SIMDLoops, which
// lets the floating-point reductions of @simd loops be reassociated (see
// there); and after it, recursive inlining of small self-recursive
// functions (inlineSelfOnce, below).
//
// Why: Kiln keeps a small Union (the state of a `for` loop over a range is
// Union{Nothing, Tuple{Int64, Int64}}) in registers as a first-class
// aggregate {i8 tag, members...}. Once iterate() is inlined, the loop's
// state is a phi of aggregates, and LLVM 14 cannot see through it:
// instcombine does not fold extractvalue of a phi (LLVM 15 does), so the
// tag compare that ends the loop stays a run-time test of a byte carried
// around the loop, jump threading cannot remove it, and the loop is not
// recognized as a counted loop (no unrolling, no vectorization). Splitting
// each such phi into one phi per scalar leaf, the way SROA splits an
// alloca, gives LLVM what Julia's codegen gives it (Julia never makes
// aggregate phis): the tag becomes a phi of constants that folds away.

#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Passes/StandardInstrumentations.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/TargetMachine.h>

#include <cstdlib>
#include <cstring>
#include <string>

using namespace llvm;

namespace {

// An aggregate phi with more scalar leaves than this is left alone: the
// split would trade one phi for many, which costs registers for no gain.
const unsigned maxLeaves = 16;

typedef SmallVector<unsigned, 4> Path;

// leaves appends the index path of every scalar (non-struct) element of t.
// Empty structs (Kiln's ghost members) have none.
static bool leaves(Type *t, Path &path, SmallVectorImpl<Path> &out) {
  if (auto *st = dyn_cast<StructType>(t)) {
    for (unsigned i = 0, n = st->getNumElements(); i < n; i++) {
      path.push_back(i);
      bool ok = leaves(st->getElementType(i), path, out);
      path.pop_back();
      if (!ok)
        return false;
    }
    return true;
  }
  if (out.size() >= maxLeaves)
    return false;
  out.push_back(path);
  return true;
}

// leafPaths gives the paths of t's leaves, or false when there are more
// than maxLeaves.
static bool leafPaths(Type *t, SmallVectorImpl<Path> &out) {
  Path path;
  return leaves(t, path, out);
}

static Constant *extractConstant(Constant *c, const Path &path) {
  for (unsigned i : path) {
    c = c->getAggregateElement(i);
    if (!c)
      return nullptr;
  }
  return c;
}

// replaceWithLeaves replaces the aggregate old by an insertvalue chain of
// its leaves, built at b; instcombine then folds the extractvalues of
// that chain into the leaves.
static void replaceWithLeaves(Instruction *old, IRBuilder<> &b, ArrayRef<Value *> parts,
                              ArrayRef<Path> paths) {
  Value *agg = UndefValue::get(old->getType());
  for (unsigned l = 0; l < paths.size(); l++)
    agg = b.CreateInsertValue(agg, parts[l], paths[l]);
  agg->takeName(old);
  old->replaceAllUsesWith(agg);
  old->eraseFromParent();
}

// splitPhi replaces one aggregate phi by a phi per leaf.
static bool splitPhi(PHINode *phi) {
  SmallVector<Path, 8> paths;
  unsigned n = phi->getNumIncomingValues();
  if (n == 0 || !leafPaths(phi->getType(), paths))
    return false;
  // Nothing changes unless every constant incoming value can be taken
  // apart (a constant expression may not fold).
  for (unsigned k = 0; k < n; k++)
    if (auto *c = dyn_cast<Constant>(phi->getIncomingValue(k)))
      for (auto &p : paths)
        if (!extractConstant(c, p))
          return false;
  SmallVector<PHINode *, 8> parts;
  IRBuilder<> pb(phi);
  for (auto &p : paths)
    parts.push_back(pb.CreatePHI(ExtractValueInst::getIndexedType(phi->getType(), p), n,
                                 phi->getName() + ".split"));
  // One extractvalue per (predecessor, value): a phi lists a predecessor
  // once per edge and must give it the same value on each.
  DenseMap<std::pair<BasicBlock *, Value *>, SmallVector<Value *, 8>> made;
  for (unsigned k = 0; k < n; k++) {
    Value *v = phi->getIncomingValue(k);
    BasicBlock *b = phi->getIncomingBlock(k);
    auto key = std::make_pair(b, v);
    auto it = made.find(key);
    if (it == made.end()) {
      SmallVector<Value *, 8> vals;
      IRBuilder<> ib(b->getTerminator());
      for (auto &p : paths) {
        if (auto *c = dyn_cast<Constant>(v))
          vals.push_back(extractConstant(c, p));
        else
          vals.push_back(ib.CreateExtractValue(v, p, v->getName() + ".leaf"));
      }
      it = made.insert({key, vals}).first;
    }
    for (unsigned l = 0; l < paths.size(); l++)
      parts[l]->addIncoming(it->second[l], b);
  }
  IRBuilder<> ab(&*phi->getParent()->getFirstInsertionPt());
  SmallVector<Value *, 8> vals(parts.begin(), parts.end());
  replaceWithLeaves(phi, ab, vals, paths);
  return true;
}

// splitSelect replaces a select between aggregates by a select per leaf
// (simplifycfg turns a two-way phi into a select before the peephole
// point sees it).
static bool splitSelect(SelectInst *sel) {
  SmallVector<Path, 8> paths;
  if (!leafPaths(sel->getType(), paths))
    return false;
  IRBuilder<> ib(sel);
  SmallVector<Value *, 8> parts;
  for (auto &p : paths) {
    Value *a = ib.CreateExtractValue(sel->getTrueValue(), p);
    Value *b = ib.CreateExtractValue(sel->getFalseValue(), p);
    parts.push_back(ib.CreateSelect(sel->getCondition(), a, b, sel->getName() + ".split"));
  }
  replaceWithLeaves(sel, ib, parts, paths);
  return true;
}

struct SplitAggregatePhis : PassInfoMixin<SplitAggregatePhis> {
  PreservedAnalyses run(Function &f, FunctionAnalysisManager &) {
    SmallVector<PHINode *, 16> phis;
    SmallVector<SelectInst *, 16> selects;
    for (BasicBlock &b : f)
      for (Instruction &i : b) {
        if (!i.getType()->isStructTy())
          continue;
        if (auto *p = dyn_cast<PHINode>(&i))
          phis.push_back(p);
        else if (auto *s = dyn_cast<SelectInst>(&i))
          selects.push_back(s);
      }
    bool changed = false;
    for (PHINode *p : phis)
      changed |= splitPhi(p);
    for (SelectInst *s : selects)
      changed |= splitSelect(s);
    if (!changed)
      return PreservedAnalyses::all();
    PreservedAnalyses pa;
    pa.preserveSet<CFGAnalyses>();
    return pa;
  }
};


// Recursive inlining. LLVM's inliner never inlines a function into itself,
// so a small recursive function such as fib (after tail recursion
// elimination, a loop with one call per iteration) pays a whole call,
// frame set-up and stack check for every level of its recursion, where gcc
// -O2 inlines the recursion into itself up to eight levels deep. For a
// small function f that calls nothing but itself (see selfCalls),
// inlineSelfOnce inlines a copy of f into each of f's self-calls; repeated,
// each round doubles the number of levels handled by one real call. The
// inlined copies keep their own calls to f (so recursion still reaches f's
// stack check, and a stack overflow is still StackOverflowError) and their
// debug locations (driver/backtrace.go shows an inlined level of f as the
// call of f it stands for).

// selfInlineMaxSize bounds the size (in instructions) a function may reach
// by recursive inlining, and selfInlineMaxRounds the rounds (2^rounds
// levels per real call).
const unsigned selfInlineMaxSize = 320;
const unsigned selfInlineMaxRounds = 3;

static unsigned instructionCount(Function &f) {
  unsigned n = 0;
  for (BasicBlock &b : f)
    n += b.size();
  return n;
}

// selfCalls collects f's calls of itself. It gives false (f is not a
// candidate) when f calls anything but itself, LLVM intrinsics and the
// runtime's stack-overflow thrower: a call that can throw from an inlined
// level would leave a return address whose inlined frames no longer match
// Julia's stack trace (and once the optimizer merges the levels' identical
// calls, the merged call has no line at all).
static bool selfCalls(Function &f, SmallVectorImpl<CallBase *> &out) {
  for (BasicBlock &b : f)
    for (Instruction &i : b) {
      auto *cb = dyn_cast<CallBase>(&i);
      if (!cb)
        continue;
      Function *callee = cb->getCalledFunction();
      if (callee == &f && isa<CallInst>(cb)) {
        out.push_back(cb);
        continue;
      }
      if (!callee || !(callee->isIntrinsic() || callee->getName() == "kiln_throw_stackoverflow"))
        return false;
    }
  return true;
}

// inlineSelfOnce inlines a copy of f into each of its self-calls and says
// whether it did. It gives up (and changes nothing) when f is too big for
// the result to stay under selfInlineMaxSize.
static bool inlineSelfOnce(Function &f) {
  SmallVector<CallBase *, 4> calls;
  if (!selfCalls(f, calls) || calls.empty())
    return false;
  unsigned size = instructionCount(f);
  if (size * (calls.size() + 1) > selfInlineMaxSize)
    return false;
  ValueToValueMapTy vmap;
  Function *copy = CloneFunction(&f, vmap);
  copy->setLinkage(GlobalValue::InternalLinkage);
  bool changed = false;
  for (CallBase *cb : calls) {
    cb->setCalledFunction(copy);
    InlineFunctionInfo ifi;
    if (InlineFunction(*cb, ifi).isSuccess())
      changed = true;
    else
      cb->setCalledFunction(&f);
  }
  copy->eraseFromParent();
  return changed;
}

// ---- @simd loops ----------------------------------------------------------------

// simdMarker is the function codegen calls in the latch of a @simd loop
// (llvmx.SIMDLoopMarker).
const char *const simdMarker = "kiln.simdloop";

// reassociateReduction gives the reduction that phi carries around loop l
// the fast-math flags reassoc and contract, as Julia's LowerSIMDLoop does
// for the loops of @simd: it is a reduction when phi's value goes through
// a chain of floating-point additions (or subtractions of a term from it)
// or of multiplications (or divisions of it by a term), as Julia's
// getReduceOpcode accepts, each link the only use of the previous
// one inside the loop, and back to phi. Anything else (the running value
// also compared, stored, or used in another operation in the loop) is not
// a reduction whose order may change, and is left alone.
static bool reassociateReduction(PHINode *phi, Loop *l) {
  if (!phi->getType()->isFPOrFPVectorTy())
    return false;
  SmallVector<Instruction *, 8> chain;
  bool additive = false, first = true;
  Instruction *cur = phi;
  for (;;) {
    Instruction *next = nullptr;
    for (User *u : cur->users()) {
      auto *ui = dyn_cast<Instruction>(u);
      if (!ui || !l->contains(ui))
        continue;
      if (next)
        return false;
      next = ui;
    }
    if (!next)
      return false;
    if (next == phi)
      break;
    unsigned op = next->getOpcode();
    bool onLeft = next->getOperand(0) == cur;
    bool add = op == Instruction::FAdd || (op == Instruction::FSub && onLeft);
    bool mul = op == Instruction::FMul || (op == Instruction::FDiv && onLeft);
    if (!add && !mul)
      return false;
    if (!first && add != additive)
      return false;
    additive = add;
    first = false;
    chain.push_back(next);
    if (chain.size() > 64)
      return false;
    cur = next;
  }
  if (chain.empty())
    return false;
  for (Instruction *i : chain) {
    i->setHasAllowReassoc(true);
    i->setHasAllowContract(true);
  }
  return true;
}

// SIMDLoops finds the @simd markers of a function, removes each, and
// marks the reductions of the innermost loop it was in (a marker no longer
// in a loop, after full unrolling, is only removed). It runs just before
// the loop vectorizer, after inlining has put each marker in its caller's
// loops and the loops are in their final shape.
struct SIMDLoops : PassInfoMixin<SIMDLoops> {
  PreservedAnalyses run(Function &f, FunctionAnalysisManager &fam) {
    SmallVector<CallInst *, 4> markers;
    for (BasicBlock &b : f)
      for (Instruction &i : b)
        if (auto *c = dyn_cast<CallInst>(&i))
          if (Function *callee = c->getCalledFunction())
            if (callee->getName() == simdMarker)
              markers.push_back(c);
    if (markers.empty())
      return PreservedAnalyses::all();
    LoopInfo &li = fam.getResult<LoopAnalysis>(f);
    SmallPtrSet<Loop *, 4> done;
    for (CallInst *c : markers) {
      Loop *l = li.getLoopFor(c->getParent());
      c->eraseFromParent();
      if (!l || !done.insert(l).second)
        continue;
      for (PHINode &phi : l->getHeader()->phis())
        reassociateReduction(&phi, l);
    }
    PreservedAnalyses pa;
    pa.preserveSet<CFGAnalyses>();
    return pa;
  }
};

// stripSIMDMarkers removes the markers no SIMDLoops pass saw (pipelines
// without the vectorizer, such as default<O0>), so that no call of the
// marker reaches the object code.
static void stripSIMDMarkers(Module &m) {
  Function *marker = m.getFunction(simdMarker);
  if (!marker)
    return;
  SmallVector<CallInst *, 4> calls;
  for (User *u : marker->users())
    if (auto *c = dyn_cast<CallInst>(u))
      calls.push_back(c);
  for (CallInst *c : calls)
    c->eraseFromParent();
  if (marker->use_empty())
    marker->eraseFromParent();
}

} // namespace

extern "C" {

// kiln_set_fast_math gives v, if it is a floating-point operation, all of
// LLVM's fast-math flags (Julia's *_fast intrinsics). The C API of LLVM 14
// has no setter for them.
void kiln_set_fast_math(LLVMValueRef v) {
  if (auto *i = dyn_cast<Instruction>(unwrap(v)))
    if (isa<FPMathOperator>(i))
      i->setFast(true);
}

// kiln_run_passes runs the textual pipeline passes (as LLVMRunPasses does)
// with SplitAggregatePhis at the peephole extension point. It returns NULL
// or an error message to be freed with free().
char *kiln_run_passes(LLVMModuleRef m, const char *passes, LLVMTargetMachineRef tm) {
  Module *mod = unwrap(m);
  TargetMachine *machine = reinterpret_cast<TargetMachine *>(tm);
  PipelineTuningOptions pto;
  PassInstrumentationCallbacks pic;
  PassBuilder pb(machine, pto, None, &pic);
  pb.registerPeepholeEPCallback([](FunctionPassManager &fpm, OptimizationLevel level) {
    if (level != OptimizationLevel::O0)
      fpm.addPass(SplitAggregatePhis());
  });
  pb.registerVectorizerStartEPCallback([](FunctionPassManager &fpm, OptimizationLevel) {
    fpm.addPass(SIMDLoops());
  });
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  pb.registerLoopAnalyses(lam);
  pb.registerFunctionAnalyses(fam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerModuleAnalyses(mam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  StandardInstrumentations si(false, false);
  si.registerCallbacks(pic, &fam);
  ModulePassManager mpm;
  if (Error err = pb.parsePassPipeline(mpm, passes)) {
    std::string msg = toString(std::move(err));
    return strdup(msg.c_str());
  }
  mpm.run(*mod, mam);
  stripSIMDMarkers(*mod);
  // Recursive inlining, then the function simplification pipeline again on
  // the functions that changed (only for optimizing pipelines).
  OptimizationLevel level = OptimizationLevel::O0;
  if (strstr(passes, "default<O2>"))
    level = OptimizationLevel::O2;
  else if (strstr(passes, "default<O3>"))
    level = OptimizationLevel::O3;
  if (level != OptimizationLevel::O0) {
    SmallVector<Function *, 4> candidates, changed;
    for (Function &f : *mod)
      if (!f.isDeclaration() && !f.hasFnAttribute(Attribute::NoInline))
        candidates.push_back(&f);
    for (Function *f : candidates) {
      bool any = false;
      for (unsigned r = 0; r < selfInlineMaxRounds && inlineSelfOnce(*f); r++)
        any = true;
      if (any)
        changed.push_back(f);
    }
    if (!changed.empty()) {
      // The analyses cached while the pipeline ran describe the functions
      // before inlining.
      mam.invalidate(*mod, PreservedAnalyses::none());
      FunctionPassManager fpm = pb.buildFunctionSimplificationPipeline(level, ThinOrFullLTOPhase::None);
      for (Function *f : changed)
        fpm.run(*f, fam);
    }
  }
  return nullptr;
}

} // extern "C"
