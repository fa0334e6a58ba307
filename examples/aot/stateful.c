/*===- stateful.c - Variables of models compiled ahead of time ------------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file checks the state struct of tosa-compile's headers: variables    *|
|* start at their initial values and persist across runs, two states of one  *|
|* model are independent, several models link into one program, reading a   *|
|* variable that was never written fails the run with the check's message,  *|
|* and a strided slice goes through the runtime's tosac_memref_copy.         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "accumulator.h"
#include "corner.h"
#include "expect.h"
#include "latch.h"

#include <stdio.h>
#include <string.h>

static int equal4(const int32_t *a, int32_t b0, int32_t b1, int32_t b2,
                  int32_t b3) {
  return a[0] == b0 && a[1] == b1 && a[2] == b2 && a[3] == b3;
}

int main(void) {
  accumulator_state first, second;
  latch_state latch;
  const int32_t x[4] = {10, 20, 30, 40};
  int32_t out[4];
  const int32_t a[2][2] = {{1, 2}, {3, 4}}, b[2][2] = {{-5, 6}, {7, -8}};
  const int32_t sum[2][2] = {{-4, 8}, {10, -4}};
  int32_t out2[2][2];

  accumulator_state_init(&first);
  accumulator_state_init(&second);
  EXPECT(equal4(first.acc, 1, 2, 3, 4) && first.acc_written == 1);

  EXPECT(accumulator_run(&first, x, out) == 0);
  EXPECT(equal4(out, 11, 22, 33, 44));
  EXPECT(accumulator_run(&first, x, out) == 0);
  EXPECT(equal4(out, 21, 42, 63, 84));
  EXPECT(equal4(first.acc, 21, 42, 63, 84));
  /* The second state did not move. */
  EXPECT(equal4(second.acc, 1, 2, 3, 4));
  EXPECT(accumulator_run(&second, x, out) == 0);
  EXPECT(equal4(out, 11, 22, 33, 44));
  /* The application may set a variable directly. */
  memset(second.acc, 0, sizeof(second.acc));
  EXPECT(accumulator_run(&second, x, out) == 0);
  EXPECT(equal4(out, 10, 20, 30, 40));

  latch_state_init(&latch);
  EXPECT(latch.last_written == 0);
  EXPECT(latch_run(&latch, a, out2) != 0);
  printf("latch: %s\n", latch_error_message());
  EXPECT(strcmp(latch_error_message(),
                "'tosa.variable_read' op REQUIRE(is_written): variable "
                "'last' is read before it is written") == 0);
  /* Written by the application, the variable can be read. */
  memcpy(latch.last, a, sizeof(a));
  latch.last_written = 1;
  EXPECT(latch_run(&latch, b, out2) == 0);
  EXPECT(strcmp(latch_error_message(), "") == 0);
  EXPECT(memcmp(out2, sum, sizeof(sum)) == 0);
  EXPECT(memcmp(latch.last, b, sizeof(b)) == 0);
  EXPECT(latch_run(&latch, a, out2) == 0);
  EXPECT(memcmp(out2, sum, sizeof(sum)) == 0);
  EXPECT(memcmp(latch.last, a, sizeof(a)) == 0);

  {
    corner_state unused;
    int32_t grid[4][4], piece[2][2];
    int i;
    for (i = 0; i < 16; ++i)
      grid[i / 4][i % 4] = i;
    corner_state_init(&unused);
    EXPECT(corner_run(&unused, (const int32_t(*)[4])grid, piece) == 0);
    EXPECT(piece[0][0] == 6 && piece[0][1] == 7 && piece[1][0] == 10 &&
           piece[1][1] == 11);
  }

  printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
