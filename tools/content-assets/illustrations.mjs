/**
 * Original flat-vector illustrations for Mechaform Robotics: stylised robots, vehicles and
 * transformation motifs in one palette (dark navy, steel, one red accent). No brand artwork,
 * logos or trademarks are drawn; every shape below is built from simple polygons.
 *
 * `node illustrations.mjs` writes one SVG source per image name to tools/content-assets/illustrations/.
 * build-images.mjs rasterises them into public/img/.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const C = {
  bg0: '#070d1a',
  bg1: '#0c1629',
  bg2: '#13203a',
  grid: '#1a2946',
  halo: '#172a4c',
  steel0: '#1f2c44',
  steel1: '#2f3f5e',
  steel2: '#4a5d80',
  steel3: '#7388ab',
  steel4: '#a9b8d0',
  steel5: '#dce4ef',
  red: '#e63946',
  redDark: '#a8202c',
  glow: '#eef3fa',
}

const f = (n) => Math.round(n * 10) / 10
const pts = (p) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
const mirror = (p) => p.map(([x, y]) => [-x, y]).reverse()

/** A flat polygon with a hard two-tone shade on its right side. */
function poly(p, fill, shade = true) {
  return (
    `<polygon points="${pts(p)}" fill="${fill}"/>` + (shade ? `<polygon points="${pts(p)}" fill="url(#shade)"/>` : '')
  )
}
/** A polygon and its mirror image across x = 0. */
const pair = (p, fill, shade = true) => poly(p, fill, shade) + poly(mirror(p), fill, shade)
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`
const g = (transform, body) => `<g transform="${transform}">${body}</g>`

function wheel(cx, cy, r) {
  return (
    circle(cx, cy, r, C.steel0) +
    circle(cx, cy, r * 0.62, C.steel3) +
    circle(cx, cy, r * 0.28, C.steel1) +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#shade)"/>`
  )
}

const DEFS = [
  '<defs>',
  `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0.56" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.56" stop-color="#000" stop-opacity="0.3"/>` +
    `</linearGradient>`,
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.bg2}"/>` +
    `<stop offset="1" stop-color="${C.bg0}"/>` +
    `</linearGradient>`,
  `<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${C.halo}"/>` +
    `<stop offset="0.7" stop-color="${C.halo}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${C.halo}" stop-opacity="0"/>` +
    `</radialGradient>`,
  `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.bg1}"/>` +
    `<stop offset="1" stop-color="${C.bg0}"/>` +
    `</linearGradient>`,
  `<linearGradient id="visor" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.steel5}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${C.steel3}" stop-opacity="0.2"/>` +
    `</linearGradient>`,
  '</defs>',
].join('\n')

// ---------------------------------------------------------------- robots
/**
 * A humanoid robot, feet at (0, 0), about 220 units tall, facing the viewer.
 * kind: 'car' | 'truck' | 'tank' | 'ranger' | 'compact' | 'mini' | 'agent'
 * opts.raise: right arm raised (degrees), opts.accent: where the red goes.
 */
