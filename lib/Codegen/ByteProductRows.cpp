//===- ByteProductRows.cpp - Byte products of adjacent rows as one dot ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements packByteProductRows (ByteProductRows.h). A load's
// position is followed through subviews to the buffer it views, each index
// as a linear form of the values it is computed from, so that two loads of
// the same column in consecutive rows are recognized whatever views and
// index arithmetic the tiling left.
//
//===----------------------------------------------------------------------===//

#include "ByteProductRows.h"

#include "ByteProductDots.h"
#include "Int8DotKernel.h"
#include "SlidingRowPacks.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <map>

using namespace mlir;

namespace {

/// Bytes of one lane's dot product.
constexpr unsigned kGroup = 4;

/// An index: a constant plus a sum of values times coefficients (sorted by
/// value, no zero coefficient).
struct LinearForm {
  SmallVector<std::pair<Value, int64_t>, 2> terms;
  int64_t constant = 0;

  bool operator==(const LinearForm &other) const {
    return constant == other.constant && terms == other.terms;
  }
};

LinearForm scaled(LinearForm form, int64_t factor) {
  form.constant *= factor;
  for (auto &term : form.terms)
    term.second *= factor;
  llvm::erase_if(form.terms, [](auto &term) { return term.second == 0; });
  return form;
}

LinearForm added(LinearForm a, const LinearForm &b) {
  a.constant += b.constant;
  for (const auto &term : b.terms) {
    auto *at = llvm::find_if(
        a.terms, [&](const auto &other) { return other.first == term.first; });
    if (at != a.terms.end())
      at->second += term.second;
    else
      a.terms.push_back(term);
  }
  llvm::erase_if(a.terms, [](auto &term) { return term.second == 0; });
  llvm::sort(a.terms, [](const auto &x, const auto &y) {
    return x.first.getAsOpaquePointer() < y.first.getAsOpaquePointer();
  });
  return a;
}

LinearForm leaf(Value value) {
  LinearForm form;
  form.terms.push_back({value, 1});
  return form;
}

LinearForm linearForm(Value value, unsigned depth = 0);

/// `expr` over `operands` (dims, then symbols), or none if not linear.
std::optional<LinearForm> affineForm(AffineExpr expr, ValueRange operands,
                                     unsigned numDims, unsigned depth) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return LinearForm{{}, constant.getValue()};
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return linearForm(operands[dim.getPosition()], depth + 1);
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return linearForm(operands[numDims + symbol.getPosition()], depth + 1);
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return std::nullopt;
  std::optional<LinearForm> lhs =
      affineForm(binary.getLHS(), operands, numDims, depth);
  std::optional<LinearForm> rhs =
      affineForm(binary.getRHS(), operands, numDims, depth);
  if (!lhs || !rhs)
    return std::nullopt;
  if (expr.getKind() == AffineExprKind::Add)
    return added(*lhs, *rhs);
  if (expr.getKind() == AffineExprKind::Mul) {
    if (rhs->terms.empty())
      return scaled(*lhs, rhs->constant);
    if (lhs->terms.empty())
      return scaled(*rhs, lhs->constant);
  }
  return std::nullopt;
}

LinearForm linearForm(Value value, unsigned depth) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return LinearForm{{}, *constant};
  if (depth > 8)
    return leaf(value);
  if (auto add = value.getDefiningOp<arith::AddIOp>())
    return added(linearForm(add.getLhs(), depth + 1),
                 linearForm(add.getRhs(), depth + 1));
  if (auto sub = value.getDefiningOp<arith::SubIOp>())
    return added(linearForm(sub.getLhs(), depth + 1),
                 scaled(linearForm(sub.getRhs(), depth + 1), -1));
  if (auto mul = value.getDefiningOp<arith::MulIOp>()) {
    LinearForm lhs = linearForm(mul.getLhs(), depth + 1);
    LinearForm rhs = linearForm(mul.getRhs(), depth + 1);
    if (rhs.terms.empty())
      return scaled(lhs, rhs.constant);
    if (lhs.terms.empty())
      return scaled(rhs, lhs.constant);
  }
  if (auto apply = value.getDefiningOp<affine::AffineApplyOp>()) {
    AffineMap map = apply.getAffineMap();
    if (std::optional<LinearForm> form = affineForm(
            map.getResult(0), apply.getMapOperands(), map.getNumDims(), depth))
      return *form;
  }
  return leaf(value);
}

