#version 330 core
// Coverage of one canvas shape at this pixel, from its distance to the outline: the fill
// inside, the stroke within half its width of the outline (broken into dashes along the
// outline when the stroke is dashed), one pixel of anti-aliasing at every edge, the stroke
// over the fill.
//
// Built once for each kind of shape, solid or dashed: the renderer defines SHAPE (one of the
// kinds below) and DASHED (0 or 1) before this text. Software GL runs every branch of a shader
// at every pixel, so a program that held every kind would pay for all of them at each pixel.
in vec2 vPixel;
flat in vec4 vPoints01;
flat in vec4 vPoints23;
flat in vec4 vParams;
flat in vec4 vFill;
flat in vec4 vStroke;

out vec4 fragColor;

#define kSegment 0
#define kCircle 1
#define kTriangle 2
#define kQuadrilateral 3
#define kRectangle 4  // axis-aligned

// Distance from p to the segment ab; `along` receives how far along ab the nearest point is.
float segmentDistance(vec2 p, vec2 a, vec2 b, out float along) {
    vec2 ab = b - a;
    float length2 = dot(ab, ab);
    float t = length2 > 0.0 ? clamp(dot(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    along = t * sqrt(length2);
    return length(p - a - t * ab);
}

// A convex polygon of three or four corners (p0 … p3), in either winding: the distance from p
// to its outline, how far along the outline (from p0) the nearest point is, and whether p is
// inside.
void polygonOutline(vec2 p, int count, out float nearest, out float along, out bool inside) {
    vec2 corners[4] = vec2[4](vPoints01.xy, vPoints01.zw, vPoints23.xy, vPoints23.zw);
    float perimeter = 0.0, firstSign = 0.0;
    nearest = 1e9;
    along = 0.0;
    inside = true;
    for (int i = 0; i < 4; ++i) {
        if (i >= count) break;
        vec2 a = corners[i], b = corners[(i + 1) % count];
        float t;
        float d = segmentDistance(p, a, b, t);
        if (d < nearest) {
            nearest = d;
            along = perimeter + t;
        }
        perimeter += length(b - a);
        float side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        if (side != 0.0) {
            if (firstSign == 0.0) firstSign = sign(side);
            else if (sign(side) != firstSign) inside = false;
        }
    }
}

// Non-premultiplied colours, `top` drawn over `bottom`.
vec4 over(vec4 top, vec4 bottom) {
    float alpha = top.a + bottom.a * (1.0 - top.a);
    if (alpha <= 0.0) return vec4(0.0);
    return vec4((top.rgb * top.a + bottom.rgb * bottom.a * (1.0 - top.a)) / alpha, alpha);
}

void main() {
    float halfWidth = vParams.x * 0.5;
    float dashOn = vParams.y, dashOff = vParams.z;

    float fillCoverage = 0.0;
    float outlineDistance;  // distance to the outline the stroke follows
    float along = 0.0;      // position along that outline, for dashes
#if SHAPE == kSegment
    outlineDistance = segmentDistance(vPixel, vPoints01.xy, vPoints01.zw, along);
#elif SHAPE == kCircle
    vec2 d = vPixel - vPoints01.xy;
    float radius = vPoints01.z;
    float signedDistance = length(d) - radius;
    fillCoverage = clamp(0.5 - signedDistance, 0.0, 1.0);
    outlineDistance = abs(signedDistance);
#if DASHED
    along = (atan(d.y, d.x) + 3.14159265) * radius;  // atan is dear in software GL: dashed circles only
#endif
#elif SHAPE == kRectangle
    // Its signed distance at once (corners p0 and p2 are opposite). A big tree's summary bars
    // cover much of the canvas; a dashed outline also needs the position along it.
    vec2 lo = min(vPoints01.xy, vPoints23.xy), hi = max(vPoints01.xy, vPoints23.xy);
    vec2 q = abs(vPixel - (lo + hi) * 0.5) - (hi - lo) * 0.5;
    float signedDistance = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0);
    fillCoverage = clamp(0.5 - signedDistance, 0.0, 1.0);
    outlineDistance = abs(signedDistance);
#if DASHED
    float nearest;
    bool inside;
    polygonOutline(vPixel, 4, nearest, along, inside);
#endif
#else  // a triangle or a quadrilateral
    float nearest;
    bool inside;
    polygonOutline(vPixel, int(vParams.w + 0.5) == kTriangle ? 3 : 4, nearest, along, inside);
    fillCoverage = clamp(0.5 + (inside ? nearest : -nearest), 0.0, 1.0);
    outlineDistance = nearest;
#endif

    float strokeCoverage = 0.0;
#if DASHED
    bool inGap = mod(along, dashOn + dashOff) > dashOn;
#else
    bool inGap = false;
#endif
    if (halfWidth > 0.0 && !inGap) strokeCoverage = clamp(halfWidth + 0.5 - outlineDistance, 0.0, 1.0);

    vec4 color = over(vec4(vStroke.rgb, vStroke.a * strokeCoverage), vec4(vFill.rgb, vFill.a * fillCoverage));
    if (color.a <= 0.0) discard;
    fragColor = color;
}
