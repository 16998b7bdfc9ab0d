@test mean2([1, 2, 3]) == 2.0
@test mean2([0.1, 0.2]) ≈ 0.15
