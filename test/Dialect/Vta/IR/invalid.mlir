// RUN: tosa-opt %s -split-input-file -verify-diagnostics

// One case per verifier rule of the vta dialect; each field one past its
// limit (ops.mlir accepts the limit itself).
// Micro-op field dst is 11 bits.
vta.program @uop_dst_width {
  vta.uop_kernel @k {
    // expected-error @+1 {{'vta.uop' op expected dst in [0, 2047] (11 bits), got 2048}}
    vta.uop dst(2048) src(0) wgt(0)
  }
  vta.finish
}

// -----

// Micro-op field src is 11 bits.
vta.program @uop_src_width {
  vta.uop_kernel @k {
    // expected-error @+1 {{'vta.uop' op expected src in [0, 2047] (11 bits), got 2048}}
    vta.uop dst(0) src(2048) wgt(0)
  }
  vta.finish
}

// -----

// Micro-op field wgt is 10 bits.
vta.program @uop_wgt_width {
  vta.uop_kernel @k {
    // expected-error @+1 {{'vta.uop' op expected wgt in [0, 1023] (10 bits), got 1024}}
    vta.uop dst(0) src(0) wgt(1024)
  }
  vta.finish
}

// -----

// Fields are unsigned.
vta.program @uop_negative {
  vta.uop_kernel @k {
    // expected-error @+1 {{'vta.uop' op expected dst in [0, 2047] (11 bits), got -1}}
    vta.uop dst(-1) src(0) wgt(0)
  }
  vta.finish
}

// -----

// A micro-op lives in a micro-op kernel.
vta.program @uop_parent {
  // expected-error @+1 {{'vta.uop' op expects parent op 'vta.uop_kernel'}}
  vta.uop dst(0) src(0) wgt(0)
  vta.finish
}

// -----

// A kernel holds micro-ops only.
vta.program @uop_kernel_only_uops {
  // expected-error @+1 {{'vta.uop_kernel' op expected only vta.uop ops, got 'arith.constant'}}
  vta.uop_kernel @k {
    %c0 = arith.constant 0 : i32
  }
  vta.finish
}

// -----

// A kernel holds at least one micro-op.
vta.program @uop_kernel_empty {
  // expected-error @+1 {{'vta.uop_kernel' op expected at least one micro-op, got 0}}
  vta.uop_kernel @k {
  }
  vta.finish
}

// -----

// A program holds instructions and kernels only.
// expected-error @+1 {{'vta.program' op expected only vta instructions, micro-op kernels, segments and tensors, got 'arith.constant'}}
vta.program @program_only_instructions {
  %c0 = arith.constant 0 : i32
  vta.finish
}

// -----

// The last instruction is FINISH.
// expected-error @+1 {{'vta.program' op expected vta.finish as the last instruction, got 'vta.alu'}}
vta.program @program_finish_last {
  vta.alu <ADD> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0)
}

// -----

// A program has at least its FINISH.
// expected-error @+1 {{'vta.program' op expected vta.finish as the last instruction, got no instruction}}
vta.program @program_empty {
  vta.uop_kernel @k {
    vta.uop dst(0) src(0) wgt(0)
  }
}

// -----

// FINISH is only the last instruction.
vta.program @program_finish_only_last {
  // expected-error @+1 {{'vta.finish' op expected vta.finish only as the last instruction, got 'vta.alu' after it}}
  vta.finish
  vta.alu <ADD> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0)
  vta.finish
}

// -----

