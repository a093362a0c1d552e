import { isIOS, shareOrDownload, shareOrDownloadOnWeb, shareProject } from './share';

const kernel = {
  isNativePlatform: jest.fn(() => false),
  shareDesignNative: jest.fn(async (_share: { projectId: string; image: Blob }) => true),
  getProjectPng: jest.fn(async (_id: string): Promise<Blob | null> => new Blob(['png'], { type: 'image/png' })),
  logs: [] as { level: string; message: string }[],
};
// The app's share sheet and its gallery are Capacitor plugins (missing in jsdom): the platform's native side stands
// in here, with its logger and texts, so the web and app paths of sharing can both be followed.
jest.mock('@nahtlos/platform', () => ({
  isNativePlatform: () => kernel.isNativePlatform(),
  shareDesignNative: (share: { projectId: string; image: Blob }) => kernel.shareDesignNative(share),
  getProjectPng: (id: string) => kernel.getProjectPng(id),
  logger: {
    info: (message: string) => kernel.logs.push({ level: 'info', message }),
    warn: (message: string) => kernel.logs.push({ level: 'warn', message }),
    error: (message: string) => kernel.logs.push({ level: 'error', message }),
  },
  platformStrings: { share: { savedToGallery: 'Wir haben das Schnittmuster in deiner Gallerie gespeichert.' } },
}));
// the share image is drawn on a canvas (not in jsdom): stand in with a blob of the asked type
const render = { fail: false, captions: [] as string[][] };
jest.mock('./drawing/export', () => ({
  renderShareImage: async (_preview: Blob, type: string, caption: string[] = []) => {
    render.captions.push(caption);
    if (render.fail) throw new Error('canvas failed');
    return new Blob(['image'], { type });
  },
}));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

/** Downloads started through a link click: the file names. */
let downloads: string[] = [];
beforeEach(() => {
  downloads = [];
  kernel.logs = [];
  kernel.isNativePlatform.mockReturnValue(false);
  kernel.shareDesignNative.mockClear();
  render.fail = false;
  render.captions = [];
  URL.createObjectURL = jest.fn(() => 'blob:share');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as Partial<Navigator>).canShare;
  delete (navigator as Partial<Navigator>).share;
});

/** A browser's Web Share API: `canShare` answers for files, `share` resolves or rejects. */
function webShare(canShareFiles: boolean, share: (data: ShareData) => Promise<void> = async () => undefined) {
  const canShare = jest.fn((data?: ShareData) => canShareFiles && (data?.files?.length ?? 0) > 0);
  const shareFn = jest.fn(share);
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true, writable: true });
  Object.defineProperty(navigator, 'share', { value: shareFn, configurable: true, writable: true });
  return { canShare, share: shareFn };
}

const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });
const file = (name: string, type: string) => new File(['image'], name, { type });

