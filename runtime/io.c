/*
 * io.c — streams and printing.
 *
 * A stream id indexes a table of stream objects. Every operation takes
 * io_mu, so streams are safe from any thread (Go flushes stdout and exits
 * from its own threads); functions that return Strings allocate only with
 * the lock released, since allocation may throw (out of memory) and a throw
 * must not leave the lock held.
 */
#include "kiln_internal.h"
#include "fmtnum.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { S_CLOSED, S_NULL, S_STDOUT, S_STDERR, S_STDIN, S_BUFFER, S_FILE };

#define STDOUT_FLUSH_AT (64 << 10)

typedef struct stream {
	int kind;
	int broken; /* EPIPE or another write error: output is dropped */
	int werr;   /* errno of the first write error, 0 if none */
	int tty;
	uint8_t *buf; /* stdout and buffers */
	size_t len, cap;
	size_t ptr;     /* buffers: the read and write position (Julia's ptr-1) */
	int64_t mark;   /* buffers and files: mark's position, -1 when unmarked */
	int nowrite, noread; /* buffers: Julia's !writable, !readable */
	int appendw;         /* buffers: Julia's append (writes go to the end) */
	size_t maxsize1;     /* buffers: Julia's maxsize plus 1, 0 when unlimited */
	int noseek;          /* buffers: Julia's !seekable (PipeBuffer) */
	size_t datalen;      /* buffers: Julia's length(io.data), the room it has made */
	FILE *f; /* files and stdin */
} stream;

static pthread_mutex_t io_mu = PTHREAD_MUTEX_INITIALIZER;
static stream **streams;
static int64_t nstreams, capstreams;

static stream *add_stream(int kind)
{
	stream *s = calloc(1, sizeof *s);
	if (s == NULL)
		kiln_fatal("out of memory (stream)");
	s->kind = kind;
	s->mark = -1;
	if (nstreams == capstreams) {
		int64_t nc = capstreams ? capstreams * 2 : 16;
		stream **ns = realloc(streams, (size_t)nc * sizeof *ns);
		if (ns == NULL)
			kiln_fatal("out of memory (stream table)");
		streams = ns;
		capstreams = nc;
	}
	streams[nstreams++] = s;
	return s;
}

/* Called with io_mu held. */
static void init_streams(void)
{
	if (nstreams != 0)
		return;
	add_stream(S_NULL);
	add_stream(S_STDOUT)->tty = isatty(1);
	add_stream(S_STDERR);
	add_stream(S_STDIN)->f = stdin;
}

static stream *get(int64_t io)
{
	init_streams();
	if (io < 0 || io >= nstreams || streams[io]->kind == S_CLOSED)
		return NULL;
	return streams[io];
}

/* Output redirected to Go writers (an embedding program's Stdout and
 * Stderr, runtime.SetOutput): sink_on[1] and sink_on[2], set with io_mu
 * held. */
static int sink_on[3];

static void write_fd(stream *s, int fd, const uint8_t *p, size_t n)
{
	if ((fd == 1 || fd == 2) && sink_on[fd]) {
		kiln_output_to_go(fd, p, n);
		return;
	}
	while (n > 0 && !s->broken) {
		ssize_t w = write(fd, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			s->broken = 1; /* EPIPE (SIGPIPE is blocked) or a real error */
			s->werr = errno;
			break;
		}
		p += w;
		n -= (size_t)w;
	}
}

static void flush_stdout(void)
{
	stream *s = streams[1];
	if (s->len > 0)
		write_fd(s, 1, s->buf, s->len);
	s->len = 0;
}

void kiln_set_output_sink(int which, int on)
{
	if (which != 1 && which != 2)
		return;
	pthread_mutex_lock(&io_mu);
	init_streams();
	if (which == 1)
		flush_stdout();
	sink_on[which] = on;
	if (which == 1)
		streams[1]->tty = on ? 0 : isatty(1);
	pthread_mutex_unlock(&io_mu);
}

static void append(stream *s, const uint8_t *p, size_t n)
{
	if (s->len + n > s->cap) {
		size_t nc = s->cap ? s->cap : 256;
		while (nc < s->len + n)
			nc *= 2;
		uint8_t *nb = realloc(s->buf, nc);
		if (nb == NULL)
			kiln_fatal("out of memory (stream buffer)");
		s->buf = nb;
		s->cap = nc;
	}
	memcpy(s->buf + s->len, p, n);
	s->len += n;
}

