//===- TosaAttrs.td - TOSA enums and attributes ------------*- tablegen -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file defines the enum attributes of TOSA 1.0: rounding mode, NaN
// propagation mode, resize mode and block size, plus the profile, extension
// and level enums used by `tosa-validate`, and the pre-1.0 quantization
// attributes upstream MLIR still parses.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_DIALECT_TOSA_IR_TOSAATTRS_TD
#define TOSAC_DIALECT_TOSA_IR_TOSAATTRS_TD

include "mlir/IR/EnumAttr.td"
include "tosac/Dialect/Tosa/IR/TosaBase.td"

class Tosa_I32Enum<string name, string description,
                   list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, description, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::tosac::tosa";
}

class Tosa_EnumAttr<string name, string description, string mnemonic,
                    list<I32EnumAttrCase> cases>
    : EnumAttr<Tosa_Dialect, Tosa_I32Enum<name, description, cases>, mnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

// Values follow the TOSA 1.0 serialization (tosa.fbs) numbering.
def Tosa_ResizeModeAttr : Tosa_EnumAttr<"ResizeMode", "resize mode",
    "resize_mode", [
      I32EnumAttrCase<"NEAREST_NEIGHBOR", 1>,
      I32EnumAttrCase<"BILINEAR", 2>]>;

def Tosa_NanPropagationModeAttr : Tosa_EnumAttr<"NanPropagationMode",
    "NaN propagation mode", "nan_mode", [
      I32EnumAttrCase<"PROPAGATE", 1>,
      I32EnumAttrCase<"IGNORE", 2>]>;

def Tosa_RoundingModeAttr : Tosa_EnumAttr<"RoundingMode", "rounding mode",
    "rounding_mode", [
      I32EnumAttrCase<"SINGLE_ROUND", 1>,
      I32EnumAttrCase<"INEXACT_ROUND", 2>,
      I32EnumAttrCase<"DOUBLE_ROUND", 3>]>;

def Tosa_BlockSizeAttr : Tosa_EnumAttr<"BlockSize", "block size of the "
    "block-scaled formats", "block_size", [
      I32EnumAttrCase<"BLOCK_SIZE_32", 32>]>;

// The quantization attributes of TOSA before 1.0 (zero points as
// attributes), which upstream MLIR still parses and framework IR may carry:
// tosac reads them, keeps them and gives them no meaning (TOSA 1.0's zero
// points are operands); tosa-validate reports them.
class Tosa_LegacyQuantAttr<string name, string attrMnemonic>
    : AttrDef<Tosa_Dialect, name> {
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`<` struct(params) `>`";
}

def Tosa_UnaryOpQuantizationAttr
    : Tosa_LegacyQuantAttr<"UnaryOpQuantization", "unary_quant"> {
  let summary = "pre-1.0 zero points of a unary op";
  let parameters = (ins "int64_t":$input_zp, "int64_t":$output_zp);
}

def Tosa_ConvOpQuantizationAttr
    : Tosa_LegacyQuantAttr<"ConvOpQuantization", "conv_quant"> {
  let summary = "pre-1.0 zero points of a convolution";
  let parameters = (ins "int64_t":$input_zp, "int64_t":$weight_zp);
}

def Tosa_MatMulOpQuantizationAttr
    : Tosa_LegacyQuantAttr<"MatMulOpQuantization", "matmul_quant"> {
  let summary = "pre-1.0 zero points of a matmul";
  let parameters = (ins "int64_t":$a_zp, "int64_t":$b_zp);
}

def Tosa_PadOpQuantizationAttr
    : Tosa_LegacyQuantAttr<"PadOpQuantization", "pad_quant"> {
  let summary = "pre-1.0 zero point of a pad";
  let parameters = (ins "int64_t":$input_zp);
}

def Tosa_DefaultNanMode : DefaultValuedAttr<Tosa_NanPropagationModeAttr,
    "::tosac::tosa::NanPropagationMode::PROPAGATE">;

#endif // TOSAC_DIALECT_TOSA_IR_TOSAATTRS_TD
