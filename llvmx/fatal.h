#include <stddef.h>
void kiln_set_fatal_context(const char *s, size_t n);
void kiln_install_fatal_handler(int call_go);