/* Julia's redirect_stdout/redirect_stderr: writes to stream 1 or 2 go to
 * redirect_to[1] or [2] instead (0 when not redirected; devnull is stream
 * 0 too, so a redirection to it is kept as -1). Set with io_mu held. */
static int64_t redirect_to[3];

/* Redirects stdout (which=1) or stderr (2) to stream target (the stream
 * itself ends a redirection); returns the stream written before. */
int64_t kiln_io_redirect(int64_t which, int64_t target)
{
	if (which != 1 && which != 2)
		return which;
	pthread_mutex_lock(&io_mu);
	init_streams();
	flush_stdout();
	int64_t prev = redirect_to[which] == 0 ? which : redirect_to[which] < 0 ? 0 : redirect_to[which];
	redirect_to[which] = target == which ? 0 : target == 0 ? -1 : target;
	pthread_mutex_unlock(&io_mu);
	return prev;
}

/* Julia 1.10's compact(io) (base/iobuffer.jl) on a buffer: moves the unread
 * bytes (from the mark when it is before the position) to the start.
 * Returns 0, or 1 when the mark is at 0 (nothing to drop). */
static int buffer_compact(stream *s)
{
	size_t from, nmove;
	/* Julia compares the 0-based mark with the 1-based ptr and keeps the
	 * data from index mark: the byte before the mark stays too. */
	if (s->mark >= 0 && (size_t)s->mark <= s->ptr) {
		if (s->mark == 0)
			return 1;
		from = (size_t)s->mark - 1;
		nmove = s->len - from;
	} else {
		from = s->ptr;
		nmove = s->len > s->ptr ? s->len - s->ptr : 0;
	}
	if (nmove > 0)
		memmove(s->buf, s->buf + from, nmove);
	s->len -= from;
	s->ptr -= from;
	if (s->mark >= 0)
		s->mark -= (int64_t)from;
	return 0;
}

/* Julia 1.10's ensureroom(io, n) on a writable buffer: a non-seekable one
 * first starts over when everything was read, or compacts when the write
 * would pass its maxsize or much has been read; then length(io.data)
 * grows to what the write needs, within maxsize. */
static void buffer_ensureroom(stream *s, size_t n)
{
	if (s->noseek && s->ptr > 0) {
		if (s->mark < 0 && s->len <= s->ptr) {
			s->ptr = 0;
			s->len = 0;
		} else {
			size_t max = s->maxsize1 ? s->maxsize1 - 1 : (size_t)INT64_MAX;
			size_t datastart = s->ptr + 1; /* Julia's 1-based io.ptr */
			if (s->len + n > max || (datastart > 4096 && datastart + datastart > s->len + 1) ||
			    datastart > 262144)
				buffer_compact(s);
		}
	}
	size_t need = n + (s->appendw ? s->len : s->ptr);
	if (s->maxsize1 != 0 && need > s->maxsize1 - 1)
		need = s->maxsize1 - 1;
	if (need > s->datalen)
		s->datalen = need;
}

/* How many bytes the last write to a buffer wrote (less than asked when
 * its maxsize is reached): streams.jl's write returns it. */
static int64_t buffer_written;

static void write_locked(int64_t io, const uint8_t *p, size_t n)
{
	if ((io == 1 || io == 2) && redirect_to[io] != 0)
		io = redirect_to[io] < 0 ? 0 : redirect_to[io];
	stream *s = get(io);
	if (s == NULL || n == 0)
		return;
	switch (s->kind) {
	case S_STDOUT:
		if (s->broken)
			return;
		append(s, p, n);
		if (s->len >= STDOUT_FLUSH_AT || (s->tty && memchr(p, '\n', n) != NULL))
			flush_stdout();
		break;
	case S_STDERR:
		flush_stdout();
		write_fd(s, 2, p, n);
		break;
	case S_BUFFER:
		/* Julia's ensureroom: a non-seekable buffer (PipeBuffer) drops
		 * the bytes already read when it needs the room; a buffer with a
		 * maxsize never grows past it, and what does not fit is dropped
		 * (unsafe_write writes up to length(io.data)). */
		buffer_ensureroom(s, n);
		{
			size_t at = s->appendw ? s->len : s->ptr;
			size_t room = at >= s->datalen ? 0 : s->datalen - at;
			if (n > room)
				n = room;
			buffer_written = (int64_t)n;
			if (n == 0)
				return;
		}
		/* A buffer opened with append writes at its end and keeps its
		 * (read) position (Julia's unsafe_write). */
		if (s->appendw) {
			append(s, p, n);
			break;
		}
		/* Julia's IOBuffer writes at its position: after a seek back the
		 * bytes there are overwritten. */
		if (s->ptr == s->len) {
			append(s, p, n);
		} else {
			size_t end = s->ptr + n, old = s->len;
			if (end > s->len) {
				s->len = s->ptr; /* append grows from ptr */
				append(s, p, n);
				(void)old;
			} else {
				memcpy(s->buf + s->ptr, p, n);
			}
		}
		s->ptr += n;
		break;
	case S_FILE:
		/* io_mu serializes every use of the FILE. */
		if (fwrite_unlocked(p, 1, n, s->f) != n && s->werr == 0)
			s->werr = errno; /* reported by flush and close */
		break;
	default:
		break;
	}
}

