import path from 'node:path';
import sharp from 'sharp';

/**
 * For the lever's tests: a card like `npm run showcase-images` draws (flat
 * colour, a circle and a title, 1280 × 720), written as a palette PNG to
 * `<dir>/<name>`. Returns its path.
 */
export async function drawCard(dir: string, name = 'card.png'): Promise<string> {
  const file = path.join(dir, name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="100%" height="100%" fill="#2e8555"/>
    <circle cx="1130" cy="120" r="260" fill="#4fc08d" opacity="0.35"/>
    <text x="96" y="400" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="120" fill="#fff">Docusaurus</text>
  </svg>`;
  await sharp(Buffer.from(svg)).png({palette: true}).toFile(file);
  return file;
}
