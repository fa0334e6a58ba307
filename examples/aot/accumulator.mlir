// A variable with an initial value: each run adds the input to it and
// returns the sum (examples/aot/stateful.c).
tosa.variable @acc = dense<[1, 2, 3, 4]> : tensor<4xi32>

func.func @main(%x: tensor<4xi32> {tosa.name = "x"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.variable_read @acc : tensor<4xi32>
  %1 = tosa.add %0, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @acc, %1 : tensor<4xi32>
  return %1 : tensor<4xi32>
}