/* The exceptions a buffer opened without write or read access throws
 * (Julia's iobuffer.jl: ArgumentError("ensureroom failed, IOBuffer is not
 * writeable"), ArgumentError("read failed, IOBuffer is not readable")),
 * made by Base and kept in collector root slots. */
static void **mode_error[2];

/* Sets a buffer's access (streams.jl's IOBuffer(data; read, write)); the
 * exceptions are the values to throw on a refused write and read. */
/* Sets whether a buffer appends (IOBuffer(data; append=true)). */
void kiln_io_buffer_append(int64_t io, int32_t on)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER)
		s->appendw = on != 0;
	pthread_mutex_unlock(&io_mu);
}

/* Sets a buffer's maxsize (IOBuffer(; maxsize)); n < 0 is unlimited. */
void kiln_io_buffer_maxsize(int64_t io, int64_t n)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER)
		s->maxsize1 = n >= 0 ? (size_t)n + 1 : 0;
	pthread_mutex_unlock(&io_mu);
}

void kiln_io_buffer_mode(int64_t io, int32_t readable, int32_t writable, void *ewrite, void *eread)
{
	for (int i = 0; i < 2; i++)
		if (mode_error[i] == NULL)
			mode_error[i] = kiln_root_slot();
	*mode_error[0] = ewrite;
	*mode_error[1] = eread;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER) {
		s->nowrite = !writable;
		s->noread = !readable;
	}
	pthread_mutex_unlock(&io_mu);
}

/* 1 when the buffer can be written (wr=1) or read (wr=0). */
int32_t kiln_io_buffer_can(int64_t io, int32_t wr)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	int32_t r = s != NULL && (s->kind != S_BUFFER || !(wr ? s->nowrite : s->noread));
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* The state of a buffer as Julia's GenericIOBuffer fields show it, and its
 * operations (streams.jl): op 0 size, 1 position, 2 length(io.data),
 * 3 flags (1 !readable, 2 !writable, 4 !seekable, 8 append), 4 maxsize
 * (-1: unlimited), 5 mark; set: 6 seekable (arg 0/1), 7 readable, 8
 * writable, 9 maxsize, 10 length(io.data) at least arg; 11 compact (0, or
 * 1 when the mark at 0 keeps everything), 12 truncate to arg bytes
 * (zero-filled), 13 ensureroom(arg), 14 the position (clamped to the
 * size, with no seekable check: skip and seekend). -1 for a stream that is
 * not a buffer; 15 the count the last write wrote. */
