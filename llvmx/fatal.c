// LLVM fatal error handler for package llvmx. Kept in a .c file because
// fatal.go uses //export, and a cgo preamble next to an //export may only
// declare, not define.

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <llvm-c/ErrorHandling.h>

#include "fatal.h"

#define KILN_CTX_MAX 4096

static pthread_mutex_t kiln_ctx_mu = PTHREAD_MUTEX_INITIALIZER;
static char kiln_ctx[KILN_CTX_MAX];
static volatile int kiln_call_go;

extern void kilnFatalGo(char *reason);

void kiln_set_fatal_context(const char *s, size_t n) {
	if (n >= KILN_CTX_MAX) n = KILN_CTX_MAX - 1;
	pthread_mutex_lock(&kiln_ctx_mu);
	if (n) memcpy(kiln_ctx, s, n);
	kiln_ctx[n] = 0;
	pthread_mutex_unlock(&kiln_ctx_mu);
}

static void kiln_fatal_handler(const char *reason) {
	static volatile int entered;
	char ctx[KILN_CTX_MAX];
	if (__sync_lock_test_and_set(&entered, 1)) {
		// A second thread (or a fatal error inside the Go callback): the
		// first one is already reporting; just end the process.
		_exit(1);
	}
	pthread_mutex_lock(&kiln_ctx_mu);
	memcpy(ctx, kiln_ctx, sizeof ctx);
	pthread_mutex_unlock(&kiln_ctx_mu);
	if (!reason) reason = "(no reason given)";
	fflush(stdout);
	if (ctx[0]) {
		fprintf(stderr, "kiln: LLVM fatal error: %s\nkiln: %s\n", reason, ctx);
	} else {
		fprintf(stderr, "kiln: LLVM fatal error: %s\n", reason);
	}
	fflush(stderr);
	if (kiln_call_go) {
		kilnFatalGo((char *)reason);
		fflush(stdout);
		fflush(stderr);
	}
	_exit(1);
}

void kiln_install_fatal_handler(int call_go) {
	kiln_call_go = call_go;
	LLVMInstallFatalErrorHandler(kiln_fatal_handler);
}
