// Variables move into the caller's state: every access goes through the
// thread-local slots, the old globals become the exported initial values,
// and everything but the entry, the slots and the initial values is
// internal.

// RUN: rm -rf %t && mkdir -p %t
// RUN: tosa-compile %s --emit-llvm -o %t/v.ll --header %t/v.h --name acc_model
// RUN: FileCheck %s --check-prefix=IR --implicit-check-not=__tosac_written --implicit-check-not="@acc =" < %t/v.ll
// RUN: FileCheck %s --check-prefix=HEADER < %t/v.h

// IR-DAG: @acc_model_slots = thread_local {{.*}}global [4 x ptr] zeroinitializer
// IR-DAG: @acc_model_var0_init = {{.*}}constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
// IR-DAG: @acc_model_var0_written_init = {{.*}}constant i1 true
// IR-DAG: @acc_model_var1_init = {{.*}}constant [2 x [3 x i8]] zeroinitializer
// IR-DAG: @acc_model_var1_written_init = {{.*}}constant i1 false
// IR-DAG: declare void @tosac_runtime_error(ptr)
// IR-DAG: define void @acc_model_entry(ptr {{.*}}, ptr {{.*}}, ptr {{.*}})
// IR-DAG: call {{.*}}ptr @llvm.threadlocal.address.p0(ptr {{.*}}@acc_model_slots)
// IR-NOT: define {{(dso_local )?}}void @main

// HEADER:      typedef struct acc_model_state {
// HEADER-NEXT:   int32_t acc[4]; /* 'acc' INT32[4] */
// HEADER-NEXT:   uint8_t acc_written; /* 1 once it holds a value */
// HEADER-NEXT:   int8_t my_var[2][3]; /* 'my.var' INT8[2, 3] */
// HEADER-NEXT:   uint8_t my_var_written; /* 1 once it holds a value */
// HEADER-NEXT: } acc_model_state;
// HEADER:      extern TOSAC_AOT_THREAD_LOCAL void *acc_model_slots[4];
// HEADER-NEXT: extern const int32_t acc_model_var0_init[4];
// HEADER-NEXT: extern const uint8_t acc_model_var0_written_init;
// HEADER-NEXT: extern const int8_t acc_model_var1_init[6];
// HEADER:      memcpy(state->acc, acc_model_var0_init, sizeof(state->acc));
// HEADER-NEXT: state->acc_written = acc_model_var0_written_init & 1;
// HEADER:      static inline int32_t acc_model_run(acc_model_state *state, const int32_t x[4], const int8_t int_[2][3], int32_t out[4]) {
// HEADER:      acc_model_slots[0] = state->acc;
// HEADER-NEXT: acc_model_slots[1] = &state->acc_written;
// HEADER-NEXT: acc_model_slots[2] = state->my_var;
// HEADER-NEXT: acc_model_slots[3] = &state->my_var_written;

tosa.variable @acc = dense<[1, 2, 3, 4]> : tensor<4xi32>
tosa.variable @"my.var" : tensor<2x3xi8>

func.func @main(%x: tensor<4xi32> {tosa.name = "x"}, %y: tensor<2x3xi8> {tosa.name = "int"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.variable_read @acc : tensor<4xi32>
  %1 = tosa.add %0, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable_write @acc, %1 : tensor<4xi32>
  tosa.variable_write @"my.var", %y : tensor<2x3xi8>
  return %1 : tensor<4xi32>
}
