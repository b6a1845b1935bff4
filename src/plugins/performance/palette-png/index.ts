/**
 * The image adapter of the ideal-image plugin's resizer: the framework's own
 * sharp adapter, except that resized PNGs are written with a palette of at
 * most 256 colours instead of full colour.
 *
 * Why: the only PNGs the site sends through ideal-image are the showcase's
 * preview cards, flat colour and text drawn by `npm run showcase-images` and
 * stored as palette PNGs. The framework's adapter wrote their resized copies
 * in full colour, two to three times the bytes of the 1280 px original: the
 * 1030 px copy of the first card was 48.7 KB, and on a phone that picture is
 * the showcase's largest paint. With a palette it was 21 KB, and 12.2 KB at
 * the quality below, and the cards look the same (the screenshot suite shoots
 * the showcase). Photographs would show banding in 256 colours; give them
 * JPEG, which this adapter writes as the framework's does.
 *
 * The plugin hands its options to the resizer (`@docusaurus/responsive-loader`)
 * as they are, after its own, so an `adapter` in them replaces the framework's.
 * That is a reach into the plugin's internals, listed in CONTRIBUTING.md.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import sharp from 'sharp';

/**
 * Quantising is the cost of a palette: the three copies of the 65 cards took
 * 18.8 s of CPU at sharp's defaults, 2.9 s in full colour. At the lowest
 * effort and without dithering, 10.2 s, and the files are smaller (2.46 MB
 * against 2.76 MB): flat colour and text need neither. A warm build reuses
 * the copies from webpack's cache.
 *
 * `quality: 95` lets the quantiser stop once the copy is that close to the
 * resized picture, instead of spending all 256 colours on shades of the
 * text's edges: 11.6 → 6.3 s of CPU and 2.46 → 1.50 MB for the 195 copies,
 * with 17 to 22 colours a card instead of about 190 (a one-off timing of
 * sharp alone on the cards). Against the full-colour copies, the mean error
 * of a channel went from 0.45 to 0.50 of 255; side by side at four times
 * the size, the worst card looks the same.
 */
const PALETTE = {palette: true, compressionLevel: 9, effort: 1, dither: 0, quality: 95} as const;

/** What the resizer passes to `resize`: a target width, the output type and its own options. */
interface ResizeRequest {
  width: number;
  mime: string;
  options: {quality?: number; background?: string};
}

export interface ResizedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A resized copy, by what it was made from: the file's bytes and the request. */
interface SharedCopy {
  sourceHash: string;
  copy: Promise<ResizedImage>;
}

/**
 * Each copy made once per build, for both compilers.
 *
 * Why: a production build runs two webpack compilers in one process, and the
 * plugin gives both the same loader rule. The server's loader writes no file,
 * but it still resizes every picture, to name the copies by their content
 * hash as the client does: each of the 195 copies was quantised twice, and in
 * a cold build the main thread sat idle for about 10 s waiting on them (a
 * diagnosis: CPU sampled per thread each second). The copy depends only on
 * the source's bytes and the request, so the second compiler takes the
 * first's. An entry is replaced when its file's bytes change; there is one
 * per picture and width (about 3 MB for the showcase), so none is dropped.
 */
const sharedCopies = new Map<string, SharedCopy>();

function requestKey(imagePath: string, {width, mime, options}: ResizeRequest): string {
  return JSON.stringify([imagePath, width, mime, options.quality, options.background]);
}

export default function palettePngAdapter(imagePath: string) {
  const source = readFile(imagePath);
  const sourceHash = source.then((bytes) => createHash('sha1').update(bytes).digest('hex'));
  const image = source.then((bytes) => sharp(bytes));
  // A file that cannot be read fails `metadata` or `resize`, whichever the
  // loader calls, as a loader error; the promise it leaves unawaited must not
  // also end the build as an unhandled rejection.
  for (const pending of [sourceHash, image]) pending.catch(() => {});

  async function resizeOnce({width, mime, options}: ResizeRequest): Promise<ResizedImage> {
    let resized = (await image).clone().resize(width, null);
    if (options.background !== undefined) {
      resized = resized.flatten({background: options.background});
    }
    if (mime === 'image/jpeg') resized = resized.jpeg({quality: options.quality});
    if (mime === 'image/png') resized = resized.png(PALETTE);
    const {data, info} = await resized.toBuffer({resolveWithObject: true});
    return {data, width, height: info.height};
  }

  return {
    metadata: async () => (await image).metadata(),
    async resize(request: ResizeRequest): Promise<ResizedImage> {
      const key = requestKey(imagePath, request);
      const hash = await sourceHash;
      let shared = sharedCopies.get(key);
      if (shared?.sourceHash !== hash) {
        const entry = {sourceHash: hash, copy: resizeOnce(request)};
        sharedCopies.set(key, entry);
        // A failure is not kept for the next build: it tries again.
        entry.copy.catch(() => {
          if (sharedCopies.get(key) === entry) sharedCopies.delete(key);
        });
        shared = entry;
      }
      return shared.copy;
    },
  };
}
