import { tileFor, tilePatternId, tileSize } from './tiles';

describe('tileSize', () => {
  it('covers at least the pattern width and height, in whole numbers', () => {
    expect(tileSize({ width: 512, height: 512 }, 500, 600)).toEqual({ width: 600, height: 600 });
    expect(tileSize({ width: 1600, height: 1200 }, 500, 600)).toEqual({ width: 800, height: 600 });
    const odd = tileSize({ width: 333, height: 777 }, 500, 600);
    expect(Number.isInteger(odd.width) && Number.isInteger(odd.height)).toBe(true);
    expect(odd.width).toBeGreaterThanOrEqual(500);
    expect(odd.height).toBeGreaterThanOrEqual(600);
  });
  it('treats fabrics without a size as square', () => {
    expect(tileSize({ width: null, height: null }, 500, 600)).toEqual({ width: 600, height: 600 });
  });
});

describe('tileFor', () => {
  const print = { width: 512, height: 512, repeat: { width: 10, height: 8 } };
  it('draws a repeat at its real size: smaller on a bigger size of the garment (more cm per drawing unit)', () => {
    const small = tileFor({ fabric: print, patternWidth: 500, patternHeight: 600, cmPerUnit: 0.1, look: { scale: 100, rotation: 0 } });
    const big = tileFor({ fabric: print, patternWidth: 500, patternHeight: 600, cmPerUnit: 0.2, look: { scale: 100, rotation: 0 } });
    expect(small).toEqual({ width: 100, height: 80, rotation: 0 });
    expect(big).toEqual({ width: 50, height: 40, rotation: 0 });
  });
  it("scales and turns the tile as the area's look says", () => {
    expect(tileFor({ fabric: print, patternWidth: 500, patternHeight: 600, cmPerUnit: 0.1, look: { scale: 50, rotation: 90 } })).toEqual({
      width: 50,
      height: 40,
      rotation: 90,
    });
  });
  it("keeps the spec's tile for a fabric without a repeat, or a pattern without sizes", () => {
    const photo = { width: 512, height: 512 };
    expect(tileFor({ fabric: photo, patternWidth: 500, patternHeight: 600, cmPerUnit: 0.1, look: { scale: 100, rotation: 0 } })).toEqual({
      width: 600,
      height: 600,
      rotation: 0,
    });
    expect(tileFor({ fabric: print, patternWidth: 500, patternHeight: 600, cmPerUnit: null, look: { scale: 200, rotation: 0 } })).toEqual({
      width: 1200,
      height: 1200,
      rotation: 0,
    });
  });
  it('names the pattern of an unscaled, unturned print as designs saved before looks did', () => {
    expect(tilePatternId('ringel ostsee', { scale: 100, rotation: 0 })).toBe('fabric-ringel_ostsee');
    expect(tilePatternId('ringel', { scale: 120, rotation: 0 })).toBe('fabric-ringel--s120r0');
  });
});
