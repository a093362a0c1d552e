/** Each account's limits and their defaults: settings (options.ts), apart from the checks (quotas.ts) that need the database. */
export interface Quotas {
  storedBytes: number;
  projects: number;
  customFabrics: number;
}

export const defaultQuotas: Quotas = { storedBytes: 100 * 1024 * 1024, projects: 1000, customFabrics: 500 };