// LOAD cannot write OUT.
vta.program @load_mem_type {
  // expected-error @+1 {{'vta.load' op expected memory type UOP, WGT, INP, ACC or ACC_8BIT for a load, got OUT}}
  vta.load <OUT> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The sram_base field width.
vta.program @load_sram_base_width {
  // expected-error @+1 {{'vta.load' op expected sram_base in [0, 65535] (16 bits), got 65536}}
  vta.load <INP> sram(65536) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The sram_base field width.
vta.program @load_sram_base_negative_width {
  // expected-error @+1 {{'vta.load' op expected sram_base in [0, 65535] (16 bits), got -1}}
  vta.load <INP> sram(-1) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The dram_base field width.
vta.program @load_dram_base_width {
  // expected-error @+1 {{'vta.load' op expected dram_base in [0, 4294967295] (32 bits), got 4294967296}}
  vta.load <INP> sram(0) dram(4294967296) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The y_size field width.
vta.program @load_y_size_width {
  // expected-error @+1 {{'vta.load' op expected y_size in [0, 65535] (16 bits), got 65536}}
  vta.load <INP> sram(0) dram(0) size(65536, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The x_size field width.
vta.program @load_x_size_width {
  // expected-error @+1 {{'vta.load' op expected x_size in [0, 65535] (16 bits), got 65536}}
  vta.load <INP> sram(0) dram(0) size(1, 65536) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The x_stride field width.
vta.program @load_x_stride_width {
  // expected-error @+1 {{'vta.load' op expected x_stride in [0, 65535] (16 bits), got 65536}}
  vta.load <INP> sram(0) dram(0) size(1, 1) stride(65536) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The y_pad_0 field width.
vta.program @load_y_pad_0_width {
  // expected-error @+1 {{'vta.load' op expected y_pad_0 in [0, 15] (4 bits), got 16}}
  vta.load <INP> sram(0) dram(0) size(1, 1) stride(1) pad(16, 0, 0, 0)
  vta.finish
}

// -----

// The y_pad_1 field width.
vta.program @load_y_pad_1_width {
  // expected-error @+1 {{'vta.load' op expected y_pad_1 in [0, 15] (4 bits), got 16}}
  vta.load <INP> sram(0) dram(0) size(1, 1) stride(1) pad(0, 16, 0, 0)
  vta.finish
}

// -----

// The x_pad_0 field width.
vta.program @load_x_pad_0_width {
  // expected-error @+1 {{'vta.load' op expected x_pad_0 in [0, 15] (4 bits), got 16}}
  vta.load <INP> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 16, 0)
  vta.finish
}

// -----

// The x_pad_1 field width.
vta.program @load_x_pad_1_width {
  // expected-error @+1 {{'vta.load' op expected x_pad_1 in [0, 15] (4 bits), got 16}}
  vta.load <INP> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 16)
  vta.finish
}

// -----

// A LOAD of UOP stays within its buffer.
vta.program @load_uop_depth {
  // expected-error @+1 {{'vta.load' op expected sram_base + rows <= 8192 (UOP depth), got 8191 + 2 = 8193}}
  vta.load <UOP> sram(8191) dram(0) size(1, 2) stride(2) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// A LOAD of INP stays within its buffer.
vta.program @load_inp_depth {
  // expected-error @+1 {{'vta.load' op expected sram_base + rows <= 2048 (INP depth), got 2001 + 48 = 2049}}
  vta.load <INP> sram(2001) dram(0) size(2, 16) stride(16) pad(1, 0, 0, 0)
  vta.finish
}

// -----

// A LOAD of INP stays within its buffer.
vta.program @load_inp_x_pad_depth {
  // expected-error @+1 {{'vta.load' op expected sram_base + rows <= 2048 (INP depth), got 2031 + 18 = 2049}}
  vta.load <INP> sram(2031) dram(0) size(1, 16) stride(16) pad(0, 0, 1, 1)
  vta.finish
}

// -----

// A LOAD of WGT stays within its buffer.
vta.program @load_wgt_depth {
  // expected-error @+1 {{'vta.load' op expected sram_base + rows <= 1024 (WGT depth), got 0 + 1025 = 1025}}
  vta.load <WGT> sram(0) dram(0) size(1, 1025) stride(1025) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// A LOAD of ACC stays within its buffer.
vta.program @load_acc_depth {
  // expected-error @+1 {{'vta.load' op expected sram_base + rows <= 2048 (ACC depth), got 2048 + 1 = 2049}}
  vta.load <ACC> sram(2048) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// A LOAD of ACC_8BIT stays within its buffer.
vta.program @load_acc_8bit_depth {
  // expected-error @+1 {{'vta.load' op expected sram_base + rows <= 2048 (ACC_8BIT depth), got 0 + 2049 = 2049}}
  vta.load <ACC_8BIT> sram(0) dram(0) size(2049, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// A LOAD of INP runs in the load queue: next flags only.
vta.program @load_inp_prev_flags {
  // expected-error @+1 {{'vta.load' op expected only next flags (pop_next, push_next) on a load of INP in the load queue, got pop_prev}}
  vta.load <INP> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0) deps<pop_prev|push_next>
  vta.finish
}

// -----

// A LOAD of WGT runs in the load queue: next flags only.
vta.program @load_wgt_prev_flags {
  // expected-error @+1 {{'vta.load' op expected only next flags (pop_next, push_next) on a load of WGT in the load queue, got push_prev}}
  vta.load <WGT> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0) deps<push_prev>
  vta.finish
}

// -----

// STORE reads OUT.
vta.program @store_mem_type {
  // expected-error @+1 {{'vta.store' op expected memory type OUT for a store, got ACC}}
  vta.store <ACC> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The STORE dram_base field width.
vta.program @store_dram_base_width {
  // expected-error @+1 {{'vta.store' op expected dram_base in [0, 4294967295] (32 bits), got 4294967296}}
  vta.store <OUT> sram(0) dram(4294967296) size(1, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// The STORE x_size field width.
vta.program @store_x_size_width {
  // expected-error @+1 {{'vta.store' op expected x_size in [0, 65535] (16 bits), got 65536}}
  vta.store <OUT> sram(0) dram(0) size(1, 65536) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// A STORE reads within the OUT (ACC) rows.
vta.program @store_depth {
  // expected-error @+1 {{'vta.store' op expected sram_base + rows <= 2048 (OUT depth), got 2047 + 2 = 2049}}
  vta.store <OUT> sram(2047) dram(0) size(2, 1) stride(1) pad(0, 0, 0, 0)
  vta.finish
}

// -----

// A STORE has no padding.
vta.program @store_padding {
  // expected-error @+1 {{'vta.store' op expected no padding on a store, got pad(0, 0, 1, 0)}}
  vta.store <OUT> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 1, 0)
  vta.finish
}

// -----

// A STORE runs in the store queue: prev flags only.
vta.program @store_next_flags {
  // expected-error @+1 {{'vta.store' op expected only prev flags (pop_prev, push_prev) on a store in the store queue, got push_next}}
  vta.store <OUT> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0) deps<pop_prev|push_next>
  vta.finish
}

// -----

// A STORE runs in the store queue: prev flags only.
vta.program @store_pop_next_flag {
  // expected-error @+1 {{'vta.store' op expected only prev flags (pop_prev, push_prev) on a store in the store queue, got pop_next}}
  vta.store <OUT> sram(0) dram(0) size(1, 1) stride(1) pad(0, 0, 0, 0) deps<pop_next>
  vta.finish
}

// -----

// GEMM: uop begin width.
vta.program @gemm_uop_begin_width {
  // expected-error @+1 {{'vta.gemm' op expected uop_begin in [0, 8191] (13 bits), got 8192}}
  vta.gemm uops(8192, 8193) iter(1, 1) dst(0, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: uop end width.
vta.program @gemm_uop_end_width {
  // expected-error @+1 {{'vta.gemm' op expected uop_end in [0, 16383] (14 bits), got 16384}}
  vta.gemm uops(0, 16384) iter(1, 1) dst(0, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: iter out width.
vta.program @gemm_iter_out_width {
  // expected-error @+1 {{'vta.gemm' op expected iter_out in [0, 16383] (14 bits), got 16384}}
  vta.gemm uops(0, 1) iter(16384, 1) dst(0, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: iter in width.
vta.program @gemm_iter_in_width {
  // expected-error @+1 {{'vta.gemm' op expected iter_in in [0, 16383] (14 bits), got 16384}}
  vta.gemm uops(0, 1) iter(1, 16384) dst(0, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: dst factor out width.
vta.program @gemm_dst_factor_out_width {
  // expected-error @+1 {{'vta.gemm' op expected dst_factor_out in [0, 2047] (11 bits), got 2048}}
  vta.gemm uops(0, 1) iter(1, 1) dst(2048, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: dst factor in width.
vta.program @gemm_dst_factor_in_width {
  // expected-error @+1 {{'vta.gemm' op expected dst_factor_in in [0, 2047] (11 bits), got 2048}}
  vta.gemm uops(0, 1) iter(1, 1) dst(0, 2048) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: src factor out width.
vta.program @gemm_src_factor_out_width {
  // expected-error @+1 {{'vta.gemm' op expected src_factor_out in [0, 2047] (11 bits), got 2048}}
  vta.gemm uops(0, 1) iter(1, 1) dst(0, 0) src(2048, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: src factor in width.
vta.program @gemm_src_factor_in_width {
  // expected-error @+1 {{'vta.gemm' op expected src_factor_in in [0, 2047] (11 bits), got 2048}}
  vta.gemm uops(0, 1) iter(1, 1) dst(0, 0) src(0, 2048) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: wgt factor out width.
vta.program @gemm_wgt_factor_out_width {
  // expected-error @+1 {{'vta.gemm' op expected wgt_factor_out in [0, 1023] (10 bits), got 1024}}
  vta.gemm uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) wgt(1024, 0)
  vta.finish
}

// -----

// GEMM: wgt factor in width.
vta.program @gemm_wgt_factor_in_width {
  // expected-error @+1 {{'vta.gemm' op expected wgt_factor_in in [0, 1023] (10 bits), got 1024}}
  vta.gemm uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) wgt(0, 1024)
  vta.finish
}

// -----

// GEMM: reset src factor width.
vta.program @gemm_reset_src_factor_width {
  // expected-error @+1 {{'vta.gemm' op expected src_factor_out in [0, 2047] (11 bits), got 2048}}
  vta.gemm reset uops(0, 1) iter(1, 1) dst(0, 0) src(2048, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: uop range empty.
vta.program @gemm_uop_range_empty {
  // expected-error @+1 {{'vta.gemm' op expected uop_end > uop_begin, got uop_begin = 4, uop_end = 4}}
  vta.gemm uops(4, 4) iter(1, 1) dst(0, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: uop end depth.
vta.program @gemm_uop_end_depth {
  // expected-error @+1 {{'vta.gemm' op expected uop_end <= 8192 (UOP depth), got 8193}}
  vta.gemm uops(0, 8193) iter(1, 1) dst(0, 0) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: dst offset.
vta.program @gemm_dst_offset {
  // expected-error @+1 {{'vta.gemm' op expected (iter_out - 1) * dst_factor_out + (iter_in - 1) * dst_factor_in < 2048 (ACC depth), got 2048}}
  vta.gemm uops(0, 1) iter(1, 2049) dst(0, 1) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: reset dst offset.
vta.program @gemm_reset_dst_offset {
  // expected-error @+1 {{'vta.gemm' op expected (iter_out - 1) * dst_factor_out + (iter_in - 1) * dst_factor_in < 2048 (ACC depth), got 2048}}
  vta.gemm reset uops(0, 1) iter(2, 2) dst(2000, 48) src(0, 0) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: src offset.
vta.program @gemm_src_offset {
  // expected-error @+1 {{'vta.gemm' op expected (iter_out - 1) * src_factor_out + (iter_in - 1) * src_factor_in < 2048 (INP depth), got 2048}}
  vta.gemm uops(0, 1) iter(3, 2) dst(0, 0) src(1000, 48) wgt(0, 0)
  vta.finish
}

// -----

// GEMM: wgt offset.
vta.program @gemm_wgt_offset {
  // expected-error @+1 {{'vta.gemm' op expected (iter_out - 1) * wgt_factor_out + (iter_in - 1) * wgt_factor_in < 1024 (WGT depth), got 1024}}
  vta.gemm uops(0, 1) iter(3, 1) dst(0, 0) src(0, 0) wgt(512, 0)
  vta.finish
}

// -----

// ALU: imm width.
vta.program @alu_imm_width {
  // expected-error @+1 {{'vta.alu' op expected imm in [-32768, 32767] (signed 16 bits), got 32768}}
  vta.alu <ADD> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(32768)
  vta.finish
}

// -----

// ALU: imm width negative.
vta.program @alu_imm_width_negative {
  // expected-error @+1 {{'vta.alu' op expected imm in [-32768, 32767] (signed 16 bits), got -32769}}
  vta.alu <ADD> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(-32769)
  vta.finish
}

// -----

// ALU: shr imm range.
vta.program @alu_shr_imm_range {
  // expected-error @+1 {{'vta.alu' op expected a SHR immediate in [-31, 31], got 32}}
  vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(32)
  vta.finish
}

// -----

// ALU: shr imm range negative.
vta.program @alu_shr_imm_range_negative {
  // expected-error @+1 {{'vta.alu' op expected a SHR immediate in [-31, 31], got -32}}
  vta.alu <SHR> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 0) use_imm imm(-32)
  vta.finish
}

// -----

// ALU: uop begin width.
vta.program @alu_uop_begin_width {
  // expected-error @+1 {{'vta.alu' op expected uop_begin in [0, 8191] (13 bits), got 8192}}
  vta.alu <ADD> uops(8192, 8193) iter(1, 1) dst(0, 0) src(0, 0)
  vta.finish
}

// -----

// ALU: uop end width.
vta.program @alu_uop_end_width {
  // expected-error @+1 {{'vta.alu' op expected uop_end in [0, 16383] (14 bits), got 16384}}
  vta.alu <ADD> uops(0, 16384) iter(1, 1) dst(0, 0) src(0, 0)
  vta.finish
}

// -----

// ALU: iter out width.
vta.program @alu_iter_out_width {
  // expected-error @+1 {{'vta.alu' op expected iter_out in [0, 16383] (14 bits), got 16384}}
  vta.alu <ADD> uops(0, 1) iter(16384, 1) dst(0, 0) src(0, 0)
  vta.finish
}

// -----

// ALU: src factor in width.
vta.program @alu_src_factor_in_width {
  // expected-error @+1 {{'vta.alu' op expected src_factor_in in [0, 2047] (11 bits), got 2048}}
  vta.alu <ADD> uops(0, 1) iter(1, 1) dst(0, 0) src(0, 2048)
  vta.finish
}

// -----

// ALU: uop range empty.
vta.program @alu_uop_range_empty {
  // expected-error @+1 {{'vta.alu' op expected uop_end > uop_begin, got uop_begin = 1, uop_end = 0}}
  vta.alu <ADD> uops(1, 0) iter(1, 1) dst(0, 0) src(0, 0)
  vta.finish
}

// -----

// ALU: uop end depth.
vta.program @alu_uop_end_depth {
  // expected-error @+1 {{'vta.alu' op expected uop_end <= 8192 (UOP depth), got 8193}}
  vta.alu <ADD> uops(8000, 8193) iter(1, 1) dst(0, 0) src(0, 0)
  vta.finish
}

// -----

// ALU: dst offset.
vta.program @alu_dst_offset {
  // expected-error @+1 {{'vta.alu' op expected (iter_out - 1) * dst_factor_out + (iter_in - 1) * dst_factor_in < 2048 (ACC depth), got 2048}}
  vta.alu <ADD> uops(0, 1) iter(2049, 1) dst(1, 0) src(0, 0)
  vta.finish
}

// -----

// ALU: src factor out width.
vta.program @alu_src_factor_out_width {
  // expected-error @+1 {{'vta.alu' op expected src_factor_out in [0, 2047] (11 bits), got 2048}}
  vta.alu <ADD> uops(0, 1) iter(2, 1) dst(0, 0) src(2048, 0)
  vta.finish
}

// -----

// ALU: src offsets stay within the ACC buffer.
vta.program @alu_src_offset_acc {
  // expected-error @+1 {{'vta.alu' op expected (iter_out - 1) * src_factor_out + (iter_in - 1) * src_factor_in < 2048 (ACC depth), got 2048}}
  vta.alu <ADD> uops(0, 1) iter(3, 2) dst(0, 0) src(1000, 48)
  vta.finish
}

// -----

// Instructions live in a program.
// expected-error @+1 {{'vta.finish' op expects parent op 'vta.program'}}
vta.finish

// -----

// Segments hold bytes at element-aligned addresses.
vta.program @segment_misaligned {
  // expected-error @+1 {{'vta.segment' op expected addr >= 4096 and a multiple of 256, got 4112}}
  vta.segment @w <WGT> addr(4112) dense<0> : tensor<256xi8>
  vta.finish
}

// -----

vta.program @segment_not_bytes {
  // expected-error @+1 {{'vta.segment' op expected data of i8 bytes, got 'tensor<16xi32>'}}
  vta.segment @a <ACC> addr(8192) dense<0> : tensor<16xi32>
  vta.finish
}

// -----

// A tensor image is large enough for its (padded, blocked) shape.
vta.program @tensor_too_small {
  // expected-error @+1 {{'vta.tensor' op expected size >= 512 bytes for its shape, got 256}}
  vta.tensor @input0 <input> <blocked> shape [1, 4, 4, 17] addr(8192) size(256) host_pad [0, 0, 0, 0] pad_value(0)
  vta.finish
}

// -----

vta.program @tensor_pad_value {
  // expected-error @+1 {{'vta.tensor' op expected an int8 pad_value, got 128}}
  vta.tensor @input0 <input> <blocked> shape [1, 1, 1, 1] addr(8192) size(64) host_pad [1, 1, 1, 1] pad_value(128)
  vta.finish
}

// -----

vta.program @output_padded {
  // expected-error @+1 {{'vta.tensor' op expected no host_pad on an output}}
  vta.tensor @output <output> <blocked> shape [1, 1, 1, 1] addr(8192) size(64) host_pad [0, 1, 0, 0] pad_value(0)
  vta.finish
}

// -----

// A launch names a program whose tensors match its types.
func.func @launch_unknown(%x: tensor<16xi8>) -> tensor<16xi8> {
  // expected-error @+1 {{'vta.launch' op expected 'nowhere' to name a vta.program}}
  %y = vta.launch @nowhere(%x) : (tensor<16xi8>) -> tensor<16xi8>
  return %y : tensor<16xi8>
}

// -----

vta.program @flat16 {
  vta.tensor @input0 <input> <flat> shape [16] addr(8192) size(16) host_pad [0, 0, 0, 0] pad_value(0)
  vta.tensor @output <output> <flat> shape [16] addr(12288) size(16) host_pad [0, 0, 0, 0] pad_value(0)
  vta.finish
}
func.func @launch_shape(%x: tensor<8xi8>) -> tensor<16xi8> {
  // expected-error @+1 {{'vta.launch' op expected 'tensor<8xi8>' to be an i8 tensor of shape [16] like @input0}}
  %y = vta.launch @flat16(%x) : (tensor<8xi8>) -> tensor<16xi8>
  return %y : tensor<16xi8>
}

// -----

vta.program @one_input {
  vta.tensor @input0 <input> <flat> shape [16] addr(8192) size(16) host_pad [0, 0, 0, 0] pad_value(0)
  vta.tensor @output <output> <flat> shape [16] addr(12288) size(16) host_pad [0, 0, 0, 0] pad_value(0)
  vta.finish
}
func.func @launch_arity(%x: tensor<16xi8>) -> tensor<16xi8> {
  // expected-error @+1 {{'vta.launch' op expected 'one_input' to have 2 input tensors and one output, got 1 and 1}}
  %y = vta.launch @one_input(%x, %x) : (tensor<16xi8>, tensor<16xi8>) -> tensor<16xi8>
  return %y : tensor<16xi8>
}
