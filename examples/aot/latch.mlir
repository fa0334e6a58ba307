// A variable without an initial value: reading it before any write fails
// the REQUIRE(is_written) check at run time (examples/aot/stateful.c). Each
// run returns the previous input plus this one and keeps this one.
tosa.variable @last : tensor<2x2xi32>

func.func @main(%x: tensor<2x2xi32> {tosa.name = "x"}) -> (tensor<2x2xi32> {tosa.name = "sum"}) {
  %0 = tosa.variable_read @last : tensor<2x2xi32>
  %1 = tosa.add %0, %x : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  tosa.variable_write @last, %x : tensor<2x2xi32>
  return %1 : tensor<2x2xi32>
}
