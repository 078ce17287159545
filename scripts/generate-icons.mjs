// Writes public/icons/*.png, the installed app's icons, from the brand mark (public/favicon.svg):
// run after changing the mark (`node scripts/generate-icons.mjs`); the PNGs are committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = readFileSync('public/favicon.svg', 'utf8');
// A maskable icon fills its square (launchers cut it to a circle or squircle): the gradient to the
// edges, the sparkles inside the central 80 % safe zone.
const maskable = mark
  .replace('<rect width="32" height="32" rx="8"', '<rect width="32" height="32"')
  .replace('<path ', '<path transform="translate(3.2 3.2) scale(0.8)" ');

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
}
console.log(`wrote ${icons.length} icons to public/icons`);
