// Intermediate buffers of an object come from TosacRuntime's buffer cache,
// as they do in the JIT: no call to the C library's malloc or free remains.

// RUN: tosa-compile %S/../../../examples/aot/accumulator.mlir --emit-llvm -O0 -o - | FileCheck %s --implicit-check-not="@malloc(" --implicit-check-not="@free("
// CHECK-DAG: declare ptr @tosac_buffer_malloc(i64)
// CHECK-DAG: declare void @tosac_buffer_free(ptr)
// CHECK-DAG: call ptr @tosac_buffer_malloc(i64
// CHECK-DAG: call void @tosac_buffer_free(ptr