export function robot(kind = 'car', opts = {}) {
  const raise = opts.raise ?? 0
  const bulk = { tank: 1.18, truck: 1.1, car: 1, ranger: 1.02, compact: 1.05, mini: 1, agent: 0.92 }[kind] ?? 1
  const mini = kind === 'mini' || kind === 'agent'
  const b = []
  const X = (x) => x * bulk

  // Behind the body: wings, door panels, treads, smokestacks.
  if (kind === 'car') {
    b.push(
      pair(
        [
          [X(-40), -172],
          [X(-96), -228],
          [X(-108), -214],
          [X(-58), -150],
        ],
        C.steel2,
      ),
    )
    b.push(
      pair(
        [
          [X(-66), -196],
          [X(-92), -222],
          [X(-98), -215],
          [X(-72), -190],
        ],
        C.steel4,
        false,
      ),
    )
  }
  if (kind === 'ranger') {
    b.push(
      pair(
        [
          [X(-30), -178],
          [X(-104), -246],
          [X(-118), -236],
          [X(-40), -156],
        ],
        C.steel4,
      ),
    )
    b.push(
      pair(
        [
          [X(-96), -239],
          [X(-106), -248],
          [X(-118), -238],
          [X(-108), -229],
        ],
        C.red,
        false,
      ),
    )
  }
  if (kind === 'agent') {
    b.push(
      pair(
        [
          [X(-30), -150],
          [X(-104), -120],
          [X(-100), -108],
          [X(-34), -128],
        ],
        C.steel3,
      ),
    )
    b.push(
      pair(
        [
          [X(-84), -126],
          [X(-102), -118],
          [X(-100), -112],
          [X(-84), -117],
        ],
        C.red,
        false,
      ),
    )
  }
  if (kind === 'tank') {
    b.push(
      pair(
        [
          [X(-46), -200],
          [X(-60), -222],
          [X(-50), -226],
          [X(-36), -204],
        ],
        C.steel1,
      ),
    )
    for (let i = 0; i < 4; i++) b.push(rect(X(-84) + i * 2, -214 + i * 10, 12, 7, C.steel0))
  }

  // Legs.
  const legW = mini ? 16 : 20
  const legs = []
  legs.push(
    poly(
      [
        [-12, -108],
        [-12 - legW, -108],
        [-14 - legW, -74],
        [-10, -74],
      ],
      C.steel2,
    ),
  ) // thigh
  legs.push(
    poly(
      [
        [-8 - legW - 2, -80],
        [-8, -80],
        [-10, -60],
        [-6 - legW - 4, -60],
      ],
      C.steel4,
    ),
  ) // knee
  legs.push(
    poly(
      [
        [-10, -62],
        [-8 - legW - 4, -62],
        [-12 - legW - 6, -12],
        [-6, -12],
      ],
      kind === 'ranger' ? C.steel4 : C.steel1,
    ),
  ) // shin
  legs.push(
    poly(
      [
        [-2, -12],
        [-18 - legW - 6, -12],
        [-22 - legW - 6, 0],
        [2, 0],
      ],
      C.steel0,
    ),
  ) // foot
  if (kind === 'car' || kind === 'compact') legs.push(wheel(-20 - legW, -36, mini ? 9 : 13))
  if (kind === 'truck')
    legs.push(rect(-20 - legW, -56, legW + 8, 8, C.steel5) + rect(-20 - legW, -44, legW + 8, 4, C.steel3))
  if (kind === 'ranger') legs.push(rect(-12 - legW, -44, legW, 5, C.red))
  b.push(g(`scale(${bulk},1)`, legs.join('') + g('scale(-1,1)', legs.join(''))))

  // Pelvis and waist.
  b.push(
    poly(
      [
        [X(-36), -122],
        [X(36), -122],
        [X(30), -104],
        [X(-30), -104],
      ],
      C.steel1,
    ),
  )
  b.push(
    poly(
      [
        [-10, -108],
        [10, -108],
        [7, -94],
        [-7, -94],
      ],
      C.steel3,
    ),
  )
  b.push(
    poly(
      [
        [X(-24), -138],
        [X(24), -138],
        [X(28), -120],
        [X(-28), -120],
      ],
      C.steel0,
    ),
  )

  // Torso.
  const chest =
    kind === 'ranger'
      ? [
          [X(-50), -192],
          [X(50), -192],
          [X(44), -150],
          [X(30), -136],
          [X(-30), -136],
          [X(-44), -150],
        ]
      : kind === 'compact'
        ? [
            [X(-46), -190],
            [X(46), -190],
            [X(46), -138],
            [X(-46), -138],
          ]
        : [
            [X(-54), -194],
            [X(54), -194],
            [X(42), -140],
            [X(-42), -140],
          ]
  b.push(poly(chest, kind === 'ranger' ? C.steel5 : C.steel2))
  if (kind === 'truck') {
    b.push(
      pair(
        [
          [X(-46), -188],
          [X(-6), -188],
          [X(-8), -164],
          [X(-40), -164],
        ],
        C.steel4,
        false,
      ),
    )
    for (let i = 0; i < 4; i++) b.push(rect(X(-22), -156 + i * 5, X(44), 2.4, C.steel0))
  } else if (kind === 'car') {
    b.push(
      pair(
        [
          [X(-44), -188],
          [X(-8), -188],
          [X(-10), -168],
          [X(-38), -170],
        ],
        C.steel4,
        false,
      ),
    )
    b.push(
      poly(
        [
          [X(-20), -162],
          [X(20), -162],
          [X(14), -146],
          [X(-14), -146],
        ],
        C.steel1,
      ),
    )
  } else if (kind === 'tank') {
    b.push(
      poly(
        [
          [X(-40), -188],
          [X(40), -188],
          [X(30), -160],
          [X(-30), -160],
        ],
        C.steel1,
      ),
    )
    for (let i = 0; i < 3; i++) b.push(rect(X(-26), -182 + i * 7, X(52), 3, C.steel3))
  } else if (kind === 'ranger') {
    b.push(rect(-20, -180, 40, 26, C.steel1, ' rx="4"'))
    b.push(circle(-10, -172, 4, C.red) + circle(2, -172, 4, C.steel5) + circle(12, -172, 4, C.steel3))
    b.push(rect(-14, -162, 28, 4, C.steel3))
  } else if (kind === 'compact') {
    b.push(
      pair(
        [
          [X(-40), -184],
          [X(-6), -184],
          [X(-6), -164],
          [X(-40), -164],
        ],
        C.steel4,
        false,
      ),
    )
    b.push(wheel(X(-30), -150, 8) + wheel(X(30), -150, 8))
  } else if (mini) {
    b.push(circle(0, -168, 12, C.steel1) + circle(0, -168, 7, C.red))
  }
  // The red chevron: our own emblem, a simple downward arrow.
  if (!mini && kind !== 'ranger')
    b.push(
      `<polygon points="${pts([
        [-9, -186],
        [9, -186],
        [0, -174],
      ])}" fill="${C.red}"/>`,
    )

  // Arms (left hangs, right may be raised).
  const armW = mini ? 14 : 18
  const arm = (cannon) => {
    const a = []
    a.push(
      poly(
        [
          [-6, 6],
          [-6 - armW, 6],
          [-6 - armW, 40],
          [-6, 40],
        ],
        C.steel2,
      ),
    ) // upper arm (pivot at 0,0)
    a.push(circle(-6 - armW / 2, 42, armW / 2.2, C.steel0))
    a.push(
      poly(
        [
          [-2, 44],
          [-10 - armW, 44],
          [-8 - armW, 84],
          [-4, 84],
        ],
        C.steel1,
      ),
    ) // forearm
    a.push(
      poly(
        [
          [-4, 84],
          [-8 - armW, 84],
          [-6 - armW, 98],
          [-6, 98],
        ],
        C.steel3,
      ),
    ) // hand
    if (cannon) a.push(rect(-10 - armW, 56, 14, 62, C.steel0) + rect(-8 - armW, 112, 10, 10, C.red))
    if (kind === 'truck') a.push(rect(-8 - armW, 52, armW + 2, 4, C.steel5))
    return a.join('')
  }
  const sx = X(-56)
  const shoulder = (sideX) =>
    poly(
      [
        [sideX + 12, -202],
        [sideX - 24, -200],
        [sideX - 26, -170],
        [sideX + 10, -172],
      ],
      kind === 'ranger' ? C.steel5 : C.steel3,
    )
  b.push(g(`translate(${f(sx)},-186)`, arm(false)))
  b.push(g(`translate(${f(-sx)},-186) scale(-1,1) rotate(${raise} ${f(-6 - armW / 2)} 6)`, arm(kind === 'tank')))
  b.push(shoulder(sx) + g('scale(-1,1)', shoulder(sx)))
  if (kind === 'car') b.push(wheel(sx - 6, -188, 10) + wheel(-sx + 6, -188, 10))
  if (kind === 'truck')
    b.push(
      rect(sx - 14, -236, 8, 40, C.steel4) +
        rect(-sx + 6, -236, 8, 40, C.steel4) +
        rect(sx - 15, -238, 10, 5, C.steel5) +
        rect(-sx + 5, -238, 10, 5, C.steel5),
    )
  if (mini && kind === 'mini' && opts.joints) b.push(circle(sx - 6, -180, 7, C.red) + circle(-sx + 6, -180, 7, C.red))

  // Neck and head.
  b.push(rect(-8, -206, 16, 14, C.steel0))
  const hs = mini ? 1.9 : 1
  const head = []
  if (kind === 'ranger') {
    head.push(
      poly(
        [
          [-18, -28],
          [18, -28],
          [20, 0],
          [-20, 0],
        ],
        C.steel5,
      ),
    )
    head.push(
      poly(
        [
          [-12, -20],
          [12, -20],
          [12, -12],
          [-12, -12],
        ],
        C.steel1,
        false,
      ),
    )
    head.push(circle(-5, -16, 2.2, C.glow) + circle(5, -16, 2.2, C.glow))
    head.push(
      `<ellipse cx="0" cy="-16" rx="27" ry="25" fill="url(#visor)" stroke="${C.steel5}" stroke-opacity="0.7" ` +
        `stroke-width="2"/>`,
    )
  } else {
    head.push(
      poly(
        [
          [-17, -30],
          [17, -30],
          [19, 0],
          [-19, 0],
        ],
        kind === 'tank' ? C.steel3 : C.steel2,
      ),
    )
    head.push(rect(-13, -20, 26, 7, C.steel0))
    head.push(rect(-11, -18.5, 8, 4, C.glow) + rect(3, -18.5, 8, 4, C.glow))
    head.push(
      poly(
        [
          [-6, -8],
          [6, -8],
          [4, -2],
          [-4, -2],
        ],
        C.steel1,
        false,
      ),
    )
    if (kind === 'truck')
      head.push(
        pair(
          [
            [-19, -30],
            [-24, -46],
            [-20, -47],
            [-16, -30],
          ],
          C.steel3,
          false,
        ) +
          poly(
            [
              [-5, -30],
              [5, -30],
              [3, -40],
              [-3, -40],
            ],
            C.steel3,
            false,
          ),
      )
    else if (kind === 'car')
      head.push(
        pair(
          [
            [-19, -26],
            [-28, -38],
            [-26, -20],
            [-19, -12],
          ],
          C.steel4,
          false,
        ),
      )
    else if (kind === 'tank')
      head.push(
        poly(
          [
            [-20, -30],
            [20, -30],
            [14, -42],
            [-14, -42],
          ],
          C.steel1,
        ) + rect(-4, -48, 8, 10, C.red),
      )
    else if (kind === 'compact')
      head.push(
        pair(
          [
            [-19, -22],
            [-25, -26],
            [-25, -14],
            [-19, -10],
          ],
          C.steel3,
          false,
        ),
      )
    else if (mini) head.push(rect(-2, -44, 4, 14, C.steel3) + circle(0, -46, 4, C.red))
  }
  b.push(g(`translate(0,-204) scale(${hs})`, head.join('')))
  return b.join('')
}