/// Where a vector of bytes was loaded from: the viewed buffer and the
/// position in each of its dimensions.
struct Address {
  Value root;
  SmallVector<LinearForm> dims;
};

std::optional<Address> addressOf(Value bytes) {
  Value memref;
  ValueRange indices;
  if (auto load = bytes.getDefiningOp<vector::LoadOp>()) {
    memref = load.getBase();
    indices = load.getIndices();
  } else if (auto read = bytes.getDefiningOp<vector::TransferReadOp>()) {
    if (!isa<MemRefType>(read.getBase().getType()) ||
        !read.getPermutationMap().isMinorIdentity())
      return std::nullopt;
    memref = read.getBase();
    indices = read.getIndices();
  } else {
    return std::nullopt;
  }
  Address at;
  for (Value index : indices)
    at.dims.push_back(linearForm(index));
  while (auto view = memref.getDefiningOp<memref::SubViewOp>()) {
    llvm::SmallBitVector dropped = view.getDroppedDims();
    SmallVector<LinearForm> source;
    auto next = at.dims.begin();
    for (auto [dim, offset] : llvm::enumerate(view.getMixedOffsets())) {
      std::optional<int64_t> stride =
          getConstantIntValue(view.getMixedStrides()[dim]);
      if (!stride)
        return std::nullopt;
      LinearForm position;
      if (!dropped.test(dim))
        position = scaled(*next++, *stride);
      if (std::optional<int64_t> value = getConstantIntValue(offset))
        position.constant += *value;
      else
        position = added(position, linearForm(cast<Value>(offset)));
      source.push_back(std::move(position));
    }
    at.dims = std::move(source);
    memref = view.getSource();
  }
  at.root = memref;
  return at;
}

/// The row dimension: NHWC's H, the third from the end.
std::optional<unsigned> rowDim(const Address &at) {
  if (at.dims.size() < 3)
    return std::nullopt;
  return at.dims.size() - 3;
}

/// Whether `a` and `b` are in the same column of rows that differ by a
/// constant (the row's terms equal, every other dimension equal).
bool sameColumn(const Address &a, const Address &b) {
  if (a.root != b.root || a.dims.size() != b.dims.size())
    return false;
  unsigned row = *rowDim(a);
  for (unsigned d = 0; d < a.dims.size(); ++d)
    if (d == row ? a.dims[d].terms != b.dims[d].terms
                 : !(a.dims[d] == b.dims[d]))
      return false;
  return true;
}

/// A term ext(x) * ext(w) of a sum.
struct Term {
  arith::AddIOp add;
  arith::MulIOp mul;
  Value x, w;
  std::optional<Address> at;
};

/// The two signed byte vectors whose widened product `value` is, once used.
std::optional<std::pair<Value, Value>> productBytes(Value value) {
  auto mul = value.getDefiningOp<arith::MulIOp>();
  if (!mul || !mul->hasOneUse())
    return std::nullopt;
  Value bytes[2];
  for (unsigned i = 0; i < 2; ++i) {
    auto ext = mul->getOperand(i).getDefiningOp<arith::ExtSIOp>();
    if (!ext || !tosac::codegen::isWidenedBytes(ext))
      return std::nullopt;
    bytes[i] = ext.getIn();
  }
  return std::make_pair(bytes[0], bytes[1]);
}

/// A sum start + term + term ...: its adds from the last (`top`) down.
struct Sum {
  arith::AddIOp top;
  /// Which operand of the first add is `start`: read when the sum is
  /// rewritten, since it may be another sum's result, replaced by then.
  unsigned startOperand;
  SmallVector<Term> terms;

  Value start() const { return terms.back().add->getOperand(startOperand); }
};

