//===- VtaOps.td - VTA instructions, micro-ops and programs -*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines one op per VTA instruction (LOAD, STORE, GEMM, ALU,
// FINISH), the micro-op and micro-op kernel ops, and `vta.program`, the
// ordered instruction stream. Field names and widths follow the 128-bit
// instruction encoding of docs/VTA.md (shared docs).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_IR_VTAOPS_TD
#define TOSAC_DIALECT_VTA_IR_VTAOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "tosac/Dialect/Vta/IR/VtaBase.td"
include "tosac/Dialect/Vta/IR/VtaAttrs.td"

def Vta_DefaultZero : DefaultValuedAttr<I32Attr, "0">;

//===----------------------------------------------------------------------===//
// Programs and micro-ops
//===----------------------------------------------------------------------===//

def Vta_ProgramOp : Vta_Op<"program", [Symbol, SymbolTable,
    IsolatedFromAbove, NoTerminator, SingleBlock]> {
  let summary = "an ordered VTA instruction stream";
  let description = [{
    Holds the instructions of one accelerator run in the order they are
    issued: each goes to the load, compute or store queue, and the queues
    synchronize only through the dependency flags. The body may also hold the
    `vta.uop_kernel`s the program's LOAD UOP instructions bring on chip. The
    last instruction must be `vta.finish`, and no other instruction may be a
    FINISH.

    `uop_addr`, when set, is the physical byte address the micro-op kernels
    are placed at, one after the other in program order (the DRAM addresses
    of LOAD UOP instructions count from there); program images built by
    tosac's code generator also hold `vta.segment` constants and
    `vta.tensor` inputs and outputs.

    Spec: VTA instruction set, "Queues and tokens".

    Example:

    ```mlir
    vta.program @add_one {
      vta.load <ACC> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
      vta.alu <ADD> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(1)
      vta.store <OUT> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
      vta.finish
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
      OptionalAttr<I64Attr>:$uop_addr);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasRegionVerifier = 1;
}

def Vta_UopKernelOp : Vta_Op<"uop_kernel", [Symbol, HasParent<"ProgramOp">,
    NoTerminator, SingleBlock]> {
  let summary = "a list of micro-ops placed in DRAM for LOAD UOP";
  let description = [{
    Holds, in order, the `vta.uop` micro-ops of one kernel. A LOAD of memory
    type UOP copies them into the UOP buffer, where GEMM and ALU instructions
    address them by index (`uop_begin` .. `uop_end`).

    Spec: VTA instruction set, "Micro-op".

    Example:

    ```mlir
    vta.uop_kernel @gemm_row {
      vta.uop dst(0) src(0) wgt(0)
      vta.uop dst(1) src(0) wgt(1)
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasRegionVerifier = 1;
}

def Vta_UopOp : Vta_Op<"uop", [HasParent<"UopKernelOp">]> {
  let summary = "a 32-bit micro-op: base ACC, INP/ACC and WGT indices";
  let description = [{
    The base indices one GEMM or ALU loop iteration adds its loop offsets to:
    `dst` (11 bits) addresses the ACC buffer, `src` (11 bits) the INP buffer
    for GEMM or the ACC buffer for ALU, and `wgt` (10 bits) the WGT buffer.

    Spec: VTA instruction set, "Micro-op".

    Example:

    ```mlir
    vta.uop dst(16) src(3) wgt(0)
    ```
  }];
  let arguments = (ins I32Attr:$dst, I32Attr:$src, I32Attr:$wgt);
  let assemblyFormat = [{
    `dst` `(` $dst `)` `src` `(` $src `)` `wgt` `(` $wgt `)` attr-dict
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

def Vta_LoadOp : Vta_InstructionOp<"load"> {
  let summary = "LOAD: copy a 2D block from DRAM into an on-chip buffer";
  let description = [{
    Copies `y_size` rows of `x_size` elements, `x_stride` elements apart in
    DRAM starting at element `dram_base`, into the buffer `mem_type` starting
    at `sram_base`, row-major, surrounded by `y_pad_0`/`y_pad_1` zero rows and
    `x_pad_0`/`x_pad_1` zero columns. Addresses count elements of the buffer
    (UOP 4 B, INP 16 B, WGT 256 B, ACC 64 B). `x_size` = 0 is a no-op. A LOAD
    of INP or WGT runs in the load queue; of UOP, ACC or ACC_8BIT in the
    compute queue. Printed as `size(y_size, x_size)` and
    `pad(y_pad_0, y_pad_1, x_pad_0, x_pad_1)`.

    Spec: VTA instruction set, LOAD.

    Example:

    ```mlir
    vta.load <INP> sram(0) dram(128) size(2, 16) stride(32) pad(1, 1, 0, 0) deps<push_next>
    ```
  }];
  let arguments = (ins Vta_MemoryTypeAttr:$mem_type, I32Attr:$sram_base,
      I64Attr:$dram_base, I32Attr:$y_size, I32Attr:$x_size,
      I32Attr:$x_stride, Vta_DefaultZero:$y_pad_0, Vta_DefaultZero:$y_pad_1,
      Vta_DefaultZero:$x_pad_0, Vta_DefaultZero:$x_pad_1,
      Vta_DefaultDepFlags:$deps);
  let assemblyFormat = [{
    $mem_type `sram` `(` $sram_base `)` `dram` `(` $dram_base `)`
    `size` `(` $y_size `,` $x_size `)` `stride` `(` $x_stride `)`
    `pad` `(` $y_pad_0 `,` $y_pad_1 `,` $x_pad_0 `,` $x_pad_1 `)`
    (`deps` `` $deps^)? attr-dict
  }];
}

def Vta_StoreOp : Vta_InstructionOp<"store"> {
  let summary = "STORE: copy a 2D block of int8 outputs to DRAM";
  let description = [{
    Writes `y_size` rows of `x_size` OUT elements (the low 8 bits of each ACC
    lane, no saturation) from `sram_base` to DRAM element `dram_base`, rows
    `x_stride` elements apart. The memory type is OUT and there is no padding.
    Runs in the store queue.

    Spec: VTA instruction set, STORE.

    Example:

    ```mlir
    vta.store <OUT> sram(0) dram(64) size(1, 4) stride(4) pad(0, 0, 0, 0) deps<pop_prev|push_prev>
    ```
  }];
  let arguments = (ins Vta_MemoryTypeAttr:$mem_type, I32Attr:$sram_base,
      I64Attr:$dram_base, I32Attr:$y_size, I32Attr:$x_size,
      I32Attr:$x_stride, Vta_DefaultZero:$y_pad_0, Vta_DefaultZero:$y_pad_1,
      Vta_DefaultZero:$x_pad_0, Vta_DefaultZero:$x_pad_1,
      Vta_DefaultDepFlags:$deps);
  let assemblyFormat = [{
    $mem_type `sram` `(` $sram_base `)` `dram` `(` $dram_base `)`
    `size` `(` $y_size `,` $x_size `)` `stride` `(` $x_stride `)`
    `pad` `(` $y_pad_0 `,` $y_pad_1 `,` $x_pad_0 `,` $x_pad_1 `)`
    (`deps` `` $deps^)? attr-dict
  }];
}

def Vta_GemmOp : Vta_InstructionOp<"gemm"> {
  let summary = "GEMM: accumulate 1x16 by 16x16 int8 products into ACC";
  let description = [{
    For y < `iter_out`, x < `iter_in` and each micro-op u in
    [`uop_begin`, `uop_end`): ACC[u.dst + y * dst_factor_out + x *
    dst_factor_in] += INP[u.src + ...] times WGT[u.wgt + ...] (src and wgt
    offsets with their own factors), in wrapping int32. With `reset` the same
    ACC rows are set to zero instead. Runs in the compute queue. Printed as
    `uops(begin, end) iter(out, in) dst(out, in) src(out, in) wgt(out, in)`.

    Spec: VTA instruction set, GEMM.

    Example:

    ```mlir
    vta.gemm uops(0, 4) iter(2, 16) dst(16, 1) src(0, 1) wgt(4, 0) deps<pop_prev>
    ```
  }];
  let arguments = (ins UnitAttr:$reset, I32Attr:$uop_begin, I32Attr:$uop_end,
      I32Attr:$iter_out, I32Attr:$iter_in, I32Attr:$dst_factor_out,
      I32Attr:$dst_factor_in, I32Attr:$src_factor_out,
      I32Attr:$src_factor_in, I32Attr:$wgt_factor_out,
      I32Attr:$wgt_factor_in, Vta_DefaultDepFlags:$deps);
  let assemblyFormat = [{
    (`reset` $reset^)? `uops` `(` $uop_begin `,` $uop_end `)`
    `iter` `(` $iter_out `,` $iter_in `)`
    `dst` `(` $dst_factor_out `,` $dst_factor_in `)`
    `src` `(` $src_factor_out `,` $src_factor_in `)`
    `wgt` `(` $wgt_factor_out `,` $wgt_factor_in `)`
    (`deps` `` $deps^)? attr-dict
  }];
}

def Vta_AluOp : Vta_InstructionOp<"alu"> {
  let summary = "ALU: lane-wise int32 MIN/MAX/ADD/SHR/MUL on ACC rows";
  let description = [{
    Runs the GEMM loop nest over micro-ops [`uop_begin`, `uop_end`), both
    indices addressing ACC: ACC[dst][k] = op(ACC[dst][k], b) with b = `imm`
    (signed 16 bits) when `use_imm` is set and ACC[src][k] otherwise. SHR
    shifts right arithmetically by b, left by -b when b < 0. The encoding has
    no weight factors; `reset` is encoded but ignored by the hardware. Runs in
    the compute queue.

    Spec: VTA instruction set, ALU.

    Example:

    ```mlir
    vta.alu <MAX> uops(0, 1) iter(4, 1) dst(1, 0) src(1, 0) use_imm imm(-128)
    ```
  }];
  let arguments = (ins Vta_AluOpcodeAttr:$alu_opcode, UnitAttr:$reset,
      I32Attr:$uop_begin, I32Attr:$uop_end, I32Attr:$iter_out,
      I32Attr:$iter_in, I32Attr:$dst_factor_out, I32Attr:$dst_factor_in,
      I32Attr:$src_factor_out, I32Attr:$src_factor_in, UnitAttr:$use_imm,
      Vta_DefaultZero:$imm, Vta_DefaultDepFlags:$deps);
  let assemblyFormat = [{
    $alu_opcode (`reset` $reset^)? `uops` `(` $uop_begin `,` $uop_end `)`
    `iter` `(` $iter_out `,` $iter_in `)`
    `dst` `(` $dst_factor_out `,` $dst_factor_in `)`
    `src` `(` $src_factor_out `,` $src_factor_in `)`
    (`use_imm` $use_imm^)? (`imm` `(` $imm^ `)`)?
    (`deps` `` $deps^)? attr-dict
  }];
}

def Vta_FinishOp : Vta_InstructionOp<"finish"> {
  let summary = "FINISH: signal the host that the program is done";
  let description = [{
    Ends a program; it must be its last instruction. Runs in the compute
    queue, so it usually pops the tokens the last STORE and the last
    load-queue LOAD pushed.

    Spec: VTA instruction set, FINISH.

    Example:

    ```mlir
    vta.finish deps<pop_prev|pop_next>
    ```
  }];
  let arguments = (ins Vta_DefaultDepFlags:$deps);
  let assemblyFormat = "(`deps` `` $deps^)? attr-dict";
  let hasVerifier = 0;
}

#endif // TOSAC_DIALECT_VTA_IR_VTAOPS_TD
