// A strided slice returned as the output: the lowering copies it with a
// strided copy (memrefCopy, which tosa-compile binds to TosacRuntime's
// tosac_memref_copy). Run by examples/aot/stateful.c.
func.func @main(%a: tensor<4x4xi32> {tosa.name = "a"}) -> (tensor<2x2xi32> {tosa.name = "corner"}) {
  %start = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %start, %size : (tensor<4x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