int64_t kiln_io_buffer_ctl(int64_t io, int32_t op, int64_t arg)
{
	int64_t r = 0;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s == NULL || s->kind != S_BUFFER) {
		pthread_mutex_unlock(&io_mu);
		return -1;
	}
	switch (op) {
	case 0: r = (int64_t)s->len; break;
	case 1: r = (int64_t)s->ptr; break;
	case 2: r = (int64_t)(s->datalen > s->len ? s->datalen : s->len); break;
	case 3: r = (s->noread ? 1 : 0) | (s->nowrite ? 2 : 0) | (s->noseek ? 4 : 0) | (s->appendw ? 8 : 0); break;
	case 4: r = s->maxsize1 ? (int64_t)(s->maxsize1 - 1) : -1; break;
	case 5: r = s->mark; break;
	case 6: s->noseek = arg == 0; break;
	case 7: s->noread = arg == 0; break;
	case 8: s->nowrite = arg == 0; break;
	case 9: s->maxsize1 = arg >= 0 && arg < INT64_MAX ? (size_t)arg + 1 : 0; break;
	case 10: if (arg > 0 && (size_t)arg > s->datalen) s->datalen = (size_t)arg; break;
	case 11: r = buffer_compact(s); break;
	case 12:
		if (arg < 0)
			break;
		if ((size_t)arg > s->len) {
			size_t add = (size_t)arg - s->len;
			uint8_t *z = calloc(add, 1);
			if (z == NULL)
				kiln_fatal("out of memory (truncate)");
			append(s, z, add);
			free(z);
		} else {
			s->len = (size_t)arg;
		}
		if ((size_t)arg > s->datalen)
			s->datalen = (size_t)arg;
		if (s->ptr > s->len)
			s->ptr = s->len;
		if (s->mark > arg)
			s->mark = -1;
		break;
	case 13: if (arg > 0) buffer_ensureroom(s, (size_t)arg); break;
	case 15: r = buffer_written; break;
	case 14:
		if (arg < 0)
			arg = 0;
		s->ptr = (size_t)arg > s->len ? s->len : (size_t)arg;
		break;
	default: r = -1;
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* Copies up to n bytes of a buffer from its start (Julia's io.data). */
int64_t kiln_io_buffer_bytes(int64_t io, uint8_t *dst, int64_t n)
{
	int64_t r = 0;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER && n > 0) {
		r = (int64_t)s->len < n ? (int64_t)s->len : n;
		memcpy(dst, s->buf, (size_t)r);
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* Throws when io is a buffer without the access; call without io_mu. */
static void check_access(int64_t io, int wr)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	int refused = s != NULL && s->kind == S_BUFFER && (wr ? s->nowrite : s->noread);
	pthread_mutex_unlock(&io_mu);
	if (refused && mode_error[wr ? 0 : 1] != NULL)
		kiln_throw(*mode_error[wr ? 0 : 1]);
}

void kiln_write_bytes(int64_t io, const uint8_t *p, int64_t n)
{
	if (n <= 0)
		return;
	/* One lock for the access check and the write (a write is the unit of
	 * every print). */
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	int refused = s != NULL && s->kind == S_BUFFER && s->nowrite;
	if (!refused)
		write_locked(io, p, (size_t)n);
	pthread_mutex_unlock(&io_mu);
	if (refused && mode_error[0] != NULL)
		kiln_throw(*mode_error[0]);
}

void kiln_write_string(int64_t io, void *s)
{
	kiln_write_bytes(io, kiln_string_data(s), kiln_string_len(s));
}

int64_t kiln_io_buffer_new(void)
{
	pthread_mutex_lock(&io_mu);
	init_streams();
	add_stream(S_BUFFER);
	int64_t id = nstreams - 1;
	pthread_mutex_unlock(&io_mu);
	return id;
}

void *kiln_io_take_string(int64_t io)
{
	/* Buffers are created, filled, taken and closed by the Kiln thread
	 * only; the lock guards the table. kiln_string_new allocates (and may
	 * throw) with the lock released, and nothing changes before it
	 * returned. */
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind != S_BUFFER)
		s = NULL;
	pthread_mutex_unlock(&io_mu);
	if (s == NULL)
		return kiln_string_new(NULL, 0);
	/* a non-seekable buffer (PipeBuffer) gives its unread bytes */
	size_t from = s->noseek && s->ptr < s->len ? s->ptr : s->noseek ? s->len : 0;
	void *str = kiln_string_new(s->buf + from, (int64_t)(s->len - from));
	s->mark = -1;
	if (s->noseek && s->nowrite)
		s->ptr = s->len;
	if (!s->nowrite) { /* Julia's take! empties only a writable buffer */
		s->len = 0;
		s->ptr = 0;
	}
	return str;
}

int64_t kiln_io_open(void *path, void *mode)
{
	/* String payloads are NUL-terminated; a path with a NUL inside fails
	 * like a missing file (Julia throws an ArgumentError earlier). */
	const char *p = (const char *)kiln_string_data(path);
	if ((int64_t)strlen(p) != kiln_string_len(path))
		return -1;
	FILE *f = fopen(p, (const char *)kiln_string_data(mode));
	if (f == NULL)
		return -1;
	pthread_mutex_lock(&io_mu);
	init_streams();
	add_stream(S_FILE)->f = f;
	int64_t id = nstreams - 1;
	pthread_mutex_unlock(&io_mu);
	return id;
}

/* open(path; read, write, create, truncate, append) as Julia's
 * open_flags: open(2) with those flags (mode 0666 before the umask), then
 * a stdio stream on the descriptor. -1 (errno set) on failure. */
/* A new file stream over descriptor fd opened with mode: its id, or -1
 * (errno set) when fdopen fails, fd then closed. */
static int64_t file_stream(int fd, const char *mode)
{
	FILE *f = fdopen(fd, mode);
	if (f == NULL) {
		int e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	pthread_mutex_lock(&io_mu);
	init_streams();
	add_stream(S_FILE)->f = f;
	int64_t id = nstreams - 1;
	pthread_mutex_unlock(&io_mu);
	return id;
}

int64_t kiln_io_open_flags(void *path, int32_t rd, int32_t wr, int32_t create, int32_t trunc, int32_t append)
{
	const char *p = (const char *)kiln_string_data(path);
	if ((int64_t)strlen(p) != kiln_string_len(path)) {
		errno = ENOENT;
		return -1;
	}
	int flags = rd && wr ? O_RDWR : wr ? O_WRONLY : O_RDONLY;
	if (create)
		flags |= O_CREAT;
	if (trunc)
		flags |= O_TRUNC;
	if (append)
		flags |= O_APPEND;
	int fd = open(p, flags | O_CLOEXEC, 0666);
	if (fd < 0)
		return -1;
	const char *mode = rd && wr ? (append ? "a+" : "r+") : wr ? (append ? "a" : "w") : "r";
	return file_stream(fd, mode);
}

/* isopen(io): 1 while the stream exists and is not closed. */
int32_t kiln_io_isopen(int64_t io)
{
	pthread_mutex_lock(&io_mu);
	int32_t r = get(io) != NULL;
	pthread_mutex_unlock(&io_mu);
	return r;
}

void kiln_io_close(int64_t io)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL) {
		switch (s->kind) {
		case S_STDOUT:
			flush_stdout();
			break;
		case S_BUFFER:
			free(s->buf);
			s->buf = NULL;
			s->len = s->cap = 0;
			s->kind = S_CLOSED;
			break;
		case S_FILE:
			fclose(s->f);
			s->f = NULL;
			s->kind = S_CLOSED;
			break;
		default:
			break;
		}
	}
	pthread_mutex_unlock(&io_mu);
}

