// Linked into ablab.js before the program (--pre-js, cmake/AblabWeb.cmake).
//
// Dear ImGui's OpenGL backend reads the viewport, the scissor box and the blend state back
// every frame, to restore them after drawing. In Chromium each of those WebGL getParameter
// calls is a synchronous round trip to the GPU process, and the first one of a frame waits
// until the GPU process has finished everything before it, the last frame's presentation
// included: the program stood still for most of every frame. The page's context remembers
// what was last set instead, so reading it back costs nothing. Only state that the setters
// below fully decide is kept; the first read of each goes to the GPU process once.
(() => {
  const VIEWPORT = 0x0BA2, SCISSOR_BOX = 0x0C10;
  const BLEND_SRC_RGB = 0x80C9, BLEND_DST_RGB = 0x80C8, BLEND_SRC_ALPHA = 0x80CB, BLEND_DST_ALPHA = 0x80CA;
  const BLEND_EQUATION_RGB = 0x8009, BLEND_EQUATION_ALPHA = 0x883D;
  // WebGL 2's blend factors and equations: anything else is an error that changes nothing.
  const factors = new Set([0, 1, 0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0305, 0x0306, 0x0307, 0x0308,
                           0x8001, 0x8002, 0x8003, 0x8004]);
  const equations = new Set([0x8006, 0x800A, 0x800B, 0x8007, 0x8008]);

  const wrap = context => {
    const known = new Map();  // parameter → its value as getParameter returns it
    const forget = () => known.clear();
    const getParameter = context.getParameter.bind(context);
    context.getParameter = name => {
      if (known.has(name)) {
        const value = known.get(name);
        return value instanceof Int32Array ? new Int32Array(value) : value;
      }
      const value = getParameter(name);
      if (name === VIEWPORT || name === SCISSOR_BOX) known.set(name, new Int32Array(value));
      else if (name >= BLEND_DST_RGB && name <= BLEND_SRC_ALPHA || name === BLEND_EQUATION_RGB || name === BLEND_EQUATION_ALPHA)
        known.set(name, value);
      return value;
    };
    const rectangle = (name, setter) => {
      const set = context[setter].bind(context);
      context[setter] = (x, y, width, height) => {
        set(x, y, width, height);
        if (width >= 0 && height >= 0) known.set(name, Int32Array.of(x, y, width, height));
        else known.delete(name);
      };
    };
    rectangle(VIEWPORT, 'viewport');
    rectangle(SCISSOR_BOX, 'scissor');
    // Remembers `values` under `names` when every value is allowed, else forgets them.
    const remember = (names, values, allowed) => {
      const ok = values.every(v => allowed.has(v));
      names.forEach((name, i) => ok ? known.set(name, values[i]) : known.delete(name));
    };
    const blendFunc = context.blendFunc.bind(context);
    context.blendFunc = (source, destination) => {
      blendFunc(source, destination);
      remember([BLEND_SRC_RGB, BLEND_SRC_ALPHA, BLEND_DST_RGB, BLEND_DST_ALPHA], [source, source, destination, destination], factors);
    };
    const blendFuncSeparate = context.blendFuncSeparate.bind(context);
    context.blendFuncSeparate = (sourceRgb, destinationRgb, sourceAlpha, destinationAlpha) => {
      blendFuncSeparate(sourceRgb, destinationRgb, sourceAlpha, destinationAlpha);
      remember([BLEND_SRC_RGB, BLEND_DST_RGB, BLEND_SRC_ALPHA, BLEND_DST_ALPHA],
               [sourceRgb, destinationRgb, sourceAlpha, destinationAlpha], factors);
    };
    const blendEquation = context.blendEquation.bind(context);
    context.blendEquation = mode => {
      blendEquation(mode);
      remember([BLEND_EQUATION_RGB, BLEND_EQUATION_ALPHA], [mode, mode], equations);
    };
    const blendEquationSeparate = context.blendEquationSeparate.bind(context);
    context.blendEquationSeparate = (modeRgb, modeAlpha) => {
      blendEquationSeparate(modeRgb, modeAlpha);
      remember([BLEND_EQUATION_RGB, BLEND_EQUATION_ALPHA], [modeRgb, modeAlpha], equations);
    };
    context.canvas.addEventListener('webglcontextlost', forget);
    context.canvas.addEventListener('webglcontextrestored', forget);
    return context;
  };

  const canvas = Module['canvas'];
  if (!canvas) return;
  const getContext = canvas.getContext.bind(canvas);
  const wrapped = new WeakSet();
  canvas.getContext = (type, attributes) => {
    const context = getContext(type, attributes);
    if (context && type === 'webgl2' && !wrapped.has(context)) {
      wrapped.add(context);
      wrap(context);
    }
    return context;
  };
})();
