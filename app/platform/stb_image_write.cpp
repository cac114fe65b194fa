// The browser build compiles Debian's header-only PNG writer itself (the desktop links Debian's
// libstb); gui.cpp writes screenshots with it.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
