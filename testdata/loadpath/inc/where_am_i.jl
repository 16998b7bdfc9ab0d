# included by ../source_path.jl: Base.source_path() names this file while it runs
inner_path = Base.source_path()
inner_file = @__FILE__
