// A variable without an initial value: reading it before any write fails
// the REQUIRE(is_written) check at run time (examples/aot/stateful.c).
tosa.variable @last : tensor<2x2xi16>

func.func @main(%x: tensor<2x2xi16> {tosa.name = "x"}) -> (tensor<2x2xi16> {tosa.name = "previous"}) {
  %0 = tosa.variable_read @last : tensor<2x2xi16>
  tosa.variable_write @last, %x : tensor<2x2xi16>
  return %0 : tensor<2x2xi16>
}
