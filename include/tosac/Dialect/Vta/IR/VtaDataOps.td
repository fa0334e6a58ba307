//===- VtaDataOps.td - Program images and launches -----*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines what a `vta.program` needs besides its instructions to be
// run or exported: constant DRAM segments (blocked weights, ACC constant
// rows), the placement of its input and output tensors, and `vta.launch`,
// which runs a program on tensors from a function.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_VTA_IR_VTADATAOPS_TD
#define TOSAC_DIALECT_VTA_IR_VTADATAOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tosac/Dialect/Vta/IR/VtaBase.td"
include "tosac/Dialect/Vta/IR/VtaAttrs.td"

def Vta_SegmentOp : Vta_Op<"segment", [Symbol, HasParent<"ProgramOp">]> {
  let summary = "constant bytes the program finds in DRAM";
  let description = [{
    Places `data` (raw bytes) at the physical byte address `addr` before the
    program runs: blocked weights for WGT loads, constant int32 rows for ACC
    loads. `addr` must be a multiple of the element size of `mem_type`.

    Example:

    ```mlir
    vta.segment @bias <ACC> addr(12288) dense<0> : tensor<64xi8>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Vta_MemoryTypeAttr:$mem_type,
      I64Attr:$addr, AnyIntElementsAttr:$data);
  let assemblyFormat = [{
    $sym_name $mem_type `addr` `(` $addr `)` $data attr-dict
  }];
  let hasVerifier = 1;
}

def Vta_TensorOp : Vta_Op<"tensor", [Symbol, HasParent<"ProgramOp">]> {
  let summary = "where an input or output tensor of the program lives in DRAM";
  let description = [{
    Describes the DRAM image of one int8 tensor the program reads (`input`,
    in `vta.launch` operand order) or writes (`output`, one per program):
    `shape` is the TOSA tensor's shape, `addr` and `size` the image's
    physical byte range. Layout `blocked` is NHWC padded by `host_pad` (top,
    bottom, left, right; filled with `pad_value`) and then blocked to
    N' C' H W n c with c = 16; layout `flat` is the row-major values padded
    with zeros to a multiple of 16.

    Example:

    ```mlir
    vta.tensor @input0 <input> <blocked> shape [1, 8, 8, 16] addr(16384)
        size(1024) host_pad [0, 0, 0, 0] pad_value(0)
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Vta_TensorRoleAttr:$role,
      Vta_ImageLayoutAttr:$layout, DenseI64ArrayAttr:$shape, I64Attr:$addr,
      I64Attr:$size, DenseI64ArrayAttr:$host_pad, I32Attr:$pad_value);
  let assemblyFormat = [{
    $sym_name $role $layout `shape` $shape `addr` `(` $addr `)`
    `size` `(` $size `)` `host_pad` $host_pad `pad_value` `(` $pad_value `)`
    attr-dict
  }];
  let hasVerifier = 1;
}

def Vta_LaunchOp : Vta_Op<"launch", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "run a VTA program on int8 tensors";
  let description = [{
    Runs the `vta.program` named `program`: each operand is packed into the
    image of the program's n-th `input` tensor, the program runs, and the
    result is unpacked from its `output` tensor. Operands and result are
    int8 tensors with the shapes the program's tensors declare. `tosa-run
    --target vta-sim` executes launches on tosac's VTA simulator.

    Example:

    ```mlir
    %y = vta.launch @conv0(%x) : (tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$program,
      Variadic<AnyRankedTensor>:$inputs);
  let results = (outs AnyRankedTensor:$output);
  let assemblyFormat = [{
    $program `(` $inputs `)` attr-dict `:` functional-type($inputs, $output)
  }];
}

#endif // TOSAC_DIALECT_VTA_IR_VTADATAOPS_TD
