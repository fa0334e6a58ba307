// --export-vta-program writes each VTA program as a directory in the format
// of the shared vta-vectors; vta-sim runs it. The launch's input is a
// constant, so its image holds the data: -5..14 clamped to [0, 6].

// RUN: rm -rf %t && tosa-translate --export-vta-program %s -o %t | FileCheck %s --check-prefix=WROTE
// WROTE: wrote {{.*}}relu6 (11 instructions)
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/relu6/manifest.json
// Keys print in alphabetical order; addresses are physical, 4 KiB pages.
// MANIFEST: "dram_base_phys": 4096,
// MANIFEST: "addr": 8192,
// MANIFEST-NEXT: "elem_bytes": 4,
// MANIFEST-NEXT: "kind": "UOP",
// MANIFEST-NEXT: "name": "uop.bin",
// MANIFEST: "addr": 12288,
// MANIFEST-NEXT: "elem_bytes": 256,
// MANIFEST-NEXT: "kind": "WGT",
// MANIFEST-NEXT: "name": "identity.bin",
// MANIFEST: "addr": 16384,
// MANIFEST-NEXT: "data": "tensor",
// MANIFEST: "name": "input0.bin",
// MANIFEST: "layout": "flat",
// MANIFEST: "insn": {
// MANIFEST-NEXT: "addr": 4096,
// MANIFEST-NEXT: "count": 11,
// MANIFEST: "outputs": [
// MANIFEST: "addr": 20480,
// MANIFEST-NEXT: "name": "output",
// RUN: vta-sim %t/relu6 --output-dir %t/out --race-check
// RUN: od -An -v -td1 -w32 %t/out/output.bin | FileCheck %s --check-prefix=OUT
// OUT: 0 0 0 0 0 0 1 2 3 4 5 6 6 6 6 6 6 6 6 6 0 0 0 0 0 0 0 0 0 0 0 0

// A module with nothing to export is an error.
// RUN: echo 'func.func @f() { return }' | not tosa-translate --export-vta-program -o %t/none 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: the module has no VTA program

func.func @main() -> (tensor<20xi8> {tosa.name = "out"}) {
  %x = "tosa.const"() <{values = dense<[-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]> : tensor<20xi8>}> : () -> tensor<20xi8>
  %z = vta.launch @relu6(%x) : (tensor<20xi8>) -> tensor<20xi8>
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
