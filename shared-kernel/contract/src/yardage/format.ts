/** '0,65 m': a length in cm as metres the German way (two decimals, decimal comma). */
export function formatMetres(cm: number): string {
  return `${(cm / 100).toFixed(2).replace('.', ',')} m`;
}
