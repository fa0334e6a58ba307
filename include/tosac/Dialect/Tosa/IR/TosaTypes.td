//===- TosaTypes.td - TOSA types and type constraints ------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines `!tosa.shape<N>` and the element-type and tensor
// constraints the op definitions use. The constraints accept every element
// type some TOSA profile or extension uses; which combination an op accepts
// is checked against the spec's tables by tosa-validate, not the verifier.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSATYPES_TD
#define TOSAC_DIALECT_TOSA_IR_TOSATYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"

//===----------------------------------------------------------------------===//
// !tosa.shape<N>
//===----------------------------------------------------------------------===//

def Tosa_ShapeType : TypeDef<Tosa_Dialect, "Shape"> {
  let mnemonic = "shape";
  let summary = "a shape value of a fixed rank";
  let description = [{
    A value of type `!tosa.shape<N>` holds N non-negative extents (a shape of
    rank N). Shape values are produced by `tosa.const_shape` and the shape
    ops, and feed the shape operands of ops such as `tosa.reshape`,
    `tosa.pad`, `tosa.slice`, `tosa.tile` and `tosa.resize`.

    Example:
    ```mlir
    %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    ```
  }];
  let parameters = (ins "int":$rank);
  let assemblyFormat = "`<` $rank `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// !tosa.mxint8
//===----------------------------------------------------------------------===//

def Tosa_MXInt8Type : TypeDef<Tosa_Dialect, "MXInt8"> {
  let mnemonic = "mxint8";
  let summary = "OCP-MX INT8: 8-bit integers with an implicit scale of 1/64";
  let description = [{
    The block-scaled integer format of the TOSA 1.1 draft (EXT-MXFP, the
    spec's mxint8_t; upstream MLIR spells it `!tosa.mxint8` too): the data
    of `tosa.matmul_t_block_scaled`, `tosa.cast_from_block_scaled` and
    `tosa.cast_to_block_scaled`, with an `f8E8M0FNU` scale per block of 32.
    tosac reads, verifies, validates and prints it; nothing executes it yet.
  }];
}

class Tosa_ShapeOfRank<int rank>
    : Type<And<[CPred<"::llvm::isa<::tosac::tosa::ShapeType>($_self)">,
                CPred<"::llvm::cast<::tosac::tosa::ShapeType>($_self)"
                      ".getRank() == " # rank>]>,
           "!tosa.shape<" # rank # ">">;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

def Tosa_QuantizedType
    : Type<CPred<"::llvm::isa<::mlir::quant::QuantizedType>($_self)">,
           "quantized type">;

/// Integer element types: signless i1..i64 (TOSA's signed integers, i48 for
/// accumulators), unsigned ui8/ui16 at RESCALE boundaries, and `!quant`
/// types at the graph boundary.
def Tosa_Int : AnyTypeOf<[I1, I<4>, I8, I16, I32, I<48>, I64, UI<8>, UI<16>,
                          Tosa_QuantizedType]>;

/// Floating-point element types, including the MX block-scaled formats.
def Tosa_Float : AnyTypeOf<[F16, BF16, F32, F8E4M3FN, F8E5M2, F8E8M0FNU,
                            F6E2M3FN, F6E3M2FN, F4E2M1FN]>;

def Tosa_MXInt8 : Type<CPred<"::llvm::isa<::tosac::tosa::MXInt8Type>($_self)">,
                       "!tosa.mxint8">;

def Tosa_Element : AnyTypeOf<[Tosa_Int, Tosa_Float, Tosa_MXInt8]>;
def Tosa_Bool : I<1>;

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

/// Any tensor, ranked or not, of a TOSA element type.
def Tosa_Tensor : TensorOf<[Tosa_Element]>;

/// A tensor of the given rank, or an unranked tensor (whose rank shape
/// inference resolves).
class Tosa_TensorOfRank<list<Type> types, int rank>
    : AnyTypeOf<[UnrankedTensorOf<types>, TensorRankOf<types, [rank]>],
                "unranked or rank-" # rank # " tensor">;

def Tosa_Tensor1D : Tosa_TensorOfRank<[Tosa_Element], 1>;
def Tosa_Tensor2D : Tosa_TensorOfRank<[Tosa_Element], 2>;
def Tosa_Tensor3D : Tosa_TensorOfRank<[Tosa_Element], 3>;
def Tosa_Tensor4D : Tosa_TensorOfRank<[Tosa_Element], 4>;
def Tosa_Tensor5D : Tosa_TensorOfRank<[Tosa_Element], 5>;

def Tosa_IntTensor : TensorOf<[Tosa_Int]>;
def Tosa_FloatTensor : TensorOf<[Tosa_Float]>;
def Tosa_BoolTensor : TensorOf<[Tosa_Bool]>;
def Tosa_Int32Tensor : TensorOf<[I32]>;

/// A one-element rank-1 tensor, as zero points, shifts and multipliers of
/// per-tensor quantization are passed.
def Tosa_ScalarTensor : Tosa_TensorOfRank<[Tosa_Element], 1>;

/// Shape operands: `!tosa.shape<N>` of any rank.
def Tosa_Shape : Type<CPred<"::llvm::isa<::tosac::tosa::ShapeType>($_self)">,
                      "!tosa.shape">;

def Tosa_TensorOrShape : AnyTypeOf<[Tosa_Tensor, Tosa_Shape]>;

#endif // TOSAC_DIALECT_TOSA_IR_TOSATYPES_TD
