module RingBuffers

export CircularBuffer, Stack, Queue, capacity, isfull, enqueue!, dequeue!

include("circular.jl")
include("stackqueue.jl")

end
