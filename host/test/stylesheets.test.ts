// Which remote stylesheets the host can inline into a page: those whose url()s are data: URIs (or that have none).
import { hasRelativeUrl } from '../src/render/manifests';

describe('a remote stylesheet inlined into the page', () => {
  it('is inlined with data: URIs, quoted or not (the kit draws icons with them)', () => {
    expect(hasRelativeUrl('.a{--icon:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}')).toBe(false);
    expect(hasRelativeUrl(".a{mask:url('data:image/svg+xml,x') center}")).toBe(false);
    expect(hasRelativeUrl('.a{background:url( data:image/png;base64,AAAA)}')).toBe(false);
    expect(hasRelativeUrl('.a{color:red}')).toBe(false);
  });

  it('is linked when it refers to a file: inlined, the path would resolve against the page, not the remote', () => {
    expect(hasRelativeUrl('.a{background:url("media/fabric.jpg")}')).toBe(true);
    expect(hasRelativeUrl(".a{background:url('../fonts/x.woff2')}")).toBe(true);
    expect(hasRelativeUrl('.a{background:url(img.png)}')).toBe(true);
    expect(hasRelativeUrl('.a{--i:url("data:image/svg+xml,x")}.b{background:url(img.png)}')).toBe(true);
  });
});