/* close(io) for a file, reporting the error a buffered write met (a full
 * disk, EIO) as Julia's close of an IOStream does: 0, or the errno. Other
 * streams close as kiln_io_close does. */
int32_t kiln_io_close_err(int64_t io)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	int e = 0;
	if (s != NULL && s->kind == S_FILE) {
		if (fflush(s->f) != 0 || ferror(s->f))
			e = s->werr ? s->werr : errno;
		if (fclose(s->f) != 0 && e == 0)
			e = errno;
		s->f = NULL;
		s->kind = S_CLOSED;
		pthread_mutex_unlock(&io_mu);
		return e;
	}
	pthread_mutex_unlock(&io_mu);
	kiln_io_close(io);
	return 0;
}

/* flush(io) for a file: 0, or the errno of the failed write. */
int32_t kiln_io_flush_err(int64_t io)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	int e = 0;
	if (s != NULL && s->kind == S_FILE) {
		if (fflush(s->f) != 0)
			e = errno;
		else if (ferror(s->f))
			e = s->werr ? s->werr : EIO;
	}
	pthread_mutex_unlock(&io_mu);
	if (s != NULL && s->kind != S_FILE)
		kiln_io_flush(io);
	return e;
}

void kiln_io_flush(int64_t io)
{
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_STDOUT)
		flush_stdout();
	else if (s != NULL && s->kind == S_FILE)
		fflush(s->f);
	pthread_mutex_unlock(&io_mu);
}

void kiln_flush_all(void)
{
	pthread_mutex_lock(&io_mu);
	init_streams();
	flush_stdout();
	for (int64_t i = 0; i < nstreams; i++)
		if (streams[i]->kind == S_FILE)
			fflush(streams[i]->f);
	/* and what C code wrote through stdio (printf by ccall), which the
	 * C library's exit would flush: Kiln's process ends without it */
	fflush(NULL);
	pthread_mutex_unlock(&io_mu);
}