/** A geometric robot dinosaur standing on two legs, feet at y = 0, facing right. */
export function dino() {
  const b = []
  b.push(
    poly(
      [
        [-150, -150],
        [-60, -170],
        [-40, -140],
        [-140, -132],
      ],
      C.steel2,
    ),
  ) // tail
  b.push(
    poly(
      [
        [-200, -128],
        [-150, -150],
        [-140, -132],
      ],
      C.steel3,
    ),
  )
  b.push(
    poly(
      [
        [-70, -200],
        [40, -210],
        [60, -130],
        [-50, -110],
      ],
      C.steel2,
    ),
  ) // body
  for (let i = 0; i < 5; i++)
    b.push(
      `<polygon points="${pts([
        [-50 + i * 22, -202 - i * 2],
        [-38 + i * 22, -226 - i * 2],
        [-28 + i * 22, -204 - i * 2],
      ])}" fill="${i === 2 ? C.red : C.steel4}"/>`,
    )
  b.push(
    poly(
      [
        [30, -206],
        [70, -250],
        [90, -236],
        [60, -150],
      ],
      C.steel1,
    ),
  ) // neck
  b.push(
    poly(
      [
        [60, -262],
        [140, -262],
        [150, -236],
        [90, -222],
        [58, -236],
      ],
      C.steel3,
    ),
  ) // head
  b.push(
    poly(
      [
        [92, -226],
        [146, -232],
        [138, -212],
        [96, -212],
      ],
      C.steel1,
    ),
  ) // jaw
  for (let i = 0; i < 4; i++)
    b.push(
      `<polygon points="${pts([
        [100 + i * 11, -226],
        [106 + i * 11, -226],
        [103 + i * 11, -219],
      ])}" fill="${C.steel5}"/>`,
    )
  b.push(rect(100, -254, 14, 6, C.red))
  b.push(
    poly(
      [
        [40, -170],
        [70, -160],
        [74, -132],
        [64, -130],
        [58, -150],
        [38, -152],
      ],
      C.steel3,
    ),
  ) // small arm
  const leg = (dx, shade) =>
    poly(
      [
        [dx - 30, -140],
        [dx + 20, -150],
        [dx + 26, -90],
        [dx - 6, -80],
      ],
      shade,
    ) +
    poly(
      [
        [dx - 6, -86],
        [dx + 22, -92],
        [dx + 10, -14],
        [dx - 10, -14],
      ],
      C.steel1,
    ) +
    poly(
      [
        [dx - 24, -16],
        [dx + 34, -16],
        [dx + 40, 0],
        [dx - 28, 0],
      ],
      C.steel0,
    )
  b.push(leg(-40, C.steel2) + leg(10, C.steel3))
  return b.join('')
}

