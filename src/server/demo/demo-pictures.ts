import type { Faker } from '@faker-js/faker';
import sharp from 'sharp';

/** Sky gradients, top to bottom, and the colour of what stands against each. */
const PALETTES = [
  { sky: ['#1e3a8a', '#f59e0b'], ground: '#064e3b', light: '#fde68a' },
  { sky: ['#0f172a', '#7c3aed'], ground: '#020617', light: '#e9d5ff' },
  { sky: ['#0369a1', '#bae6fd'], ground: '#14532d', light: '#fefce8' },
  { sky: ['#7f1d1d', '#fb923c'], ground: '#1c1917', light: '#fed7aa' },
] as const;

type Palette = (typeof PALETTES)[number];

interface Size {
  width: number;
  height: number;
}

function mountains(faker: Faker, { width, height }: Size, palette: Palette): string {
  const peak = () => faker.number.int({ min: Math.round(height * 0.35), max: height * 0.6 });
  const ridge = [0, 0.2, 0.4, 0.6, 0.8, 1]
    .map((x, index) => `${Math.round(x * width)},${index % 2 ? peak() : height * 0.8}`)
    .join(' ');
  return `<circle cx="${width * faker.number.float({ min: 0.6, max: 0.85 })}" cy="${height * 0.25}" r="${height * 0.12}" fill="${palette.light}"/>
    <polygon points="0,${height} ${ridge} ${width},${height}" fill="${palette.ground}"/>`;
}

function stage(faker: Faker, { width, height }: Size, palette: Palette): string {
  const beams = [0.2, 0.5, 0.8].map((x) => {
    const top = Math.round(x * width);
    const spread = faker.number.int({ min: width * 0.1, max: width * 0.2 });
    return `<polygon points="${top - 8},0 ${top + 8},0 ${top + spread},${height * 0.75} ${top - spread},${height * 0.75}" fill="${palette.light}" opacity="0.35"/>`;
  });
  const heads = Array.from({ length: 14 }, (_, index) => {
    const x = Math.round(((index + 0.5) / 14) * width);
    const y = height - faker.number.int({ min: 18, max: 40 });
    return `<circle cx="${x}" cy="${y}" r="${Math.round(width / 40)}" fill="${palette.ground}"/>`;
  });
  return `${beams.join('')}<rect x="0" y="${height * 0.75}" width="${width}" height="${height * 0.25}" fill="${palette.ground}" opacity="0.7"/>${heads.join('')}`;
}

function skyline(faker: Faker, { width, height }: Size, palette: Palette): string {
  const towers: string[] = [];
  for (let x = 0; x < width;) {
    const towerWidth = faker.number.int({ min: width * 0.06, max: width * 0.14 });
    const top = faker.number.int({ min: height * 0.3, max: height * 0.7 });
    towers.push(
      `<rect x="${x}" y="${top}" width="${towerWidth - 4}" height="${height - top}" fill="${palette.ground}"/>`,
    );
    for (let y = top + 12; y < height - 12; y += 22) {
      if (faker.datatype.boolean(0.4)) {
        towers.push(
          `<rect x="${x + 8}" y="${y}" width="${Math.max(4, towerWidth - 20)}" height="8" fill="${palette.light}" opacity="0.8"/>`,
        );
      }
    }
    x += towerWidth;
  }
  return towers.join('');
}

/**
 * A small picture drawn here, with no network: a landscape, a lit stage or a city at night
 * under a sky from the palettes, as a PNG for the uploads service to store like any upload.
 * The same faker state draws the same picture.
 */
export function demoPicture(faker: Faker, size: Size): Promise<Buffer> {
  const palette = faker.helpers.arrayElement(PALETTES);
  const scene = faker.helpers.arrayElement([
    () => mountains(faker, size, palette),
    () => stage(faker, size, palette),
    () => skyline(faker, size, palette),
  ])();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
    </linearGradient></defs>
    <rect width="${size.width}" height="${size.height}" fill="url(#sky)"/>${scene}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
