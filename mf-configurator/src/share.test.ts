import { isIOS, shareOrDownload } from './share';

const native = { isNativePlatform: jest.fn(() => false), shareDesignNative: jest.fn(async (_share: { projectId: string; image: Blob }) => true) };
jest.mock('@nahtlos/shared-kernel', () => ({
  isNativePlatform: () => native.isNativePlatform(),
  shareDesignNative: (share: { projectId: string; image: Blob }) => native.shareDesignNative(share),
}));
// the share image is drawn on a canvas (not in jsdom): stand in with a blob of the asked type
jest.mock('./drawing/export', () => ({ renderShareImage: async (_preview: Blob, type: string) => new Blob(['image'], { type }) }));

describe('isIOS', () => {
  it("offers 'Design teilen' on iPhone/iPad (also iPadOS posing as a Mac), 'Design speichern' elsewhere", () => {
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(false);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', maxTouchPoints: 5 })).toBe(false);
  });
});

describe('shareOrDownload', () => {
  it('in the app hands the rendered image to the native share/gallery, named by project id, and downloads nothing', async () => {
    native.isNativePlatform.mockReturnValue(true);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(shareOrDownload('01PROJECT', 'Mein Shirt', new Blob(['png'], { type: 'image/png' }), false)).resolves.toBe(true);
    expect(native.shareDesignNative).toHaveBeenCalledTimes(1);
    const [{ projectId, image }] = native.shareDesignNative.mock.calls[0];
    expect(projectId).toBe('01PROJECT');
    expect(image.type).toBe('image/png');
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('on the web downloads the PNG as <project id>.png', async () => {
    native.isNativePlatform.mockReturnValue(false);
    native.shareDesignNative.mockClear();
    URL.createObjectURL = jest.fn(() => 'blob:share');
    URL.revokeObjectURL = jest.fn();
    let downloaded = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    await expect(shareOrDownload('01PROJECT', 'Mein Shirt', new Blob(['png'], { type: 'image/png' }), false)).resolves.toBe(true);
    expect(downloaded).toBe('01PROJECT.png');
    expect(native.shareDesignNative).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