// ---------------------------------------------------------------- vehicles
/** A low sports car seen from the side, wheels on y = 0, about 300 long, centred. */
export function car(accent = true) {
  return (
    poly(
      [
        [-150, -24],
        [-140, -52],
        [-70, -62],
        [-30, -96],
        [50, -98],
        [96, -64],
        [150, -56],
        [156, -24],
      ],
      C.steel2,
    ) +
    poly(
      [
        [-22, -88],
        [44, -90],
        [80, -64],
        [-60, -62],
      ],
      C.steel4,
      false,
    ) +
    rect(-8, -90, 6, 28, C.steel2) +
    (accent ? rect(-150, -44, 300, 5, C.red) : '') +
    rect(140, -50, 14, 8, C.glow) +
    wheel(-90, -20, 26) +
    wheel(96, -20, 26)
  )
}
/** A cab-over truck, wheels on y = 0, about 280 long. */
export function truck() {
  return (
    poly(
      [
        [-140, -30],
        [-140, -120],
        [-20, -120],
        [-20, -30],
      ],
      C.steel1,
    ) +
    poly(
      [
        [-20, -30],
        [-20, -150],
        [70, -150],
        [110, -110],
        [120, -30],
      ],
      C.steel2,
    ) +
    poly(
      [
        [0, -140],
        [64, -140],
        [92, -112],
        [0, -112],
      ],
      C.steel4,
      false,
    ) +
    rect(94, -96, 26, 50, C.steel0) +
    [0, 1, 2, 3, 4].map((i) => rect(98, -92 + i * 9, 18, 4, C.steel3)).join('') +
    rect(-10, -190, 9, 60, C.steel4) +
    rect(-140, -70, 260, 6, C.red) +
    wheel(-100, -22, 24) +
    wheel(-50, -22, 24) +
    wheel(76, -22, 24)
  )
}
/** A tank with turret and barrel, tracks on y = 0. */
export function tank() {
  const wheels = [-110, -66, -22, 22, 66, 110]
    .map((x) => circle(x, -22, 14, C.steel3) + circle(x, -22, 6, C.steel1))
    .join('')
  return (
    poly(
      [
        [-150, -44],
        [150, -44],
        [130, 0],
        [-130, 0],
      ],
      C.steel0,
      false,
    ) +
    wheels +
    poly(
      [
        [-140, -44],
        [140, -44],
        [120, -84],
        [-130, -84],
      ],
      C.steel2,
    ) +
    poly(
      [
        [-60, -84],
        [70, -84],
        [56, -126],
        [-44, -126],
      ],
      C.steel3,
    ) +
    rect(60, -114, 150, 14, C.steel1) +
    rect(200, -116, 18, 18, C.red) +
    rect(-20, -140, 10, 16, C.steel4)
  )
}
/** A four-wheel rover for the mini robots, wheels on y = 0. */
export function rover() {
  return (
    poly(
      [
        [-70, -24],
        [-60, -60],
        [50, -64],
        [72, -30],
        [70, -24],
      ],
      C.steel2,
    ) +
    poly(
      [
        [-40, -58],
        [30, -62],
        [40, -44],
        [-34, -44],
      ],
      C.steel4,
      false,
    ) +
    rect(-50, -90, 4, 30, C.steel3) +
    circle(-48, -92, 6, C.red) +
    wheel(-46, -16, 16) +
    wheel(46, -16, 16)
  )
}

