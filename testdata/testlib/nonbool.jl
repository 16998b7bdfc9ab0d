# A test whose expression is not a Bool is an error (Julia's
# "Expression evaluated to non-Boolean"), here outside a test set.
import Test
Test.@test 1