/* The errno of a failed write to stdout (ENOSPC, EIO, …), 0 when none
 * failed. A closed pipe (EPIPE: `kiln prog.jl | head -1`) is not an error:
 * the output ends quietly. */
int kiln_stdout_error(void)
{
	pthread_mutex_lock(&io_mu);
	init_streams();
	int e = streams[1]->werr;
	pthread_mutex_unlock(&io_mu);
	return e == EPIPE ? 0 : e;
}

/* libuv's name and message for an errno, as Julia's IOError prints them
 * ("write: no space left on device (ENOSPC)"). */
void kiln_uv_error(int e, const char **name, const char **msg)
{
	static const struct {
		int e;
		const char *name, *msg;
	} tab[] = {
		{ENOSPC, "ENOSPC", "no space left on device"},
		{EIO, "EIO", "i/o error"},
		{EBADF, "EBADF", "bad file descriptor"},
		{EFBIG, "EFBIG", "file too large"},
		{EROFS, "EROFS", "read-only file system"},
		{EACCES, "EACCES", "permission denied"},
		{EPERM, "EPERM", "operation not permitted"},
		{EINVAL, "EINVAL", "invalid argument"},
		{EAGAIN, "EAGAIN", "resource temporarily unavailable"},
		{EDQUOT, "EDQUOT", "disk quota exceeded"},
		{ENXIO, "ENXIO", "no such device or address"},
		{ENOENT, "ENOENT", "no such file or directory"},
		{EEXIST, "EEXIST", "file already exists"},
		{ENOTDIR, "ENOTDIR", "not a directory"},
		{EISDIR, "EISDIR", "illegal operation on a directory"},
		{ENOTEMPTY, "ENOTEMPTY", "directory not empty"},
		{EBUSY, "EBUSY", "resource busy or locked"},
		{EXDEV, "EXDEV", "cross-device link not permitted"},
		{ENAMETOOLONG, "ENAMETOOLONG", "name too long"},
		{ELOOP, "ELOOP", "too many symbolic links encountered"},
		{EMFILE, "EMFILE", "too many open files"},
	};
	for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
		if (tab[i].e == e) {
			*name = tab[i].name;
			*msg = tab[i].msg;
			return;
		}
	*name = "UNKNOWN";
	*msg = strerror(e);
}

void kiln_io_emergency_flush(void)
{
	if (pthread_mutex_trylock(&io_mu) != 0)
		return;
	if (nstreams > 1)
		flush_stdout();
	pthread_mutex_unlock(&io_mu);
}

/* ---- Reading ------------------------------------------------------------- */

/* Reads from a file or stdin into a malloc'd buffer: everything (line=0) or
 * through the next newline (line=1); NULL (and *n_out 0) for other streams. */
static uint8_t *read_locked(int64_t io, int line, size_t *n_out)
{
	stream *s = get(io);
	*n_out = 0;
	if (s != NULL && s->kind == S_BUFFER) {
		size_t n = s->len - s->ptr;
		if (line) {
			uint8_t *nl = memchr(s->buf + s->ptr, '\n', n);
			if (nl != NULL)
				n = (size_t)(nl - (s->buf + s->ptr)) + 1;
		}
		uint8_t *b = malloc(n ? n : 1);
		if (b == NULL)
			kiln_fatal("out of memory (read)");
		memcpy(b, s->buf + s->ptr, n);
		s->ptr += n;
		*n_out = n;
		return b;
	}
	if (s == NULL || (s->kind != S_FILE && s->kind != S_STDIN))
		return NULL;
	if (s->kind == S_STDIN)
		flush_stdout(); /* a prompt printed before reading must show */
	if (line) {
		/* getline scans stdio's buffer with memchr: a character at a
		 * time through getc (which locks the FILE) cost ~1 us a line. */
		char *lb = NULL;
		size_t lcap = 0;
		ssize_t r = getline(&lb, &lcap, s->f);
		if (r < 0) {
			if (lb == NULL && (lb = malloc(1)) == NULL)
				kiln_fatal("out of memory (read)");
			r = 0;
		}
		*n_out = (size_t)r;
		return (uint8_t *)lb;
	}
	size_t n = 0, cap = 4096;
	uint8_t *b = malloc(cap);
	if (b == NULL)
		kiln_fatal("out of memory (read)");
	for (;;) {
		if (n == cap) {
			uint8_t *nb = realloc(b, cap *= 2);
			if (nb == NULL)
				kiln_fatal("out of memory (read)");
			b = nb;
		}
		size_t got = fread(b + n, 1, cap - n, s->f);
		n += got;
		if (got == 0)
			break;
	}
	*n_out = n;
	return b;
}

