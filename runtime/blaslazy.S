/*
 * blaslazy.S — a trampoline for each OpenBLAS/LAPACK routine of blas.h.
 *
 * OpenBLAS starts its worker threads from a library constructor, and idle
 * workers spin in sched_yield: linked into kiln they took a fifth of the
 * CPU of every start-up, whether the program used linear algebra or not.
 * So libopenblas is opened on the first call of any of its routines, as a
 * dynamic linker's lazy binding would: the JIT binds each routine's name to
 * kiln_lazy_NAME, which jumps through a pointer that starts at a resolver
 * stub. The stub saves the argument registers, asks kiln_blas_resolve
 * (blaslazy.c) to open the library and fill every pointer, restores the
 * registers and jumps to the routine; later calls cost one indirect jump.
 */
#include "blas.h"

	.section .note.GNU-stack,"",@progbits

	.macro lazy name
	.data
	.balign 8
	.globl kiln_blasptr_\name
	.hidden kiln_blasptr_\name
kiln_blasptr_\name:
	.quad kiln_blasres_\name

	.text
	.globl kiln_lazy_\name
	.type kiln_lazy_\name, @function
kiln_lazy_\name:
	jmp *kiln_blasptr_\name(%rip)
	.size kiln_lazy_\name, . - kiln_lazy_\name

	.type kiln_blasres_\name, @function
kiln_blasres_\name:
	/* On entry %rsp is 8 mod 16; 6 pushes + 136 bytes realign it. */
	push %rdi
	push %rsi
	push %rdx
	push %rcx
	push %r8
	push %r9
	sub $136, %rsp
	movdqu %xmm0, 0(%rsp)
	movdqu %xmm1, 16(%rsp)
	movdqu %xmm2, 32(%rsp)
	movdqu %xmm3, 48(%rsp)
	movdqu %xmm4, 64(%rsp)
	movdqu %xmm5, 80(%rsp)
	movdqu %xmm6, 96(%rsp)
	movdqu %xmm7, 112(%rsp)
	mov %rax, 128(%rsp)
	lea kiln_blasptr_\name(%rip), %rdi
	call kiln_blas_resolve@PLT
	mov %rax, %r11
	mov 128(%rsp), %rax
	movdqu 0(%rsp), %xmm0
	movdqu 16(%rsp), %xmm1
	movdqu 32(%rsp), %xmm2
	movdqu 48(%rsp), %xmm3
	movdqu 64(%rsp), %xmm4
	movdqu 80(%rsp), %xmm5
	movdqu 96(%rsp), %xmm6
	movdqu 112(%rsp), %xmm7
	add $136, %rsp
	pop %r9
	pop %r8
	pop %rcx
	pop %rdx
	pop %rsi
	pop %rdi
	jmp *%r11
	.size kiln_blasres_\name, . - kiln_blasres_\name
	.endm

#define KILN_LAZY(name) lazy name;
KILN_BLAS_SYMBOLS(KILN_LAZY)
