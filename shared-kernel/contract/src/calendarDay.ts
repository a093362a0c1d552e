/** A calendar day as the API writes it (YYYY-MM-DD), without zod: the apps check a date field with it before saving. */
export const BOUGHT_ON_MESSAGE = 'Bitte ein gültiges Datum eingeben (TT.MM.JJJJ).';

/** Whether `day` is YYYY-MM-DD and exists (no 2026-02-30), from 1900 on. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && date.getUTCFullYear() >= 1900;
}