/// The product operand of `add`, if one is a byte product.
std::optional<unsigned> productOperand(arith::AddIOp add) {
  for (unsigned i = 0; i < 2; ++i)
    if (productBytes(add->getOperand(i)))
      return i;
  return std::nullopt;
}

/// Whether `op` may write memory (the dot-product intrinsics do not).
bool mayWrite(Operation *op) {
  if (isa<LLVM::CallIntrinsicOp>(op))
    return !tosac::codegen::isDotIntrinsicCall(op);
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
           op->getNumRegions() != 0;
  return effects.hasEffect<MemoryEffects::Write>();
}

/// A memo key for a list of values.
SmallVector<const void *> opaque(ArrayRef<Value> values) {
  SmallVector<const void *> key;
  for (Value value : values)
    key.push_back(value.getAsOpaquePointer());
  return key;
}

class RowPacker {
public:
  RowPacker(Block &block, int64_t dotBits,
            SmallVector<tosac::codegen::SlidingRowPack> &slides)
      : block(block), dotBits(dotBits), slides(slides) {}

  void run() {
    SmallVector<Sum> sums = collectSums();
    if (sums.empty())
      return;
    assignFactors(sums);
    // In block order, so that a pack made for one sum dominates the later
    // sums reading it; a write between them ends the sharing of loads.
    DenseMap<Operation *, Sum *> byTop;
    for (Sum &sum : sums)
      byTop[sum.top] = &sum;
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (Sum *sum = byTop.lookup(&op))
        rewrite(*sum);
      else if (mayWrite(&op)) {
        rowPacks.clear();
        weightPacks.clear();
        corrections.clear();
      }
    }
  }

