import { tileSize } from './tiles';

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
