import { ACCEPTED_IMAGE, CROP, croppedCanvasOptions, fitWithin, isAcceptedImage, WORKING_MAX_SIDE } from './image';

describe('cropper type checks (SPEC section 5)', () => {
  it.each(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'tiff', 'webp'])('accepts image/%s', (type) => {
    expect(isAcceptedImage({ type: `image/${type}` })).toBe(true);
  });
  it.each(['application/pdf', 'image/svg+xml', 'image/heic', 'text/plain', 'video/mp4', 'image/png; x'])('rejects %s', (type) => {
    expect(isAcceptedImage({ type, name: 'foto.jpg' })).toBe(false);
  });
  it('falls back to the file name when the type is unknown', () => {
    expect(isAcceptedImage({ type: '', name: 'stoff.JPEG' })).toBe(true);
    expect(isAcceptedImage({ type: '', name: 'stoff.tif' })).toBe(true);
    expect(isAcceptedImage({ type: '', name: 'anleitung.pdf' })).toBe(false);
    expect(isAcceptedImage({})).toBe(false);
  });
  it('is anchored (no partial matches)', () => {
    expect(ACCEPTED_IMAGE.test('image/pngx')).toBe(false);
    expect(ACCEPTED_IMAGE.test('ximage/png')).toBe(false);
  });
});

describe('cropper output (SPEC sections 5 and 9)', () => {
  it('is a 3/4 JPEG 1600 px wide at quality 92, min crop 20 px', () => {
    expect(CROP).toMatchObject({ aspectRatio: 0.75, width: 1600, height: 2133, type: 'image/jpeg', quality: 0.92, minSize: 20 });
    expect(croppedCanvasOptions).toMatchObject({ width: 1600, height: 2133 });
    expect(Math.abs(croppedCanvasOptions.width / croppedCanvasOptions.height - 3 / 4)).toBeLessThan(0.001);
  });
  it('scales a 12 MP photo down before cropping, keeping the ratio and enough pixels for the output', () => {
    const landscape = fitWithin(4000, 3000);
    expect(landscape).toEqual({ width: WORKING_MAX_SIDE, height: 1800 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1800, height: WORKING_MAX_SIDE });
    // a portrait crop of the full height keeps at least the output height of 2133 px
    expect(fitWithin(3000, 4000).height).toBeGreaterThanOrEqual(CROP.height);
    // small photos are never scaled up
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('exact output size', () => {
  it('stretches a crop that cropperjs rounded a pixel off back to 1600 × 2133', async () => {
    const { canvasToCrop } = await import('./image');
    const drawImage = jest.fn();
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    const toBlob = jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
        callback(new Blob([`${this.width}x${this.height}`], { type }));
      });
    const rounded = document.createElement('canvas');
    rounded.width = 1599;
    rounded.height = 2133;
    const crop = await canvasToCrop(rounded);
    expect(crop).toMatchObject({ width: 1600, height: 2133 });
    expect(crop.blob.type).toBe('image/jpeg');
    expect(drawImage).toHaveBeenCalledWith(rounded, 0, 0, 1600, 2133);
    expect(toBlob.mock.calls[0]![1]).toBe('image/jpeg');
    expect(toBlob.mock.calls[0]![2]).toBe(0.92);
    getContext.mockRestore();
    toBlob.mockRestore();
  });
});

describe('crop box in image pixels', () => {
  it('is rounded and kept inside the prepared image, at least 20 px', async () => {
    const { clampCrop } = await import('./image');
    const image = { width: 2400, height: 1800 };
    expect(clampCrop({ x: 10.4, y: 0.6, width: 1349.6, height: 1799.5 }, image)).toEqual({ x: 10, y: 0, width: 1350, height: 1800 }); // a full-height box cannot start below the top
    expect(clampCrop({ x: -5, y: -3, width: 900, height: 1200 }, image)).toEqual({ x: 0, y: 0, width: 900, height: 1200 });
    expect(clampCrop({ x: 2300, y: 1700, width: 900, height: 1200 }, image)).toEqual({ x: 1500, y: 600, width: 900, height: 1200 });
    expect(clampCrop({ x: 5, y: 5, width: 3, height: 4 }, image)).toMatchObject({ width: 20, height: 20 });
  });
});
