# This file is a part of Kiln's Base library.
#
# Logging.jl — the standard library module Logging, evaluated when a program
# first loads it (`using Logging`). As Julia's stdlib/Logging, it re-exports
# Base's logging frontend (base/corelogging.jl, module CoreLogging), which in
# Kiln also holds ConsoleLogger, the default logger.

module Logging

using Base.CoreLogging: AbstractLogger, LogLevel, NullLogger, @debug, @info, @warn, @error, @logmsg,
    with_logger, current_logger, global_logger, disable_logging, SimpleLogger, ConsoleLogger,
    BelowMinLevel, Debug, Info, Warn, Error, AboveMaxLevel,
    handle_message, shouldlog, min_enabled_level, catch_exceptions

export AbstractLogger, LogLevel, NullLogger, @debug, @info, @warn, @error, @logmsg,
    with_logger, current_logger, global_logger, disable_logging, SimpleLogger, ConsoleLogger,
    BelowMinLevel, Debug, Info, Warn, Error, AboveMaxLevel

end # module Logging
