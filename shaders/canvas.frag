#version 330 core
// Coverage of one canvas shape at this pixel, from its distance to the outline: the fill
// inside, the stroke within half its width of the outline (broken into dashes along the
// outline when the stroke is dashed), one pixel of anti-aliasing at every edge, the stroke
// over the fill.
in vec2 vPixel;
flat in vec4 vPoints01;
flat in vec4 vPoints23;
flat in vec4 vParams;
flat in vec4 vFill;
flat in vec4 vStroke;

out vec4 fragColor;

const int kSegment = 0;
const int kCircle = 1;
const int kTriangle = 2;

// Distance from p to the segment ab; `along` receives how far along ab the nearest point is.
float segmentDistance(vec2 p, vec2 a, vec2 b, out float along) {
    vec2 ab = b - a;
    float length2 = dot(ab, ab);
    float t = length2 > 0.0 ? clamp(dot(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    along = t * sqrt(length2);
    return length(p - a - t * ab);
}

// Non-premultiplied colours, `top` drawn over `bottom`.
vec4 over(vec4 top, vec4 bottom) {
    float alpha = top.a + bottom.a * (1.0 - top.a);
    if (alpha <= 0.0) return vec4(0.0);
    return vec4((top.rgb * top.a + bottom.rgb * bottom.a * (1.0 - top.a)) / alpha, alpha);
}

void main() {
    int kind = int(vParams.w + 0.5);
    float halfWidth = vParams.x * 0.5;
    float dashOn = vParams.y, dashOff = vParams.z;

    float fillCoverage = 0.0;
    float outlineDistance;  // distance to the outline the stroke follows
    float along = 0.0;      // position along that outline, for dashes
    if (kind == kSegment) {
        outlineDistance = segmentDistance(vPixel, vPoints01.xy, vPoints01.zw, along);
    } else if (kind == kCircle) {
        vec2 d = vPixel - vPoints01.xy;
        float radius = vPoints01.z;
        float signedDistance = length(d) - radius;
        fillCoverage = clamp(0.5 - signedDistance, 0.0, 1.0);
        outlineDistance = abs(signedDistance);
        if (dashOn > 0.0) along = (atan(d.y, d.x) + 3.14159265) * radius;  // atan is dear in software GL
    } else {
        // A convex polygon of three or four corners, in either winding.
        vec2 corners[4] = vec2[4](vPoints01.xy, vPoints01.zw, vPoints23.xy, vPoints23.zw);
        int count = kind == kTriangle ? 3 : 4;
        float nearest = 1e9, perimeter = 0.0, firstSign = 0.0;
        bool inside = true;
        for (int i = 0; i < 4; ++i) {
            if (i >= count) break;
            vec2 a = corners[i], b = corners[(i + 1) % count];
            float t;
            float d = segmentDistance(vPixel, a, b, t);
            if (d < nearest) {
                nearest = d;
                along = perimeter + t;
            }
            perimeter += length(b - a);
            float side = (b.x - a.x) * (vPixel.y - a.y) - (b.y - a.y) * (vPixel.x - a.x);
            if (side != 0.0) {
                if (firstSign == 0.0) firstSign = sign(side);
                else if (sign(side) != firstSign) inside = false;
            }
        }
        fillCoverage = clamp(0.5 + (inside ? nearest : -nearest), 0.0, 1.0);
        outlineDistance = nearest;
    }

    float strokeCoverage = 0.0;
    bool inGap = dashOn > 0.0 && mod(along, dashOn + dashOff) > dashOn;
    if (halfWidth > 0.0 && !inGap) strokeCoverage = clamp(halfWidth + 0.5 - outlineDistance, 0.0, 1.0);

    vec4 color = over(vec4(vStroke.rgb, vStroke.a * strokeCoverage), vec4(vFill.rgb, vFill.a * fillCoverage));
    if (color.a <= 0.0) discard;
    fragColor = color;
}
