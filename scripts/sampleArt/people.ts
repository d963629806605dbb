/** Team portraits: a smiling head and shoulders, some with their dog's face in the corner. */
import { dogFace, type DogLook } from './dogs.ts';
import { circle, d, ellipse, group, line, rect, shape, svgDocument } from './shapes.ts';

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'bob';

export interface Person {
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
  dog?: DogLook;
}

export function portrait(p: Person): string {
  const out: string[] = [rect(0, 0, 400, 400, p.background)];
  out.push(circle(200, 215, 175, '#ffffff', { opacity: 0.25 }));
  if (p.style === 'long') {
    out.push(
      shape(d`M118 170 C105 260 112 330 140 352 L260 352 C288 330 295 260 282 170Z`, p.hair),
    );
  }
  if (p.style === 'bob')
    out.push(
      shape(
        d`M112 180 C110 120 150 88 200 88 C250 88 290 120 288 180 L292 262 Q200 282 108 262Z`,
        p.hair,
      ),
    );
  if (p.style === 'curly') {
    for (let i = 0; i < 13; i++) {
      const angle = Math.PI * (0.95 + (i / 12) * 1.1);
      out.push(circle(200 + Math.cos(angle) * 84, 175 + Math.sin(angle) * 92, 30, p.hair));
    }
  }
  // Shoulders, neck, ears, head.
  out.push(shape(d`M50 400 C52 322 118 292 200 292 C282 292 348 322 350 400Z`, p.shirt));
  out.push(shape(d`M200 292 L172 292 L200 336 L228 292Z`, '#ffffff', { opacity: 0.6 }));
  out.push(rect(174, 236, 52, 62, p.skin, { rx: 20 }));
  out.push(rect(174, 236, 52, 30, '#000000', { rx: 14, opacity: 0.08 }));
  out.push(ellipse(129, 192, 13, 19, p.skin), ellipse(271, 192, 13, 19, p.skin));
  out.push(ellipse(200, 182, 72, 88, p.skin));
  // Hair on top.
  switch (p.style) {
    case 'short':
    case 'long':
    case 'bob':
      out.push(
        shape(
          d`M126 178 C118 110 160 86 204 88 C252 90 286 118 274 178 C262 140 236 122 196 126 C168 128 144 144 126 178Z`,
          p.hair,
        ),
      );
      break;
    case 'bun':
      out.push(circle(200, 84, 30, p.hair));
      out.push(
        shape(
          d`M128 176 C122 112 160 92 200 92 C240 92 278 112 272 176 C258 136 232 122 200 122 C168 122 142 136 128 176Z`,
          p.hair,
        ),
      );
      break;
    case 'curly':
      for (let i = 0; i < 7; i++)
        out.push(circle(140 + i * 20, 108 + Math.abs(3 - i) * 9, 22, p.hair));
      break;
    case 'bald':
      out.push(
        shape(
          d`M128 200 C124 170 130 150 140 140 L146 190Z M272 200 C276 170 270 150 260 140 L254 190Z`,
          p.hair,
        ),
      );
      break;
  }
  if (p.beard) {
    out.push(
      shape(
        d`M130 200 C132 262 166 276 200 276 C234 276 268 262 270 200 C258 236 236 248 200 248 C164 248 142 236 130 200Z`,
        p.hair,
      ),
    );
  }
  // Face.
  out.push(
    line(
      [
        [160, 160],
        [184, 157],
      ],
      p.hair,
      5,
    ),
    line(
      [
        [216, 157],
        [240, 160],
      ],
      p.hair,
      5,
    ),
  );
  out.push(circle(172, 184, 7, '#2a2320'), circle(228, 184, 7, '#2a2320'));
  out.push(circle(174, 182, 2.2, '#ffffff'), circle(230, 182, 2.2, '#ffffff'));
  out.push(
    circle(160, 214, 13, '#e8747c', { opacity: 0.18 }),
    circle(240, 214, 13, '#e8747c', { opacity: 0.18 }),
  );
  out.push(
    shape(d`M200 192 Q194 210 200 214`, 'none', {
      stroke: '#000',
      'stroke-opacity': 0.2,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  );
  out.push(
    shape(d`M176 230 Q200 252 224 230 Q200 240 176 230Z`, '#8f3f3a', {
      stroke: '#8f3f3a',
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  );
  if (p.glasses) {
    out.push(circle(172, 184, 20, 'none', { stroke: '#2d2d2d', 'stroke-width': 4 }));
    out.push(circle(228, 184, 20, 'none', { stroke: '#2d2d2d', 'stroke-width': 4 }));
    out.push(
      line(
        [
          [192, 182],
          [208, 182],
        ],
        '#2d2d2d',
        4,
      ),
    );
  }
  if (p.dog) out.push(group(dogFace(p.dog), { transform: 'translate(322 318) scale(0.42)' }));
  return svgDocument(400, 400, out.join(''));
}
