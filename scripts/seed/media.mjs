// The seed corpus's pictures, made here and shipped as the worker's static assets (served at
// /seed/media/…), so the seed shows avatars and photos with no network: an SVG avatar per
// author (initials on a colour of their own) and a few dozen flat illustrations, one or more
// per topic, drawn by scripts/seed/raster.mjs as PNG. Photos, video previews and GIF previews
// pick an illustration of their post's topic, by the words of their alt text where one fits.
//
//   node scripts/seed/build.mjs     # writes seed/media/ with the corpus

import { hash53 } from './lib.mjs'
import { Canvas } from './raster.mjs'

/** Where the assets are served, and (under seed/) where they are kept in the repository. */
export const MEDIA_PATH = '/seed/media'

const SKY = '#8ec5e8'
const NIGHT = '#141b34'
const INK = '#23262f'
const WHITE = '#f7f5ef'

const stars = (c, seed, count, maxY) => {
  let h = hash53(`stars:${seed}`) % 2147483648
  const next = () => {
    h = (h * 1103515245 + 12345) % 2147483648
    return h / 2147483648
  }
  for (let i = 0; i < count; i++)
    c.circle(next() * c.width, next() * maxY, 0.6 + next() * 1.4, WHITE, 0.5 + next() * 0.5)
}

const mountains = (c, base, colour, peaks) => {
  c.polygon(
    [[0, c.height], ...peaks.map(([x, y]) => [x * c.width, base - y]), [c.width, c.height]],
    colour,
  )
}

const cup = (c, cx, top, w, h, colour, liquid) => {
  c.roundRect(cx - w / 2, top, w, h, w * 0.18, colour)
  c.ring(cx + w / 2 + w * 0.08, top + h * 0.42, h * 0.2, w * 0.07, colour)
  c.ellipse(cx, top + h * 0.06, w / 2 - 4, h * 0.08, liquid)
}

const screenWindow = (c, x, y, w, h, body) => {
  c.roundRect(x, y, w, h, 10, '#1d2030')
  c.rect(x, y + 26, w, h - 26, body)
  for (const [i, dot] of ['#ff5f57', '#febc2e', '#28c840'].entries())
    c.circle(x + 18 + i * 18, y + 13, 5, dot)
}

const codeLines = (c, x, y, w, rows, palette, seed) => {
  let h = hash53(`code:${seed}`) % 2147483648
  for (let i = 0; i < rows; i++) {
    h = (h * 1103515245 + 12345) % 2147483648
    const indent = (h % 4) * 18
    const length = 60 + (h % 7) * (w / 10)
    c.roundRect(
      x + indent,
      y + i * 22,
      Math.min(length, w - indent),
      9,
      4,
      palette[i % palette.length],
    )
  }
}

const bicycle = (c, x, y, size, colour) => {
  const r = size * 0.32
  c.ring(x, y, r, size * 0.05, INK)
  c.ring(x + size * 1.05, y, r, size * 0.05, INK)
  const seat = [x + size * 0.38, y - size * 0.55]
  const bar = [x + size * 0.9, y - size * 0.6]
  const crank = [x + size * 0.5, y]
  c.path([[x, y], seat, crank, [x, y]], size * 0.06, colour)
  c.path([seat, bar, crank], size * 0.06, colour)
  c.line(bar[0], bar[1], x + size * 1.05, y, size * 0.06, colour)
  c.line(
    seat[0] - size * 0.1,
    seat[1] - size * 0.05,
    seat[0] + size * 0.1,
    seat[1] - size * 0.05,
    size * 0.07,
    INK,
  )
  c.line(
    bar[0] - size * 0.05,
    bar[1] - size * 0.08,
    bar[0] + size * 0.12,
    bar[1] - size * 0.1,
    size * 0.06,
    INK,
  )
}

/**
 * Every illustration: its file name, size, the topics it may illustrate, the words of an alt
 * text it fits best (any language of the corpus, folded to lower case), and how it is drawn.
 */
