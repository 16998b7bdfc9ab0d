/* binarytrees: the Computer Language Benchmarks Game binary-trees,
 * single-threaded, with malloc/free. Allocates and walks perfect binary
 * trees: one "stretch" tree of depth max+1, many short-lived trees of depths
 * 4, 6, ..., max, and one long-lived tree of depth max, where max = argv[1]
 * (default 10). */
#include <stdio.h>
#include <stdlib.h>

struct node {
    struct node *left, *right;
};

static struct node *bottom_up(int depth) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        exit(1);
    if (depth > 0) {
        n->left = bottom_up(depth - 1);
        n->right = bottom_up(depth - 1);
    } else {
        n->left = n->right = NULL;
    }
    return n;
}

static long check(const struct node *n) {
    if (n->left == NULL)
        return 1;
    return 1 + check(n->left) + check(n->right);
}

static void delete_tree(struct node *n) {
    if (n->left != NULL) {
        delete_tree(n->left);
        delete_tree(n->right);
    }
    free(n);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10;
    int min_depth = 4;
    int max_depth = n > min_depth + 2 ? n : min_depth + 2;

    int stretch_depth = max_depth + 1;
    struct node *stretch = bottom_up(stretch_depth);
    printf("stretch tree of depth %d\t check: %ld\n", stretch_depth, check(stretch));
    delete_tree(stretch);

    struct node *long_lived = bottom_up(max_depth);

    for (int depth = min_depth; depth <= max_depth; depth += 2) {
        long iterations = 1L << (max_depth - depth + min_depth);
        long c = 0;
        for (long i = 0; i < iterations; i++) {
            struct node *t = bottom_up(depth);
            c += check(t);
            delete_tree(t);
        }
        printf("%ld\t trees of depth %d\t check: %ld\n", iterations, depth, c);
    }

    printf("long lived tree of depth %d\t check: %ld\n", max_depth, check(long_lived));
    delete_tree(long_lived);
    return 0;
}
