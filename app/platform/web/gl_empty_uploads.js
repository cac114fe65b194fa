// An upload of nothing stays nothing. Emscripten 3.1.6 passes glBufferSubData(target, offset, 0,
// data) to WebGL 2 as bufferSubData(target, offset, HEAPU8, data, 0), and WebGL 2 reads a length
// of 0 as "to the end of the source": the rest of the program's memory, hundreds of megabytes,
// which overflows the buffer ("bufferSubData: buffer overflow") whenever Dear ImGui's backend
// uploads an empty draw list, as it does for each empty window of a big tree's frame. Such a
// call is dropped here, before WebGL sees it. (--pre-js, cmake/AblabWeb.cmake.)
(() => {
  const canvas = Module['canvas'];
  if (!canvas) return;
  const getContext = canvas.getContext.bind(canvas);
  const wrapped = new WeakSet();
  canvas.getContext = (type, attributes) => {
    const context = getContext(type, attributes);
    if (context && type === 'webgl2' && !wrapped.has(context)) {
      wrapped.add(context);
      const bufferSubData = context.bufferSubData.bind(context);
      context.bufferSubData = (...args) => {
        if (args.length === 5 && args[4] === 0) return;  // (target, offset, source, sourceOffset, length 0)
        bufferSubData(...args);
      };
    }
    return context;
  };
})();
