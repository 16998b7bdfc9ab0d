/*
 * fs.c — the file system and process environment for Base's file.jl:
 * stat, directory listings, the environment block, errno and libuv-style
 * error names, and the few sysconf values Sys reports. Everything else
 * Base reaches through plain libc ccalls (getenv, mkdir, unlink, ...);
 * these helpers exist where a C struct layout or a loop over a C
 * iterator would otherwise leak into Julia code.
 */
#include "kiln_internal.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

/* stat(2) (follow != 0) or lstat(2) of path into out[0..12]: device,
 * inode, mode, nlink, uid, gid, rdev, size, blksize, blocks, mtime and
 * ctime in nanoseconds. Returns 0, or the errno of the failure. */
int32_t kiln_fs_stat(void *path, int32_t follow, int64_t *out)
{
	struct stat st;
	const char *p = (const char *)kiln_string_data(path);
	if ((int64_t)strlen(p) != kiln_string_len(path))
		return ENOENT;
	if ((follow ? stat(p, &st) : lstat(p, &st)) != 0)
		return errno;
	out[0] = (int64_t)st.st_dev;
	out[1] = (int64_t)st.st_ino;
	out[2] = (int64_t)st.st_mode;
	out[3] = (int64_t)st.st_nlink;
	out[4] = (int64_t)st.st_uid;
	out[5] = (int64_t)st.st_gid;
	out[6] = (int64_t)st.st_rdev;
	out[7] = (int64_t)st.st_size;
	out[8] = (int64_t)st.st_blksize;
	out[9] = (int64_t)st.st_blocks;
	out[10] = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
	out[11] = (int64_t)st.st_ctim.tv_sec * 1000000000 + st.st_ctim.tv_nsec;
	return 0;
}

/* Failure of kiln_fs_readdir: a NUL byte, then errno in decimal (a name
 * is never empty, so a listing never starts with a NUL). */
static void *readdir_error(int e)
{
	char buf[16];
	buf[0] = 0;
	int n = snprintf(buf + 1, sizeof buf - 1, "%d", e);
	return kiln_string_new((const uint8_t *)buf, (int64_t)n + 1);
}

/* The names in directory path (without "." and ".."), each followed by a
 * NUL byte, as one String; on failure, readdir_error's String. */
void *kiln_fs_readdir(void *path)
{
	DIR *d = opendir((const char *)kiln_string_data(path));
	if (d == NULL)
		return readdir_error(errno);
	size_t len = 0, cap = 256;
	char *buf = malloc(cap);
	struct dirent *e;
	while (buf != NULL && (e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		size_t n = strlen(e->d_name) + 1;
		if (len + n > cap) {
			while (len + n > cap)
				cap *= 2;
			char *nb = realloc(buf, cap);
			if (nb == NULL) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = nb;
		}
		memcpy(buf + len, e->d_name, n);
		len += n;
	}
	closedir(d);
	if (buf == NULL)
		return readdir_error(ENOMEM);
	/* kiln_string_new may throw (out of memory); the buffer then leaks,
	 * which the out-of-memory path tolerates. */
	void *s = kiln_string_new((const uint8_t *)buf, (int64_t)len);
	free(buf);
	return s;
}

/* The environment: "KEY=VALUE" entries, each followed by a NUL byte. */
void *kiln_env_block(void)
{
	size_t len = 0;
	for (char **e = environ; *e != NULL; e++)
		len += strlen(*e) + 1;
	char *buf = malloc(len + 1);
	if (buf == NULL)
		return kiln_string_new(NULL, 0);
	size_t at = 0;
	for (char **e = environ; *e != NULL; e++) {
		size_t n = strlen(*e) + 1;
		memcpy(buf + at, *e, n);
		at += n;
	}
	void *s = kiln_string_new((const uint8_t *)buf, (int64_t)at);
	free(buf);
	return s;
}

/* errno of the calling thread (after a failed libc call). */
int32_t kiln_errno(void) { return errno; }

/* The message of errno e, as strerror (Julia's SystemError uses it). */
void *kiln_strerror(int32_t e)
{
	const char *m = strerror(e);
	return kiln_string_new((const uint8_t *)m, (int64_t)strlen(m));
}

/* libuv's name (which 0) or message (which 1) for errno e, from io.c's
 * table (Julia's IOError: "no such file or directory (ENOENT)"). */
void *kiln_uv_errstr(int32_t e, int32_t which)
{
	const char *name, *msg;
	kiln_uv_error(e, &name, &msg);
	const char *s = which ? msg : name;
	return kiln_string_new((const uint8_t *)s, (int64_t)strlen(s));
}

/* sysconf values for Sys: 0 online CPUs, 1 physical memory in bytes,
 * 2 available memory in bytes. */
int64_t kiln_sys_info(int32_t what)
{
	long page = sysconf(_SC_PAGESIZE);
	switch (what) {
	case 0:
		return (int64_t)sysconf(_SC_NPROCESSORS_ONLN);
	case 1:
		return (int64_t)sysconf(_SC_PHYS_PAGES) * page;
	case 2:
		return (int64_t)sysconf(_SC_AVPHYS_PAGES) * page;
	}
	return 0;
}

/* The directory of the running executable (Sys.BINDIR). */
void *kiln_bindir(void)
{
	char buf[4096];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n <= 0)
		return kiln_string_new(NULL, 0);
	while (n > 1 && buf[n - 1] != '/')
		n--;
	if (n > 1)
		n--; /* drop the slash */
	return kiln_string_new((const uint8_t *)buf, (int64_t)n);
}

/* atexit bookkeeping: Base's atexit marks that a hook exists, so that the
 * driver runs Base._atexit at the end of a program only when one does. */
static int32_t atexit_pending;
void kiln_atexit_mark(void) { atexit_pending = 1; }
int32_t kiln_atexit_pending(void) { return atexit_pending; }
