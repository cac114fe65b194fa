#version 330 core
// One instance per shape of the canvas (a line segment, a circle, a triangle or a
// quadrilateral): four vertices spanning the shape's bounding box, padded by half the stroke
// and a pixel for anti-aliasing. The fragment shader decides coverage from the shape itself,
// so a node costs four vertices however it is outlined.
layout(location = 0) in vec4 aPoints01;  // p0.xy, p1.xy (a circle: centre, radius in p1.x)
layout(location = 1) in vec4 aPoints23;  // p2.xy, p3.xy
layout(location = 2) in vec4 aParams;    // stroke width, dash on, dash off, kind
layout(location = 3) in vec4 aFill;
layout(location = 4) in vec4 aStroke;

uniform vec4 uView;    // the display's left, top, width and height in pixels (ImGui's DisplayPos / DisplaySize)
uniform vec2 uOffset;  // where the shapes' origin is on the display: panning moves only this

out vec2 vPixel;
flat out vec4 vPoints01;
flat out vec4 vPoints23;
flat out vec4 vParams;
flat out vec4 vFill;
flat out vec4 vStroke;

const int kSegment = 0;
const int kCircle = 1;

void main() {
    int kind = int(aParams.w + 0.5);
    vec2 lo, hi;
    if (kind == kSegment) {
        lo = min(aPoints01.xy, aPoints01.zw);
        hi = max(aPoints01.xy, aPoints01.zw);
    } else if (kind == kCircle) {
        lo = aPoints01.xy - vec2(aPoints01.z);
        hi = aPoints01.xy + vec2(aPoints01.z);
    } else {
        lo = min(min(aPoints01.xy, aPoints01.zw), min(aPoints23.xy, aPoints23.zw));
        hi = max(max(aPoints01.xy, aPoints01.zw), max(aPoints23.xy, aPoints23.zw));
    }
    float pad = aParams.x * 0.5 + 1.0;
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 pixel = mix(lo - vec2(pad), hi + vec2(pad), corner);
    if (kind == kSegment) {
        // A long diagonal edge would cover a large box of mostly empty pixels: span a
        // rectangle along the segment instead.
        vec2 d = aPoints01.zw - aPoints01.xy;
        float len = length(d);
        vec2 along = len > 0.0 ? d / len : vec2(1.0, 0.0);
        vec2 across = vec2(-along.y, along.x);
        pixel = aPoints01.xy + along * mix(-pad, len + pad, corner.x) + across * mix(-pad, pad, corner.y);
    }

    vPixel = pixel;
    vPoints01 = aPoints01;
    vPoints23 = aPoints23;
    vParams = aParams;
    vFill = aFill;
    vStroke = aStroke;
    vec2 onDisplay = pixel + uOffset;
    gl_Position = vec4((onDisplay.x - uView.x) / uView.z * 2.0 - 1.0, 1.0 - (onDisplay.y - uView.y) / uView.w * 2.0, 0.0, 1.0);
}
