using Mmap
