# Kiln gives every standard library it does not provide yet one message.
using Sockets
