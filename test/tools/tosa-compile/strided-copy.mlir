// The strided copy of lowered code calls TosacRuntime's tosac_memref_copy
// (the JIT maps the name memrefCopy to it; an object needs the real name).

// RUN: tosa-compile %S/../../../examples/aot/corner.mlir --emit-llvm -O0 -o - | FileCheck %s --implicit-check-not=memrefCopy
// CHECK: declare void @tosac_memref_copy(i64, ptr, ptr)
// CHECK: call void @tosac_memref_copy(i64 4,
