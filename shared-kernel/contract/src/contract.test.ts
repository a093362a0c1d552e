import { brand, withBrand } from './brand';
import { registerBody } from './accounts';
import { fabricsResponse, patternSizesResponse } from './content';
import { customFabricBody, FABRIC_SIZE_MESSAGE } from './customFabrics';
import { patternProjectBody, serverPatternProject } from './patternProjects';
import { responseSchemaFor } from './routes';
import { stableJson } from './stableJson';

const meta = { publishedAt: '2026-01-01T00:00:00.000Z' };

describe('stableJson', () => {
  it('writes keys sorted and drops undefined members, so jsonb key order never looks like a change', () => {
    expect(stableJson({ b: 1, a: { d: [2, { y: 1, x: undefined }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":1}]},"b":1}');
    expect(stableJson({ a: 1, b: 2 })).toBe(stableJson({ b: 2, a: 1 }));
  });
});

describe('request schemas', () => {
  it('keep the server rules: a bidi control in a username is refused with its German message', () => {
    const result = registerBody.safeParse({
      name: 'Ann\u202Ea',
      email: 'a@example.com',
      email_repeat: 'a@example.com',
      password: 'geheim123',
      password_confirmation: 'geheim123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.');
  });

  it("take a custom fabric's size in whole cm 1–10000 or null, and refuse anything else with one German message", () => {
    const body = (size: Record<string, unknown>) => ({ customFabric: { fabric_id: 'f1', name: 'Karo', ...size } });
    expect(customFabricBody.parse(body({ length_cm: 50, width_cm: 140 })).customFabric).toMatchObject({ length_cm: 50, width_cm: 140 });
    expect(customFabricBody.parse(body({ length_cm: null, width_cm: 10_000 })).customFabric).toMatchObject({ length_cm: null, width_cm: 10_000 });
    // left out: the stored size is kept (older clients never send it)
    expect(customFabricBody.parse(body({})).customFabric).not.toHaveProperty('length_cm');
    for (const bad of [0, -3, 1.5, 10_001, '50', true, Number.POSITIVE_INFINITY]) {
      const result = customFabricBody.safeParse(body({ width_cm: bad }));
      expect({ bad, messages: result.error?.issues.map((issue) => issue.message) }).toEqual({ bad, messages: [FABRIC_SIZE_MESSAGE] });
    }
  });

  it('keep the client-generated JSON of a project as it is', () => {
    const sewing_pattern = { id: 'body-lotte', areas: [{ id: 'front', fabric: 'jersey-senf', note: 'kept' }] };
    const parsed = patternProjectBody.parse({ patternProject: { pattern_project_id: 'p1', name: 'Body', sewing_pattern, svg: '<svg/>' } });
    expect(parsed.patternProject.sewing_pattern).toEqual(sewing_pattern);
  });

  it("check an area's look and the design's size (issue 19), with German messages", () => {
    const body = (sewing_pattern: unknown) => ({ patternProject: { pattern_project_id: 'p1', name: 'Body', sewing_pattern, svg: '<svg/>' } });
    const looked = { id: 'body-lotte', size: '86/92', areas: [{ id: 'front', fabric: 'jersey-senf', scale: 150, rotation: 45 }] };
    expect(patternProjectBody.parse(body(looked)).patternProject.sewing_pattern).toEqual(looked);
    const messages = (sewing_pattern: unknown) => patternProjectBody.safeParse(body(sewing_pattern)).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ id: 'b', areas: [{ id: 'front', scale: 20 }] })).toContain('Die Skalierung muss zwischen 50 und 200 % liegen.');
    expect(messages({ id: 'b', areas: [{ id: 'front', scale: 120.5 }] })).toContain('Die Skalierung muss eine ganze Zahl sein.');
    expect(messages({ id: 'b', areas: [{ id: 'front', rotation: 30 }] })).toContain('Die Drehung muss 0, 45 oder 90 Grad sein.');
    expect(messages({ id: 'b', areas: [], size: 'x'.repeat(21) })).toContain('Die Größe darf höchstens 20 Zeichen lang sein.');
  });
});

describe('response schemas', () => {
  it('drop keys the contract does not name', () => {
    const row = { pattern_project_id: 'p1', name: 'B', sewing_pattern: { id: 'x' }, updated_at: 't', created_at: 't', user_id: 'u', deleted: false, revision: 1 };
    expect(serverPatternProject.parse({ ...row, password_hash: 'x' })).toEqual(row);
  });

  it('refuse a content list whose fabric lacks a field the apps rely on', () => {
    expect(fabricsResponse.safeParse({ data: [{ id: 'f1' }], meta }).success).toBe(false);
  });

  it('take a content answer for `{ meta }` only when it is nothing else (a broken list is not a meta answer)', () => {
    const schema = responseSchemaFor('GET', '/api/app/fabrics', 200)!;
    expect(schema.safeParse({ meta }).success).toBe(true);
    expect(schema.safeParse({ data: [{ id: 'f1' }], meta }).success).toBe(false);
  });

  it("answer one pattern's sizes, and only `{ meta }` or the sizes for its route", () => {
    const sizes = [{ size: '86/92', scale: 0.2, pieces: { hauptstoff: [{ name: 'Vorderteil', outline: [[0, 0], [20, 0], [20, 30]], quantity: 1, onFold: true, grain: 'lengthwise' }] } }];
    expect(patternSizesResponse.parse({ sizes })).toEqual({ sizes });
    const schema = responseSchemaFor('GET', '/api/app/sewing-patterns/:id/sizes', 200)!;
    expect(schema.safeParse({ sizes: [] }).success).toBe(true);
    expect(schema.safeParse({ meta }).success).toBe(true);
    expect(schema.safeParse({ sizes: [{ size: '86/92' }] }).success).toBe(false);
  });

  it('give every 4xx/5xx the error body and leave routes outside the contract alone', () => {
    expect(responseSchemaFor('GET', '/api/app/orders', 401)!.safeParse({ error: 'Nicht angemeldet.' }).success).toBe(true);
    expect(responseSchemaFor('GET', '/api/app/orders', 401)!.safeParse({ message: 'x' }).success).toBe(false);
    expect(responseSchemaFor('GET', '/media/a.jpg', 200)).toBeUndefined();
  });
});

describe('brand', () => {
  it('fills the product name into spec texts', () => {
    expect(withBrand('Willkommen bei {product}')).toBe(`Willkommen bei ${brand.name}`);
  });
});
