/** Partner logos, the site's logo and its favicon. */
import { coats, dogSide } from './dogs.ts';
import { circle, d, ellipse, group, line, rect, shape, star, svgDocument } from './shapes.ts';

export type Icon = 'heart' | 'cross' | 'pulse' | 'house' | 'bowl';

function pawPrint(cx: number, cy: number, s: number, fill: string): string {
  return [
    ellipse(cx, cy + 8 * s, 13 * s, 11 * s, fill),
    ellipse(cx - 14 * s, cy - 6 * s, 5 * s, 7 * s, fill),
    ellipse(cx - 5 * s, cy - 14 * s, 5 * s, 7 * s, fill),
    ellipse(cx + 5 * s, cy - 14 * s, 5 * s, 7 * s, fill),
    ellipse(cx + 14 * s, cy - 6 * s, 5 * s, 7 * s, fill),
  ].join('');
}

/** A partner's logo: its icon in a coloured disc, its name on two lines, labelled with the name. */
export function partnerLogo(name: [string, string], icon: Icon, color: string): string {
  const out: string[] = [
    rect(0, 0, 320, 160, '#ffffff', { rx: 16 }),
    rect(4, 4, 312, 152, 'none', { rx: 13, stroke: color, 'stroke-width': 3 }),
  ];
  const cx = 70;
  const cy = 80;
  out.push(circle(cx, cy, 46, color));
  switch (icon) {
    case 'heart':
      out.push(
        shape(
          d`M${cx} ${cy + 30} C${cx - 48} ${cy} ${cx - 26} ${cy - 38} ${cx} ${cy - 16} C${cx + 26} ${cy - 38} ${cx + 48} ${cy} ${cx} ${cy + 30}Z`,
          '#ffffff',
        ),
      );
      out.push(pawPrint(cx, cy - 2, 0.7, color));
      break;
    case 'pulse':
      out.push(
        shape(
          d`M${cx} ${cy + 32} C${cx - 50} ${cy} ${cx - 28} ${cy - 40} ${cx} ${cy - 17} C${cx + 28} ${cy - 40} ${cx + 50} ${cy} ${cx} ${cy + 32}Z`,
          '#ffffff',
        ),
      );
      out.push(
        line(
          [
            [cx - 30, cy - 2],
            [cx - 12, cy - 2],
            [cx - 5, cy - 16],
            [cx + 4, cy + 14],
            [cx + 11, cy - 2],
            [cx + 30, cy - 2],
          ],
          color,
          5,
        ),
      );
      break;
    case 'cross':
      out.push(
        rect(cx - 12, cy - 32, 24, 64, '#ffffff', { rx: 4 }),
        rect(cx - 32, cy - 12, 64, 24, '#ffffff', { rx: 4 }),
      );
      out.push(pawPrint(cx, cy, 0.5, color));
      break;
    case 'house':
      out.push(
        shape(
          d`M${cx - 32} ${cy - 2} L${cx} ${cy - 32} L${cx + 32} ${cy - 2} L${cx + 24} ${cy - 2} L${cx + 24} ${cy + 28} L${cx - 24} ${cy + 28} L${cx - 24} ${cy - 2}Z`,
          '#ffffff',
        ),
      );
      out.push(pawPrint(cx, cy + 8, 0.6, color));
      break;
    case 'bowl':
      out.push(
        circle(cx - 12, cy - 6, 7, '#f4d19b'),
        circle(cx + 4, cy - 10, 7, '#f4d19b'),
        circle(cx + 16, cy - 4, 7, '#f4d19b'),
      );
      out.push(
        shape(
          d`M${cx - 34} ${cy - 2} H${cx + 34} Q${cx + 30} ${cy + 28} ${cx} ${cy + 28} Q${cx - 30} ${cy + 28} ${cx - 34} ${cy - 2}Z`,
          '#ffffff',
        ),
      );
      out.push(pawPrint(cx, cy + 10, 0.45, color));
      break;
  }
  const font = 'font-family="Arial, Helvetica, sans-serif"';
  out.push(
    `<text x="132" y="76" ${font} font-size="23" font-weight="bold" fill="${color}">${name[0]}</text>`,
  );
  out.push(`<text x="132" y="104" ${font} font-size="18" fill="#3c4650">${name[1]}</text>`);
  return svgDocument(320, 160, out.join(''), name.join(' '));
}

export function siteLogo(): string {
  const cream = coats.cream;
  const out: string[] = [
    circle(100, 100, 98, '#1f3a5f'),
    circle(100, 100, 88, 'none', { stroke: '#f4c95d', 'stroke-width': 3 }),
    shape(star(100, 46, 17, 7), '#f4c95d'),
    shape(d`M30 146 Q100 136 170 146`, 'none', {
      stroke: '#f4c95d',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    group(dogSide({ build: 'shepherd', coat: cream, tail: 'bushy', silhouette: true }, 'stand'), {
      transform: 'translate(66 143) scale(0.2)',
    }),
    group(dogSide({ build: 'corgi', coat: cream, tail: 'stub', silhouette: true }, 'stand'), {
      transform: 'translate(138 143) scale(-0.2 0.2)',
    }),
    `<text x="100" y="177" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="bold" letter-spacing="3" text-anchor="middle" fill="#ffffff">NSR</text>`,
  ];
  return svgDocument(200, 200, out.join(''), 'North Star Shepherd & Corgi Rescue');
}

export function favicon(): string {
  const cream = '#fbf3df';
  const out: string[] = [
    circle(32, 32, 31, '#1f3a5f'),
    shape(d`M15 30 L13 9 L29 21Z M49 30 L51 9 L35 21Z`, cream),
    circle(32, 36, 16, cream),
    ellipse(32, 45, 8.5, 6.5, '#f0e2c0'),
    ellipse(32, 41.5, 3.8, 2.8, '#1f3a5f'),
    circle(26, 33, 2.2, '#1f3a5f'),
    circle(38, 33, 2.2, '#1f3a5f'),
    shape(star(52, 52, 8, 3.4), '#f4c95d'),
  ];
  return svgDocument(64, 64, out.join(''), 'North Star Rescue');
}
