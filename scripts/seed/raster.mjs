// A small deterministic rasteriser and PNG encoder for the seed corpus's illustrations: flat
// shapes drawn on a supersampled RGB grid, averaged down (smooth edges), written as an 8-bit
// RGB PNG. No dependencies, and the same bytes on every run of the pinned Node.

import { crc32, deflateSync } from 'node:zlib'

const SUPERSAMPLE = 3

/** `#rrggbb` → [r, g, b]. */
export function rgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** The colour `t` of the way from `a` to `b` (both `#rrggbb`). */
export function mix(a, b, t) {
  const [ar, ag, ab] = rgb(a)
  const [br, bg, bb] = rgb(b)
  const channel = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`
}

/**
 * A canvas of `width` × `height` pixels. Every shape takes pixel coordinates and an optional
 * opacity; points are sampled SUPERSAMPLE × SUPERSAMPLE times per pixel.
 */
export class Canvas {
  constructor(width, height) {
    this.width = width
    this.height = height
    this.sw = width * SUPERSAMPLE
    this.sh = height * SUPERSAMPLE
    this.samples = new Float32Array(this.sw * this.sh * 3)
  }

  /** Paints every sample (sx, sy) of the box for which `inside(x, y)` holds. */
  #paint(x0, y0, x1, y1, colour, alpha, inside) {
    const [r, g, b] = rgb(colour)
    const sx0 = Math.max(0, Math.floor(x0 * SUPERSAMPLE))
    const sy0 = Math.max(0, Math.floor(y0 * SUPERSAMPLE))
    const sx1 = Math.min(this.sw - 1, Math.ceil(x1 * SUPERSAMPLE))
    const sy1 = Math.min(this.sh - 1, Math.ceil(y1 * SUPERSAMPLE))
    const s = this.samples
    for (let sy = sy0; sy <= sy1; sy++) {
      const y = (sy + 0.5) / SUPERSAMPLE
      for (let sx = sx0; sx <= sx1; sx++) {
        const x = (sx + 0.5) / SUPERSAMPLE
        if (!inside(x, y)) continue
        const i = (sy * this.sw + sx) * 3
        s[i] += (r - s[i]) * alpha
        s[i + 1] += (g - s[i + 1]) * alpha
        s[i + 2] += (b - s[i + 2]) * alpha
      }
    }
  }

  fill(colour) {
    return this.rect(0, 0, this.width, this.height, colour)
  }

  rect(x, y, w, h, colour, alpha = 1) {
    this.#paint(
      x,
      y,
      x + w,
      y + h,
      colour,
      alpha,
      (px, py) => px >= x && px < x + w && py >= y && py < y + h,
    )
    return this
  }

  /** A rectangle with corners rounded to `radius`. */
  roundRect(x, y, w, h, radius, colour, alpha = 1) {
    const r = Math.min(radius, w / 2, h / 2)
    this.#paint(x, y, x + w, y + h, colour, alpha, (px, py) => {
      if (px < x || px >= x + w || py < y || py >= y + h) return false
      const dx = px < x + r ? x + r - px : px > x + w - r ? px - (x + w - r) : 0
      const dy = py < y + r ? y + r - py : py > y + h - r ? py - (y + h - r) : 0
      return dx * dx + dy * dy <= r * r
    })
    return this
  }

  /** A vertical gradient from `top` to `bottom` over the box. */
  gradient(x, y, w, h, top, bottom) {
    const steps = Math.max(1, Math.round(h * SUPERSAMPLE))
    for (let i = 0; i < steps; i++) {
      this.rect(x, y + (i * h) / steps, w, h / steps, mix(top, bottom, i / Math.max(1, steps - 1)))
    }
    return this
  }

  ellipse(cx, cy, rx, ry, colour, alpha = 1) {
    this.#paint(cx - rx, cy - ry, cx + rx, cy + ry, colour, alpha, (px, py) => {
      const dx = (px - cx) / rx
      const dy = (py - cy) / ry
      return dx * dx + dy * dy <= 1
    })
    return this
  }

  circle(cx, cy, r, colour, alpha = 1) {
    return this.ellipse(cx, cy, r, r, colour, alpha)
  }

  /** A ring (the band between two radii). */
  ring(cx, cy, r, width, colour, alpha = 1) {
    const outer = r + width / 2
    const inner = Math.max(0, r - width / 2)
    this.#paint(cx - outer, cy - outer, cx + outer, cy + outer, colour, alpha, (px, py) => {
      const d = (px - cx) ** 2 + (py - cy) ** 2
      return d <= outer * outer && d >= inner * inner
    })
    return this
  }

  /** A polygon of `[x, y]` points, filled by the even-odd rule. */
  polygon(points, colour, alpha = 1) {
    const xs = points.map((p) => p[0])
    const ys = points.map((p) => p[1])
    this.#paint(
      Math.min(...xs),
      Math.min(...ys),
      Math.max(...xs),
      Math.max(...ys),
      colour,
      alpha,
      (px, py) => {
        let inside = false
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i]
          const [xj, yj] = points[j]
          if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside
        }
        return inside
      },
    )
    return this
  }

  /** A line `width` wide from (x0, y0) to (x1, y1), with round ends. */
  line(x0, y0, x1, y1, width, colour, alpha = 1) {
    const half = width / 2
    const dx = x1 - x0
    const dy = y1 - y0
    const length2 = dx * dx + dy * dy || 1
    this.#paint(
      Math.min(x0, x1) - half,
      Math.min(y0, y1) - half,
      Math.max(x0, x1) + half,
      Math.max(y0, y1) + half,
      colour,
      alpha,
      (px, py) => {
        const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / length2))
        const ex = x0 + t * dx - px
        const ey = y0 + t * dy - py
        return ex * ex + ey * ey <= half * half
      },
    )
    return this
  }

  /** Lines through `points` in turn. */
  path(points, width, colour, alpha = 1) {
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1]
      const [x1, y1] = points[i]
      this.line(x0, y0, x1, y1, width, colour, alpha)
    }
    return this
  }

  /** The pixels: each the mean of its samples, as 8-bit RGB rows. */
  pixels() {
    const out = new Uint8Array(this.width * this.height * 3)
    const n = SUPERSAMPLE * SUPERSAMPLE
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        for (let c = 0; c < 3; c++) {
          let sum = 0
          for (let j = 0; j < SUPERSAMPLE; j++) {
            const row = (y * SUPERSAMPLE + j) * this.sw
            for (let i = 0; i < SUPERSAMPLE; i++)
              sum += this.samples[(row + x * SUPERSAMPLE + i) * 3 + c]
          }
          out[(y * this.width + x) * 3 + c] = Math.round(sum / n)
        }
      }
    }
    return out
  }

  png() {
    return encodePng(this.width, this.height, this.pixels())
  }
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

function paeth(a, b, c) {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/**
 * 8-bit RGB `pixels` as a PNG. Each row takes the filter whose output has the smallest sum of
 * absolute values (the usual heuristic), then the whole is deflated at level 9.
 */
export function encodePng(width, height, pixels) {
  const stride = width * 3
  const raw = Buffer.alloc((stride + 1) * height)
  const candidate = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride)
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null
    let best = -1
    let bestScore = Number.POSITIVE_INFINITY
    for (let filter = 0; filter <= 4; filter++) {
      let score = 0
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? row[i - 3] : 0
        const b = above ? above[i] : 0
        const c = above && i >= 3 ? above[i - 3] : 0
        const predicted =
          filter === 0
            ? 0
            : filter === 1
              ? a
              : filter === 2
                ? b
                : filter === 3
                  ? (a + b) >> 1
                  : paeth(a, b, c)
        const value = (row[i] - predicted) & 255
        candidate[i] = value
        score += value < 128 ? value : 256 - value
      }
      if (score < bestScore) {
        bestScore = score
        best = filter
        raw[y * (stride + 1)] = filter
        candidate.copy(raw, y * (stride + 1) + 1)
      }
    }
    if (best < 0) throw new Error('png: no filter chosen')
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The width and height a PNG's header gives. */
export function pngSize(bytes) {
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('not a PNG')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}