describe('isIOS', () => {
  it("offers 'Design teilen' on iPhone/iPad (also iPadOS posing as a Mac), 'Design speichern' elsewhere", () => {
    expect(isIOS({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(false);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', maxTouchPoints: 5 })).toBe(false);
  });
});

describe('shareOrDownloadOnWeb: share sheet or download', () => {
  it("'Design teilen' opens the share sheet with the file when the browser can share files, and downloads nothing", async () => {
    const api = webShare(true);
    const image = file('01PROJECT.jpg', 'image/jpeg');
    await expect(shareOrDownloadOnWeb(image, 'Mein Shirt', true)).resolves.toBe('shared');
    expect(api.canShare).toHaveBeenCalledWith({ files: [image] });
    expect(api.share).toHaveBeenCalledWith({ files: [image], title: 'Mein Shirt' });
    expect(downloads).toEqual([]);
  });

  it('downloads when the browser cannot share files (canShare false) or has no Web Share at all', async () => {
    const api = webShare(false);
    await expect(shareOrDownloadOnWeb(file('01PROJECT.jpg', 'image/jpeg'), 'Mein Shirt', true)).resolves.toBe('downloaded');
    expect(api.share).not.toHaveBeenCalled();
    delete (navigator as Partial<Navigator>).canShare;
    delete (navigator as Partial<Navigator>).share;
    await expect(shareOrDownloadOnWeb(file('01PROJECT.jpg', 'image/jpeg'), 'Mein Shirt', true)).resolves.toBe('downloaded');
    expect(downloads).toEqual(['01PROJECT.jpg', '01PROJECT.jpg']);
  });

  it("'Design speichern' downloads even where the browser could share files", async () => {
    const api = webShare(true);
    await expect(shareOrDownloadOnWeb(file('01PROJECT.png', 'image/png'), 'Mein Shirt', false)).resolves.toBe('downloaded');
    expect(api.share).not.toHaveBeenCalled();
    expect(downloads).toEqual(['01PROJECT.png']);
  });

  it('closing the share sheet (AbortError) is no error: nothing downloaded, nothing logged', async () => {
    webShare(true, async () => Promise.reject(abort()));
    await expect(shareOrDownloadOnWeb(file('01PROJECT.jpg', 'image/jpeg'), 'Mein Shirt', true)).resolves.toBe('cancelled');
    expect(downloads).toEqual([]);
    expect(kernel.logs).toEqual([]);
  });

  it('any other share failure is logged and the image is downloaded instead', async () => {
    webShare(true, async () => Promise.reject(Object.assign(new Error('no activation'), { name: 'NotAllowedError' })));
    await expect(shareOrDownloadOnWeb(file('01PROJECT.jpg', 'image/jpeg'), 'Mein Shirt', true)).resolves.toBe('downloaded');
    expect(downloads).toEqual(['01PROJECT.jpg']);
    expect(kernel.logs).toEqual([{ level: 'warn', message: 'Sharing 01PROJECT.jpg failed; it is downloaded instead.' }]);
  });
});

describe('shareOrDownload', () => {
  it('in the app hands the rendered image to the native share/gallery, named by project id, and downloads nothing', async () => {
    kernel.isNativePlatform.mockReturnValue(true);
    const api = webShare(true);
    await expect(shareOrDownload('01PROJECT', 'Mein Shirt', new Blob(['png'], { type: 'image/png' }), false)).resolves.toBe(true);
    expect(kernel.shareDesignNative).toHaveBeenCalledTimes(1);
    const [{ projectId, image }] = kernel.shareDesignNative.mock.calls[0];
    expect(projectId).toBe('01PROJECT');
    expect(image.type).toBe('image/png');
    expect(api.share).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });

  it("on the web 'Design speichern' downloads the PNG as <project id>.png", async () => {
    await expect(shareOrDownload('01PROJECT', 'Mein Shirt', new Blob(['png'], { type: 'image/png' }), false)).resolves.toBe(true);
    expect(downloads).toEqual(['01PROJECT.png']);
    expect(kernel.shareDesignNative).not.toHaveBeenCalled();
  });

  it("on the web 'Design teilen' shares a JPEG named <project id>.jpg", async () => {
    const api = webShare(true);
    await expect(shareOrDownload('01PROJECT', 'Mein Shirt', new Blob(['png'], { type: 'image/png' }), true)).resolves.toBe(true);
    const shared = api.share.mock.calls[0][0].files![0];
    expect([shared.name, shared.type]).toEqual(['01PROJECT.jpg', 'image/jpeg']);
    expect(downloads).toEqual([]);
  });
});

describe('shareProject: what the user is told', () => {
  const project = { id: '01PROJECT', name: 'Mein Shirt' };

  it('shared or saved: the toast', async () => {
    webShare(true);
    await expect(shareProject(project, true)).resolves.toBe('Wir haben das Schnittmuster in deiner Gallerie gespeichert.');
    await expect(shareProject(project, false)).resolves.toBe('Wir haben das Schnittmuster in deiner Gallerie gespeichert.');
  });

  it('writes the size and the yardage under the design, when known', async () => {
    webShare(true);
    await shareProject(project, false, ['Größe 86/92', 'Sterne: Stoffverbrauch: 0,65 m bei 150 cm Breite']);
    await shareProject(project, false);
    expect(render.captions).toEqual([['Größe 86/92', 'Sterne: Stoffverbrauch: 0,65 m bei 150 cm Breite'], []]);
  });

  it('share sheet closed by the user (AbortError): no message at all', async () => {
    webShare(true, async () => Promise.reject(abort()));
    await expect(shareProject(project, true)).resolves.toBeNull();
    expect(kernel.logs).toEqual([]);
  });

  it('no image could be made: the German error, logged', async () => {
    render.fail = true;
    await expect(shareProject(project, false)).resolves.toBe('Das Bild konnte nicht erstellt werden. Versuche es bitte erneut.');
    kernel.getProjectPng.mockResolvedValueOnce(null);
    render.fail = false;
    await expect(shareProject(project, false)).resolves.toBe('Das Bild konnte nicht erstellt werden. Versuche es bitte erneut.');
    expect(kernel.logs.map((log) => log.level)).toEqual(['error', 'error']);
    expect(downloads).toEqual([]);
  });
});
