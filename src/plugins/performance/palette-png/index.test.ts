import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import palettePngAdapter from './index';
import {drawCard} from './drawCard';

// The framework's adapter, which this one replaces.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const frameworkAdapter = require('@docusaurus/responsive-loader/sharp') as typeof palettePngAdapter;

/** The colour type in a PNG's header (its IHDR chunk comes first): 3 means a palette. */
const pngColourType = (png: Buffer) => png[25];
const INDEXED = 3;

type ResizeRequest = Parameters<ReturnType<typeof palettePngAdapter>['resize']>[0];

/** One card, resized by this adapter and by the framework's, in a folder removed after. */
async function resizeWithBoth(request: ResizeRequest) {
  const dir = mkdtempSync(path.join(tmpdir(), 'palette-png-'));
  try {
    const card = await drawCard(dir);
    return {
      ours: await palettePngAdapter(card).resize(request),
      theirs: await frameworkAdapter(card).resize(request),
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('a resized PNG is written with a palette, in fewer bytes than the framework adapter writes', async () => {
  const {ours, theirs} = await resizeWithBoth({
    width: 720,
    mime: 'image/png',
    options: {quality: 70},
  });
  assert.deepEqual([ours.width, ours.height], [720, 405]);
  assert.equal((await sharp(ours.data).metadata()).format, 'png');
  assert.equal(pngColourType(ours.data), INDEXED, 'the resized copy is a palette PNG');
  assert.notEqual(pngColourType(theirs.data), INDEXED);
  assert.ok(
    ours.data.length < theirs.data.length * 0.7,
    `${ours.data.length} bytes with a palette, ${theirs.data.length} without`,
  );
});

/** How many colours a palette PNG's PLTE chunk holds. */
function paletteSize(png: Buffer): number {
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'PLTE') return length / 3;
    at += 12 + length;
  }
  throw new Error('no PLTE chunk');
}

/** The mean difference of two same-sized pictures' channels, out of 255. */
async function meanChannelError(a: Buffer, b: Buffer): Promise<number> {
  const pixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
  const [pa, pb] = [await pixels(a), await pixels(b)];
  let sum = 0;
  pa.forEach((channel, at) => (sum += Math.abs(channel - (pb[at] ?? 0))));
  return sum / pa.length;
}

test('a flat card keeps only the colours it needs, and looks like the full-colour copy', async () => {
  const {ours, theirs} = await resizeWithBoth({
    width: 1030,
    mime: 'image/png',
    options: {quality: 70},
  });
  // Quantised to the full 256, the card's text edges took about 180 colours.
  const colours = paletteSize(ours.data);
  assert.ok(colours <= 32, `${colours} colours in the palette`);
  const error = await meanChannelError(ours.data, theirs.data);
  assert.ok(error < 1, `mean channel error ${error.toFixed(2)} of 255`);
});

test('a JPEG is written as the framework writes it, at the quality asked for', async () => {
  const {ours, theirs} = await resizeWithBoth({
    width: 400,
    mime: 'image/jpeg',
    options: {quality: 70},
  });
  assert.equal((await sharp(ours.data).metadata()).format, 'jpeg');
  assert.equal(ours.data.length, theirs.data.length);
  assert.deepEqual([ours.width, ours.height], [400, 225]);
});

test('both compilers resizing the same picture get one copy, made once; a changed picture is made afresh', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'palette-png-'));
  try {
    const card = await drawCard(dir);
    const request: ResizeRequest = {width: 400, mime: 'image/png', options: {quality: 70}};
    // The client's loader and the server's each make their own adapter for the file.
    const [client, server] = await Promise.all([
      palettePngAdapter(card).resize(request),
      palettePngAdapter(card).resize(request),
    ]);
    assert.equal(server.data, client.data, 'the server took the very bytes the client made');
    const wider = await palettePngAdapter(card).resize({...request, width: 720});
    assert.deepEqual([wider.width, wider.height], [720, 405], 'another width is its own copy');

    const redrawn = await sharp({
      create: {width: 1280, height: 720, channels: 3, background: '#1b1b1d'},
    })
      .png({palette: true})
      .toBuffer();
    writeFileSync(card, redrawn);
    const afterEdit = await palettePngAdapter(card).resize(request);
    assert.notDeepEqual(afterEdit.data, client.data, 'an edited picture is not served from before');
    const {dominant} = await sharp(afterEdit.data).stats();
    assert.deepEqual(dominant, {r: 24, g: 24, b: 24}, 'the copy shows the new picture');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a picture that cannot be read fails with the read error, and nothing else', async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    const missing = path.join(tmpdir(), 'palette-png-missing', 'card.png');
    await assert.rejects(palettePngAdapter(missing).metadata(), {code: 'ENOENT'});
    const request: ResizeRequest = {width: 400, mime: 'image/png', options: {}};
    await assert.rejects(palettePngAdapter(missing).resize(request), {code: 'ENOENT'});
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(unhandled, [], 'no rejection is left unhandled');
  } finally {
    process.off('unhandledRejection', record);
  }
});
