import type { SewingPattern } from '@nahtlos/platform';
import { catalogueSizes, initialSize } from './sizes';

const pattern = (sizes: string[] | null, consumption: string[] = []) =>
  ({ sizes: sizes?.map((size) => ({ size, scale: 1, pieces: {} })), consumption: consumption.map((size) => ({ size, values: {} })) }) as unknown as SewingPattern;

describe('sizes', () => {
  it("offers the catalogue's sizes small to large, from the consumption table where the sizes are left out", () => {
    expect(catalogueSizes([pattern(['122/128', '86/92']), pattern(null, ['50/56', '86/92'])])).toEqual(['50/56', '86/92', '122/128']);
  });

  it('starts with the remembered size when the catalogue has it, else the middle one', () => {
    expect(initialSize(['50/56', '86/92', '122/128'], '122/128')).toBe('122/128');
    expect(initialSize(['50/56', '86/92', '122/128'], '164')).toBe('86/92');
    expect(initialSize(['50/56', '86/92', '110/116', '122/128'], null)).toBe('86/92');
    expect(initialSize([], '86/92')).toBeNull();
  });
});
