// The tosa-to-llvm pipeline's amx option: an int8 matmul's register tiles
// become calls to a noinline function of AMX intrinsics (TDPBUSD on tiles
// configured by LLVM), behind the runtime's permission check; amx=0 keeps
// the VPDPBUSD register tiles.
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=512 vector-registers=32 int8-dot-bits=512 amx=1" \
// RUN:   | FileCheck %s --check-prefix=AMX
// RUN: tosa-opt %s --tosa-to-llvm="vector-bits=512 vector-registers=32 int8-dot-bits=512 amx=0" \
// RUN:   | FileCheck %s --check-prefix=VNNI

// AMX: llvm.func @tosac_amx_ready() -> i32
// AMX-LABEL: llvm.func @main(
// AMX: llvm.call @tosac_amx_tile_1(
// AMX: llvm.func @tosac_amx_tile_1(
// AMX-SAME: passthrough = ["noinline"]
// AMX: llvm.call @tosac_amx_ready()
// AMX: llvm.call @tosac_runtime_error(
// 4 accumulators over 64 groups of 4 bytes: 4 steps of 4 TDPBUSD.
// AMX-COUNT-16: llvm.call_intrinsic "llvm.x86.tdpbusd.internal"
// AMX-NOT: llvm.x86.tdpbusd
// AMX-COUNT-4: llvm.call_intrinsic "llvm.x86.tilestored64.internal"
// VNNI-NOT: x86_amx
// VNNI: llvm.x86.avx512.vpdpbusd.512
// VNNI-NOT: x86_amx
func.func @main(%a: tensor<1x64x256xi8>, %b: tensor<1x256x64xi8>) -> tensor<1x64x64xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x64x256xi8>, tensor<1x256x64xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x64xi32>
  return %0 : tensor<1x64x64xi32>
}