void *kiln_io_read_string(int64_t io)
{
	size_t n;
	check_access(io, 0);
	pthread_mutex_lock(&io_mu);
	uint8_t *b = read_locked(io, 0, &n);
	pthread_mutex_unlock(&io_mu);
	/* If this throws (out of memory), b leaks: acceptable at that point. */
	void *s = kiln_string_new(b, (int64_t)n);
	free(b);
	return s;
}

void *kiln_io_readline(int64_t io, int32_t keep)
{
	size_t n;
	check_access(io, 0);
	pthread_mutex_lock(&io_mu);
	uint8_t *b = read_locked(io, 1, &n);
	pthread_mutex_unlock(&io_mu);
	if (!keep && n > 0 && b[n - 1] == '\n') {
		n--;
		if (n > 0 && b[n - 1] == '\r')
			n--;
	}
	void *s = kiln_string_new(b, (int64_t)n);
	free(b);
	return s;
}

int32_t kiln_io_eof(int64_t io)
{
	int32_t r = 1;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER)
		r = s->ptr >= s->len;
	if (s != NULL && (s->kind == S_FILE || s->kind == S_STDIN)) {
		if (s->kind == S_STDIN)
			flush_stdout();
		int c = getc(s->f);
		if (c != EOF) {
			ungetc(c, s->f);
			r = 0;
		}
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* ---- Positions (IOBuffer and files) -------------------------------------- */

/* A buffer holding a copy of n bytes, positioned at its start. */
int64_t kiln_io_buffer_from(const uint8_t *p, int64_t n)
{
	pthread_mutex_lock(&io_mu);
	init_streams();
	stream *s = add_stream(S_BUFFER);
	if (n > 0)
		append(s, p, (size_t)n);
	s->datalen = n > 0 ? (size_t)n : 0;
	int64_t id = nstreams - 1;
	pthread_mutex_unlock(&io_mu);
	return id;
}

/* The position (0-based), or -1 for a stream without one. */
int64_t kiln_io_position(int64_t io)
{
	int64_t r = -1;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER)
		r = (int64_t)s->ptr;
	else if (s != NULL && s->kind == S_FILE)
		r = (int64_t)ftello(s->f);
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* The size in bytes (buffers and files), -1 otherwise. */
int64_t kiln_io_size(int64_t io)
{
	int64_t r = -1;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER) {
		r = (int64_t)s->len;
	} else if (s != NULL && s->kind == S_FILE) {
		off_t here = ftello(s->f);
		fflush(s->f);
		if (fseeko(s->f, 0, SEEK_END) == 0)
			r = (int64_t)ftello(s->f);
		fseeko(s->f, here, SEEK_SET);
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* Moves to pos, clamped to [0, size] for buffers (Julia's seek on an
 * IOBuffer never fails); 0 on success, else an errno. */
int32_t kiln_io_seek(int64_t io, int64_t pos)
{
	int32_t r = EBADF;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER) {
		if (pos < 0)
			pos = 0;
		if ((size_t)pos > s->len)
			pos = (int64_t)s->len;
		s->ptr = (size_t)pos;
		r = 0;
	} else if (s != NULL && s->kind == S_FILE) {
		r = fseeko(s->f, (off_t)pos, SEEK_SET) == 0 ? 0 : errno;
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* Reads up to n bytes into dst; the count read. */
int64_t kiln_io_read_bytes(int64_t io, uint8_t *dst, int64_t n)
{
	int64_t r = 0;
	if (n <= 0)
		return 0;
	check_access(io, 0);
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER) {
		size_t k = s->len - s->ptr;
		if ((size_t)n < k)
			k = (size_t)n;
		memcpy(dst, s->buf + s->ptr, k);
		s->ptr += k;
		r = (int64_t)k;
	} else if (s != NULL && (s->kind == S_FILE || s->kind == S_STDIN)) {
		if (s->kind == S_STDIN)
			flush_stdout();
		r = (int64_t)fread(dst, 1, (size_t)n, s->f);
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* The next byte without consuming it, or -1 at the end. */
int32_t kiln_io_peek(int64_t io)
{
	int32_t r = -1;
	check_access(io, 0);
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_BUFFER) {
		if (s->ptr < s->len)
			r = s->buf[s->ptr];
	} else if (s != NULL && (s->kind == S_FILE || s->kind == S_STDIN)) {
		if (s->kind == S_STDIN)
			flush_stdout();
		int c = getc(s->f);
		if (c != EOF) {
			ungetc(c, s->f);
			r = c;
		}
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* The mark: set (pos >= 0), clear (-1), or read (-2); returns the mark. */
int64_t kiln_io_mark(int64_t io, int64_t pos)
{
	int64_t r = -1;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL) {
		if (pos >= -1)
			s->mark = pos;
		r = s->mark;
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

int32_t kiln_io_fd(int64_t io)
{
	int32_t r = -1;
	pthread_mutex_lock(&io_mu);
	stream *s = get(io);
	if (s != NULL && s->kind == S_FILE && s->f != NULL) {
		fflush(s->f);
		r = fileno(s->f);
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* ---- Printing ------------------------------------------------------------ */

static void emit(int64_t io, const char *b, int n)
{
	kiln_write_bytes(io, (const uint8_t *)b, n);
}

void kiln_print_i64(int64_t io, int64_t v)
{
	char b[KILN_FMT_BUFSIZE];
	emit(io, b, kiln_fmt_int64(b, v));
}

void kiln_print_u64(int64_t io, uint64_t v)
{
	char b[KILN_FMT_BUFSIZE];
	emit(io, b, kiln_fmt_uint64(b, v));
}

void kiln_show_uhex(int64_t io, uint64_t v, int32_t bytes)
{
	char b[KILN_FMT_BUFSIZE];
	emit(io, b, kiln_fmt_uint_hex(b, v, bytes));
}

void kiln_print_f64(int64_t io, double v)
{
	char b[KILN_FMT_BUFSIZE];
	emit(io, b, kiln_fmt_float64(b, v));
}

void kiln_print_f32(int64_t io, float v, int32_t mode)
{
	char b[KILN_FMT_BUFSIZE];
	emit(io, b, kiln_fmt_float32(b, v, mode));
}

/* Julia's write(io, c::Char): the bytes of the left-aligned representation
 * from the top, the first always, then while the rest is non-zero. */
void kiln_print_char(int64_t io, uint32_t c)
{
	char b[4];
	int n = 0;
	uint32_t u = __builtin_bswap32(c);
	for (;;) {
		b[n++] = (char)(u & 0xff);
		u >>= 8;
		if (u == 0 || n == 4)
			break;
	}
	emit(io, b, n);
}

/* ---- Descriptors for child processes ------------------------------------- */

/* The descriptor a child process can write to (or read from) in place of
 * stream io, after writing out what Kiln buffered for it: 1 or 2 for the
 * standard streams (following redirect_stdout/redirect_stderr), 0 for
 * stdin, a file's descriptor; -2 for devnull; -1 when the stream has no
 * descriptor of its own (a buffer, or output sent to an embedding
 * program's writers), so that the parent must copy the data itself. */
int32_t kiln_io_child_fd(int64_t io)
{
	int32_t r = -1;
	pthread_mutex_lock(&io_mu);
	init_streams();
	if ((io == 1 || io == 2) && redirect_to[io] != 0)
		io = redirect_to[io] < 0 ? 0 : redirect_to[io];
	stream *s = get(io);
	flush_stdout();
	if (s != NULL) {
		switch (s->kind) {
		case S_NULL:
			r = -2;
			break;
		case S_STDOUT:
			r = sink_on[1] ? -1 : 1;
			break;
		case S_STDERR:
			r = sink_on[2] ? -1 : 2;
			break;
		case S_STDIN:
			r = 0;
			break;
		case S_FILE:
			if (s->f != NULL) {
				fflush(s->f);
				r = fileno(s->f);
			}
			break;
		default:
			break;
		}
	}
	pthread_mutex_unlock(&io_mu);
	return r;
}

/* A new file stream over descriptor fd (a pipe's end), for reading
 * (wr == 0) or writing; -1 (errno set) on failure, fd then closed. */
int64_t kiln_io_fdopen(int32_t fd, int32_t wr)
{
	return file_stream(fd, wr ? "w" : "r");
}
