// RUN: tosa-opt %s | tosa-opt | FileCheck %s
// RUN: tosa-opt %s --mlir-print-op-generic | tosa-opt | FileCheck %s

// Every vta op and attribute round-trips; fields at their encodable and
// buffer limits are accepted.

// CHECK-LABEL: vta.program @all_ops {
// CHECK: vta.uop_kernel @kernel {
// CHECK-NEXT: vta.uop dst(0) src(0) wgt(0)
// CHECK-NEXT: vta.uop dst(2047) src(2047) wgt(1023)
// CHECK-NEXT: }
// CHECK: vta.load <UOP> sram(0) dram(0) size(1, 2) stride(2) pad(0, 0, 0, 0){{$}}
// CHECK: vta.load <INP> sram(0) dram(128) size(2, 16) stride(32) pad(1, 1, 0, 0) deps<push_next>
// CHECK: vta.load <WGT> sram(0) dram(4294967295) size(1, 1024) stride(65535) pad(0, 0, 0, 0) deps<pop_next|push_next>
// CHECK: vta.load <ACC> sram(2047) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0) deps<pop_prev|pop_next|push_prev|push_next>
// CHECK: vta.load <ACC_8BIT> sram(0) dram(0) size(2, 1) stride(1) pad(15, 15, 15, 15)
// CHECK: vta.load <INP> sram(65535) dram(0) size(65535, 0) stride(0) pad(0, 0, 0, 0)
// CHECK: vta.gemm reset uops(0, 1) iter(1, 16) dst(0, 1) src(0, 0) wgt(0, 0) deps<pop_next>
// CHECK: vta.gemm uops(8191, 8192) iter(16383, 0) dst(2047, 2047) src(2047, 2047) wgt(1023, 1023) deps<pop_prev>
// CHECK: vta.gemm uops(0, 4) iter(2, 16) dst(16, 1) src(0, 1) wgt(4, 0)
// CHECK: vta.gemm reset uops(0, 1) iter(1, 16) dst(0, 1) src(0, 1000) wgt(0, 1000)
// CHECK: vta.gemm uops(0, 1) iter(1, 2048) dst(0, 1) src(0, 1) wgt(0, 0)
// CHECK: vta.gemm uops(0, 1) iter(2, 1) dst(0, 0) src(0, 0) wgt(1023, 0)
// CHECK: vta.alu <MIN> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(127)
// CHECK: vta.alu <MAX> uops(0, 1) iter(4, 1) dst(1, 0) src(1, 0) use_imm imm(-128)
// CHECK: vta.alu <ADD> uops(0, 2) iter(1, 1) dst(0, 0) src(0, 0) imm(32767)
// CHECK: vta.alu <ADD> uops(0, 2) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(-32768)
// CHECK: vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(31)
// CHECK: vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(-31)
// CHECK: vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) imm(40)
// CHECK: vta.alu <MUL> reset uops(0, 8192) iter(1, 2048) dst(0, 1) src(0, 1) use_imm deps<push_prev>
// CHECK: vta.store <OUT> sram(2047) dram(64) size(1, 1) stride(4) pad(0, 0, 0, 0) deps<pop_prev|push_prev>
// CHECK: vta.store <OUT> sram(0) dram(0) size(128, 16) stride(16) pad(0, 0, 0, 0)
// CHECK: vta.finish deps<pop_prev|pop_next>
// CHECK-NEXT: }
vta.program @all_ops {
  vta.uop_kernel @kernel {
    vta.uop dst(0) src(0) wgt(0)
    vta.uop dst(2047) src(2047) wgt(1023)
  }
  vta.load <UOP> sram(0) dram(0) size(1, 2) stride(2) pad(0, 0, 0, 0)
  vta.load <INP> sram(0) dram(128) size(2, 16) stride(32) pad(1, 1, 0, 0) deps<push_next>
  vta.load <WGT> sram(0) dram(4294967295) size(1, 1024) stride(65535) pad(0, 0, 0, 0) deps<pop_next|push_next>
  vta.load <ACC> sram(2047) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0) deps<pop_prev|pop_next|push_prev|push_next>
  // (15 + 2 + 15) * (15 + 1 + 15) = 992 rows of the 2048 ACC rows.
  vta.load <ACC_8BIT> sram(0) dram(0) size(2, 1) stride(1) pad(15, 15, 15, 15)
  // x_size = 0: a no-op, so sram_base needs no room.
  vta.load <INP> sram(65535) dram(0) size(65535, 0) stride(0) pad(0, 0, 0, 0)
  vta.gemm reset uops(0, 1) iter(1, 16) dst(0, 1) src(0, 0) wgt(0, 0) deps<pop_next>
  // iter_in = 0: no iteration, so the factors address nothing.
  vta.gemm uops(8191, 8192) iter(16383, 0) dst(2047, 2047) src(2047, 2047) wgt(1023, 1023) deps<pop_prev>
  vta.gemm uops(0, 4) iter(2, 16) dst(16, 1) src(0, 1) wgt(4, 0)
  // A reset reads neither INP nor WGT: only the ACC offsets must fit.
  vta.gemm reset uops(0, 1) iter(1, 16) dst(0, 1) src(0, 1000) wgt(0, 1000)
  // The last loop offset is 2047: the last ACC and INP row.
  vta.gemm uops(0, 1) iter(1, 2048) dst(0, 1) src(0, 1) wgt(0, 0)
  // The last weight offset is 1023: the last WGT row.
  vta.gemm uops(0, 1) iter(2, 1) dst(0, 0) src(0, 0) wgt(1023, 0)
  vta.alu <MIN> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(127)
  vta.alu <MAX> uops(0, 1) iter(4, 1) dst(1, 0) src(1, 0) use_imm imm(-128)
  vta.alu <ADD> uops(0, 2) iter(1, 1) dst(0, 0) src(0, 0) imm(32767)
  vta.alu <ADD> uops(0, 2) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(-32768)
  vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(31)
  vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(-31)
  // Without use_imm the immediate is not a shift amount.
  vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) imm(40)
  vta.alu <MUL> reset uops(0, 8192) iter(1, 2048) dst(0, 1) src(0, 1) use_imm imm(0) deps<push_prev>
  vta.store <OUT> sram(2047) dram(64) size(1, 1) stride(4) pad(0, 0, 0, 0) deps<pop_prev|push_prev>
  vta.store <OUT> sram(0) dram(0) size(128, 16) stride(16) pad(0, 0, 0, 0)
  vta.finish deps<pop_prev|pop_next>
}

// CHECK-LABEL: vta.program @minimal {
// CHECK-NEXT: vta.finish{{$}}
// CHECK-NEXT: }
vta.program @minimal {
  vta.finish
}

// The generic form names every property.
// CHECK-LABEL: vta.program @generic {
// CHECK: vta.load <INP> sram(3) dram(7) size(1, 2) stride(2) pad(0, 0, 1, 0) deps<push_next>
// CHECK: vta.finish
vta.program @generic {
  "vta.load"() <{mem_type = #vta.mem_type<INP>, sram_base = 3 : i32,
                 dram_base = 7 : i64, y_size = 1 : i32, x_size = 2 : i32,
                 x_stride = 2 : i32, x_pad_0 = 1 : i32,
                 deps = #vta.deps<push_next>}> : () -> ()
  "vta.finish"() : () -> ()
}
