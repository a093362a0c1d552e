import { unlockFields } from './serverMarkup';

it('lifts exactly what the server render locked, once the app has hydrated the markup', () => {
  // as createServerRender writes it (its test checks the markup)
  document.body.innerHTML = [
    '<input readonly="" data-locked-until-hydrated="readonly" name="email">',
    '<input readonly="" name="fixed" value="fest">',
    '<textarea readonly="" data-locked-until-hydrated="readonly" name="note"></textarea>',
    '<select disabled="" data-locked-until-hydrated="disabled" name="size"><option>86</option></select>',
  ].join('');
  unlockFields(document.body);
  expect([...document.querySelectorAll('[readonly], [disabled]')].map((field) => field.getAttribute('name'))).toEqual(['fixed']);
  expect(document.querySelector('[data-locked-until-hydrated]')).toBeNull();
});
