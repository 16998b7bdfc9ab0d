#include <stddef.h>
#include <llvm-c/Core.h>

/* Clears the tail marker of every call: the code generator turns only
 * calls so marked into sibling calls (a jump that reuses the caller's
 * frame). */
void kiln_clear_tail_calls(LLVMModuleRef m)
{
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f != NULL; f = LLVMGetNextFunction(f))
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b != NULL; b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef i = LLVMGetFirstInstruction(b); i != NULL; i = LLVMGetNextInstruction(i))
				if (LLVMGetInstructionOpcode(i) == LLVMCall && LLVMIsTailCall(i))
					LLVMSetTailCall(i, 0);
}
