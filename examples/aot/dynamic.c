/*===- dynamic.c - A dynamic batch compiled ahead of time -----------------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file runs dynamic_batch.mlir, compiled with its batch left dynamic,  *|
|* at batch sizes 1, 3 and 8 and on images taken from the middle of the      *|
|* arrays, and compares every output byte with the same model compiled at    *|
|* batch 8 (static_batch): image n of each output must not depend on how     *|
|* many images run or where they sit. A batch of 0 fails with a message.    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "dynamic_batch.h"
#include "expect.h"
#include "static_batch.h"

#include <stdio.h>
#include <string.h>

enum { kImages = 8, kPixels = 6 * 6 * 4, kScores = 8 };

static int8_t x[kImages][6][6][4], y[kImages][8];
static int8_t features[kImages][6][6][8], scores[kImages][8];
static int8_t dynamicFeatures[kImages][6][6][8], dynamicScores[kImages][8];

/* Runs `count` images starting at image `first` through the dynamic model
   and compares them with the static model's outputs for those images. */
static void checkBatch(int64_t first, int64_t count) {
  dynamic_batch_state state;
  dynamic_batch_state_init(&state);
  memset(dynamicFeatures, 0x55, sizeof(dynamicFeatures));
  memset(dynamicScores, 0x55, sizeof(dynamicScores));
  int32_t status = dynamic_batch_run(&state, count, x + first, y + first,
                                     dynamicFeatures, dynamicScores);
  EXPECT(status == 0);
  if (status != 0)
    fprintf(stderr, "  %s\n", dynamic_batch_error_message());
  EXPECT(memcmp(dynamicFeatures, features + first,
                (size_t)count * sizeof(features[0])) == 0);
  EXPECT(memcmp(dynamicScores, scores + first,
                (size_t)count * sizeof(scores[0])) == 0);
  /* Nothing past the batch is written. */
  if (count < kImages)
    EXPECT(dynamicScores[count][0] == 0x55);
}

int main(void) {
  /* Deterministic inputs that differ in every image. */
  uint32_t seed = 12345;
  for (int n = 0; n < kImages; ++n) {
    for (int i = 0; i < kPixels; ++i) {
      seed = seed * 1103515245u + 12345u;
      ((int8_t *)x[n])[i] = (int8_t)(seed >> 24);
    }
    for (int i = 0; i < kScores; ++i) {
      seed = seed * 1103515245u + 12345u;
      y[n][i] = (int8_t)(seed >> 24);
    }
  }

  static_batch_state staticState;
  static_batch_state_init(&staticState);
  EXPECT(static_batch_run(&staticState, x, y, features, scores) == 0);
  /* The images really differ, so a mixed-up image would be caught. */
  EXPECT(memcmp(scores[0], scores[1], sizeof(scores[0])) != 0);
  EXPECT(memcmp(features[0], features[1], sizeof(features[0])) != 0);

  checkBatch(0, 1);
  checkBatch(0, 3);
  checkBatch(0, 8);
  checkBatch(5, 3);
  checkBatch(2, 1);

  dynamic_batch_state state;
  dynamic_batch_state_init(&state);
  EXPECT(dynamic_batch_run(&state, 0, x, y, dynamicFeatures, dynamicScores) !=
         0);
  EXPECT(strstr(dynamic_batch_error_message(), "at least one image") != NULL);

  if (failures == 0)
    printf("dynamic batch: 1, 3 and 8 images equal the static model's\n");
  return failures == 0 ? 0 : 1;
}