export const ILLUSTRATIONS = [
  {
    name: 'terminal',
    size: [640, 360],
    topics: ['rust', 'ai', 'edge', 'webdev'],
    words: ['terminal', 'code'],
    draw(c) {
      c.gradient(0, 0, 640, 360, '#2a3350', '#151a2b')
      screenWindow(c, 60, 40, 520, 280, '#0f1220')
      codeLines(
        c,
        90,
        92,
        460,
        9,
        ['#7ee787', '#79c0ff', '#d2a8ff', '#ffa657', '#8b949e'],
        'terminal',
      )
    },
  },
  {
    name: 'loss-curve',
    size: [600, 450],
    topics: ['ai', 'finance'],
    words: ['curve', 'loss', 'chart', 'training'],
    draw(c) {
      c.fill('#f3f1ea')
      c.roundRect(50, 40, 500, 370, 14, '#ffffff')
      for (let i = 0; i < 6; i++) c.rect(90, 80 + i * 55, 430, 2, '#e3e0d6')
      c.rect(88, 70, 3, 290, INK)
      c.rect(88, 357, 440, 3, INK)
      const points = []
      for (let i = 0; i <= 40; i++) {
        const t = i / 40
        points.push([
          92 + t * 425,
          100 + 250 * (1 - Math.exp(-4 * t)) + 10 * Math.sin(i * 1.7) * (1 - t),
        ])
      }
      c.path(points, 5, '#d9480f')
    },
  },
  {
    name: 'breadboard',
    size: [600, 450],
    topics: ['rust'],
    words: ['breadboard', 'pico', 'led'],
    draw(c) {
      c.fill('#c9b79c')
      c.roundRect(70, 90, 460, 270, 12, '#f4f1e8')
      for (let row = 0; row < 10; row++) {
        for (let col = 0; col < 40; col++)
          c.rect(95 + col * 10.5, 120 + row * 22 + (row > 4 ? 20 : 0), 4, 4, '#b8b2a4')
      }
      c.roundRect(230, 150, 150, 70, 6, '#1f7a3d')
      c.rect(285, 170, 40, 30, INK)
      for (const [i, led] of ['#ff3b30', '#ffcc00', '#34c759'].entries()) {
        c.circle(140 + i * 50, 290, 14, led)
        c.circle(140 + i * 50, 290, 26, led, 0.25)
      }
      c.roundRect(420, 270, 50, 50, 8, '#444a57')
      c.circle(445, 295, 14, '#d33a2c')
      c.path(
        [
          [150, 240],
          [200, 205],
          [240, 190],
        ],
        4,
        '#2b6cb0',
      )
      c.path(
        [
          [450, 250],
          [400, 215],
          [380, 200],
        ],
        4,
        '#c53030',
      )
    },
  },
  {
    name: 'talk',
    size: [640, 360],
    topics: ['rust', 'webdev', 'edge', 'ai'],
    words: ['発表', 'presentando', 'screen', 'スクリーン', 'meetup', 'leaderboard'],
    draw(c) {
      c.fill('#2d2f3a')
      c.rect(0, 270, 640, 90, '#3b3d4a')
      c.rect(150, 40, 340, 190, '#f5f5f0')
      c.roundRect(185, 70, 110, 50, 8, '#e8590c')
      c.roundRect(345, 70, 110, 50, 8, '#1c7ed6')
      c.roundRect(265, 155, 110, 50, 8, '#2f9e44')
      c.line(240, 120, 300, 155, 4, INK)
      c.line(400, 120, 340, 155, 4, INK)
      c.circle(560, 200, 20, '#e9c46a')
      c.roundRect(538, 222, 44, 80, 14, '#457b9d')
      for (let i = 0; i < 9; i++) {
        c.circle(40 + i * 68, 330, 24, i % 2 ? '#1e1f27' : '#262833')
        c.rect(16 + i * 68, 340, 48, 30, i % 2 ? '#1e1f27' : '#262833')
      }
    },
  },
  {
    name: 'monitors',
    size: [640, 360],
    topics: ['webdev', 'rust'],
    words: ['monitors', 'errors', 'compiler', 'typescript'],
    draw(c) {
      c.gradient(0, 0, 640, 360, '#dfe7ef', '#c6d0da')
      c.rect(0, 290, 640, 70, '#8d6e52')
      for (const [x, red] of [
        [60, false],
        [340, true],
      ]) {
        c.roundRect(x, 60, 250, 160, 8, INK)
        c.rect(x + 10, 70, 230, 140, red ? '#1b1012' : '#101620')
        codeLines(
          c,
          x + 24,
          86,
          200,
          6,
          red ? ['#ff6b6b', '#ff8787', '#fa5252'] : ['#79c0ff', '#7ee787', '#d2a8ff'],
          x,
        )
        c.rect(x + 115, 220, 20, 50, '#555b66')
        c.roundRect(x + 80, 266, 90, 10, 4, '#555b66')
      }
    },
  },
  {
    name: 'leaderboard',
    size: [600, 450],
    topics: ['edge', 'gaming', 'webdev'],
    words: ['leaderboard', 'scores', 'hackathon'],
    draw(c) {
      c.gradient(0, 0, 600, 450, '#312e81', '#1e1b4b')
      c.roundRect(60, 50, 480, 350, 16, '#f8fafc')
      const colours = ['#f59f00', '#adb5bd', '#d9480f', '#4c6ef5', '#4c6ef5', '#4c6ef5']
      for (let i = 0; i < 6; i++) {
        c.circle(105, 100 + i * 52, 14, colours[i])
        c.roundRect(135, 92 + i * 52, 160 - i * 8, 14, 6, '#495057')
        c.roundRect(330, 90 + i * 52, 170 - i * 22, 20, 6, '#74c0fc')
      }
    },
  },
  {
    name: 'network-globe',
    size: [640, 360],
    topics: ['edge', 'ai', 'webdev'],
    words: ['edge', 'network', 'latency'],
    draw(c) {
      c.gradient(0, 0, 640, 360, '#0b132b', '#1c2541')
      c.circle(320, 180, 140, '#3a506b')
      c.ring(320, 180, 140, 3, '#5bc0be')
      c.ellipse(320, 180, 60, 140, '#3a506b')
      c.ring(320, 180, 70, 2, '#5bc0be', 0.5)
      c.rect(180, 179, 280, 2, '#5bc0be', 0.5)
      const nodes = [
        [230, 120],
        [380, 95],
        [420, 220],
        [270, 250],
        [330, 170],
      ]
      for (const [x, y] of nodes)
        for (const [x2, y2] of nodes) if (x < x2) c.line(x, y, x2, y2, 2, '#f6ae2d', 0.6)
      for (const [x, y] of nodes) c.circle(x, y, 8, '#f6ae2d')
    },
  },
  {
    name: 'solar-panels',
    size: [640, 360],
    topics: ['climate'],
    words: ['solar', 'paneles', 'panels', 'roof'],
    draw(c) {
      c.gradient(0, 0, 640, 220, '#4aa3df', SKY)
      c.circle(540, 60, 34, '#ffe066')
      c.rect(0, 200, 640, 160, '#9aa5b1')
      for (let row = 0; row < 4; row++) {
        const y = 215 + row * 36
        for (let col = 0; col < 6; col++) {
          const x = 20 + col * 105 - row * 12
          c.polygon(
            [
              [x + 14, y],
              [x + 96, y],
              [x + 86, y + 28],
              [x, y + 28],
            ],
            '#1e3a5f',
          )
          c.line(x + 48, y + 2, x + 42, y + 26, 2, '#5b7fa8')
        }
      }
    },
  },
  {
    name: 'ship-at-sea',
    size: [600, 450],
    topics: ['climate', 'travel'],
    words: ['navio', 'mar', 'sea', 'ship', 'ocean'],
    draw(c) {
      c.gradient(0, 0, 600, 230, '#a5d8ff', '#e7f5ff')
      c.gradient(0, 230, 600, 220, '#1971c2', '#0b3d66')
      for (let i = 0; i < 12; i++)
        c.line(40 + i * 47, 270 + (i % 4) * 40, 70 + i * 47, 270 + (i % 4) * 40, 3, '#74c0fc', 0.6)
      c.polygon(
        [
          [120, 230],
          [470, 230],
          [440, 280],
          [150, 280],
        ],
        '#f1f3f5',
      )
      c.rect(230, 180, 120, 50, '#f8f9fa')
      c.rect(280, 140, 26, 40, '#e03131')
      c.line(390, 160, 450, 250, 4, '#495057')
      c.line(450, 250, 450, 330, 2, '#495057')
      c.roundRect(440, 330, 20, 34, 6, '#c5f6fa')
    },
  },
  {
    name: 'duck-chart',
    size: [640, 360],
    topics: ['climate', 'finance'],
    words: ['duck', 'demand', 'chart', 'grid'],
    draw(c) {
      c.fill('#fff9db')
      c.rect(60, 40, 3, 270, INK)
      c.rect(60, 307, 540, 3, INK)
      const points = []
      for (let i = 0; i <= 48; i++) {
        const t = i / 48
        const y =
          170 -
          60 * Math.sin(Math.PI * t * 0.9) ** 2 * (t < 0.6 ? 1 : 0) +
          110 * Math.exp(-((t - 0.55) ** 2) / 0.02) -
          150 * Math.exp(-((t - 0.8) ** 2) / 0.006)
        points.push([64 + t * 530, y])
      }
      c.path(points, 6, '#f08c00')
      c.circle(545, 62, 14, '#f08c00')
      c.polygon(
        [
          [557, 58],
          [578, 62],
          [557, 68],
        ],
        '#e8590c',
      )
      c.circle(548, 58, 3, INK)
    },
  },
  {
    name: 'wind-turbines',
    size: [600, 400],
    topics: ['climate', 'travel', 'cycling'],
    words: ['wind', 'windmill', 'fields', 'turbine'],
    draw(c) {
      c.gradient(0, 0, 600, 300, '#ffd8a8', '#a5d8ff')
      c.rect(0, 290, 600, 110, '#69db7c')
      for (let i = 0; i < 6; i++) c.rect(0, 300 + i * 18, 600, 6, '#51cf66')
      for (const [x, s] of [
        [150, 1],
        [330, 0.8],
        [470, 0.6],
      ]) {
        const top = 290 - 220 * s
        c.polygon(
          [
            [x - 5 * s, 290],
            [x + 5 * s, 290],
            [x + 2, top],
            [x - 2, top],
          ],
          '#f8f9fa',
        )
        for (const angle of [0.3, 2.39, 4.48])
          c.line(
            x,
            top,
            x + Math.cos(angle) * 90 * s,
            top + Math.sin(angle) * 90 * s,
            7 * s,
            '#f8f9fa',
          )
        c.circle(x, top, 7 * s, '#dee2e6')
      }
    },
  },
  {
    name: 'espresso',
    size: [480, 600],
    topics: ['coffee'],
    words: ['espresso', 'portafilter', 'shot', 'cocktail', 'coupe'],
    draw(c) {
      c.gradient(0, 0, 480, 600, '#3b2a20', '#1f1511')
      c.rect(0, 470, 480, 130, '#6b4f3a')
      c.roundRect(120, 40, 240, 90, 16, '#adb5bd')
      c.rect(200, 130, 80, 40, '#868e96')
      c.line(240, 170, 240, 380, 10, '#7b3f00')
      c.line(240, 170, 240, 380, 4, '#c77d2a')
      c.polygon(
        [
          [165, 340],
          [315, 340],
          [300, 470],
          [180, 470],
        ],
        '#dee2e6',
        0.55,
      )
      c.polygon(
        [
          [172, 390],
          [308, 390],
          [300, 466],
          [180, 466],
        ],
        '#4a2511',
      )
      c.rect(172, 385, 136, 10, '#c98a4b')
    },
  },
  {
    name: 'latte-art',
    size: [500, 500],
    topics: ['coffee', 'photo', 'travel'],
    words: ['latte', 'cappuccino', 'tulip', 'cup', 'カップ', 'café', '茶', 'tea'],
    draw(c) {
      c.fill('#8c6a4f')
      for (let i = 0; i < 8; i++) c.rect(0, i * 64, 500, 3, '#7a5b43')
      c.circle(250, 250, 190, '#f1ede4')
      c.circle(250, 250, 150, '#ffffff')
      c.circle(250, 250, 128, '#9c5b2e')
      for (const [y, r] of [
        [300, 52],
        [245, 42],
        [200, 33],
        [165, 24],
      ]) {
        c.ellipse(250, y, r * 1.25, r * 0.75, '#f6ead8')
        c.ellipse(250, y + r * 0.3, r, r * 0.5, '#9c5b2e')
      }
      c.line(250, 140, 250, 350, 5, '#f6ead8')
    },
  },
  {
    name: 'coffee-beans',
    size: [600, 450],
    topics: ['coffee'],
    words: ['beans', 'bag', 'cupping', 'cherries', 'roast'],
    draw(c) {
      c.fill('#b08968')
      for (let i = 0; i < 7; i++) c.rect(0, i * 70, 600, 4, '#9c7656')
      c.polygon(
        [
          [70, 380],
          [90, 100],
          [270, 90],
          [300, 380],
        ],
        '#e9dcc9',
      )
      c.rect(86, 100, 186, 26, '#d4c4ab')
      c.roundRect(125, 200, 120, 80, 8, '#344e41')
      c.ellipse(440, 320, 110, 40, '#f8f9fa')
      c.ellipse(440, 310, 95, 28, '#5e3a1e')
      let h = 7
      for (let i = 0; i < 26; i++) {
        h = (h * 48271) % 2147483647
        const x = 330 + (h % 240)
        const y = 380 + ((h >> 8) % 50)
        c.ellipse(x, y, 12, 8, '#4a2c17')
        c.line(x - 8, y, x + 8, y, 2, '#2b170a')
      }
      for (let i = 0; i < 6; i++) c.circle(340 + i * 36, 140 + (i % 2) * 20, 13, '#c92a2a')
    },
  },
  {
    name: 'pour-over',
    size: [450, 600],
    topics: ['coffee'],
    words: ['ドリップ', 'ネル', 'pot', 'drip', 'pour'],
    draw(c) {
      c.gradient(0, 0, 450, 600, '#e9ecef', '#ced4da')
      c.rect(0, 460, 450, 140, '#8d6e52')
      c.polygon(
        [
          [150, 140],
          [300, 140],
          [250, 240],
          [200, 240],
        ],
        '#f8f9fa',
      )
      c.rect(190, 240, 70, 12, '#dee2e6')
      c.line(225, 252, 225, 330, 4, '#6f3d14')
      c.polygon(
        [
          [160, 330],
          [290, 330],
          [300, 460],
          [150, 460],
        ],
        '#f1f3f5',
        0.8,
      )
      c.rect(156, 390, 140, 68, '#5b3213')
      c.polygon(
        [
          [300, 90],
          [400, 60],
          [405, 80],
          [310, 110],
        ],
        '#adb5bd',
      )
      c.roundRect(330, 90, 90, 110, 20, '#adb5bd')
      cup(c, 360, 400, 80, 60, '#ffffff', '#5b3213')
    },
  },
  {
    name: 'cargo-bike',
    size: [640, 360],
    topics: ['cycling'],
    words: ['vélo', 'cargo', 'bike', 'bici', 'enfants'],
    draw(c) {
      c.gradient(0, 0, 640, 250, '#d0ebff', '#e7f5ff')
      c.rect(0, 250, 640, 110, '#adb5bd')
      c.rect(0, 300, 640, 6, '#f8f9fa')
      c.roundRect(120, 160, 150, 80, 8, '#2b8a3e')
      c.circle(165, 150, 18, '#ffd8a8')
      c.circle(220, 146, 20, '#ffd8a8')
      bicycle(c, 160, 280, 200, '#e67700')
      c.circle(420, 118, 18, '#ffd8a8')
      c.roundRect(400, 138, 40, 70, 12, '#1864ab')
    },
  },
  {
    name: 'mountain-pass',
    size: [600, 450],
    topics: ['cycling', 'travel', 'fitness'],
    words: ['serpentinen', 'passstraße', 'pass', 'nebel', 'mountain', 'col'],
    draw(c) {
      c.gradient(0, 0, 600, 450, '#d3dbe3', '#eef1f4')
      mountains(c, 300, '#8da2b5', [
        [0, 120],
        [0.3, 240],
        [0.55, 160],
        [0.8, 260],
        [1, 150],
      ])
      c.rect(0, 240, 600, 210, '#5c7f4a')
      c.path(
        [
          [300, 450],
          [420, 410],
          [180, 370],
          [420, 330],
          [200, 290],
          [380, 255],
        ],
        16,
        '#495057',
      )
      c.path(
        [
          [300, 450],
          [420, 410],
          [180, 370],
          [420, 330],
          [200, 290],
          [380, 255],
        ],
        2,
        '#f8f9fa',
      )
      c.rect(0, 230, 600, 40, '#f1f3f5', 0.6)
    },
  },
  {
    name: 'bike-lane',
    size: [640, 360],
    topics: ['cycling'],
    words: ['van', 'lane', 'kerb', 'delivery'],
    draw(c) {
      c.fill('#868e96')
      c.rect(0, 210, 640, 90, '#2f9e44')
      c.rect(0, 205, 640, 8, '#dee2e6')
      c.rect(0, 297, 640, 8, '#dee2e6')
      for (let i = 0; i < 4; i++) bicycle(c, 40 + i * 170, 265, 40, '#f8f9fa')
      c.roundRect(300, 120, 260, 160, 14, '#f8f9fa')
      c.rect(480, 140, 70, 60, '#a5d8ff')
      c.circle(360, 285, 28, INK)
      c.circle(500, 285, 28, INK)
      c.circle(555, 240, 9, '#fab005')
      c.circle(305, 240, 9, '#fab005')
      c.rect(0, 0, 640, 120, '#ced4da')
    },
  },
  {
    name: 'river-path',
    size: [600, 450],
    topics: ['fitness', 'cycling', 'travel'],
    words: ['weg', 'rhein', 'river', 'path', 'fluss', 'run'],
    draw(c) {
      c.gradient(0, 0, 600, 450, '#dee2e6', '#f1f3f5')
      c.polygon(
        [
          [380, 160],
          [600, 160],
          [600, 450],
          [330, 450],
        ],
        '#74a9cf',
      )
      c.polygon(
        [
          [250, 160],
          [290, 160],
          [330, 450],
          [150, 450],
        ],
        '#c8b28e',
      )
      for (let i = 0; i < 7; i++) {
        const x = 20 + i * 34
        const s = 0.6 + i * 0.12
        c.rect(x + 10 * s, 250 - 40 * s, 6 * s, 160 * s, '#5c4a3a')
        c.circle(x + 13 * s, 210 - 60 * s, 44 * s, '#4d7c4a')
      }
      c.rect(0, 130, 600, 90, '#f8f9fa', 0.55)
    },
  },
  {
    name: 'running-track',
    size: [640, 360],
    topics: ['fitness'],
    words: ['marathon', 'track', 'maratón', 'running', 'km'],
    draw(c) {
      c.fill('#c0392b')
      c.rect(0, 0, 640, 90, '#74c0fc')
      c.rect(0, 80, 640, 20, '#2b8a3e')
      for (let i = 0; i < 6; i++) c.line(0, 110 + i * 45, 640, 150 + i * 50, 4, '#f8f9fa')
      c.rect(420, 100, 10, 260, '#f8f9fa')
      c.circle(250, 150, 16, '#ffd8a8')
      c.line(250, 168, 240, 225, 14, '#1971c2')
      c.line(240, 225, 210, 270, 10, INK)
      c.line(240, 225, 275, 262, 10, INK)
      c.line(248, 185, 220, 210, 8, '#ffd8a8')
      c.line(248, 185, 278, 200, 8, '#ffd8a8')
    },
  },
  {
    name: 'ramen-bowl',
    size: [500, 500],
    topics: ['food', 'travel'],
    words: [
      'ラーメン',
      'ramen',
      'noodles',
      'スープ',
      'broth',
      'mapo',
      'wok',
      'soupe',
      'bol',
      'olla',
      'pot',
      'soup',
    ],
    draw(c) {
      c.fill('#343a40')
      c.circle(250, 250, 215, '#c92a2a')
      c.circle(250, 250, 195, '#f4e4c1')
      for (let i = 0; i < 9; i++) {
        const y = 190 + i * 16
        c.path(
          [
            [120, y],
            [180, y + 10],
            [240, y - 6],
            [300, y + 8],
            [370, y - 4],
          ],
          5,
          '#f2c94c',
        )
      }
      c.circle(175, 170, 44, '#d9a066')
      c.circle(175, 170, 30, '#b5651d')
      c.ellipse(320, 175, 36, 28, '#ffffff')
      c.circle(320, 175, 16, '#f08c00')
      c.rect(290, 260, 70, 90, '#1b2a1b')
      for (let i = 0; i < 14; i++)
        c.circle(150 + ((i * 37) % 200), 300 + ((i * 23) % 60), 6, '#69db7c')
    },
  },
  {
    name: 'sourdough',
    size: [600, 450],
    topics: ['food'],
    words: ['sourdough', 'loaf', 'crumb', 'bread', 'pain', 'noodles', 'board'],
    draw(c) {
      c.fill('#a47148')
      for (let i = 0; i < 6; i++) c.rect(0, 40 + i * 80, 600, 3, '#8f6139')
      c.ellipse(300, 250, 220, 140, '#7f4f24')
      c.ellipse(300, 262, 200, 118, '#f3e2bf')
      let h = 11
      for (let i = 0; i < 40; i++) {
        h = (h * 48271) % 2147483647
        c.ellipse(140 + (h % 320), 180 + ((h >> 9) % 160), 6 + (h % 9), 4 + (h % 6), '#d8c08f')
      }
      c.line(180, 135, 420, 135, 6, '#9c6644')
    },
  },
  {
    name: 'plate',
    size: [600, 450],
    topics: ['food', 'travel'],
    words: ['plato', 'tortilla', 'cèpes', 'poêle', 'pincho', 'caña', 'plate'],
    draw(c) {
      c.fill('#e9ecef')
      c.rect(0, 0, 600, 120, '#ced4da')
      c.ellipse(270, 280, 210, 120, '#ffffff')
      c.ellipse(270, 280, 170, 92, '#f1f3f5')
      c.polygon(
        [
          [170, 280],
          [330, 210],
          [370, 300],
          [230, 340],
        ],
        '#f4c95d',
      )
      c.polygon(
        [
          [170, 280],
          [230, 340],
          [232, 352],
          [168, 292],
        ],
        '#d4a017',
      )
      c.roundRect(480, 120, 70, 190, 12, '#ffd43b', 0.85)
      c.rect(480, 120, 70, 30, '#f8f9fa')
    },
  },
  {
    name: 'stadium-crowd',
    size: [640, 360],
    topics: ['football'],
    words: ['bancada', 'adeptos', 'tribüne', 'choreografie', 'stands', 'cachecóis', 'fans'],
    draw(c) {
      c.gradient(0, 0, 640, 360, '#495057', '#212529')
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 26; col++) {
          const x = col * 25 + (row % 2) * 12
          const y = 40 + row * 38
          const yellow = (col + row) % 5 < 3
          c.circle(x, y, 10, '#ffd8a8')
          c.rect(x - 11, y + 10, 22, 26, yellow ? '#fcc419' : '#1c1c1c')
        }
      }
      for (let i = 0; i < 30; i++) c.line(i * 22, 0, i * 22 - 60, 360, 1, '#dee2e6', 0.3)
    },
  },
  {
    name: 'pitch',
    size: [640, 360],
    topics: ['football'],
    words: ['pitch', 'goal', 'match', 'xg'],
    draw(c) {
      for (let i = 0; i < 10; i++) c.rect(i * 64, 0, 64, 360, i % 2 ? '#2b8a3e' : '#37b24d')
      c.rect(20, 20, 600, 4, '#f8f9fa')
      c.rect(20, 336, 600, 4, '#f8f9fa')
      c.rect(20, 20, 4, 320, '#f8f9fa')
      c.rect(616, 20, 4, 320, '#f8f9fa')
      c.rect(318, 20, 4, 320, '#f8f9fa')
      c.ring(320, 180, 60, 4, '#f8f9fa')
      c.rect(20, 100, 90, 4, '#f8f9fa')
      c.rect(20, 256, 90, 4, '#f8f9fa')
      c.rect(106, 100, 4, 160, '#f8f9fa')
      c.circle(420, 210, 14, '#ffffff')
      c.circle(420, 210, 6, INK)
    },
  },
  {
    name: 'jersey',
    size: [500, 500],
    topics: ['football'],
    words: ['maillot', 'jersey', 'camisa', 'shirt'],
    draw(c) {
      c.fill('#e7dfd3')
      c.rect(0, 330, 500, 170, '#d0c4b0')
      c.polygon(
        [
          [150, 90],
          [210, 70],
          [290, 70],
          [350, 90],
          [440, 170],
          [390, 230],
          [350, 200],
          [350, 420],
          [150, 420],
          [150, 200],
          [110, 230],
          [60, 170],
        ],
        '#fcc419',
      )
      c.polygon(
        [
          [210, 70],
          [290, 70],
          [250, 110],
        ],
        '#2b8a3e',
      )
      c.rect(150, 300, 200, 24, '#2b8a3e')
      c.rect(235, 160, 30, 90, '#2b8a3e')
    },
  },
  {
    name: 'pixel-base',
    size: [640, 360],
    topics: ['gaming'],
    words: ['base', 'furnace', 'dawn', 'fog', 'game'],
    draw(c) {
      const block = 20
      for (let y = 0; y < 18; y++)
        c.rect(0, y * block, 640, block, y < 11 ? (y < 6 ? '#f6c28b' : '#f2a07b') : '#587c3a')
      for (let x = 0; x < 32; x++)
        if (x % 3 === 0) c.rect(x * block, 200 + (x % 2) * block, block, block, '#4a6b30')
      for (let y = 0; y < 5; y++)
        for (let x = 0; x < 6; x++)
          c.rect(
            260 + x * block,
            120 + y * block,
            block - 1,
            block - 1,
            (x + y) % 2 ? '#8d8d8d' : '#a0a0a0',
          )
      c.rect(300, 180, block * 2, block * 2, '#3b3b3b')
      c.rect(305, 195, 30, 15, '#ff922b')
      c.rect(0, 160, 640, 60, '#f8f9fa', 0.45)
    },
  },
  {
    name: 'controller',
    size: [600, 450],
    topics: ['gaming'],
    words: ['controller', 'speedrun', 'indie', 'devlog'],
    draw(c) {
      c.gradient(0, 0, 600, 450, '#5f3dc4', '#3b1f8f')
      c.circle(190, 240, 110, '#212529')
      c.circle(410, 240, 110, '#212529')
      c.roundRect(190, 150, 220, 170, 40, '#212529')
      c.rect(160, 225, 60, 20, '#adb5bd')
      c.rect(180, 205, 20, 60, '#adb5bd')
      for (const [x, y, colour] of [
        [420, 205, '#ffd43b'],
        [455, 240, '#ff6b6b'],
        [385, 240, '#4dabf7'],
        [420, 275, '#69db7c'],
      ])
        c.circle(x, y, 15, colour)
    },
  },
  {
    name: 'vinyl',
    size: [500, 500],
    topics: ['music'],
    words: ['record', 'sleeve', 'vinyl', 'album', 'saxophone'],
    draw(c) {
      c.fill('#d9cbb3')
      c.circle(320, 250, 170, '#111111')
      for (let r = 60; r < 165; r += 9) c.ring(320, 250, r, 1.2, '#2b2b2b')
      c.circle(320, 250, 50, '#e8590c')
      c.circle(320, 250, 6, '#d9cbb3')
      c.rect(40, 80, 270, 340, '#1864ab')
      c.circle(175, 230, 70, '#fab005')
      c.path(
        [
          [150, 320],
          [175, 250],
          [215, 215],
          [230, 190],
        ],
        14,
        '#f8f9fa',
      )
      c.rect(60, 370, 140, 14, '#f8f9fa')
    },
  },
  {
    name: 'synth',
    size: [640, 360],
    topics: ['music'],
    words: ['synth', 'keys', 'guitare', 'bandcamp', 'music'],
    draw(c) {
      c.gradient(0, 0, 640, 360, '#343a40', '#212529')
      c.roundRect(40, 90, 560, 200, 14, '#495057')
      for (let i = 0; i < 8; i++) {
        c.circle(90 + i * 62, 130, 16, '#ced4da')
        c.line(90 + i * 62, 130, 90 + i * 62 + 8, 120, 3, INK)
      }
      for (let i = 0; i < 21; i++) c.rect(60 + i * 25.7, 170, 24, 105, '#f8f9fa')
      for (let i = 0; i < 20; i++)
        if (i % 7 !== 2 && i % 7 !== 6) c.rect(76 + i * 25.7, 170, 16, 64, INK)
    },
  },
  {
    name: 'meteor-night',
    size: [640, 360],
    topics: ['space', 'photo'],
    words: ['流星', 'meteor', 'shooting', 'night', 'stars'],
    draw(c) {
      c.gradient(0, 0, 640, 360, NIGHT, '#2b3a67')
      stars(c, 'meteor', 140, 280)
      c.line(150, 60, 420, 170, 4, '#fff3bf', 0.85)
      c.line(150, 60, 300, 121, 2, '#ffffff')
      mountains(c, 330, '#0b0f1c', [
        [0, 60],
        [0.2, 130],
        [0.4, 80],
        [0.65, 150],
        [0.85, 90],
        [1, 120],
      ])
    },
  },
  {
    name: 'milky-way',
    size: [480, 600],
    topics: ['space', 'photo'],
    words: ['láctea', 'estrelas', 'milky', 'galaxy', 'sobreiro'],
    draw(c) {
      c.gradient(0, 0, 480, 600, '#0c1024', '#243056')
      c.polygon(
        [
          [0, 420],
          [160, 0],
          [330, 0],
          [180, 450],
        ],
        '#8a7fbf',
        0.25,
      )
      c.polygon(
        [
          [60, 380],
          [200, 0],
          [280, 0],
          [150, 400],
        ],
        '#e9d8fd',
        0.18,
      )
      stars(c, 'milky', 220, 520)
      c.rect(0, 520, 480, 80, '#05070f')
      c.rect(300, 400, 16, 130, '#05070f')
      for (const [x, y, r] of [
        [308, 390, 50],
        [270, 410, 38],
        [350, 405, 40],
        [308, 360, 36],
      ])
        c.circle(x, y, r, '#05070f')
    },
  },
  {
    name: 'rocket-launch',
    size: [640, 360],
    topics: ['space'],
    words: ['launch', 'rocket', 'booster', 'orbit'],
    draw(c) {
      c.gradient(0, 0, 640, 360, '#1c2b5a', '#f59f00')
      c.rect(0, 320, 640, 40, '#2b2b2b')
      c.rect(360, 120, 10, 200, '#495057')
      c.roundRect(290, 90, 40, 170, 18, '#f8f9fa')
      c.polygon(
        [
          [290, 230],
          [270, 270],
          [290, 260],
        ],
        '#c92a2a',
      )
      c.polygon(
        [
          [330, 230],
          [350, 270],
          [330, 260],
        ],
        '#c92a2a',
      )
      c.ellipse(310, 300, 34, 50, '#ffd43b')
      c.ellipse(310, 290, 18, 30, '#ffffff')
      c.ellipse(250, 330, 120, 26, '#dee2e6', 0.8)
      c.ellipse(380, 335, 110, 24, '#dee2e6', 0.8)
    },
  },
  {
    name: 'rain-umbrellas',
    size: [600, 450],
    topics: ['photo', 'travel'],
    words: ['傘', 'umbrella', 'rain', '雨', 'crossing', '交差点'],
    draw(c) {
      c.fill('#495057')
      for (let i = 0; i < 9; i++) c.rect(40 + i * 62, 260, 40, 190, '#e9ecef', 0.35)
      const colours = ['#ff6b6b', '#ffd43b', '#4dabf7', '#69db7c', '#da77f2', '#ff922b']
      for (let i = 0; i < 14; i++) {
        const x = 40 + ((i * 97) % 540)
        const y = 90 + ((i * 53) % 260)
        c.circle(x, y, 34, colours[i % colours.length])
        c.circle(x, y, 4, INK)
      }
      for (let i = 0; i < 40; i++)
        c.line(
          (i * 37) % 600,
          (i * 71) % 450,
          ((i * 37) % 600) - 8,
          ((i * 71) % 450) + 24,
          1.5,
          '#dee2e6',
          0.5,
        )
    },
  },
  {
    name: 'harbour-sunset',
    size: [640, 360],
    topics: ['photo', 'travel'],
    words: [
      'port',
      'bateaux',
      'sunset',
      'coucher',
      'atardecer',
      'sunrise',
      'harbour',
      'marseille',
      'tbilisi',
      'rooftops',
    ],
    draw(c) {
      c.gradient(0, 0, 640, 210, '#ff8787', '#ffd8a8')
      c.circle(320, 200, 50, '#fff3bf')
      c.gradient(0, 200, 640, 160, '#f08c00', '#5c3c1e')
      for (let i = 0; i < 8; i++)
        c.rect(270 + (i % 3) * 10, 215 + i * 16, 100 - i * 10, 4, '#fff3bf', 0.7)
      for (const x of [80, 190, 450, 540]) {
        c.polygon(
          [
            [x - 40, 250],
            [x + 40, 250],
            [x + 30, 270],
            [x - 30, 270],
          ],
          '#2b2b2b',
        )
        c.line(x, 250, x, 170, 3, '#2b2b2b')
        c.polygon(
          [
            [x + 2, 175],
            [x + 2, 240],
            [x + 36, 240],
          ],
          '#f1f3f5',
          0.9,
        )
      }
      c.rect(0, 190, 640, 12, '#5c3c1e', 0.7)
    },
  },
  {
    name: 'train-window',
    size: [600, 400],
    topics: ['photo', 'travel', 'cycling'],
    words: ['train', 'commuters', 'platform', 'window', 'fenêtre'],
    draw(c) {
      c.fill('#343a40')
      c.roundRect(40, 40, 520, 300, 24, '#ffc078')
      c.gradient(40, 40, 520, 150, '#ffa94d', '#ffe8cc')
      c.rect(40, 190, 520, 150, '#94d82d')
      for (let i = 0; i < 6; i++) c.rect(40, 205 + i * 22, 520, 5, '#74b816')
      c.rect(0, 180, 600, 10, '#343a40')
      for (let i = 0; i < 4; i++) {
        const x = 120 + i * 120
        c.circle(x, 250, 22, '#1c1c1c')
        c.roundRect(x - 28, 270, 56, 70, 16, '#1c1c1c')
      }
    },
  },
  {
    name: 'film-camera',
    size: [600, 450],
    topics: ['photo'],
    words: ['camera', 'film', 'diptych', 'flyer', 'フライヤー', 'half-frame', 'portra'],
    draw(c) {
      c.fill('#c8a27a')
      c.roundRect(120, 140, 360, 200, 18, '#212529')
      c.rect(120, 180, 360, 90, '#c9c1b1')
      c.roundRect(150, 110, 80, 40, 8, '#212529')
      c.circle(300, 240, 82, '#343a40')
      c.circle(300, 240, 60, '#111111')
      c.circle(300, 240, 36, '#364fc7')
      c.circle(288, 226, 10, '#dbe4ff', 0.8)
      c.circle(430, 160, 12, '#ced4da')
      cup(c, 500, 330, 70, 60, '#ffffff', '#a0522d')
    },
  },
  {
    name: 'alley-lanterns',
    size: [450, 600],
    topics: ['travel', 'photo'],
    words: ['路地', '猫', 'calle', 'farolillos', 'kioto', 'alley', 'lanterns', '谷中'],
    draw(c) {
      c.gradient(0, 0, 450, 600, '#ff8c42', '#6a3d2a')
      c.polygon(
        [
          [0, 0],
          [160, 140],
          [160, 600],
          [0, 600],
        ],
        '#4a2f22',
      )
      c.polygon(
        [
          [450, 0],
          [290, 140],
          [290, 600],
          [450, 600],
        ],
        '#3d261b',
      )
      c.polygon(
        [
          [160, 600],
          [290, 600],
          [250, 300],
          [200, 300],
        ],
        '#8a8580',
      )
      for (const [x, y] of [
        [120, 220],
        [330, 250],
        [100, 360],
        [350, 390],
      ]) {
        c.ellipse(x, y, 20, 28, '#ffd43b')
        c.ellipse(x, y, 28, 36, '#ffd43b', 0.25)
      }
      c.ellipse(230, 520, 30, 16, '#f8f9fa')
      c.circle(205, 510, 13, '#f8f9fa')
      c.polygon(
        [
          [196, 500],
          [200, 488],
          [206, 499],
        ],
        '#f8f9fa',
      )
    },
  },
  {
    name: 'bar-chart',
    size: [600, 400],
    topics: ['finance', 'ai', 'climate'],
    words: ['index', 'fees', 'chart', 'savings', 'ahorro'],
    draw(c) {
      c.fill('#f8f9fa')
      c.rect(60, 340, 500, 3, INK)
      const heights = [90, 130, 120, 180, 210, 200, 260]
      for (const [i, h] of heights.entries())
        c.roundRect(
          80 + i * 68,
          340 - h,
          46,
          h,
          6,
          i === heights.length - 1 ? '#2f9e44' : '#74c0fc',
        )
      c.path(
        heights.map((h, i) => [103 + i * 68, 320 - h]),
        4,
        '#e8590c',
      )
    },
  },
  {
    name: 'gift-coins',
    size: [500, 500],
    topics: ['spam', 'finance'],
    words: ['giveaway', 'airdrop', 'coin', 'gift'],
    draw(c) {
      c.gradient(0, 0, 500, 500, '#ff6b6b', '#f59f00')
      c.rect(130, 220, 240, 200, '#7048e8')
      c.rect(115, 180, 270, 50, '#845ef7')
      c.rect(235, 180, 30, 240, '#ffd43b')
      c.ellipse(215, 160, 45, 25, '#ffd43b')
      c.ellipse(285, 160, 45, 25, '#ffd43b')
      for (const [x, y] of [
        [90, 90],
        [410, 120],
        [420, 400],
        [70, 380],
      ]) {
        c.circle(x, y, 34, '#fcc419')
        c.circle(x, y, 24, '#fab005')
      }
    },
  },
]

