// f32 batched matrix multiplication, 1x512x512 by 1x512x512.
func.func @main(%a: tensor<1x512x512xf32> {tosa.name = "a"},
                %b: tensor<1x512x512xf32> {tosa.name = "b"})
    -> (tensor<1x512x512xf32> {tosa.name = "output"}) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x512x512xf32>, tensor<1x512x512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x512x512xf32>
  return %0 : tensor<1x512x512xf32>
}
