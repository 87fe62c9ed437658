/* render-lottie: renders frames of a Lottie animation with rlottie (Debian's librlottie),
 * a renderer this project did not write, into raw pixel files for the export checks.
 *
 * Usage: render-lottie ANIMATION.json WIDTH HEIGHT PREFIX FRAME...
 * Writes PREFIX-FRAME.rgba for each FRAME: WIDTH x HEIGHT pixels, rows top first, each pixel
 * rlottie's premultiplied ARGB32 as 4 bytes in memory order (blue, green, red, alpha on a
 * little-endian machine), the buffer cleared to transparent before each frame. Prints the
 * animation's frame count and rate. Exit status 1 when the file cannot be loaded or written. */
#include <rlottie_capi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 6) {
    fprintf(stderr, "usage: %s ANIMATION.json WIDTH HEIGHT PREFIX FRAME...\n", argv[0]);
    return 2;
  }
  Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
  if (!animation) {
    fprintf(stderr, "render-lottie: rlottie cannot load %s\n", argv[1]);
    return 1;
  }
  size_t width = strtoul(argv[2], NULL, 10), height = strtoul(argv[3], NULL, 10);
  printf("frames %zu, rate %g\n", lottie_animation_get_totalframe(animation),
         lottie_animation_get_framerate(animation));
  uint32_t *pixels = malloc(width * height * 4);
  if (!pixels) return 1;
  for (int argument = 5; argument < argc; argument++) {
    size_t frame = strtoul(argv[argument], NULL, 10);
    memset(pixels, 0, width * height * 4);
    lottie_animation_render(animation, frame, pixels, width, height, width * 4);
    char path[4096];
    snprintf(path, sizeof path, "%s-%zu.rgba", argv[4], frame);
    FILE *file = fopen(path, "wb");
    if (!file || fwrite(pixels, 4, width * height, file) != width * height) {
      fprintf(stderr, "render-lottie: cannot write %s\n", path);
      return 1;
    }
    fclose(file);
  }
  free(pixels);
  lottie_animation_destroy(animation);
  return 0;
}