private:
  SmallVector<Sum> collectSums() {
    SmallVector<Sum> sums;
    DenseSet<Operation *> seen;
    for (Operation &op : llvm::reverse(block)) {
      auto top = dyn_cast<arith::AddIOp>(&op);
      if (!top || seen.contains(top) || !productOperand(top))
        continue;
      auto type = dyn_cast<VectorType>(top.getType());
      if (!type || type.getRank() != 1 || type.isScalable() ||
          !type.getElementType().isInteger(32))
        continue;
      int64_t lanes = type.getDimSize(0);
      if ((lanes != 4 && lanes != 8 && lanes != 16) || lanes * 32 > dotBits)
        continue;
      Sum sum{top, 0, {}};
      arith::AddIOp add = top;
      while (true) {
        seen.insert(add);
        unsigned product = *productOperand(add);
        auto bytes = productBytes(add->getOperand(product));
        Value mul = add->getOperand(product);
        sum.terms.push_back({add, mul.getDefiningOp<arith::MulIOp>(),
                             bytes->first, bytes->second, std::nullopt});
        Value rest = add->getOperand(1 - product);
        auto next = rest.getDefiningOp<arith::AddIOp>();
        if (!next || !next->hasOneUse() || next->getBlock() != &block ||
            !productOperand(next)) {
          sum.startOperand = 1 - product;
          break;
        }
        add = next;
      }
      sums.push_back(std::move(sum));
    }
    return sums;
  }

  /// The shared factor of each term (used by more terms of the block) is
  /// its w, the other its x; terms whose factors are used equally often or
  /// whose x is not a located load stay single.
  void assignFactors(MutableArrayRef<Sum> sums) {
    DenseMap<Value, unsigned> uses;
    for (const Sum &sum : sums)
      for (const Term &term : sum.terms) {
        ++uses[term.x];
        ++uses[term.w];
      }
    for (Sum &sum : sums)
      for (Term &term : sum.terms) {
        if (uses[term.x] > uses[term.w])
          std::swap(term.x, term.w);
        if (uses[term.x] == uses[term.w])
          continue;
        term.at = addressOf(term.x);
        if (term.at && !rowDim(*term.at))
          term.at.reset();
      }
  }

  /// The terms of `sum` in groups of consecutive rows of one column, up to
  /// four each, ordered by row; single terms are left out.
  SmallVector<SmallVector<Term *>> groupRows(Sum &sum) {
    SmallVector<SmallVector<Term *>> columns;
    for (Term &term : sum.terms) {
      if (!term.at)
        continue;
      auto *column = llvm::find_if(columns, [&](auto &members) {
        return sameColumn(*members.front()->at, *term.at);
      });
      if (column == columns.end())
        columns.push_back({&term});
      else
        column->push_back(&term);
    }
    SmallVector<SmallVector<Term *>> groups;
    for (auto &members : columns) {
      unsigned row = *rowDim(*members.front()->at);
      auto rowOf = [&](Term *term) { return term->at->dims[row].constant; };
      llvm::sort(members,
                 [&](Term *a, Term *b) { return rowOf(a) < rowOf(b); });
      SmallVector<Term *> group;
      for (Term *term : members) {
        if (!group.empty() && (rowOf(term) != rowOf(group.back()) + 1 ||
                               group.size() == kGroup)) {
          if (group.size() > 1)
            groups.push_back(group);
          group.clear();
        }
        group.push_back(term);
      }
      if (group.size() > 1)
        groups.push_back(group);
    }
    return groups;
  }

  /// Bytes `values` (vector<N x i8>) in the bytes of N int32 lanes, the
  /// j-th shifted by 8 j, xor `flip` in each used byte.
  Value pack(OpBuilder &b, Location loc, ArrayRef<Value> values,
             uint32_t flip) {
    auto type = VectorType::get(
        {cast<VectorType>(values.front().getType()).getDimSize(0)},
        b.getI32Type());
    auto splat = [&](uint32_t v) -> Value {
      return arith::ConstantOp::create(
          b, loc, DenseIntElementsAttr::get(type, APInt(32, v)));
    };
    Value word;
    uint32_t mask = 0;
    for (auto [j, value] : llvm::enumerate(values)) {
      Value widened = arith::ExtUIOp::create(b, loc, type, value);
      if (j)
        widened = arith::ShLIOp::create(b, loc, widened, splat(8 * j));
      word = word ? arith::OrIOp::create(b, loc, word, widened).getResult()
                  : widened;
      mask |= flip << (8 * j);
    }
    if (mask)
      word = arith::XOrIOp::create(b, loc, word, splat(mask));
    auto bytesType = VectorType::get({type.getDimSize(0) * 4}, b.getI8Type());
    return vector::BitCastOp::create(b, loc, bytesType, word);
  }

  void rewrite(Sum &sum) {
    SmallVector<SmallVector<Term *>> groups = groupRows(sum);
    if (groups.empty())
      return;
    OpBuilder b(sum.top);
    Location loc = sum.top.getLoc();
    auto type = cast<VectorType>(sum.top.getType());
    // -128 sum w over the grouped terms, once for the sums with the same w.
    SmallVector<Value> weights;
    for (auto &group : groups)
      for (Term *term : group)
        weights.push_back(term->w);
    Value &correction = corrections[opaque(weights)];
    if (!correction) {
      Value total;
      for (Value w : weights) {
        Value widened = arith::ExtSIOp::create(b, loc, type, w);
        total = total
                    ? arith::AddIOp::create(b, loc, total, widened).getResult()
                    : widened;
      }
      correction = arith::MulIOp::create(
          b, loc, total,
          arith::ConstantOp::create(
              b, loc, DenseIntElementsAttr::get(type, APInt(32, -128, true))));
    }
    Value acc = arith::AddIOp::create(b, loc, sum.start(), correction);
    DenseSet<Term *> grouped;
    for (auto &group : groups) {
      SmallVector<Value> xs, ws;
      for (Term *term : group) {
        xs.push_back(term->x);
        ws.push_back(term->w);
        grouped.insert(term);
      }
      // Loads of the same rows share one pack (the key: the first row's
      // address and the group's size).
      Value unsignedSide;
      bool reversed = false;
      for (auto &rowPack : rowPacks)
        if (rowPack.size == group.size() &&
            sameColumn(rowPack.at, *group.front()->at) &&
            rowPack.at.dims[*rowDim(rowPack.at)].constant ==
                group.front()->at->dims[*rowDim(rowPack.at)].constant) {
          unsignedSide = rowPack.packed;
          reversed = rowPack.reversed;
        }
      if (!unsignedSide) {
        // A pack that slides down a loop holds its rows last first
        // (SlidingRowPacks.h), and so do the weights it meets.
        std::optional<tosac::codegen::SlidingRowPack> slide =
            slidingPack(group, xs);
        reversed = slide.has_value();
        unsignedSide = pack(b, loc, ordered(xs, reversed), 0x80);
        rowPacks.push_back(
            {*group.front()->at, group.size(), unsignedSide, reversed});
        if (slide) {
          slide->word =
              unsignedSide.getDefiningOp<vector::BitCastOp>().getSource();
          slides.push_back(*slide);
        }
      }
      ws = ordered(ws, reversed);
      Value &signedSide = weightPacks[opaque(ws)];
      if (!signedSide)
        signedSide = pack(b, loc, ws, 0);
      acc = LLVM::CallIntrinsicOp::create(
                b, loc, type,
                b.getStringAttr(
                    tosac::codegen::getDotIntrinsic(type.getDimSize(0))),
                ValueRange{acc, unsignedSide, signedSide})
                .getResult(0);
    }
    // The other terms, from the first.
    for (Term &term : llvm::reverse(sum.terms))
      if (!grouped.contains(&term))
        acc = arith::AddIOp::create(b, loc, acc, term.mul);
    sum.top.getResult().replaceAllUsesWith(acc);
    for (Term &term : sum.terms)
      term.add->erase();
    for (Term &term : sum.terms)
      if (grouped.contains(&term))
        term.mul->erase();
  }

  /// `values`, or the same last first.
  static SmallVector<Value> ordered(ArrayRef<Value> values, bool reversed) {
    SmallVector<Value> result(values.begin(), values.end());
    if (reversed)
      std::reverse(result.begin(), result.end());
    return result;
  }

  /// The slide (SlidingRowPacks.h, its word still to be set) of the pack
  /// of `group`'s rows `xs` when the block is the body of a loop whose
  /// induction variable is the rows' only index that changes (with
  /// coefficient 1), all other values of the address being defined
  /// outside the loop.
  std::optional<tosac::codegen::SlidingRowPack>
  slidingPack(ArrayRef<Term *> group, ArrayRef<Value> xs) {
    auto loop = dyn_cast<scf::ForOp>(block.getParentOp());
    if (!loop)
      return std::nullopt;
    auto outside = [&](Value value) {
      return loop.isDefinedOutsideOfLoop(value);
    };
    const Address &at = *group.front()->at;
    unsigned row = *rowDim(at);
    Value iv = loop.getInductionVar();
    bool rowFollowsLoop = false;
    for (auto [d, form] : llvm::enumerate(at.dims))
      for (auto [value, coefficient] : form.terms) {
        if (value == iv && d == row && coefficient == 1)
          rowFollowsLoop = true;
        else if (!outside(value))
          return std::nullopt;
      }
    if (!rowFollowsLoop || !outside(at.root) ||
        llvm::any_of(xs, [&](Value x) { return x.getParentBlock() != &block; }))
      return std::nullopt;
    return tosac::codegen::SlidingRowPack{
        loop, Value(), SmallVector<Value, 4>(xs.begin(), xs.end()), at.root};
  }

  struct RowPack {
    Address at;
    size_t size;
    Value packed;
    /// Rows last first (a sliding pack).
    bool reversed;
  };

  Block &block;
  int64_t dotBits;
  SmallVector<tosac::codegen::SlidingRowPack> &slides;
  SmallVector<RowPack> rowPacks;
  std::map<SmallVector<const void *>, Value> weightPacks, corrections;
};

} // namespace

void tosac::codegen::packByteProductRows(func::FuncOp func, int64_t dotBits) {
  if (dotBits < 128)
    return;
  SmallVector<Block *> blocks;
  func.walk([&](Block *block) { blocks.push_back(block); });
  SmallVector<SlidingRowPack> slides;
  for (Block *block : blocks)
    RowPacker(*block, dotBits, slides).run();
  slideRowPacks(slides);
}