// ---------------------------------------------------------------- props
const propsLib = {
  aiBase() {
    return (
      `<ellipse cx="0" cy="-10" rx="170" ry="40" fill="${C.steel0}"/>` +
      poly(
        [
          [-170, -10],
          [170, -10],
          [150, -60],
          [-150, -60],
        ],
        C.steel2,
      ) +
      `<ellipse cx="0" cy="-60" rx="150" ry="34" fill="${C.steel3}"/>` +
      `<ellipse cx="0" cy="-62" rx="110" ry="24" fill="${C.steel1}"/>` +
      `<ellipse cx="0" cy="-62" rx="110" ry="24" fill="none" stroke="${C.red}" stroke-width="5"/>` +
      [...Array(12)]
        .map((_, i) => {
          const a = (i / 12) * Math.PI * 2
          return circle(Math.cos(a) * 132, -60 + Math.sin(a) * 28, 3.5, C.steel5)
        })
        .join('') +
      rect(-60, -36, 120, 8, C.steel0, ' rx="4"') +
      [0, 1, 2, 3, 4, 5].map((i) => rect(-50 + i * 18, -35, 10, 6, i === 2 ? C.red : C.steel4, ' rx="2"')).join('')
    )
  },
  gift() {
    return (
      poly(
        [
          [-70, -120],
          [70, -120],
          [70, 0],
          [-70, 0],
        ],
        C.steel2,
      ) +
      poly(
        [
          [-80, -150],
          [80, -150],
          [80, -118],
          [-80, -118],
        ],
        C.steel3,
      ) +
      rect(-12, -150, 24, 150, C.red) +
      `<path d="M0,-150 C-40,-200 -80,-170 -40,-152 Z M0,-150 C40,-200 80,-170 40,-152 Z" fill="${C.red}"/>`
    )
  },
  globe() {
    const arcs = [0.35, 0.7, 1]
      .map(
        (k) => `<ellipse cx="0" cy="0" rx="${f(160 * k)}" ry="160" fill="none" stroke="${C.steel3}" stroke-width="3"/>`,
      )
      .join('')
    const lat = [-100, -50, 0, 50, 100]
      .map((y) => {
        const w = Math.sqrt(160 * 160 - y * y)
        return `<line x1="${f(-w)}" y1="${y}" x2="${f(w)}" y2="${y}" stroke="${C.steel3}" stroke-width="3"/>`
      })
      .join('')
    return (
      circle(0, 0, 160, C.steel1) +
      `<circle cx="0" cy="0" r="160" fill="url(#shade)"/>` +
      arcs +
      lat +
      `<path d="M-140,-70 C-60,-190 90,-180 150,-40" fill="none" stroke="${C.red}" stroke-width="4" ` +
      `stroke-dasharray="10 10"/>` +
      [
        [-140, -70],
        [150, -40],
        [-40, 90],
        [70, 60],
      ]
        .map(([x, y], i) => circle(x, y, 10, i < 2 ? C.red : C.steel5))
        .join('') +
      `<path d="M-40,90 C0,150 50,120 70,60" fill="none" stroke="${C.steel5}" stroke-width="3" stroke-dasharray="8 8"/>`
    )
  },
  map() {
    const p = []
    p.push(
      poly(
        [
          [-260, -150],
          [-90, -180],
          [90, -150],
          [260, -180],
          [260, 150],
          [90, 180],
          [-90, 150],
          [-260, 180],
        ],
        C.steel1,
        false,
      ),
    )
    p.push(
      poly(
        [
          [-90, -180],
          [90, -150],
          [90, 180],
          [-90, 150],
        ],
        C.steel2,
        false,
      ),
    )
    p.push(
      `<path d="M-220,100 C-150,20 -80,80 0,0 S150,-60 220,-110" fill="none" stroke="${C.steel4}" ` +
        `stroke-width="6" stroke-dasharray="14 12"/>`,
    )
    const pin = (x, y, c) =>
      `<path d="M${x},${y} c-22,-30 -30,-44 -30,-58 a30,30 0 0 1 60,0 c0,14 -8,28 -30,58 z" fill="${c}"/>` +
      circle(x, y - 58, 11, C.bg1)
    p.push(pin(-150, 50, C.steel5) + pin(0, 0, C.red) + pin(170, -90, C.steel5))
    return p.join('')
  },
  shop() {
    return (
      poly(
        [
          [-120, -200],
          [120, -200],
          [120, 0],
          [-120, 0],
        ],
        C.steel2,
      ) +
      poly(
        [
          [-134, -240],
          [134, -240],
          [120, -200],
          [-120, -200],
        ],
        C.steel3,
      ) +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<polygon points="${pts([
              [-134 + i * 44.7, -240],
              [-112 + i * 44.7, -240],
              [-100 + i * 44.7, -200],
              [-120 + i * 44.7, -200],
            ])}" fill="${i % 2 ? C.red : C.steel5}"/>`,
        )
        .join('') +
      rect(-96, -170, 110, 90, C.steel0) +
      rect(36, -170, 60, 170, C.steel1) +
      circle(46, -84, 4, C.steel5)
    )
  },
  booklet() {
    return (
      poly(
        [
          [-220, -20],
          [0, 0],
          [0, -300],
          [-220, -320],
        ],
        C.steel5,
        false,
      ) +
      poly(
        [
          [220, -20],
          [0, 0],
          [0, -300],
          [220, -320],
        ],
        C.steel4,
        false,
      ) +
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<line x1="-190" y1="${-270 + i * 32 + 3}" x2="${i % 3 === 2 ? -90 : -30}" y2="${-252 + i * 32 + 3}" ` +
            `stroke="${C.steel2}" stroke-width="6"/>`,
        )
        .join('') +
      rect(40, -270, 150, 100, C.steel1) +
      `<polygon points="${pts([
        [80, -190],
        [120, -246],
        [160, -190],
      ])}" fill="${C.red}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<line x1="40" y1="${-140 + i * 30}" x2="${i === 2 ? 130 : 190}" y2="${-130 + i * 30}" ` +
            `stroke="${C.steel2}" stroke-width="6"/>`,
        )
        .join('')
    )
  },
  phone() {
    return (
      rect(-70, -280, 140, 280, C.steel0, ' rx="20"') +
      rect(-60, -262, 120, 238, C.steel1, ' rx="10"') +
      [0, 1, 2].map((i) => rect(-46, -240 + i * 46, 92, 34, i === 1 ? C.red : C.steel2, ' rx="6"')).join('') +
      circle(0, -70, 26, C.steel3) +
      circle(0, -70, 12, C.steel5)
    )
  },
  screen() {
    return (
      rect(-260, -320, 520, 300, C.steel0, ' rx="14"') +
      rect(-244, -304, 488, 268, C.steel1, ' rx="6"') +
      rect(-224, -284, 200, 130, C.steel2) +
      `<polygon points="${pts([
        [-190, -170],
        [-124, -250],
        [-60, -170],
      ])}" fill="${C.red}"/>` +
      [0, 1, 2, 3].map((i) => rect(0, -282 + i * 34, i === 3 ? 120 : 210, 14, C.steel3, ' rx="4"')).join('') +
      [0, 1, 2].map((i) => rect(-224 + i * 160, -136, 140, 80, C.steel2, ' rx="6"')).join('') +
      rect(-30, -20, 60, 40, C.steel1) +
      rect(-110, 16, 220, 12, C.steel2, ' rx="6"')
    )
  },
  shield() {
    return (
      `<path d="M0,-230 L120,-190 C120,-90 80,-30 0,0 C-80,-30 -120,-90 -120,-190 Z" fill="${C.steel2}"/>` +
      `<path d="M0,-230 L120,-190 C120,-90 80,-30 0,0 Z" fill="#000" fill-opacity="0.25"/>` +
      `<polyline points="-50,-120 -12,-80 56,-160" fill="none" stroke="${C.red}" stroke-width="22" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>`
    )
  },
  wrench() {
    return g(
      'rotate(-40)',
      rect(-12, -180, 24, 180, C.steel4, ' rx="8"') +
        `<path d="M-34,-200 a40,40 0 1 0 68,0 l-14,0 l0,26 l-40,0 l0,-26 z" fill="${C.steel4}"/>`,
    )
  },
  bench() {
    return (
      poly(
        [
          [-320, -110],
          [320, -110],
          [320, -80],
          [-320, -80],
        ],
        C.steel2,
      ) +
      rect(-300, -80, 24, 80, C.steel1) +
      rect(276, -80, 24, 80, C.steel1) +
      g(
        'translate(230,-110)',
        rect(-8, -140, 8, 140, C.steel3) +
          poly(
            [
              [-8, -140],
              [70, -200],
              [76, -190],
              [0, -128],
            ],
            C.steel3,
            false,
          ) +
          poly(
            [
              [50, -210],
              [110, -180],
              [90, -160],
              [40, -190],
            ],
            C.steel4,
          ) +
          `<polygon points="${pts([
            [90, -160],
            [110, -180],
            [180, -60],
            [40, -60],
          ])}" fill="${C.steel5}" fill-opacity="0.08"/>`,
      ) +
      g(
        'translate(-240,-110)',
        rect(0, -40, 70, 40, C.steel1) + rect(8, -34, 20, 8, C.red) + rect(34, -34, 28, 8, C.steel4),
      )
    )
  },
  tag() {
    return (
      `<path d="M-160,-60 L90,-60 L150,0 L90,60 L-160,60 Z" fill="${C.red}"/>` +
      circle(92, 0, 12, C.bg1) +
      rect(-130, -18, 170, 12, C.glow, ' rx="6"') +
      rect(-130, 8, 110, 10, '#ffb3ba', ' rx="5"')
    )
  },
}
export const props = propsLib

