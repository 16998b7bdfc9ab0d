/*
 * process.c — child processes for Base's process.jl (Julia's run, read,
 * pipeline, open of a Cmd): spawning with posix_spawnp, waiting, and
 * copying data between the parent's ends of pipes and Kiln streams.
 *
 * Julia runs processes on libuv; Kiln spawns them directly and waits for
 * them synchronously on the Kiln thread (tasks are cooperative there).
 */
#define _GNU_SOURCE
#include "kiln_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* Splits a block of n NUL-terminated words into a NULL-terminated vector
 * (pointers into the block); NULL when out of memory. */
static char **split_block(const char *p, int64_t n)
{
	char **v = calloc((size_t)n + 1, sizeof *v);
	if (v == NULL)
		return NULL;
	for (int64_t i = 0; i < n; i++) {
		v[i] = (char *)p;
		p += strlen(p) + 1;
	}
	return v;
}

/* Starts the program argv[0] (looked up in PATH) with the n words of
 * argv_block (each NUL-terminated, Julia's cmd.exec), the envc entries of
 * env_block ("K=V"; envc < 0: this process's environment), in directory
 * dir ("" for the current one), with fds[0..2] as its standard streams
 * (-2: /dev/null; a descriptor equal to its slot is inherited as it is).
 * The child starts with every signal at its default action and none
 * blocked (Kiln blocks some on its own threads). Returns the pid, or
 * -errno (ENOENT when the program is not found). */
int64_t kiln_proc_spawn(void *argv_block, int64_t argc, void *env_block, int64_t envc, void *dir,
                        int32_t fd0, int32_t fd1, int32_t fd2)
{
	if (argc <= 0)
		return -EINVAL;
	char **argv = split_block((const char *)kiln_string_data(argv_block), argc);
	char **envp = envc >= 0 ? split_block((const char *)kiln_string_data(env_block), envc) : environ;
	if (argv == NULL || envp == NULL) {
		free(argv);
		if (envc >= 0)
			free(envp);
		return -ENOMEM;
	}
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	posix_spawn_file_actions_init(&fa);
	posix_spawnattr_init(&at);
	sigset_t none, all;
	sigemptyset(&none);
	sigfillset(&all);
	sigdelset(&all, SIGKILL);
	sigdelset(&all, SIGSTOP);
	posix_spawnattr_setsigmask(&at, &none);
	posix_spawnattr_setsigdefault(&at, &all);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
	const char *d = (const char *)kiln_string_data(dir);
	if (d[0] != '\0')
		posix_spawn_file_actions_addchdir_np(&fa, d);
	int32_t fds[3] = {fd0, fd1, fd2};
	for (int i = 0; i < 3; i++) {
		if (fds[i] == -2)
			posix_spawn_file_actions_addopen(&fa, i, "/dev/null", i == 0 ? O_RDONLY : O_WRONLY, 0);
		else if (fds[i] >= 0 && fds[i] != i)
			posix_spawn_file_actions_adddup2(&fa, fds[i], i);
	}
	pid_t pid = 0;
	int e = posix_spawnp(&pid, argv[0], &fa, &at, argv, envp);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	free(argv);
	if (envc >= 0)
		free(envp);
	return e != 0 ? -(int64_t)e : (int64_t)pid;
}

/* Waits for process pid (blocking unless nohang) and stores its exit code
 * in out[0] and the signal that ended it (0 if none) in out[1]. Returns 1
 * when it has ended, 0 when nohang and it is still running, -errno on
 * failure. */
int32_t kiln_proc_wait(int64_t pid, int32_t nohang, int64_t *out)
{
	int st = 0;
	pid_t r;
	do
		r = waitpid((pid_t)pid, &st, nohang ? WNOHANG : 0);
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return -errno;
	if (r == 0)
		return 0;
	out[0] = WIFEXITED(st) ? WEXITSTATUS(st) : 0;
	out[1] = WIFSIGNALED(st) ? WTERMSIG(st) : 0;
	return 1;
}

/* A pipe whose both ends are closed on exec (each child gets its end by
 * dup2); fds[0] is the read end. 0 or errno. */
int32_t kiln_proc_pipe(int32_t *fds)
{
	int p[2];
	if (pipe2(p, O_CLOEXEC) != 0)
		return errno;
	fds[0] = p[0];
	fds[1] = p[1];
	return 0;
}

/* Opens path for a child's redirected stream: for reading, or for writing
 * (created, truncated unless append). The descriptor, or -errno. */
int32_t kiln_proc_open(void *path, int32_t readable, int32_t append)
{
	const char *p = (const char *)kiln_string_data(path);
	if ((int64_t)strlen(p) != kiln_string_len(path))
		return -ENOENT;
	int flags = readable ? O_RDONLY : (O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC));
	int fd = open(p, flags | O_CLOEXEC, 0644);
	return fd < 0 ? -errno : fd;
}

/* Copies data between the parent's pipe ends and Kiln until every output
 * pipe is at its end: what arrives on outs[i] is written to Kiln stream
 * ids[i] (i < n), and in_len bytes of in_data are written to in_fd (-1:
 * none), which is closed once they are written (or the reader has gone).
 * Every descriptor given is closed on return. Returns 0 or an errno. */
int32_t kiln_proc_pump(int32_t *outs, int64_t *ids, int64_t n, int32_t in_fd, const uint8_t *in_data, int64_t in_len)
{
	enum { MAXP = 16 };
	struct pollfd pf[MAXP + 1];
	int64_t sid[MAXP + 1];
	int live = 0, err = 0;
	if (n > MAXP)
		n = MAXP;
	for (int64_t i = 0; i < n; i++) {
		pf[live].fd = outs[i];
		pf[live].events = POLLIN;
		sid[live] = ids[i];
		live++;
	}
	int64_t written = 0;
	if (in_fd >= 0) {
		if (in_len <= 0) {
			close(in_fd);
			in_fd = -1;
		} else {
			fcntl(in_fd, F_SETFL, fcntl(in_fd, F_GETFL) | O_NONBLOCK);
			pf[live].fd = in_fd;
			pf[live].events = POLLOUT;
			sid[live] = -1;
			live++;
		}
	}
	uint8_t *buf = malloc(65536);
	if (buf == NULL)
		err = ENOMEM;
	while (live > 0 && err == 0) {
		int r = poll(pf, (nfds_t)live, -1);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			err = errno;
			break;
		}
		for (int k = 0; k < live; k++) {
			if (pf[k].revents == 0)
				continue;
			int done = 0;
			if (sid[k] < 0) {
				ssize_t w = write(pf[k].fd, in_data + written, (size_t)(in_len - written));
				if (w > 0)
					written += w;
				else if (w < 0 && errno != EAGAIN && errno != EINTR)
					done = 1; /* EPIPE: the child stopped reading */
				if (written >= in_len)
					done = 1;
			} else {
				ssize_t m = read(pf[k].fd, buf, 65536);
				if (m > 0)
					kiln_write_bytes(sid[k], buf, (int64_t)m);
				else if (m == 0 || (errno != EAGAIN && errno != EINTR))
					done = 1;
			}
			if (done) {
				close(pf[k].fd);
				pf[k] = pf[live - 1];
				sid[k] = sid[live - 1];
				live--;
				k--;
			}
		}
	}
	for (int k = 0; k < live; k++)
		close(pf[k].fd);
	free(buf);
	return err;
}

/* kill(2): 0 or errno (ESRCH when it has already ended). */
int32_t kiln_proc_kill(int64_t pid, int32_t sig)
{
	return kill((pid_t)pid, sig) == 0 ? 0 : errno;
}
