#pragma once
// OpenGL for our own calls: the glad loader's 3.3 core on the desktop, WebGL 2 (OpenGL ES 3.0)
// in the browser, where emscripten links the functions directly.
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <glad/gl.h>
#endif