// ---------------------------------------------------------------- scenes
function sparkles(w, h, seed, n = 26) {
  let s = seed
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280
  const out = []
  for (let i = 0; i < n; i++) {
    const x = rnd() * w
    const y = rnd() * h * 0.62
    const r = 1 + rnd() * 2.2
    out.push(circle(x, y, r, i % 9 === 0 ? C.red : C.steel4, ` fill-opacity="${f(0.35 + rnd() * 0.5)}"`))
  }
  return out.join('')
}

function backdrop(w, h, { seed = 7, haloX = 0.5, haloY = 0.52, haloR = 0.36, floorY = 0.8 } = {}) {
  const grid = []
  for (let x = 0; x <= w; x += 80) grid.push(`<line x1="${x}" y1="0" x2="${x}" y2="${h}"/>`)
  for (let y = 0; y <= h; y += 80) grid.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`)
  const fy = h * floorY
  return (
    rect(0, 0, w, h, 'url(#sky)') +
    `<g stroke="${C.grid}" stroke-width="1.2" opacity="0.7">${grid.join('')}</g>` +
    sparkles(w, h, seed) +
    circle(w * haloX, h * haloY, Math.min(w, h) * haloR * 1.35, 'url(#halo)') +
    `<circle cx="${f(w * haloX)}" cy="${f(h * haloY)}" r="${f(Math.min(w, h) * haloR)}" fill="none" ` +
    `stroke="${C.steel1}" stroke-width="2"/>` +
    `<path d="M${f(w * haloX - Math.min(w, h) * haloR)},${f(h * haloY)} ` +
    `A${f(Math.min(w, h) * haloR)},${f(Math.min(w, h) * haloR)} 0 0 1 ` +
    `${f(w * haloX)},${f(h * haloY - Math.min(w, h) * haloR)}" fill="none" stroke="${C.red}" stroke-width="4"/>` +
    rect(0, fy, w, h - fy, 'url(#floor)') +
    `<line x1="0" y1="${f(fy)}" x2="${w}" y2="${f(fy)}" stroke="${C.steel1}" stroke-width="2"/>`
  )
}
const shadow = (x, y, rx) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.14)}" fill="#000" fill-opacity="0.45"/>`
const place = (x, y, s, body) => g(`translate(${f(x)},${f(y)}) scale(${s})`, body)
const motion = (x1, y1, x2, y2, bend = -80) =>
  `<path d="M${x1},${y1} Q${(x1 + x2) / 2},${(y1 + y2) / 2 + bend} ${x2},${y2}" fill="none" stroke="${C.steel3}" ` +
  `stroke-width="4" stroke-dasharray="12 10"/>` +
  `<polygon points="${pts([
    [x2, y2],
    [x2 - 18, y2 - 10],
    [x2 - 14, y2 + 10],
  ])}" fill="${C.steel3}"/>`

