// The JIT's memory for linked code and data: arenas, one per kind of
// section, carved page by page out of large reservations.
//
// Why: LLJIT's default object layer gives every object file its own
// SectionMemoryManager, which maps fresh pages for the object's code, its
// read-only data and its writable data, each with its own protection. Every
// unit Kiln compiles is an object file, so a process gained about three
// kernel mappings per unit, and Linux allows a process 65,530
// (vm.max_map_count): a long test suite, a REPL session or an embedding
// program that compiled some 20,000 units ended in LLVM's fatal "Unable to
// allocate section memory!" (found by the whole-program fuzzer, whose one
// process compiles every input). Julia's JIT pools its sections for the
// same reason. Here each kind of section is allocated in address order from
// its own arena, so that pages of one protection lie next to each other
// and the kernel merges them into one mapping.
//
// The three arenas of a reservation lie within 1 GiB of each other, so that
// an object's code reaches its read-only data with 32-bit PC-relative
// relocations (x86-64's small code model), as it would in one object
// mapped by SectionMemoryManager.

#include <llvm/ExecutionEngine/Orc/Core.h>
#include <llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h>
#include <llvm/ExecutionEngine/SectionMemoryManager.h>
#include <llvm/Support/Memory.h>
#include <llvm/Support/Process.h>
#include <llvm-c/LLJIT.h>

#include <cerrno>
#include <mutex>
#include <sys/mman.h>

using namespace llvm;

namespace {

class ArenaMapper final : public SectionMemoryManager::MemoryMapper {
public:
  // Sizes of one reservation's arenas (address space only: pages are
  // committed as sections need them).
  static constexpr size_t CodeSize = 512 << 20;
  static constexpr size_t ROSize = 256 << 20;
  static constexpr size_t RWSize = 256 << 20;

  sys::MemoryBlock allocateMappedMemory(SectionMemoryManager::AllocationPurpose purpose, size_t bytes,
                                        const sys::MemoryBlock *near, unsigned flags,
                                        std::error_code &ec) override {
    size_t page = sys::Process::getPageSizeEstimate();
    size_t n = (bytes + page - 1) / page * page;
    std::lock_guard<std::mutex> lock(mu_);
    Arena &a = arena(purpose);
    if (n > a.capacity / 4) {
      // A section too large to share an arena gets its own mapping.
      return sys::Memory::allocateMappedMemory(n, near, flags, ec);
    }
    if (a.base == nullptr || n > size_t(a.end - a.next)) {
      if (!reserve(ec))
        return sys::MemoryBlock();
    }
    char *p = a.next;
    if (mprotect(p, n, protection(flags)) != 0) {
      ec = std::error_code(errno, std::generic_category());
      return sys::MemoryBlock();
    }
    a.next += n;
    ec = std::error_code();
    return sys::MemoryBlock(p, n);
  }

  std::error_code protectMappedMemory(const sys::MemoryBlock &block, unsigned flags) override {
    // LLVM's own also flushes the instruction cache for executable pages.
    return sys::Memory::protectMappedMemory(block, flags);
  }

  std::error_code releaseMappedMemory(sys::MemoryBlock &m) override {
    // Code is never unloaded while the JIT lives; at its end the pages go
    // back to the kernel but stay reserved, so the arenas keep their order.
    if (m.base() == nullptr)
      return std::error_code();
    if (!inArena(m.base()))
      return sys::Memory::releaseMappedMemory(m);
    madvise(m.base(), m.allocatedSize(), MADV_DONTNEED);
    if (mprotect(m.base(), m.allocatedSize(), PROT_NONE) != 0)
      return std::error_code(errno, std::generic_category());
    m = sys::MemoryBlock();
    return std::error_code();
  }

private:
  struct Arena {
    char *base = nullptr, *next = nullptr, *end = nullptr;
    size_t capacity;
  };

  Arena &arena(SectionMemoryManager::AllocationPurpose p) {
    switch (p) {
    case SectionMemoryManager::AllocationPurpose::Code:
      return code_;
    case SectionMemoryManager::AllocationPurpose::ROData:
      return ro_;
    default:
      return rw_;
    }
  }

  static int protection(unsigned flags) {
    int prot = 0;
    if (flags & sys::Memory::MF_READ)
      prot |= PROT_READ;
    if (flags & sys::Memory::MF_WRITE)
      prot |= PROT_WRITE;
    if (flags & sys::Memory::MF_EXEC)
      prot |= PROT_EXEC;
    return prot;
  }

  // reserve maps a new reservation and starts all three arenas in it, so
  // that an object's sections never straddle two reservations far apart.
  bool reserve(std::error_code &ec) {
    size_t total = CodeSize + ROSize + RWSize;
    void *p = mmap(nullptr, total, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
      ec = std::error_code(errno, std::generic_category());
      return false;
    }
    char *b = static_cast<char *>(p);
    code_ = Arena{b, b, b + CodeSize, CodeSize};
    ro_ = Arena{b + CodeSize, b + CodeSize, b + CodeSize + ROSize, ROSize};
    rw_ = Arena{b + CodeSize + ROSize, b + CodeSize + ROSize, b + total, RWSize};
    reservations_.push_back({b, total});
    return true;
  }

  bool inArena(const void *p) {
    std::lock_guard<std::mutex> lock(mu_);
    for (auto &r : reservations_)
      if (p >= r.first && p < r.first + r.second)
        return true;
    return false;
  }

  std::mutex mu_;
  Arena code_{nullptr, nullptr, nullptr, CodeSize};
  Arena ro_{nullptr, nullptr, nullptr, ROSize};
  Arena rw_{nullptr, nullptr, nullptr, RWSize};
  std::vector<std::pair<char *, size_t>> reservations_;
};

} // namespace

extern "C" {

// kiln_arena_object_layer is an LLVMOrcLLJITBuilderObjectLinkingLayerCreator:
// LLJIT's RTDyld object layer, with every object's sections in the
// process's arenas. The arenas are shared by every JIT of the process and
// never freed: a JIT's memory managers release their sections into them
// when it is disposed.
LLVMOrcObjectLayerRef kiln_arena_object_layer(void *ctx, LLVMOrcExecutionSessionRef es, const char *triple) {
  (void)ctx;
  (void)triple;
  static ArenaMapper *mapper = new ArenaMapper();
  auto *session = reinterpret_cast<orc::ExecutionSession *>(es);
  auto *layer = new orc::RTDyldObjectLinkingLayer(
      *session, []() { return std::make_unique<SectionMemoryManager>(mapper); });
  return reinterpret_cast<LLVMOrcObjectLayerRef>(static_cast<orc::ObjectLayer *>(layer));
}

} // extern "C"
