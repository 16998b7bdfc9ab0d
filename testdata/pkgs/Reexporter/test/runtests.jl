using Reexporter
using Test

module Inner
    const a = 1
    f(x) = 2x
    export a, f
    Base.@deprecate_binding old_a a
end

module Outer
    using Reexporter
    @reexport using Main.Inner
end

module Wrapped
    using Reexporter
    @reexport module Sub
        const s = 3
        export s
    end
end

# A baremodule sees Core only: the macro's `Expr(...)` is Core.Expr.
baremodule Bare
    using Reexporter
    @reexport using Main.Inner
    const e = Expr(:call, :f, 1)
end

@testset "Reexporter" begin
    @test Set(names(Outer)) == Set([:Outer, :Inner, :a, :f, :old_a])
    @test Base.isexported(Outer, :f)
    @test Base.isexported(Inner, :Inner)
    @test !Base.isexported(Inner, :nothere)
    @test Outer.f(2) == 4
    @test Inner.old_a == 1
    @test Set(names(Wrapped)) == Set([:Wrapped, :Sub, :s])
    @test Wrapped.s == 3
    @test Bare.e == :(f(1))
    @test exported_names(Bare) == [:Bare, :Inner, :a, :f, :old_a]
end