function svg(w, h, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${DEFS}${body}</svg>\n`
}

/**
 * Product card scene, 4:3 (1200 × 900). With `og`, the same subject on a 1200 × 630 backdrop
 * (the Open Graph format), scaled to fit its height.
 */
function productScene(title, subject, opts = {}, og = false) {
  const W = 1200,
    H = 900,
    fy = H * 0.82
  const scene = (opts.behind ?? '') + shadow(W / 2, fy, opts.shadow ?? 200) + subject(W / 2, fy)
  if (!og)
    return svg(
      W,
      H,
      backdrop(W, H, { seed: opts.seed ?? 3, haloY: 0.48, floorY: 0.82 }) + scene + (opts.front ?? ''),
      title,
    )
  const OH = 630,
    ofy = OH * 0.86,
    k = 0.74
  return svg(
    W,
    OH,
    backdrop(W, OH, { seed: opts.seed ?? 3, haloY: 0.46, haloR: 0.44, floorY: 0.86 }) +
      g(`translate(${W / 2},${f(ofy)}) scale(${k}) translate(${-W / 2},${f(-fy)})`, scene) +
      (opts.front ?? ''),
    title,
  )
}
/** Hero scene, 16:9. */
function heroScene(title, body, opts = {}) {
  const W = 1600,
    H = 900
  return svg(
    W,
    H,
    backdrop(W, H, { seed: opts.seed ?? 11, haloX: opts.haloX ?? 0.66, haloY: 0.48, haloR: 0.4, floorY: 0.84 }) +
      body(W, H, H * 0.84),
    title,
  )
}

export const ILLUSTRATIONS = {
  // Products (4:3).
  'mini-robot': (og) =>
    productScene(
      'Interstellar mini robots',
      (x, y) =>
        place(x - 230, y, 1.45, robot('mini', { raise: 60 })) +
        place(x + 10, y, 1.75, robot('mini', { raise: 130, joints: true })) +
        place(x + 280, y, 1.2, rover()),
      { shadow: 400, seed: 5 },
      og,
    ),
  'flagship-bumblebee': (og) =>
    productScene(
      'Sports car robot',
      (x, y) => place(x + 10, y, 2.6, robot('car', { raise: 35 })) + place(x - 300, y, 1.1, car()),
      { shadow: 330, seed: 8 },
      og,
    ),
  'buzz-lightyear': (og) =>
    productScene(
      'Space ranger robot',
      (x, y) => place(x, y, 2.6, robot('ranger', { raise: 80 })),
      { shadow: 220, seed: 13 },
      og,
    ),
  'flagship-megatron': (og) =>
    productScene(
      'Tank robot',
      (x, y) => place(x + 60, y, 2.55, robot('tank', { raise: 20 })) + place(x - 310, y, 0.9, tank()),
      { shadow: 340, seed: 17 },
      og,
    ),
  grimlock: (og) =>
    productScene('Robot dinosaur', (x, y) => place(x + 10, y, 2.3, dino()), { shadow: 330, seed: 19 }, og),
  'bumblebee-g1': (og) =>
    productScene(
      'Compact car robot',
      (x, y) => place(x + 80, y, 2.5, robot('compact', { raise: 50 })) + place(x - 290, y, 0.95, car(false)),
      { shadow: 320, seed: 23 },
      og,
    ),
  'optimus-prime-rotb': (og) =>
    productScene(
      'Truck robot, limited edition',
      (x, y) => place(x + 80, y, 2.5, robot('truck', { raise: 25 })) + place(x - 300, y, 0.95, truck()),
      {
        shadow: 340,
        seed: 29,
        front:
          `<polygon points="1000,0 1200,0 1200,200" fill="${C.red}"/><polygon points="1060,0 1090,0 1200,110 ` +
          `1200,140" fill="${C.glow}" fill-opacity="0.85"/>`,
      },
      og,
    ),
  'elite-optimus-prime': (og) =>
    productScene(
      'Truck robot, elite',
      (x, y) => place(x, y, 2.55, robot('truck', { raise: 0 })),
      { shadow: 220, seed: 31 },
      og,
    ),
  'ai-base': (og) =>
    productScene(
      'AI base',
      (x, y) => place(x, y - 10, 1.7, props.aiBase()) + place(x, y - 108, 1.5, robot('truck', { raise: 70 })),
      { shadow: 330, seed: 37 },
      og,
    ),
  'k1-pro': (og) =>
    productScene(
      'Mini robot, pro',
      (x, y) => place(x - 40, y, 2.35, robot('mini', { raise: 90, joints: true })) + place(x + 250, y, 1.05, rover()),
      { shadow: 300, seed: 41 },
      og,
    ),
  k1: (og) =>
    productScene(
      'Mini robot',
      (x, y) => place(x - 40, y, 2.35, robot('mini', { raise: 40 })) + place(x + 250, y, 1.05, rover()),
      { shadow: 300, seed: 43 },
      og,
    ),
  t9: (og) =>
    productScene(
      'Agent robot with jet wings',
      (x, y) => place(x, y, 2.35, robot('agent', { raise: 110 })),
      { shadow: 220, seed: 47 },
      og,
    ),
  'buzz-alpha': (og) =>
    productScene(
      'Space ranger robot, alpha',
      (x, y) => place(x + 30, y, 2.6, robot('ranger', { raise: 20 })),
      {
        shadow: 220,
        seed: 53,
        behind:
          `<path d="M200,720 Q420,260 760,160" fill="none" stroke="${C.red}" stroke-width="6" stroke-dasharray="16 ` +
          `14"/>`,
      },
      og,
    ),
  'flagship-optimus-prime': (og) =>
    productScene(
      'Truck robot, flagship',
      (x, y) => place(x + 90, y, 2.65, robot('truck', { raise: 45 })) + place(x - 300, y, 0.95, truck()),
      { shadow: 350, seed: 59 },
      og,
    ),

  // Heroes (16:9).
  'hero-home': () =>
    heroScene(
      'A robot transforming from a car',
      (W, H, fy) =>
        shadow(1100, fy, 220) +
        place(1100, fy, 2.45, robot('car', { raise: 45 })) +
        shadow(400, fy, 220) +
        place(400, fy, 1.2, car()) +
        motion(560, fy - 180, 880, fy - 420, -120) +
        g(
          `translate(700,${f(fy - 120)}) rotate(-18)`,
          poly(
            [
              [-40, -20],
              [40, -30],
              [48, 10],
              [-30, 20],
            ],
            C.steel3,
          ),
        ) +
        g(
          `translate(760,${f(fy - 260)}) rotate(24)`,
          poly(
            [
              [-30, -16],
              [30, -22],
              [34, 10],
              [-24, 16],
            ],
            C.steel4,
          ),
        ) +
        g(`translate(640,${f(fy - 330)}) rotate(-40)`, wheel(0, 0, 22)),
    ),
  'hero-mini-robot': () =>
    heroScene(
      'Two mini robots, robot and rover mode',
      (W, H, fy) =>
        shadow(1100, fy, 180) +
        place(1100, fy, 2.1, robot('mini', { raise: 70, joints: true })) +
        shadow(620, fy, 190) +
        place(620, fy, 1.7, rover()) +
        motion(720, fy - 170, 960, fy - 380, -60),
      { seed: 61 },
    ),
  'hero-support': () =>
    heroScene(
      'A robot with a shield and tools',
      (W, H, fy) =>
        place(640, fy - 60, 1.2, props.shield()) +
        place(480, fy - 40, 1, props.wrench()) +
        shadow(1120, fy, 200) +
        place(1120, fy, 2.3, robot('truck', { raise: 100 })),
      { seed: 67 },
    ),
  'hero-campaign-black-friday': () =>
    heroScene(
      'A robot in front of red light bolts',
      (W, H, fy) =>
        `<polygon points="${pts([
          [820, 0],
          [900, 0],
          [700, 420],
          [780, 420],
          [560, 900],
          [640, 440],
          [560, 440],
        ])}" fill="${C.red}" fill-opacity="0.85"/>` +
        `<polygon points="${pts([
          [1380, 40],
          [1420, 40],
          [1320, 300],
          [1360, 300],
          [1240, 600],
          [1280, 320],
          [1240, 320],
        ])}" fill="${C.redDark}" fill-opacity="0.7"/>` +
        place(380, 300, 1.2, props.tag()) +
        shadow(1100, fy, 230) +
        place(1100, fy, 2.4, robot('tank', { raise: 30 })),
      { seed: 71, haloX: 0.68 },
    ),
  'hero-campaign-christmas': () =>
    heroScene(
      'A mini robot next to a gift under falling stars',
      (W, H, fy) =>
        [...Array(18)]
          .map((_, i) => {
            const x = 120 + ((i * 173) % 1380),
              y = 60 + ((i * 97) % 420),
              r = 6 + (i % 3) * 4
            return `<polygon points="${pts([
              [x, y - r * 2],
              [x + r * 0.6, y - r * 0.6],
              [x + r * 2, y],
              [x + r * 0.6, y + r * 0.6],
              [x, y + r * 2],
              [x - r * 0.6, y + r * 0.6],
              [x - r * 2, y],
              [x - r * 0.6, y - r * 0.6],
            ])}" fill="${i % 5 === 0 ? C.red : C.steel5}" fill-opacity="0.8"/>`
          })
          .join('') +
        shadow(700, fy, 150) +
        place(700, fy, 1.5, props.gift()) +
        shadow(1080, fy, 170) +
        place(1080, fy, 2.05, robot('mini', { raise: 120 })),
      { seed: 73 },
    ),
  'hero-region': () =>
    heroScene(
      'A stylised globe with connection points',
      (W, H, fy) =>
        place(1060, 420, 1.9, props.globe()) +
        shadow(440, fy, 150) +
        place(440, fy, 2.2, robot('agent', { raise: 90 })),
      { seed: 79 },
    ),
  'hero-where-to-buy': () =>
    heroScene(
      'A map with shop markers and a shop front',
      (W, H, fy) =>
        place(620, 420, 1.25, props.map()) +
        shadow(1180, fy, 200) +
        place(1180, fy, 1.2, props.shop()) +
        shadow(1400, fy, 90) +
        place(1400, fy, 1.6, robot('mini', { raise: 20 })),
      { seed: 83, haloX: 0.4 },
    ),
  'hero-manuals': () =>
    heroScene(
      'An open manual, a phone and a robot',
      (W, H, fy) =>
        place(560, fy - 40, 1.3, props.booklet()) +
        place(940, fy - 10, 1.2, props.phone()) +
        shadow(1290, fy, 160) +
        place(1290, fy, 2.2, robot('compact', { raise: 60 })),
      { seed: 89 },
    ),
  'hero-about': () =>
    heroScene(
      'A workshop bench with a robot',
      (W, H, fy) =>
        place(820, fy, 1.4, props.bench()) +
        place(820, fy - 154, 1.6, robot('car', { raise: 10 })) +
        place(200, fy, 1.2, robot('mini', { raise: 30 })),
      { seed: 97, haloX: 0.52 },
    ),
  'hero-news': () =>
    heroScene(
      'A news screen next to a robot',
      (W, H, fy) =>
        place(640, fy - 40, 1.35, props.screen()) +
        shadow(1240, fy, 180) +
        place(1240, fy, 2.3, robot('ranger', { raise: 70 })),
      { seed: 101 },
    ),
}

export const HERO_NAMES = Object.keys(ILLUSTRATIONS).filter((n) => n.startsWith('hero-'))
export const PRODUCT_IMAGE_NAMES = Object.keys(ILLUSTRATIONS).filter((n) => !n.startsWith('hero-'))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'illustrations')
  mkdirSync(dir, { recursive: true })
  for (const [name, draw] of Object.entries(ILLUSTRATIONS)) writeFileSync(join(dir, `${name}.svg`), draw())
  console.log(`wrote ${Object.keys(ILLUSTRATIONS).length} SVG sources to ${dir}`)
}
