// RUN: tosa-opt %s --tosa-validate="level=none extension=shape" -o /dev/null
// RUN: tosa-opt %s --tosa-validate="extension=dynamic,shape" -o /dev/null
// RUN: not tosa-opt %s --tosa-validate="extension=shape" -o /dev/null 2>&1 | FileCheck %s

// `?` extents, as framework compilers write a dynamic batch: accepted under
// level none (as upstream's tosa-validate does) or with the dynamic
// extension; the 8K level without it requires the extension.
// CHECK: 'tosa.add' op operand #0 has the non-static shape 'tensor<?x3xf32>', which requires extension dynamic
func.func @dynamic_batch(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.add %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %n = tosa.dim %0 {axis = 0 : i32} : (tensor<?x3xf32>) -> !tosa.shape<1>
  %c = tosa.const_shape {values = dense<3> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s = tosa.concat_shape %n, %c : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %1 = tosa.reshape %0, %s : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