/** The illustrations by name. */
export const illustrationByName = new Map(ILLUSTRATIONS.map((item) => [item.name, item]))

/** The path an illustration is served at. */
export function illustrationPath(name) {
  return `${MEDIA_PATH}/photos/${name}.png`
}

const orientationOf = ({ size: [width, height] }) =>
  width > height ? 'landscape' : width < height ? 'portrait' : 'square'

/**
 * The illustration for the `index`th medium of a post about `topic`, whose alt text is `alt`:
 * the topic's illustration whose words the alt text holds most of, else one of the topic's
 * (any, for a topic without its own) picked by the post's key. With `orientation` (a video's
 * preview), only illustrations of that shape, when the topic has one.
 */
export function pickIllustration(topic, alt, key, index, orientation) {
  const topical = ILLUSTRATIONS.filter((item) => item.topics.includes(topic))
  const own = topical.length > 0 ? topical : ILLUSTRATIONS
  const shaped = own.filter((item) => orientationOf(item) === orientation)
  const candidates = shaped.length > 0 ? shaped : own
  const text = alt.toLowerCase()
  let best = null
  let bestHits = 0
  for (const item of candidates) {
    const hits = item.words.filter((word) => text.includes(word)).length
    if (hits > bestHits) {
      best = item
      bestHits = hits
    }
  }
  // A second photo of a post is another picture, not the first again.
  const offset = best ? candidates.indexOf(best) + index : hash53(`illustration:${key}`) + index
  return candidates[offset % candidates.length]
}

