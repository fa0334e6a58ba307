// A hand-written VTA program (ReLU6 on 20 int8 values: identity GEMM into the
// ACC, MAX 0, MIN 6) launched from a function: tosa-run --target=vta-sim packs
// the input into its flat image, runs the simulator and unpacks the output;
// the CPU part (a reverse) runs before it.

// RUN: tosa-run %s --target=vta-sim --input %S/Inputs/ramp20_i8.npy --vta-stats --vta-race-check | FileCheck %s
// The input is -5..14, reversed on the CPU, then clamped to [0, 6] on VTA.
// CHECK: out INT8[20] = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0]
// CHECK: vta @relu6: 1 launches, 11 instructions, {{[0-9]+}} cycles, GEMM busy {{[0-9.]+}}%

// Without the simulator target the launch cannot run.
// RUN: not tosa-run %s --input %S/Inputs/ramp20_i8.npy 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: error: the module launches VTA programs: run it with the VTA simulator target (tosa-run --target {{.*}})

// A program the simulator rejects fails the run with the simulator's message.
// RUN: sed 's/deps<pop_prev|push_prev>/deps<pop_prev>/' %s > %t.mlir
// RUN: not tosa-run %t.mlir --target=vta-sim --input %S/Inputs/ramp20_i8.npy 2>&1 | FileCheck %s --check-prefix=DEADLOCK
// DEADLOCK: error: runtime check failed: VTA program @relu6: instruction 9 {{.*}}: deadlock: no queue can progress

func.func @main(%x: tensor<20xi8>) -> (tensor<20xi8> {tosa.name = "out"}) {
  %y = tosa.reverse %x {axis = 0 : i32} : (tensor<20xi8>) -> tensor<20xi8>
  %z = vta.launch @relu6(%y) : (tensor<20xi8>) -> tensor<20xi8>
  return %z : tensor<20xi8>
}

vta.program @relu6 attributes {uop_addr = 8192 : i64} {
  vta.uop_kernel @uops0 {
    vta.uop dst(0) src(0) wgt(0)
  }
  vta.segment @identity <WGT> addr(12288) dense<"0x01000000000000000000000000000000000100000000000000000000000000000000010000000000000000000000000000000001000000000000000000000000000000000100000000000000000000000000000000010000000000000000000000000000000001000000000000000000000000000000000100000000000000000000000000000000010000000000000000000000000000000001000000000000000000000000000000000100000000000000000000000000000000010000000000000000000000000000000001000000000000000000000000000000000100000000000000000000000000000000010000000000000000000000000000000001"> : tensor<256xi8>
  vta.tensor @input0 <input> <flat> shape [20] addr(16384) size(32) host_pad [0, 0, 0, 0] pad_value(0)
  vta.tensor @output <output> <flat> shape [20] addr(20480) size(32) host_pad [0, 0, 0, 0] pad_value(0)
  vta.load <WGT> sram(0) dram(48) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.load <INP> sram(0) dram(1024) size(1, 2) stride(2) pad(0, 0, 0, 0) deps<push_next>
  vta.load <UOP> sram(0) dram(2048) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.gemm reset uops(0, 1) iter(1, 2) dst(0, 1) src(0, 1) wgt(0, 0) deps<pop_prev>
  vta.gemm uops(0, 1) iter(1, 2) dst(0, 1) src(0, 1) wgt(0, 0)
  vta.alu <MAX> uops(0, 1) iter(1, 2) dst(0, 1) src(0, 1) use_imm imm(0)
  vta.alu <MIN> uops(0, 1) iter(1, 2) dst(0, 1) src(0, 1) use_imm imm(6) deps<push_next>
  vta.store <OUT> sram(0) dram(1280) size(1, 2) stride(2) pad(0, 0, 0, 0) deps<pop_prev|push_prev>
  vta.load <INP> sram(0) dram(0) size(0, 0) stride(0) pad(0, 0, 0, 0) deps<push_next>
  vta.load <UOP> sram(0) dram(0) size(0, 0) stride(0) pad(0, 0, 0, 0) deps<pop_prev|pop_next>
  vta.finish
}
