import type { Fabric, PatternSize, SewingPattern } from '@nahtlos/platform';
import { planCutting } from '@nahtlos/cutting';
import { designYardage as yardageWith, fabricIndexOf, yardageCaption } from './designYardage';

const designYardage = (...args: Parameters<typeof yardageWith> extends [...infer Head, unknown] ? Head : never) => yardageWith(...args, planCutting);

const piece = { name: 'Vorderteil', outline: [[0, 0], [48, 0], [48, 28], [0, 28]] as [number, number][], quantity: 2, onFold: false, grain: 'lengthwise' as const };
const sizes: PatternSize[] = [
  { size: '86/92', scale: 0.1, pieces: { hauptstoff: [piece] } },
  { size: '98/104', scale: 0.12, pieces: { hauptstoff: [piece, piece] } },
];
const pattern = { id: 'shirt', areas: [{ id: 'hauptstoff', name: 'Hauptstoff', color: 'x' }] } as unknown as SewingPattern;
const sterne = { id: 'sterne', name: 'Sterne', isCustom: false, usableWidth: 150 } as Fabric;
const mine = { id: 'sterne', name: 'Meine Sterne', isCustom: true } as Fabric;

beforeEach(() => localStorage.clear());

it('lists the size the design was saved with and each fabric at its width', () => {
  const yardage = designYardage(pattern, { id: 'shirt', size: '86/92', areas: [{ id: 'hauptstoff', fabric: 'sterne' }] }, sizes, fabricIndexOf([sterne], []));
  expect(yardageCaption(yardage)).toEqual(['Größe 86/92', 'Sterne: Stoffverbrauch: 0,30 m bei 150 cm Breite']);
});

it("a design saved before sizes: this device's size, else the middle one", () => {
  const design = { id: 'shirt', areas: [{ id: 'hauptstoff', fabric: 'sterne' }] };
  expect(designYardage(pattern, design, sizes, fabricIndexOf([sterne], []))?.size).toBe('86/92');
  localStorage.setItem('nahtlos:size', '98/104');
  expect(designYardage(pattern, design, sizes, fabricIndexOf([sterne], []))?.size).toBe('98/104');
});

it('nothing to list without sizes or fills; a shipped fabric wins over a custom one of the same id', () => {
  expect(yardageCaption(designYardage(pattern, { id: 'shirt', areas: [] }, sizes, new Map()))).toEqual([]);
  expect(designYardage(pattern, { id: 'shirt', areas: [] }, [], new Map())).toBeNull();
  expect(fabricIndexOf([sterne], [mine]).get('sterne')?.name).toBe('Sterne');
});