// ---------------------------------------------------------------------------------------------
// Avatars

/** Background colours light text reads on (WCAG AA for large text at least). */
const AVATAR_COLOURS = [
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#5c940d',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#c92a2a',
  '#b35900',
  '#495057',
]

const LATIN_LETTER = /^\p{Script=Latin}$/u

/**
 * Up to two initials: of the name's first two words when they start with Latin letters (the
 * fonts every browser has), else of the handle.
 */
export function avatarInitials(name, handle) {
  const fromName = name
    .split(/\s+/u)
    .map((word) => [...word][0] ?? '')
    .filter((letter) => LATIN_LETTER.test(letter))
  const letters = fromName.length > 0 ? fromName : [...handle.replace(/[^A-Za-z]/g, '')]
  return letters.slice(0, 2).join('').toUpperCase() || '?'
}

/** The path an author's avatar is served at (handles differ in more than case). */
export function avatarPath(handle) {
  return `${MEDIA_PATH}/avatars/${handle.toLowerCase()}.svg`
}

/** An author's avatar: initials on a colour of their own, with a lighter quarter disc. */
export function avatarSvg(name, handle) {
  const hash = hash53(`avatar:${handle.toLowerCase()}`)
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length]
  const corner = [
    [0, 0],
    [96, 0],
    [96, 96],
    [0, 96],
  ][Math.floor(hash / AVATAR_COLOURS.length) % 4]
  const initials = avatarInitials(name, handle)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/><circle cx="${corner[0]}" cy="${corner[1]}" r="56" fill="#fff" fill-opacity=".14"/><text x="48" y="49" dominant-baseline="central" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${initials.length > 1 ? 36 : 42}" font-weight="600" fill="#fff">${initials}</text></svg>\n`
}

/** Draws an illustration as PNG bytes. */
export function renderIllustration(item) {
  const canvas = new Canvas(item.size[0], item.size[1])
  item.draw(canvas)
  return canvas.png()
}
