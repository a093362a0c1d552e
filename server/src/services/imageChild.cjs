// The image process (see imageProcess.ts): decodes and re-encodes custom-fabric images with sharp,
// one at a time, at a low CPU priority, apart from the server's event loop, memory and thread pool.
// Plain JavaScript so it starts without a TypeScript loader (tsx, Jest, a build: all the same).
'use strict';
const os = require('node:os');

// First, so every thread started later (libuv's pool, libvips' workers) inherits the low priority.
try {
  os.setPriority(Number(process.env.IMAGE_PROCESS_NICE || 10));
} catch {
  // not allowed here: still correct, only without the priority
}

const sharp = require('sharp');

sharp.concurrency(1); // one libvips worker thread: the image process uses at most about one core
sharp.cache(false); // uploads are never decoded twice

process.on('message', async (message) => {
  const { id, bytes, limitInputPixels, maxSide, quality, timeoutSeconds } = message;
  let reply;
  try {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { data, info } = await sharp(input, { limitInputPixels, failOn: 'error' })
      .timeout({ seconds: timeoutSeconds })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    reply = { id, jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    reply = { id, error: error instanceof Error && error.message.startsWith('timeout') ? 'timeout' : 'unreadable' };
  }
  process.send({ ...reply, rss: process.memoryUsage.rss() });
});

process.on('disconnect', () => process.exit(0)); // the server is gone
