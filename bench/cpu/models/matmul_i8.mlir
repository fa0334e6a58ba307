// int8 batched matrix multiplication, 1x512x512 by 1x512x512, with the i32
// accumulator as output. A's zero point is -128 (activations after a ReLU in
// a TFLite-style int8 model), B's is 0 (symmetric weights). Both operands
// are inputs of the graph.
func.func @main(%a: tensor<1x512x512xi8> {tosa.name = "a"},
                %b: tensor<1x512x512xi8> {tosa.name = "b"})
    -> (tensor<1x512x512xi32> {tosa.name = "output"}) {
  %azp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x512x512xi8>, tensor<1x512x512xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x512x512xi32>
  return %0 : tensor<1x512x512xi32>
}
